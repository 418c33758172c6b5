export function AddressListPage() {
  return <h1 className="sr-only">商家地址管理</h1>;
}
