import type { z } from 'zod';
import { operationSchemas, type Schemas } from '@/api/load-schemas';
import { operations, type OperationId } from '@/api/operations.gen';
import type { JavaCall } from './spring';
import type { ReferenceOperation } from './reference.gen';

// What the reference backend's controller received (./spring.ts), handed to the demo backend's handler in
// the handler's own terms: the values the Java read, in the types the handler's schema reads them with, and
// what the client left out left out, unless the Java's default for it means something the handler knows.

interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
}
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** A schema with its optional, nullable, default and pipe wrappers taken off. */
function bare(schema: z.ZodType): Def {
  let def = defOf(schema);
  for (;;) {
    if (WRAPPERS.has(def.type) && def.innerType) def = defOf(def.innerType);
    else if (def.type === 'pipe' && def.in) def = defOf(def.in);
    else return def;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const numeric = (value: string) => value.trim() !== '' && Number.isFinite(Number(value));

/** The forms a scalar may take for a handler that reads it otherwise: 12 and "12", 1 and true. */
function scalarForms(value: unknown): unknown[] {
  if (typeof value === 'number') return [value, String(value), value !== 0];
  if (typeof value === 'boolean') return [value, value ? 1 : 0, String(value)];
  if (typeof value === 'string') return [value, ...(numeric(value) ? [Number(value)] : []), ...(value === 'true' || value === 'false' ? [value === 'true'] : [])];
  return [value];
}

/**
 * `value` in the types `schema` reads: a number where it reads text and text where it reads a number (the
 * Java took either), through objects, lists and unions. What it cannot read stays as it is, for the
 * handler to refuse.
 */
export function conform(value: unknown, schema: z.ZodType | undefined): unknown {
  if (!schema || value === undefined || schema.safeParse(value).success) return value;
  const def = bare(schema);
  switch (def.type) {
    case 'object':
      if (!isObject(value) || !def.shape) return value;
      return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, conform(v, def.shape?.[key])]));
    case 'array':
      return Array.isArray(value) ? value.map((v: unknown) => conform(v, def.element)) : value;
    case 'union':
      for (const option of def.options ?? []) {
        const fitted = conform(value, option);
        if (option.safeParse(fitted).success) return fitted;
      }
      return value;
    default:
      return scalarForms(value).find((form) => schema.safeParse(form).success) ?? value;
  }
}

/** A value in a query string: a list as its comma-joined items. */
const asQueryText = (value: unknown) => (Array.isArray(value) ? value.join(',') : String(value));

/** The demo's own operation for a reference call (the same method and path), found once. */
const byPath = new Map<string, OperationId | undefined>();
/** A path with its parameters unnamed: the reference names them `{id}`, the demo's table `:id`. */
const unnamed = (path: string) => path.replace(/\{\w+\}|:\w+/g, '{}');
function demoOperation(operation: ReferenceOperation): OperationId | undefined {
  const key = `${operation.method} ${unnamed(operation.path)}`;
  if (!byPath.has(key)) {
    const found = (Object.entries(operations) as Array<[OperationId, { method: string; path: string }]>).find(([, op]) => `${op.method} ${unnamed(op.path)}` === key);
    byPath.set(key, found?.[0]);
  }
  return byPath.get(key);
}

const shapeOf = (schema: z.ZodType | undefined) => (schema ? bare(schema).shape : undefined);

/** Whether the handler's schema for a field takes `value` as it is. */
const takes = (field: z.ZodType | undefined, value: unknown) => field !== undefined && field.safeParse(value).success;

/**
 * The query the handler reads: every value the client sent, but empty text where the handler reads none
 * (the Java's services look at text only when it is not blank); a value the client did not send only where
 * the Java's default (a page of 20) is one the handler reads.
 */
function demoQuery(call: JavaCall, schemas: Schemas): URLSearchParams {
  const shape = shapeOf(schemas.query) ?? {};
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(call.query)) {
    if (value === null || value === undefined || !(name in shape)) continue;
    const field = shape[name];
    const text = asQueryText(value);
    if (call.sent.has(name) ? text !== '' || takes(field, '') : takes(field, conform(value, field))) query.set(name, text);
  }
  return query;
}

/** The body the handler reads: the Java's object without its nulls (Jackson's "not given"), in the handler's types. */
function demoBody(body: unknown, schemas: Schemas): unknown {
  const withoutNulls = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(withoutNulls);
    if (!isObject(value)) return value;
    return Object.fromEntries(Object.entries(value).flatMap(([key, v]) => (v === null ? [] : [[key, withoutNulls(v)]])));
  };
  return conform(withoutNulls(body), schemas.body);
}

/** The request the demo backend's handler is given for a reference call the Java read as `call`. */
export async function requestForDemo(operation: ReferenceOperation, request: Request, call: JavaCall): Promise<Request> {
  const id = demoOperation(operation);
  const schemas = id ? await operationSchemas(id) : {};
  const url = new URL(request.url);
  const hasBody = operation.params.some((p) => p.in === 'body');
  const multipart = operation.params.some((p) => p.in === 'multipart');
  url.search = demoQuery(call, schemas).toString();
  if (multipart) return new Request(url, { method: request.method, headers: request.headers, body: await request.clone().arrayBuffer() });
  if (!hasBody || call.body === undefined || call.body === null) return new Request(url, { method: request.method, headers: request.headers });
  return new Request(url, { method: request.method, headers: request.headers, body: JSON.stringify(demoBody(call.body, schemas)) });
}
