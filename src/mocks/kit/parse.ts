import type { z } from 'zod';
import { holdsNonXml } from '@/lib/xml-text';

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

/** A schema's type with its optional, nullable and default wrappers taken off. */
function baseType(schema: z.ZodType): string {
  let def = schema._zod.def as { type: string; innerType?: z.ZodType };
  while (def.innerType && ['optional', 'nullable', 'default'].includes(def.type)) def = def.innerType._zod.def as typeof def;
  return def.type;
}

/**
 * The first query value given as text for a yes/no (`status=yes`): the generated query schemas coerce,
 * which would read any text as true; the console sends true or false (readValues reads them).
 */
export function textForYesNo(schema: z.ZodType, values: Record<string, unknown>): string | undefined {
  const shape = (schema._zod.def as { shape?: Record<string, z.ZodType> }).shape ?? {};
  return Object.keys(values).find((key) => shape[key] && baseType(shape[key]) === 'boolean' && typeof values[key] !== 'boolean');
}

/** The first problem of a refused call in the backend's words: 请求参数 name 长度不能超过 64. The schema is read with `reportInput`. */
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
      // The schemas are read with reportInput, so a text's own characters can be named.
      return typeof issue.input === 'string' && holdsNonXml(issue.input) ? `${field} 不能包含控制字符或无效字符` : `${field} 格式不正确`;
    case 'not_multiple_of':
      return `${field} 精度不正确`;
    default:
      return `${field} 取值不正确`;
  }
}

/** Where a byte sequence first occurs in another, from `from`; -1 when it does not. */
function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from = 0) {
  outer: for (let i = from; i <= haystack.length - needle.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

/** A multipart/form-data body read part by part: text fields as text, files as the environment's File. */
export function parseMultipart(bytes: Uint8Array, contentType: string): FormData {
  const form = new FormData();
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return form;
  const encoder = new TextEncoder();
  const decoder = new TextDecoder();
  const delimiter = encoder.encode(`--${boundary}`);
  const blankLine = encoder.encode('\r\n\r\n');
  let start = indexOfBytes(bytes, delimiter);
  while (start >= 0) {
    const partStart = start + delimiter.length + 2;
    const next = indexOfBytes(bytes, delimiter, partStart);
    if (next < 0) break;
    const headerEnd = indexOfBytes(bytes, blankLine, partStart);
    if (headerEnd > 0 && headerEnd < next) {
      const headers = decoder.decode(bytes.subarray(partStart, headerEnd));
      const name = /name="([^"]*)"/i.exec(headers)?.[1];
      const filename = /filename="([^"]*)"/i.exec(headers)?.[1];
      const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1] ?? '';
      // The part's content ends with the line break before the next delimiter.
      const content = bytes.slice(headerEnd + blankLine.length, next - 2);
      if (name !== undefined) form.append(name, filename === undefined ? decoder.decode(content) : new File([content], filename, { type }));
    }
    start = next;
  }
  return form;
}

/**
 * An upload's form data. The platform's own reader is used where it works; in the vitest runs Node's
 * reader makes its files with the global File, which jsdom replaces there, and then refuses them: the
 * parts are read here instead, into the same FormData.
 */
export async function readForm(request: Request): Promise<FormData> {
  const copy = request.clone();
  try {
    return await request.formData();
  } catch {
    return parseMultipart(new Uint8Array(await copy.arrayBuffer()), request.headers.get('content-type') ?? '');
  }
}
