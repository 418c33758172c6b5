export function MallConfigPage() {
  return <h1 className="sr-only">PC商城设置</h1>;
}
