export function UserClosingPage() {
  return <h1 className="sr-only">用户结算</h1>;
}
