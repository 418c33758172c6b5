export function CapitalFlowPage() {
  return <h1 className="sr-only">资金流水</h1>;
}
