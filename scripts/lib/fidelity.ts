// The contract measured against the reference backend (openapi/reference/merchant-backend.json, read out
// of the inventory's §6 and Appendix A by scripts/reference-inventory.ts): which of the reference's calls
// the contract has, and for each shared call, field by field, what the reference sends or takes that the
// contract does not declare, what the contract requires that the reference never sends, and where the
// reference's BigDecimal is typed as a plain number. Used by the fidelity test and `npm run contract:report`.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

export const WIRE_CONTRACT = 'openapi/generated/merchant.bundled.yaml';
export const REFERENCE = 'openapi/reference/merchant-backend.json';

export interface ReferenceField {
  name: string;
  type: string;
  required: boolean;
  fork: boolean;
}
interface ReferenceClass {
  extends?: string;
  fields: ReferenceField[];
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
  response: string;
  responseClasses: string[];
}
interface Reference {
  operations: ReferenceOperation[];
  classes: Record<string, ReferenceClass>;
}

export interface Schema {
  $ref?: string;
  type?: string | string[];
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  'x-adapter'?: string;
}
interface Parameter {
  $ref?: string;
  name: string;
  in: string;
  required?: boolean;
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
interface Contract {
  paths: Record<string, Record<string, ContractOperation>>;
  components: { schemas: Record<string, Schema>; parameters?: Record<string, Parameter> };
}

export type Part = 'response' | 'body' | 'query';
export type Kind = 'lacks' | 'invents' | 'money' | 'type';
export interface Finding {
  operationId: string;
  part: Part;
  field: string;
  kind: Kind;
}
export interface FieldCount {
  contract: number;
  reference: number;
  matched: number;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];
/** A path with its parameters' names left out, so /x/{id} and /x/{roomId} are the same call. */
export const pathKey = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`;

export function loadContract(file = WIRE_CONTRACT): Contract {
  return parse(readFileSync(file, 'utf8')) as Contract;
}
export function loadReference(file = REFERENCE): Reference {
  return JSON.parse(readFileSync(file, 'utf8')) as Reference;
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

function resolver(contract: Contract) {
  const resolve = (schema: Schema): Schema => (schema.$ref ? resolve(contract.components.schemas[schema.$ref.replace('#/components/schemas/', '')]) : schema);
  /** The properties and required names an object schema has, through allOf and the wire's alternatives. */
  const objectOf = (schema: Schema | undefined): { properties: Record<string, Schema>; required: Set<string> } => {
    const properties: Record<string, Schema> = {};
    const required = new Set<string>();
    if (!schema) return { properties, required };
    const node = resolve(schema);
    Object.assign(properties, node.properties ?? {});
    for (const r of node.required ?? []) required.add(r);
    for (const part of node.allOf ?? []) {
      const inner = objectOf(part);
      Object.assign(properties, inner.properties);
      for (const r of inner.required) required.add(r);
    }
    // Alternatives (the spec's shape or the reference's): any member's field is declared; a field is
    // required only when every member requires it.
    const members = [...(node.oneOf ?? []), ...(node.anyOf ?? [])].map(objectOf).filter((m) => Object.keys(m.properties).length > 0);
    for (const m of members) Object.assign(properties, m.properties);
    if (members.length > 0) for (const r of members[0].required) if (members.every((m) => m.required.has(r))) required.add(r);
    return { properties, required };
  };
  return { resolve, objectOf };
}

/** The success `data` of an operation's 200 answer. */
function successData(contract: Contract, op: ContractOperation): Schema | undefined {
  const { resolve } = resolver(contract);
  const schema = op.responses?.['200']?.content?.['application/json']?.schema;
  if (!schema) return undefined;
  const union = resolve(schema);
  const members = (union.anyOf ?? union.oneOf ?? [schema]).map(resolve);
  return members.find((m) => m.properties?.code?.$ref?.endsWith('/SuccessCode'))?.properties?.data;
}

/**
 * A Java field's name on the wire: Jackson names a property after its getter, as the JavaBeans rule
 * decapitalizes it (a field Token with getToken() is written "token"; URL stays URL).
 */
const wireName = (name: string) => (/^[A-Z][a-z]/.test(name) ? name[0].toLowerCase() + name.slice(1) : name);

/** A reference class's fields with its parents', the fork's own fields left out. */
function fieldsOf(reference: Reference, name: string): ReferenceField[] {
  const cls = reference.classes[name];
  if (!cls) return [];
  const parent = cls.extends ? fieldsOf(reference, cls.extends) : [];
  const own = cls.fields.filter((f) => !f.fork).map((f) => ({ ...f, name: wireName(f.name) }));
  return [...parent.filter((p) => !own.some((f) => f.name === p.name)), ...own];
}

/** A schema that reads decimal text (or is typed as one): not a plain number. */
function isDecimal(schema: Schema, resolve: (s: Schema) => Schema): boolean {
  const node = resolve(schema);
  if (node['x-adapter'] === 'decimal') return true;
  if ([node.type].flat().includes('string')) return true;
  return [...(node.oneOf ?? []), ...(node.anyOf ?? [])].some((m) => resolve(m).type !== 'null' && isDecimal(m, resolve));
}

/** The JSON types a schema allows (through refs and the wire's alternatives), null left out. */
function jsonTypes(schema: Schema, resolve: (s: Schema) => Schema, seen = new Set<Schema>()): Set<string> {
  const node = resolve(schema);
  if (seen.has(node)) return new Set();
  seen.add(node);
  const out = new Set<string>([node.type ?? []].flat().filter((t) => t !== 'null'));
  if (node.properties) out.add('object');
  if (node.items) out.add('array');
  for (const m of [...(node.oneOf ?? []), ...(node.anyOf ?? []), ...(node.allOf ?? [])]) for (const t of jsonTypes(m, resolve, seen)) out.add(t);
  if (out.has('integer')) out.add('number');
  return out;
}

/** What JSON type Jackson writes a Java type as; undefined for free-form ones (Object, Map, JSON). */
function javaJsonType(type: string): string | undefined {
  const t = type.replace(/\s/g, '');
  if (/^(Integer|int|Long|long|Short|short|Byte|byte)$/.test(t)) return 'integer';
  if (/^(Double|double|Float|float)$/.test(t)) return 'number';
  if (/^(Boolean|boolean)$/.test(t)) return 'boolean';
  if (/^(String|Date|LocalDate|LocalDateTime|char|Character)$/.test(t)) return 'string';
  if (/^(List|Set|ArrayList|Collection)</.test(t) || t.endsWith('[]')) return 'array';
  if (/^(Object|JSONObject|JSONArray|Map|HashMap)/.test(t) || t === 'BigDecimal') return undefined;
  return /^[A-Z]\w*$/.test(t) ? 'object' : undefined;
}

export interface Comparison {
  operationId: string;
  findings: Finding[];
  counts: FieldCount;
}

/** One shared call compared field by field. */
export function compare(contract: Contract, reference: Reference, op: ContractOperation, ref: ReferenceOperation): Comparison {
  const { resolve, objectOf } = resolver(contract);
  const findings: Finding[] = [];
  const counts: FieldCount = { contract: 0, reference: 0, matched: 0 };
  const check = (part: Part, refFields: ReferenceField[], declared: Record<string, Schema>, required: Set<string>) => {
    const names = new Set(refFields.map((f) => f.name));
    counts.contract += Object.keys(declared).length;
    counts.reference += refFields.length;
    for (const f of refFields) {
      const schema = declared[f.name];
      if (!schema) findings.push({ operationId: op.operationId, part, field: f.name, kind: 'lacks' });
      else {
        counts.matched++;
        if (f.type === 'BigDecimal' && !isDecimal(schema, resolve)) findings.push({ operationId: op.operationId, part, field: f.name, kind: 'money' });
        const expected = javaJsonType(f.type);
        const allowed = jsonTypes(schema, resolve);
        // JSON Schema's number takes integers too (a Long amount sent as Money).
        const fits = allowed.has(expected ?? '') || (expected === 'integer' && allowed.has('number'));
        if (expected && allowed.size > 0 && !fits) findings.push({ operationId: op.operationId, part, field: f.name, kind: 'type' });
      }
    }
    if (part === 'response') for (const r of required) if (!names.has(r)) findings.push({ operationId: op.operationId, part, field: r, kind: 'invents' });
  };

  // The answer: a page of X, a list of X, or X.
  const responseClass = /^(?:CommonPage|List)<(\w+)>$/.exec(ref.response)?.[1] ?? ref.response;
  if (reference.classes[responseClass]) {
    let data = successData(contract, op);
    if (data && ref.response.startsWith('CommonPage<')) data = objectOf(data).properties.list;
    if (data && /^(?:CommonPage|List)</.test(ref.response)) data = resolve(data).items;
    const { properties, required } = objectOf(data);
    check('response', fieldsOf(reference, responseClass), properties, required);
  }
  // The body or the query, as a class.
  const [how, cls] = ref.request.split(' ');
  if (cls && reference.classes[cls]) {
    if (how === 'body') {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      const { properties, required } = objectOf(schema);
      check('body', fieldsOf(reference, cls), properties, required);
    } else if (how === 'query') {
      const params = (op.parameters ?? []).map((p) => (p.$ref ? contract.components.parameters?.[p.$ref.replace('#/components/parameters/', '')] : p)).filter((p): p is Parameter => p?.in === 'query' && p.name !== 'temp');
      const declared = Object.fromEntries(params.map((p) => [p.name, {} as Schema]));
      check('query', fieldsOf(reference, cls).filter((f) => f.name !== 'temp'), declared, new Set());
    }
  }
  return { operationId: op.operationId, findings, counts };
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

/** README's table of differences kept on purpose: `| operationId | part | field | kind | reason |`. */
export function listedDifferences(readme: string): Set<string> {
  const section = readme.split(/^## /m).find((s) => s.startsWith('Differences from the reference backend'));
  const listed = new Set<string>();
  for (const line of (section ?? '').split('\n')) {
    const cells = line.split('|').map((c) => c.trim().replace(/`/g, ''));
    if (cells.length >= 6 && /^\w+$/.test(cells[1]) && ['response', 'body', 'query'].includes(cells[2])) listed.add(`${cells[1]} ${cells[2]} ${cells[3]} ${cells[4]}`);
  }
  return listed;
}
export const findingKey = (f: Finding) => `${f.operationId} ${f.part} ${f.field} ${f.kind}`;
