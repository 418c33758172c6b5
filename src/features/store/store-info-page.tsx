export function StoreInfoPage() {
  return <h1 className="sr-only">商户基本设置</h1>;
}
