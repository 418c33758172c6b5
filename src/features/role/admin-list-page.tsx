export function AdminListPage() {
  return <h1 className="sr-only">管理员列表</h1>;
}
