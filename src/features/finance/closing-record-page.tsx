export function ClosingRecordPage() {
  return <h1 className="sr-only">结算记录</h1>;
}
