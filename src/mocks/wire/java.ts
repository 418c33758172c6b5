import { formatDateTime, money } from '@/lib/format';
import { JAVA_CLASSES, type JavaField } from './reference.gen';

// A value as Jackson writes one of the reference backend's Java types (its JacksonConfig and
// application.yml): every field of the class at every depth, null where it has no value, nothing the class
// does not have; BigDecimal as its text, Date as yyyy-MM-dd HH:mm:ss, Integer and Long as numbers.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** `List<X>` → `X`; `CommonPage<X>` → its rows' type; undefined for other types. */
const listItem = (type: string) => /^(?:List|ArrayList|Set)<(.+)>$/.exec(type)?.[1];
const pageItem = (type: string) => /^CommonPage<(.+)>$/.exec(type)?.[1];

/** What a field that cannot be null holds when the demo has no value: the Java type's own default. */
function zero(type: string): Json {
  if (listItem(type)) return [];
  if (type === 'Boolean' || type === 'boolean') return false;
  if (type === 'BigDecimal') return '0.00';
  if (['Integer', 'int', 'Long', 'long'].includes(type)) return 0;
  return type === 'String' ? '' : null;
}

function asText(value: unknown): Json {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // A list or an object kept in a String column (a video product's pictures): its JSON text.
  return JSON.stringify(value);
}

function asNumber(value: unknown): Json {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  const number = Number(value);
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(number) ? number : null;
}

function asBoolean(value: unknown): Json {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  return value === 'true' || value === '1';
}

function asDecimal(value: unknown): Json {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? money(value) : null;
}

/** yyyy-MM-dd HH:mm:ss: a day alone is its midnight, a number is seconds. */
function asDate(value: unknown): Json {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value} 00:00:00`;
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  return formatDateTime(value) || (typeof value === 'string' ? value : null);
}

const fieldValue = (record: Record<string, unknown>, [name, , , javaName]: JavaField) => (name in record ? record[name] : javaName === undefined ? undefined : record[javaName]);

function asObject(value: unknown, fields: ReadonlyArray<JavaField>): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const out: Record<string, Json> = {};
  for (const field of fields) out[field[0]] = toJava(fieldValue(record, field), field[1], field[2]);
  return out;
}

/**
 * `value` (the demo backend's data) as the reference backend writes its Java type `type`. `nullable`
 * false (the extract says the field is never null) gives the type's default where the demo has none.
 */
export function toJava(value: unknown, type: string, nullable?: boolean | null): Json {
  if (value === undefined || value === null) return nullable === false ? zero(type) : null;
  const item = listItem(type);
  if (item) {
    const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',').filter(Boolean) : null;
    return items && items.map((v: unknown) => toJava(v, item));
  }
  const row = pageItem(type);
  if (row) {
    const page = value as { page?: unknown; limit?: unknown; totalPage?: unknown; total?: unknown; list?: unknown };
    return { page: asNumber(page.page), limit: asNumber(page.limit), totalPage: asNumber(page.totalPage), total: asNumber(page.total), list: toJava(page.list ?? [], `List<${row}>`) };
  }
  switch (type) {
    case 'String':
      return asText(value);
    case 'Integer':
    case 'int':
    case 'Long':
    case 'long':
      return asNumber(value);
    case 'Boolean':
    case 'boolean':
      return asBoolean(value);
    case 'BigDecimal':
      return asDecimal(value);
    case 'Date':
      return asDate(value);
  }
  const fields = JAVA_CLASSES[type];
  // A map, a JSON object or a class the extract does not describe: as the service built it.
  return fields ? asObject(value, fields) : (value as Json);
}
