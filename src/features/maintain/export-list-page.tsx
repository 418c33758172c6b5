export function ExportListPage() {
  return <h1 className="sr-only">数据导出</h1>;
}
