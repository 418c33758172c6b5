export function RoleListPage() {
  return <h1 className="sr-only">身份管理</h1>;
}
