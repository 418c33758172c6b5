export function PrintListPage() {
  return <h1 className="sr-only">小票打印</h1>;
}
