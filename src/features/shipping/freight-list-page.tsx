export function FreightListPage() {
  return <h1 className="sr-only">运费模板</h1>;
}
