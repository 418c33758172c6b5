import { isDeepStrictEqual } from 'node:util';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { readBundledContract } from '@/test/bundled-contract';
import type { JsonSchema } from '@/test/write-operations';

// What the console sends is checked against the wire contract (every exchange of every test). The wire
// lets an answer carry null in any field (the reference writes every null), but a request must stay as
// strict as the model the console is written against: a schema a request and an answer share (a shipping
// row is saved and read back) must not take null in a request because an answer may carry one. Two
// differences are allowed, each what the backend reads: null for an optional field (read as absent), and
// a documented two-shape reading (x-model: an amount as text or a number), where the model is the x-model.

type Schema = JsonSchema & { 'x-model'?: JsonSchema; 'x-adapter'?: string; description?: string };
interface Parameter {
  $ref?: string;
  name: string;
  in: string;
  required?: boolean;
  schema?: Schema;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Contract {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema>; parameters: Record<string, Parameter> };
}

const wire = readBundledContract() as Contract;
const model = parse(readFileSync('openapi/generated/merchant.model.yaml', 'utf8')) as Contract;

const refIn = (contract: Contract) => (schema: Schema): [Schema, string | undefined] =>
  schema.$ref ? [contract.components.schemas[schema.$ref.replace('#/components/schemas/', '')], schema.$ref] : [schema, undefined];
const resolveWire = refIn(wire);
const resolveModel = refIn(model);
const isNull = (s: Schema) => s.type === 'null';
const nullable = (s: Schema): boolean => [s.type].flat().includes('null') || (s.anyOf ?? []).some((m) => nullable(resolveModel(m)[0]));
const STRUCTURE = new Set(['properties', 'items', 'anyOf', 'oneOf', 'allOf', 'required', 'description', 'x-adapter', 'x-model', '$ref']);

/** Where the wire's request schema takes more than the model's, as `where: what`. */
function looser(wireSchema: Schema, modelSchema: Schema, where: string, seen: Set<string>, out: string[]) {
  const [w, wireRef] = resolveWire(wireSchema);
  const [m, modelRef] = resolveModel(modelSchema);
  const pair = `${wireRef}|${modelRef}`;
  if (wireRef && seen.has(pair)) return;
  if (wireRef) seen = new Set([...seen, pair]);
  if (w['x-model']) {
    if (!isDeepStrictEqual(w['x-model'], Object.fromEntries(Object.entries(m).filter(([k]) => k !== 'description')))) out.push(`${where}: its two-shape reading is not the model's`);
    return;
  }
  for (const key of new Set([...Object.keys(w), ...Object.keys(m)])) {
    if (STRUCTURE.has(key)) continue;
    if (!isDeepStrictEqual(w[key as keyof Schema], m[key as keyof Schema])) out.push(`${where}: ${key} ${JSON.stringify(w[key as keyof Schema])} where the model has ${JSON.stringify(m[key as keyof Schema])}`);
  }
  if (!isDeepStrictEqual(new Set(w.required ?? []), new Set(m.required ?? []))) out.push(`${where}: requires ${JSON.stringify(w.required ?? [])} where the model requires ${JSON.stringify(m.required ?? [])}`);
  const required = new Set(m.required ?? []);
  for (const name of new Set([...Object.keys(w.properties ?? {}), ...Object.keys(m.properties ?? {})])) {
    const wp = w.properties?.[name];
    const mp = m.properties?.[name];
    if (!wp || !mp) {
      out.push(`${where}.${name}: ${wp ? 'not in the model' : 'not in the wire'}`);
      continue;
    }
    // The wire's null beside the model's schema: allowed for an optional field (the backend reads a null as
    // absent), never for a required one.
    const [first, second, ...rest] = wp.anyOf ?? [];
    const addsNull = !nullable(mp) && first !== undefined && second !== undefined && isNull(second) && rest.length === 0;
    if (addsNull && required.has(name)) out.push(`${where}.${name}: required, and takes null`);
    looser(addsNull ? first : wp, mp, `${where}.${name}`, seen, out);
  }
  if (w.items || m.items) {
    if (w.items && m.items) looser(w.items, m.items, `${where}[]`, seen, out);
    else out.push(`${where}: items only in the ${w.items ? 'wire' : 'model'}`);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const wm = w[key] ?? [];
    const mm = m[key] ?? [];
    if (wm.length !== mm.length) {
      out.push(`${where}: ${key} of ${wm.length} where the model has ${mm.length}`);
      continue;
    }
    wm.forEach((s, i) => looser(s, mm[i], `${where}|${i}`, seen, out));
  }
}

function requestParts(contract: Contract, path: string, method: string): Array<[string, Schema]> {
  const op = contract.paths[path][method];
  const params = (op.parameters ?? []).map((p) => (p.$ref ? contract.components.parameters[p.$ref.replace('#/components/parameters/', '')] : p));
  return [
    ...params.filter((p) => p.schema).map((p): [string, Schema] => [`${p.in} ${p.name}`, p.schema as Schema]),
    ...Object.entries(op.requestBody?.content ?? {}).map(([type, c]): [string, Schema] => [`body ${type}`, c.schema]),
  ];
}

const operations = Object.entries(wire.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([, op]) => typeof op === 'object' && op !== null && 'operationId' in op)
    .map(([method, op]) => [op.operationId, path, method] as const),
);

describe('requests on the wire are as strict as the model', () => {
  it('finds the operations and their requests', () => {
    expect(operations.length).toBeGreaterThan(300);
    expect(operations.filter(([, path, method]) => wire.paths[path][method].requestBody).length).toBeGreaterThan(100);
  });

  it('no request schema of the wire contract takes more than the model contract', () => {
    const found: string[] = [];
    for (const [operationId, path, method] of operations) {
      const modelParts = new Map(requestParts(model, path, method));
      for (const [part, schema] of requestParts(wire, path, method)) {
        const modelSchema = modelParts.get(part);
        if (!modelSchema) found.push(`${operationId} ${part}: not in the model`);
        else looser(schema, modelSchema, `${operationId} ${part}`, new Set(), found);
      }
    }
    expect(found).toEqual([]);
  });

  it('sees a required field of a shared schema that takes null in a request', () => {
    const row = structuredClone(wire.components.schemas.ShippingRegionRow);
    const properties = row.properties as Record<string, Schema>;
    properties.firstPrice = { anyOf: [properties.firstPrice, { type: 'null' }] };
    const found: string[] = [];
    looser(row, model.components.schemas.ShippingRegionRow, 'row', new Set(), found);
    expect(found).toEqual(['row.firstPrice: required, and takes null']);
  });
});
