// The contract measured against the reference backend (openapi/reference/merchant-backend.json, read out of
// its Java by scripts/reference-java.ts): which of the reference's calls the contract has, and for each
// shared call, at every depth of its answer and of its request (the body, every query class, every single
// query value, the path), what the reference sends or takes that the contract does not declare, what the
// contract requires that the reference never sends or takes, where a type is off (a BigDecimal that is not
// text, a date that is not `yyyy-MM-dd HH:mm:ss` text, an id that is not an integer), where the reference
// may send null and the wire contract does not allow it, and where the reference requires a parameter or a
// field the contract leaves optional. Used by the fidelity test and `npm run contract:report`.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { propertiesOf, type Reference, type ReferenceField, type ReferenceOperation, type WireType } from './reference.ts';

export { loadReference, REFERENCE } from './reference.ts';
export type { Reference, ReferenceOperation } from './reference.ts';
export const WIRE_CONTRACT = 'openapi/generated/merchant.bundled.yaml';

export interface Schema {
  $ref?: string;
  type?: string | string[];
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
  additionalProperties?: Schema | boolean;
  'x-adapter'?: string;
}
interface Parameter {
  $ref?: string;
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}
export interface ContractOperation {
  operationId: string;
  method: string;
  path: string;
  'x-origin'?: string;
  'x-profile'?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
export interface Contract {
  paths: Record<string, Record<string, ContractOperation>>;
  components: { schemas: Record<string, Schema>; parameters?: Record<string, Parameter> };
}

export type Part = 'response' | 'body' | 'query' | 'path' | 'multipart';
export const PARTS: readonly Part[] = ['response', 'body', 'query', 'path', 'multipart'];
/**
 * lacks     the reference sends (or takes) it; the contract does not declare it
 * invents   the contract requires it; the reference never sends (or takes) it
 * money     a BigDecimal the contract does not read as decimal text
 * date      a date the contract does not read as the reference's text
 * type      another JSON type off (an integer as text, a list as an object…)
 * nullable  the reference may send null; the wire contract does not allow it
 * required  the reference refuses a call without it; the contract leaves it optional
 */
export type Kind = 'lacks' | 'invents' | 'money' | 'date' | 'type' | 'nullable' | 'required';
export const KINDS: readonly Kind[] = ['lacks', 'invents', 'money', 'date', 'type', 'nullable', 'required'];
export interface Finding {
  operationId: string;
  part: Part;
  /** Where, from the answer's data or the request's root: `list[].orderNo`, `productList[].attrValue[].id`. */
  field: string;
  kind: Kind;
}
export interface FieldCount {
  /** Fields the contract declares where the reference has a class (every depth). */
  contract: number;
  /** Fields of the reference's classes (every depth), the fork's left out. */
  reference: number;
  matched: number;
  /** Fields of the answers the reference may send as null, among those the contract declares. */
  nullable: number;
  /** Of those, the ones the wire contract allows null. */
  nullableMatched: number;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];
/** A path with its parameters' names left out, so /x/{id} and /x/{roomId} are the same call. */
export const pathKey = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`;

export function loadContract(file = WIRE_CONTRACT): Contract {
  return parse(readFileSync(file, 'utf8')) as Contract;
}

export function contractOperations(contract: Contract): ContractOperation[] {
  const out: ContractOperation[] = [];
  for (const [path, item] of Object.entries(contract.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (op) out.push({ ...op, method: method.toUpperCase(), path });
    }
  }
  return out;
}

type ObjectView = { properties: Record<string, Schema>; required: Set<string>; open: boolean };

const alternatives = (node: Schema) => [...(node.oneOf ?? []), ...(node.anyOf ?? [])];

function resolver(contract: Contract) {
  const resolve = (schema: Schema): Schema => (schema.$ref ? resolve(contract.components.schemas[schema.$ref.replace('#/components/schemas/', '')]) : schema);
  /**
   * The properties and required names an object schema has, through allOf and the wire's alternatives
   * (the spec's shape or the reference's; a value or null): any member's field is declared; a field is
   * required only when every object member requires it. `open`: a free-form object (no properties).
   */
  const objectOf = (schema: Schema | undefined): ObjectView => {
    const properties: Record<string, Schema> = {};
    const required = new Set<string>();
    if (!schema) return { properties, required, open: false };
    const node = resolve(schema);
    Object.assign(properties, node.properties ?? {});
    for (const r of node.required ?? []) required.add(r);
    let open = [node.type].flat().includes('object') && !node.properties && node.additionalProperties !== false;
    for (const part of node.allOf ?? []) {
      const inner = objectOf(part);
      Object.assign(properties, inner.properties);
      for (const r of inner.required) required.add(r);
      open ||= inner.open;
    }
    const objects = alternatives(node).map(objectOf).filter((m) => Object.keys(m.properties).length > 0 || m.open);
    for (const m of objects) Object.assign(properties, m.properties);
    open ||= objects.some((m) => m.open);
    if (objects.length > 0) for (const r of objects[0].required) if (objects.every((m) => m.required.has(r))) required.add(r);
    return { properties, required, open };
  };
  /** The item schemas of the array shapes a schema allows (through refs and alternatives). */
  const itemsOf = (schema: Schema | undefined, seen = new Set<Schema>()): Schema[] => {
    if (!schema) return [];
    const node = resolve(schema);
    if (seen.has(node)) return [];
    seen.add(node);
    return [...(node.items ? [node.items] : []), ...[...alternatives(node), ...(node.allOf ?? [])].flatMap((m) => itemsOf(m, seen))];
  };
  /** Whether a schema lets null through (a `null` type or member, or no constraint at all). */
  const allowsNull = (schema: Schema, seen = new Set<Schema>()): boolean => {
    const node = resolve(schema);
    if (seen.has(node)) return false;
    seen.add(node);
    if ([node.type].flat().includes('null') || node.enum?.includes(null)) return true;
    if (alternatives(node).some((m) => allowsNull(m, seen))) return true;
    const constrained = node.type !== undefined || node.enum !== undefined || node.properties || node.items || alternatives(node).length > 0 || (node.allOf ?? []).length > 0;
    return !constrained;
  };
  /** The JSON types a schema allows (through refs and the wire's alternatives), null left out; empty when any. */
  const jsonTypes = (schema: Schema, seen = new Set<Schema>()): Set<string> => {
    const node = resolve(schema);
    if (seen.has(node)) return new Set();
    seen.add(node);
    const out = new Set<string>([node.type ?? []].flat().filter((t) => t !== 'null'));
    if (node.properties) out.add('object');
    if (node.items) out.add('array');
    for (const value of node.enum ?? []) if (value !== null) out.add(Number.isInteger(value) ? 'integer' : typeof value);
    for (const m of [...alternatives(node), ...(node.allOf ?? [])]) for (const t of jsonTypes(m, seen)) out.add(t);
    if (out.has('integer')) out.add('number');
    return out;
  };
  /** The patterns a string shape of the schema must match (one per alternative that has one). */
  const stringShapes = (schema: Schema, seen = new Set<Schema>()): Schema[] => {
    const node = resolve(schema);
    if (seen.has(node)) return [];
    seen.add(node);
    const own = [node.type].flat().includes('string') ? [node] : [];
    return [...own, ...[...alternatives(node), ...(node.allOf ?? [])].flatMap((m) => stringShapes(m, seen))];
  };
  /**
   * The object shapes a union offers (the spec's shape or the reference's), each on its own; a schema
   * that is not a union of two or more objects is its one shape.
   */
  const objectMembers = (schema: Schema): Schema[] => {
    const node = resolve(schema);
    const objects = alternatives(node).filter((m) => {
      const view = objectOf(m);
      return Object.keys(view.properties).length > 0 || view.open;
    });
    return objects.length > 1 && !node.properties && !node.allOf ? objects : [schema];
  };
  return { resolve, objectOf, objectMembers, itemsOf, allowsNull, jsonTypes, stringShapes };
}
type Resolver = ReturnType<typeof resolver>;

/** The success `data` of an operation's 200 answer. */
function successData(contract: Contract, op: ContractOperation): Schema | undefined {
  const { resolve } = resolver(contract);
  const schema = op.responses?.['200']?.content?.['application/json']?.schema;
  if (!schema) return undefined;
  const union = resolve(schema);
  const members = (union.anyOf ?? union.oneOf ?? [schema]).map(resolve);
  return members.find((m) => m.properties?.code?.$ref?.endsWith('/SuccessCode'))?.properties?.data;
}

/** Text the reference writes for a value of a type, to try against a contract's string patterns. */
const SAMPLES: Partial<Record<WireType['kind'], string[]>> = {
  decimal: ['99.00', '0.50', '0'],
};
const dateSample = (format: string) =>
  format.replace('yyyy', '2026').replace('MM', '11').replace('dd', '22').replace('HH', '09').replace('mm', '30').replace('ss', '00').replace(/'T'/, 'T');

/**
 * Whether text the reference writes fits a string shape of the schema (its pattern and format): one of the
 * samples is enough (a price schema may refuse 0, and still read "99.00").
 */
function takesText(r: Resolver, schema: Schema, samples: string[]): boolean {
  const fits = (s: Schema, text: string) => (!s.pattern || new RegExp(s.pattern, 'u').test(text)) && (s.format !== 'date-time' || /T/.test(text)) && (s.format !== 'date' || /^\d{4}-\d{2}-\d{2}$/.test(text));
  return r.stringShapes(schema).some((s) => samples.some((text) => fits(s, text)));
}

/** The finding a leaf value's type gives, if any: the JSON Jackson writes for it against what the schema allows. */
function typeFinding(r: Resolver, wire: WireType, schema: Schema): Kind | undefined {
  const allowed = r.jsonTypes(schema);
  if (allowed.size === 0) return undefined;
  switch (wire.kind) {
    case 'decimal':
      return allowed.has('string') && takesText(r, schema, SAMPLES.decimal ?? []) ? undefined : 'money';
    case 'date':
      return allowed.has('string') && takesText(r, schema, [dateSample(wire.format)]) ? undefined : 'date';
    case 'integer':
      return allowed.has('integer') || allowed.has('number') ? undefined : 'type';
    case 'number':
      return allowed.has('number') ? undefined : 'type';
    case 'string':
    case 'enum':
      return allowed.has('string') ? undefined : 'type';
    case 'boolean':
      return allowed.has('boolean') ? undefined : 'type';
    case 'array':
      return allowed.has('array') ? undefined : 'type';
    case 'object':
      return allowed.has('object') ? undefined : 'type';
    case 'map':
      return allowed.has('object') ? undefined : 'type';
    default:
      return undefined;
  }
}

export interface Comparison {
  operationId: string;
  findings: Finding[];
  counts: FieldCount;
}

const join = (path: string, name: string) => (path ? `${path}.${name}` : name);

/** One shared call compared at every depth, both ways. */
export function compare(contract: Contract, reference: Reference, op: ContractOperation, ref: ReferenceOperation): Comparison {
  const r = resolver(contract);
  const findings: Finding[] = [];
  const counts: FieldCount = { contract: 0, reference: 0, matched: 0, nullable: 0, nullableMatched: 0 };
  const add = (part: Part, field: string, kind: Kind) => findings.push({ operationId: op.operationId, part, field, kind });

  /**
   * A value of the reference's type against the contract's schema for it, and what it holds: an object's
   * fields one by one (declared, typed, nullable on an answer, required on a validated request) and each
   * field's value in turn; a list's items; a map's or an unknown type's not (they have no fixed keys).
   * `validated`: the request's rules apply here (a `@Validated` parameter, cascaded through `@Valid`).
   */
  const value = (part: Part, path: string, wire: WireType, schema: Schema, validated: boolean, stack: string[]) => {
    if (wire.kind === 'array') {
      // Alternative shapes of the items (the spec's or the reference's) are read as one.
      const items = r.itemsOf(schema);
      if (items.length) value(part, `${path}[]`, wire.items, items.length === 1 ? items[0] : { anyOf: items }, validated, stack);
      return;
    }
    if (wire.kind !== 'object' || stack.includes(wire.class)) return;
    const fields = propertiesOf(reference, wire.class, wire.args);
    const view = r.objectOf(closestMember(part, path, fields, schema, validated, [...stack, wire.class]));
    if (view.open && Object.keys(view.properties).length === 0) return;
    object(part, path, fields, view, validated, [...stack, wire.class]);
  };

  /**
   * Of a union's object shapes, the one the reference's class fits best (fewest differences at every depth):
   * the class is compared with that shape alone, so a field it lacks is not hidden by another shape that has
   * it. The other shapes (the spec's own) are not the reference's to match.
   */
  const closestMember = (part: Part, path: string, fields: ReferenceField[], schema: Schema, validated: boolean, stack: string[]): Schema => {
    const members = r.objectMembers(schema);
    if (members.length === 1) return members[0];
    let best = members[0];
    let fewest = Infinity;
    for (const member of members) {
      const before = findings.length;
      const kept = { ...counts };
      object(part, path, fields, r.objectOf(member), validated, stack);
      const found = findings.length - before;
      findings.length = before;
      Object.assign(counts, kept);
      if (found < fewest) [best, fewest] = [member, found];
    }
    return best;
  };

  const object = (part: Part, path: string, fields: ReferenceField[], view: ObjectView, validated: boolean, stack: string[]) => {
    const names = new Set(fields.map((f) => f.name));
    counts.contract += Object.keys(view.properties).length;
    counts.reference += fields.length;
    for (const f of fields) {
      const where = join(path, f.name);
      const schema = view.properties[f.name];
      if (!schema) {
        add(part, where, 'lacks');
        continue;
      }
      counts.matched++;
      const kind = typeFinding(r, f.wire, schema);
      if (kind) add(part, where, kind);
      if (part === 'response' && f.nullable) {
        counts.nullable++;
        if (r.allowsNull(schema)) counts.nullableMatched++;
        else add(part, where, 'nullable');
      }
      if (part === 'response' && f.include && view.required.has(f.name)) add(part, where, 'invents');
      // A field with an initializer keeps it when the request leaves it out (RefundOrderSearchRequest.refundStatus = 9).
      if (part !== 'response' && validated && f.required && f.initial === undefined && !view.required.has(f.name)) add(part, where, 'required');
      if (!kind) value(part, where, f.wire, schema, validated && f.cascade === true, stack);
    }
    for (const name of view.required) if (!names.has(name)) add(part, join(path, name), 'invents');
  };

  // The answer's data, at every depth.
  const data = successData(contract, op);
  if (ref.responseType && data) value('response', '', ref.responseType, data, false, []);

  // The body.
  for (const p of ref.params.filter((q) => q.in === 'body')) {
    const schema = op.requestBody?.content?.['application/json']?.schema;
    if (!schema) add('body', '', 'lacks');
    else value('body', '', p.wire, schema, p.validated === true, []);
  }

  // Query values: every query class's properties and every single value; path values by position.
  const params = (op.parameters ?? []).map((p) => (p.$ref ? contract.components.parameters?.[p.$ref.replace('#/components/parameters/', '')] : p)).filter((p): p is Parameter => p !== undefined);
  const query = Object.fromEntries(params.filter((p) => p.in === 'query' && p.name !== 'temp').map((p) => [p.name, p]));
  const multipart = r.objectOf(op.requestBody?.content?.['multipart/form-data']?.schema);
  const taken = new Set<string>();
  const single = (part: Part, name: string, wire: WireType, required: boolean) => {
    taken.add(name);
    counts.reference++;
    // Spring reads a @RequestParam from the query or from a multipart form's fields.
    const param = query[name] ?? (multipart.properties[name] ? { name, in: 'multipart', schema: multipart.properties[name], required: multipart.required.has(name) } : undefined);
    if (!param) {
      add(part, name, 'lacks');
      return;
    }
    counts.matched++;
    const kind = param.schema && typeFinding(r, wire, param.schema);
    if (kind) add(part, name, kind);
    if (required && !param.required) add(part, name, 'required');
  };
  for (const p of ref.params) {
    if (p.in === 'query' && p.class && p.wire.kind === 'object') {
      for (const f of propertiesOf(reference, p.wire.class, p.wire.args)) {
        // An object-typed property is not a query value Spring binds from text; nothing to send.
        if (!['integer', 'number', 'decimal', 'string', 'enum', 'boolean', 'date'].includes(f.wire.kind) && f.wire.kind !== 'array') continue;
        single('query', f.queryName ?? f.name, f.wire, p.validated === true && f.required && f.initial === undefined);
      }
    } else if (p.in === 'query') single('query', p.name, p.wire, p.required);
    else if (p.in === 'multipart') {
      counts.reference++;
      taken.add(p.name);
      if (multipart.properties[p.name]) counts.matched++;
      else add('multipart', p.name, 'lacks');
    }
  }
  for (const [name, param] of Object.entries(query)) {
    counts.contract++;
    if (param.required && !taken.has(name)) add('query', name, 'invents');
  }
  const pathParams = params.filter((p) => p.in === 'path');
  ref.params
    .filter((p) => p.in === 'path')
    .forEach((p, i) => {
      counts.reference++;
      const param = pathParams[i];
      if (!param) {
        add('path', p.name, 'lacks');
        return;
      }
      counts.matched++;
      counts.contract++;
      const kind = param.schema && typeFinding(r, p.wire, param.schema);
      if (kind) add('path', p.name, kind);
    });
  return { operationId: op.operationId, findings, counts };
}

/** Every difference of the calls the contract shares with the reference. */
export function allFindings(contract: Contract, reference: Reference): Finding[] {
  return coverage(contract, reference).shared.flatMap(({ op, ref }) => compare(contract, reference, op, ref).findings);
}

export interface Coverage {
  shared: Array<{ op: ContractOperation; ref: ReferenceOperation }>;
  referenceOnly: ReferenceOperation[];
  contractOnly: ContractOperation[];
}

export function coverage(contract: Contract, reference: Reference): Coverage {
  const ops = contractOperations(contract);
  const byKey = new Map(ops.map((op) => [pathKey(op.method, op.path), op]));
  const refKeys = new Set(reference.operations.map((r) => pathKey(r.method, r.path)));
  const shared: Coverage['shared'] = [];
  const referenceOnly: ReferenceOperation[] = [];
  for (const ref of reference.operations) {
    const op = byKey.get(pathKey(ref.method, ref.path));
    if (op) shared.push({ op, ref });
    else referenceOnly.push(ref);
  }
  return { shared, referenceOnly, contractOnly: ops.filter((op) => !refKeys.has(pathKey(op.method, op.path))) };
}

/** docs/reference-backend.md's table of differences kept on purpose: `| operationId | part | field | kind | reason |`. */
export function listedDifferences(readme: string): Set<string> {
  const section = readme.split(/^## /m).find((s) => s.startsWith('Differences from the reference backend'));
  const listed = new Set<string>();
  for (const line of (section ?? '').split('\n')) {
    const cells = line.split('|').map((c) => c.trim().replace(/`/g, ''));
    if (cells.length >= 6 && /^\w+$/.test(cells[1]) && (PARTS as readonly string[]).includes(cells[2])) listed.add(`${cells[1]} ${cells[2]} ${cells[3]} ${cells[4]}`);
  }
  return listed;
}
export const findingKey = (f: Finding) => `${f.operationId} ${f.part} ${f.field} ${f.kind}`;
