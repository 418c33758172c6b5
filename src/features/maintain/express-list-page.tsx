export function ExpressListPage() {
  return <h1 className="sr-only">物流公司</h1>;
}
