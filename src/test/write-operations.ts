import { readBundledContract } from './bundled-contract';

// The contract's write operations and the schemas of what they take, read from the bundled document:
// what the limits lint and the out-of-range sender walk.

export interface JsonSchema {
  type?: string | string[];
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  multipleOf?: number;
  nullable?: boolean;
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
  $ref?: string;
}

interface OperationObject {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { $ref?: string; content: Record<string, { schema: JsonSchema }> };
}

export interface WriteOperation {
  operationId: string;
  method: string;
  path: string;
  params: Parameter[];
  /** The JSON body's schema (refs resolved), when the operation takes one. */
  body?: JsonSchema;
  /** True for an upload (multipart form). */
  multipart: boolean;
}

const document = readBundledContract() as {
  paths: Record<string, Record<string, OperationObject | Parameter[]>>;
  components: Record<string, Record<string, unknown>>;
};

/** Follows a local `$ref` to what it names. */
function deref<T>(node: T & { $ref?: string }): T {
  let current: T & { $ref?: string } = node;
  while (current.$ref) {
    const [, section, name] = /^#\/components\/([^/]+)\/(.+)$/.exec(current.$ref) ?? [];
    current = document.components[section][name] as T & { $ref?: string };
  }
  return current;
}

/** A schema with every `$ref` inside it replaced by what it names (the contract has no cycles in write bodies). */
export function resolveSchema(schema: JsonSchema, depth = 0): JsonSchema {
  if (depth > 20) throw new Error('schema too deep');
  const s = deref(schema);
  const out: JsonSchema = { ...s };
  if (s.properties) out.properties = Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, resolveSchema(v, depth + 1)]));
  if (s.items) out.items = resolveSchema(s.items, depth + 1);
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) if (s[key]) out[key] = s[key].map((x) => resolveSchema(x, depth + 1));
  if (typeof s.additionalProperties === 'object') out.additionalProperties = resolveSchema(s.additionalProperties, depth + 1);
  return out;
}

const WRITE = new Set(['post', 'put', 'patch', 'delete']);

export const writeOperations: WriteOperation[] = Object.entries(document.paths).flatMap(([path, item]) => {
  const shared = (Array.isArray(item.parameters) ? item.parameters : []).map((p) => deref(p));
  return Object.entries(item)
    .filter(([method]) => WRITE.has(method))
    .map(([method, raw]) => {
      const op = raw as OperationObject;
      const own = (op.parameters ?? []).map((p) => deref(p));
      const params = [...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)), ...own].map((p) => ({ ...p, schema: resolveSchema(p.schema) }));
      const content = op.requestBody ? deref(op.requestBody).content : undefined;
      const json = content?.['application/json']?.schema;
      return { operationId: op.operationId, method, path, params, body: json ? resolveSchema(json) : undefined, multipart: Boolean(content?.['multipart/form-data']) };
    });
});

/** The schema's own type, without null. */
export const typeOf = (s: JsonSchema): string | undefined => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);

/** A choice between plain values (a price as text or as a number): one leaf, not several. */
const isScalarUnion = (s: JsonSchema) => (s.oneOf ?? s.anyOf ?? []).length > 0 && (s.oneOf ?? s.anyOf)!.every((b) => !b.properties && typeOf(b) !== 'object' && typeOf(b) !== 'array');

/** Every leaf of a schema (strings, numbers, booleans, choices between them) and every list, with its path (`a.b[].c`). */
export function* leaves(schema: JsonSchema, path = ''): Generator<{ path: string; schema: JsonSchema }> {
  if (isScalarUnion(schema)) {
    yield { path, schema };
    return;
  }
  for (const part of [...(schema.allOf ?? []), ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) yield* leaves(part, path);
  const type = typeOf(schema);
  if (schema.properties) for (const [k, v] of Object.entries(schema.properties)) yield* leaves(v, path ? `${path}.${k}` : k);
  if (type === 'array') {
    yield { path, schema };
    if (schema.items) yield* leaves(schema.items, `${path}[]`);
  } else if (type && type !== 'object') yield { path, schema };
}

/** What is missing for a leaf to be bounded: a length, a range, a count, or a closed set of values. */
export function missingLimit(s: JsonSchema): string | undefined {
  if (isScalarUnion(s)) return (s.oneOf ?? s.anyOf)!.map(missingLimit).find(Boolean);
  if (s.enum || s.const !== undefined) return undefined;
  switch (typeOf(s)) {
    case 'string':
      if (s.format === 'binary') return undefined;
      return s.maxLength === undefined && !['date', 'date-time', 'time'].includes(s.format ?? '') ? 'maxLength' : undefined;
    case 'integer':
    case 'number': {
      const low = s.minimum ?? s.exclusiveMinimum;
      const high = s.maximum ?? s.exclusiveMaximum;
      return low === undefined || high === undefined ? `${low === undefined ? 'minimum' : ''}${low === undefined && high === undefined ? '+' : ''}${high === undefined ? 'maximum' : ''}` : undefined;
    }
    case 'array':
      return s.maxItems === undefined ? 'maxItems' : undefined;
    default:
      return undefined;
  }
}

const PATTERN_CANDIDATES = ['1', '1,2', '10.00', '2026-11-22 09:30:00', '2026-11-22', '09:30', '13800000000', 'a', '红色', 'ab', 'https://example.com/a.jpg', '0', 'SF', 'admin1'];

/** A value the schema takes (the least one: a minimum, a first option, the shortest text), or undefined when none can be made. */
export function validValue(s: JsonSchema): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.oneOf ?? s.anyOf) return validValue((s.oneOf ?? s.anyOf)![0]);
  if (s.allOf) return Object.assign({}, ...s.allOf.map((part) => validValue(part) as object));
  const examples = [...(s.examples ?? []), ...(s.example !== undefined ? [s.example] : []), ...(s.default !== undefined ? [s.default] : [])];
  switch (typeOf(s)) {
    case 'object':
    case undefined: {
      if (!s.properties) return {};
      return Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, validValue(v)]));
    }
    case 'string': {
      const min = s.minLength ?? 0;
      const max = s.maxLength ?? Infinity;
      const fits = (v: unknown): v is string => typeof v === 'string' && v.length >= min && v.length <= max && (!s.pattern || new RegExp(s.pattern, 'u').test(v));
      if (s.format === 'date') return '2026-11-22';
      if (s.format === 'date-time') return '2026-11-22T09:30:00Z';
      return [...examples, ...PATTERN_CANDIDATES, 'a'.repeat(Math.max(min, 1))].find(fits);
    }
    case 'integer':
    case 'number': {
      const low = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (typeOf(s) === 'integer' ? 1 : 0.01) : undefined);
      const high = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : undefined);
      const value = low ?? Math.min(1, high ?? 1);
      return high !== undefined && value > high ? high : value;
    }
    case 'boolean':
      return true;
    case 'array': {
      const count = Math.min(Math.max(s.minItems ?? 0, 1), s.maxItems ?? 1);
      return Array.from({ length: count }, () => validValue(s.items ?? {}));
    }
    default:
      return null;
  }
}

/**
 * The text a value may be, through choices of types: text a person types or the console writes, not a
 * closed set of values, not a file. Where XML's limits on characters apply.
 */
export const textBranches = (s: JsonSchema): JsonSchema[] => {
  const choices = s.oneOf ?? s.anyOf;
  if (choices) return choices.flatMap(textBranches);
  return typeOf(s) === 'string' && !s.enum && s.const === undefined && s.format !== 'binary' ? [s] : [];
};
export const isFreeText = (s: JsonSchema) => textBranches(s).length > 0;

/** A good text of the schema with its last characters made control characters (\u0001, \u000b): of a length it takes. */
function withControlCharacters(s: JsonSchema) {
  const text = String(validValue(textBranches(s)[0] ?? s) ?? '');
  return text.length >= 2 ? `${text.slice(0, -2)}\u0001\u000b` : text.length === 1 ? '\u000b' : '\u0001';
}

/** Out-of-range and wrong-type stand-ins for a value of this schema, each with what it tries. */
export function badValues(s: JsonSchema): Array<{ kind: string; value: unknown }> {
  const out: Array<{ kind: string; value: unknown }> = [];
  const type = typeOf(s.oneOf?.[0] ?? s.anyOf?.[0] ?? s);
  const branches = s.oneOf ?? s.anyOf ?? [s];
  for (const b of branches) {
    if (b.maxLength !== undefined) out.push({ kind: `longer than ${b.maxLength}`, value: 'x'.repeat(b.maxLength + 1) });
    if (b.maximum !== undefined) out.push({ kind: `above ${b.maximum}`, value: b.maximum + 1 });
    if (b.minimum !== undefined) out.push({ kind: `below ${b.minimum}`, value: b.minimum - 1 });
    if (b.maxItems !== undefined) out.push({ kind: `more than ${b.maxItems} items`, value: Array.from({ length: b.maxItems + 1 }, () => validValue(b.items ?? {})) });
    if (b.enum && typeof b.enum[0] === 'string') out.push({ kind: 'outside its values', value: '不在取值内' });
    if (b.enum && typeof b.enum[0] === 'number') out.push({ kind: 'outside its values', value: Math.max(...(b.enum as number[])) + 1000 });
  }
  if (type === 'string') out.push({ kind: 'a number for text', value: branches.some((b) => typeOf(b) === 'number') ? { a: 1 } : 12345 });
  if (isFreeText(s)) out.push({ kind: 'a control character', value: withControlCharacters(s) });
  if (type === 'integer' || type === 'number') out.push({ kind: 'text for a number', value: 'abc' });
  if (type === 'integer') out.push({ kind: 'a fraction for a whole number', value: 1.5 });
  if (type === 'boolean') out.push({ kind: 'text for a yes/no', value: 'yes' });
  if (type === 'array') out.push({ kind: 'an object for a list', value: { a: 1 } });
  if (type === 'object') out.push({ kind: 'a list for an object', value: [1] });
  return out;
}

/** A copy of `value` with the leaf at `path` (`a.b[].c`: the first element of each list) replaced. */
export function withLeaf(value: unknown, path: string, leaf: unknown): unknown {
  if (path === '') return leaf;
  const [head, ...rest] = path.split('.');
  const tail = rest.join('.');
  const isList = head.endsWith('[]');
  const key = isList ? head.slice(0, -2) : head;
  if (isList && key === '') {
    // The value itself is the list (a body that is an array).
    const list = [...(value as unknown[])];
    list[0] = withLeaf(list[0], tail, leaf);
    return list;
  }
  const record = { ...(value as Record<string, unknown>) };
  if (isList) {
    const list = [...((record[key] as unknown[] | undefined) ?? [])];
    list[0] = withLeaf(list[0], tail, leaf);
    record[key] = list;
  } else record[key] = withLeaf(record[key], tail, leaf);
  return record;
}

type Bound = 'maxLength' | 'minLength' | 'maximum' | 'minimum' | 'maxItems' | 'minItems';

/** One limit the contract sets on a value an operation takes (`path` as `leaves` writes it; a choice of types: the first branch with it). */
export function contractLimit(operationId: string, path: string, bound: Bound): number {
  const op = writeOperations.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`no write operation ${operationId}`);
  const param = op.params.find((p) => p.name === path);
  const found = param ? [{ path, schema: param.schema }] : op.body ? [...leaves(op.body)].filter((l) => l.path === path) : [];
  for (const { schema } of found) {
    for (const s of [schema, ...(schema.oneOf ?? []), ...(schema.anyOf ?? [])]) if (typeof s[bound] === 'number') return s[bound];
  }
  throw new Error(`${operationId} ${path} has no ${bound}`);
}
