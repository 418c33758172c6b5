// The reference backend as scripts/reference-java.ts extracts it (openapi/reference/merchant-backend.json;
// the format is described at the top of that script), and how to read a class's properties out of it.
import { readFileSync } from 'node:fs';

export const REFERENCE = 'openapi/reference/merchant-backend.json';

export type WireType =
  | { kind: 'integer' | 'number' | 'decimal' | 'string' | 'boolean' | 'file' | 'any'; java?: string }
  | { kind: 'date'; java: string; format: string }
  | { kind: 'enum'; class: string }
  | { kind: 'array'; items: WireType }
  | { kind: 'map'; values: WireType }
  | { kind: 'object'; class: string; args?: WireType[] }
  | { kind: 'var'; name: string };

export interface Rule {
  rule: string;
  message?: string;
  min?: string;
  max?: string;
  value?: string;
  regexp?: string;
  /** StringContains's `limitValues`: the only values taken. */
  values?: string[];
}

export interface ReferenceField {
  name: string;
  javaName?: string;
  queryName?: string;
  type: string;
  wire: WireType;
  nullable: boolean;
  include?: 'NON_NULL' | 'NON_EMPTY';
  required: boolean;
  rules: string;
  validation?: Rule[];
  cascade?: boolean;
  initial?: string;
  fork: boolean;
}

export interface ReferenceClass {
  extends?: string;
  extendsType?: WireType;
  typeParams?: string[];
  table?: string;
  enum?: string[];
  fields: ReferenceField[];
}

export interface ReferenceParam {
  in: 'path' | 'query' | 'body' | 'multipart';
  name: string;
  type: string;
  wire: WireType;
  required: boolean;
  /** `@Validated`/`@Valid`: the class's rules are checked. */
  validated?: boolean;
  defaultValue?: string;
  /** A query class (its properties are the query values) or the body's class. */
  class?: string;
  rules?: string;
}

export interface ReferenceOperation {
  controller: string;
  method: string;
  path: string;
  purpose: string;
  permission: string | null;
  request: string;
  requestClasses: string[];
  requestValues: string[];
  params: ReferenceParam[];
  response: string;
  responseClasses: string[];
  responseType: WireType | null;
}

export interface Reference {
  source: string;
  operations: ReferenceOperation[];
  classes: Record<string, ReferenceClass>;
}

export function loadReference(file = REFERENCE): Reference {
  return JSON.parse(readFileSync(file, 'utf8')) as Reference;
}

/** A wire type with a generic class's parameters replaced by the arguments it was given. */
export function substitute(type: WireType, bindings: Record<string, WireType>): WireType {
  switch (type.kind) {
    case 'var':
      return bindings[type.name] ?? { kind: 'any' };
    case 'array':
      return { kind: 'array', items: substitute(type.items, bindings) };
    case 'map':
      return { kind: 'map', values: substitute(type.values, bindings) };
    case 'object':
      return type.args ? { ...type, args: type.args.map((a) => substitute(a, bindings)) } : type;
    default:
      return type;
  }
}

/**
 * Every property Jackson writes for an instance of `name` given type arguments `args`: its fields, then
 * its parent's (a field of the same name in the child wins), with the type parameters resolved. The
 * fork's own fields are left out unless `withFork`.
 */
export function propertiesOf(reference: Reference, name: string, args: WireType[] = [], withFork = false, seen = new Set<string>()): ReferenceField[] {
  const cls = reference.classes[name];
  if (!cls || seen.has(name)) return [];
  const bindings = Object.fromEntries((cls.typeParams ?? []).map((p, i) => [p, args[i] ?? ({ kind: 'any' } as WireType)]));
  const own = cls.fields.filter((f) => withFork || !f.fork).map((f) => ({ ...f, wire: substitute(f.wire, bindings) }));
  let inherited: ReferenceField[] = [];
  if (cls.extendsType?.kind === 'object') {
    const parent = substitute(cls.extendsType, bindings) as Extract<WireType, { kind: 'object' }>;
    inherited = propertiesOf(reference, parent.class, parent.args, withFork, new Set([...seen, name]));
  }
  return [...own, ...inherited.filter((p) => !own.some((f) => f.name === p.name))];
}
