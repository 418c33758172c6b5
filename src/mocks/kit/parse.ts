import type { z } from 'zod';

function readValue(value: unknown) {
  if (typeof value !== 'string') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  return value.trim() !== '' && String(Number(value)) === value ? Number(value) : value;
}

/**
 * Path and query values as the generated schemas read them: a canonical number becomes a number and
 * true/false a boolean (the schemas' literal unions and booleans do not coerce text), anything else stays
 * text; a key given more than once becomes a list.
 */
export function readValues(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    const next = readValue(value);
    out[key] = key in out ? [...(Array.isArray(out[key]) ? out[key] : [out[key]]), next] : next;
  }
  return out;
}

/** The first problem of a refused call in the backend's words: 请求参数 name 长度不能超过 64. */
export function invalidMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return '请求参数不合法';
  const field = issue.path.length > 0 ? `请求参数 ${issue.path.join('.')}` : '请求参数';
  switch (issue.code) {
    case 'invalid_type':
      return issue.message.includes('received undefined') ? `${field} 不能为空` : `${field} 类型不正确`;
    case 'too_big':
      if (issue.origin === 'string') return `${field} 长度不能超过 ${String(issue.maximum)}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${field} 最多 ${String(issue.maximum)} 项`;
      return `${field} 不能大于 ${String(issue.maximum)}`;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? `${field} 不能为空` : `${field} 长度不能少于 ${String(issue.minimum)}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `${field} 至少 ${String(issue.minimum)} 项`;
      return `${field} 不能小于 ${String(issue.minimum)}`;
    case 'unrecognized_keys':
      return `不支持的请求参数 ${issue.keys.join(', ')}`;
    case 'invalid_format':
      return `${field} 格式不正确`;
    case 'not_multiple_of':
      return `${field} 精度不正确`;
    default:
      return `${field} 取值不正确`;
  }
}
