export function StatementPage() {
  return <h1 className="sr-only">账单管理</h1>;
}
