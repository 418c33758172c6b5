export function SensitiveLogPage() {
  return <h1 className="sr-only">敏感操作日志</h1>;
}
