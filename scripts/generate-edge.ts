// Writes src/api/edge.gen.ts from the wire contract (part of `npm run generate`): for every operation
// whose success data holds a schema marked `x-adapter`, where in the data it sits (a path of property
// names, `*` for every item of a list) and which adapter of src/api/adapters reads it into the model;
// and, from the model contract, the shape of its data: at every depth, which fields the model requires
// as a list or as text (SHAPES). src/api/edge.ts applies them to each answer, so no page sees the
// wire's other shapes, nor a null (or a missing field) where the model promises a list or text.
import { readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

const WIRE = 'openapi/generated/merchant.bundled.yaml';
const MODEL = 'openapi/generated/merchant.model.yaml';
const OUT = 'src/api/edge.gen.ts';
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

interface Schema {
  $ref?: string;
  type?: string | string[];
  required?: string[];
  'x-adapter'?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: Schema | boolean;
}
interface Operation {
  operationId: string;
  'x-origin'?: string;
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
type Contract = { paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>; components: { schemas: Record<string, Schema> } };
const contract = parse(readFileSync(WIRE, 'utf8')) as Contract;
const model = parse(readFileSync(MODEL, 'utf8')) as Contract;

const resolveIn = (c: Contract) => (schema: Schema): Schema => (schema.$ref ? resolveIn(c)(c.components.schemas[schema.$ref.replace('#/components/schemas/', '')]) : schema);
const resolve = resolveIn(contract);
const resolveModel = resolveIn(model);

/** Where adapters apply under `schema`: [path, adapter] pairs; a $ref already being walked is not walked again. */
function walk(schema: Schema, path: string[], seen: Set<string>, out: Array<[string[], string]>) {
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return;
    seen = new Set([...seen, schema.$ref]);
  }
  const node = resolve(schema);
  if (node['x-adapter']) {
    out.push([path, node['x-adapter']]);
    return;
  }
  for (const [key, child] of Object.entries(node.properties ?? {})) walk(child, [...path, key], seen, out);
  if (node.items) walk(node.items, [...path, '*'], seen, out);
  for (const member of [...(node.oneOf ?? []), ...(node.anyOf ?? []), ...(node.allOf ?? [])]) walk(member, path, seen, out);
}

/** The success member of an answer's `oneOf`: the one whose code is 200. */
function successData(op: Operation, read = resolve): Schema | undefined {
  const schema = op.responses?.['200']?.content?.['application/json']?.schema;
  if (!schema) return undefined;
  const union = read(schema);
  const members = (union.anyOf ?? union.oneOf ?? [schema]).map(read);
  const success = members.find((m) => m.properties?.code?.$ref?.endsWith('/SuccessCode'));
  return success?.properties?.data;
}

/**
 * A shape: the fields an object of the model requires as a list (`l`) or as text (`t`), and for fields
 * holding objects (or lists of them) with such fields of their own, their shape (`c`, an index in SHAPES).
 */
interface Shape {
  l: string[];
  t: string[];
  c: Record<string, number>;
}
const shapes: Shape[] = [];
const shapeOfSchema = new Map<Schema, number>();

/** The object members a model schema allows, lists looked through to their items (any depth). */
function objectsOf(schema: Schema, seen = new Set<Schema>()): Schema[] {
  const node = resolveModel(schema);
  if (seen.has(node)) return [];
  seen.add(node);
  const members = [...(node.oneOf ?? []), ...(node.anyOf ?? []), ...(node.allOf ?? [])].flatMap((m) => objectsOf(m, seen));
  const items = node.items ? objectsOf(node.items, seen) : [];
  return [...(node.properties ? [node] : []), ...members, ...items];
}
const allows = (schema: Schema, type: string, seen = new Set<Schema>()): boolean => {
  const node = resolveModel(schema);
  if (seen.has(node)) return false;
  seen.add(node);
  return [node.type].flat().includes(type) || (type === 'array' && node.items !== undefined) || [...(node.oneOf ?? []), ...(node.anyOf ?? [])].some((m) => allows(m, type, seen));
};

/** The shape of the objects a model schema allows (their fields merged), or -1 when it needs nothing. */
function shapeOf(schema: Schema): number {
  const objects = objectsOf(schema);
  if (objects.length === 0) return -1;
  const key = objects[0];
  const known = shapeOfSchema.get(key);
  if (known !== undefined) return known;
  const index = shapes.length;
  const shape: Shape = { l: [], t: [], c: {} };
  shapes.push(shape);
  shapeOfSchema.set(key, index);
  const properties = new Map<string, Schema[]>();
  for (const o of objects) for (const [name, p] of Object.entries(o.properties ?? {})) properties.set(name, [...(properties.get(name) ?? []), p]);
  for (const [name, schemas] of properties) {
    // Required where every object that has the field requires it, and a list (text) where every one says so.
    const required = objects.every((o) => !o.properties?.[name] || o.required?.includes(name));
    const nullable = schemas.some((p) => allows(p, 'null'));
    if (required && !nullable && schemas.every((p) => allows(p, 'array') && !allows(p, 'object') && !allows(p, 'string'))) shape.l.push(name);
    else if (required && !nullable && schemas.every((p) => allows(p, 'string') && !allows(p, 'array') && !allows(p, 'object'))) shape.t.push(name);
    const child = shapeOf(schemas.length === 1 ? schemas[0] : { anyOf: schemas });
    if (child >= 0) shape.c[name] = child;
  }
  return index;
}

/**
 * The shapes the roots reach, with those that require nothing at any depth dropped and the same ones
 * (a tree's root and its children, two schemas alike) merged; `renumber` maps an old index to the new.
 */
function finalShapes(roots: number[]): { kept: Shape[]; renumber: (i: number) => number } {
  // Merge by content until nothing changes: an empty shape goes to -1, alike ones to one class.
  let cls = shapes.map(() => 0);
  for (;;) {
    const keys = shapes.map((s) => {
      const c = Object.entries(s.c)
        .map(([name, i]) => [name, cls[i]] as const)
        .filter(([, k]) => k >= 0)
        .toSorted(([a], [b]) => a.localeCompare(b));
      return s.l.length === 0 && s.t.length === 0 && c.length === 0 ? '' : JSON.stringify([s.l, s.t, c]);
    });
    const ids = new Map<string, number>();
    const next = keys.map((k) => (k === '' ? -1 : (ids.get(k) ?? (ids.set(k, ids.size), ids.size - 1))));
    if (next.every((k, i) => k === cls[i]) && new Set(next).size === new Set(cls).size) break;
    cls = next;
  }
  const order = new Map<number, number>();
  const members = new Map<number, number>();
  const visit = (i: number) => {
    const k = i < 0 ? -1 : cls[i];
    if (k < 0 || order.has(k)) return;
    order.set(k, order.size);
    members.set(k, i);
    Object.values(shapes[i].c).forEach(visit);
  };
  roots.forEach(visit);
  const renumber = (i: number) => (i < 0 || cls[i] < 0 ? -1 : (order.get(cls[i]) ?? -1));
  const kept = [...order.keys()].map((k) => {
    const s = shapes[members.get(k) as number];
    return { l: s.l, t: s.t, c: Object.fromEntries(Object.entries(s.c).map(([name, i]) => [name, renumber(i)]).filter(([, i]) => (i as number) >= 0)) };
  });
  return { kept, renumber };
}

/** A path as a regex literal: a parameter matches one segment; the slashes outside it are escaped. */
const patternOf = (path: string) =>
  `/^${path
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\//g, '\\/'))
    .join('[^/]+')}$/`;

const rows: Array<{ comment: string; method: string; pattern: string; places: string; shape: number }> = [];
const lacking: string[] = [];
for (const [path, item] of Object.entries(contract.paths)) {
  for (const method of METHODS) {
    const op = item[method];
    if (op?.['x-origin']) lacking.push(`  ['${method.toUpperCase()}', ${patternOf(path)}], // ${op.operationId} (${op['x-origin']})`);
    const data = op && successData(op);
    const modelData = model.paths[path]?.[method] && successData(model.paths[path][method] as Operation, resolveModel);
    if (!op || (!data && !modelData)) continue;
    const found: Array<[string[], string]> = [];
    if (data) walk(data, [], new Set(), found);
    // The same place reached twice (through oneOf members) needs one pass.
    const unique = [...new Map(found.map(([p, a]) => [`${p.join('.')}:${a}`, [p, a] as const])).values()];
    const shape = modelData ? shapeOf(modelData) : -1;
    rows.push({ comment: op.operationId, method: method.toUpperCase(), pattern: patternOf(path), places: unique.map(([p, a]) => `[${JSON.stringify(p)}, '${a}']`).join(', '), shape });
  }
}
const { kept, renumber } = finalShapes(rows.map((r) => r.shape));
const edgeRows = rows
  .map((r) => ({ ...r, shape: renumber(r.shape) }))
  .filter((r) => r.places || r.shape >= 0)
  .map((r) => `  // ${r.comment}\n  ['${r.method}', ${r.pattern}, [${r.places}], ${r.shape}],`);
const shapeRows = kept.map((s, i) => `  /* ${i} */ [${JSON.stringify(s.l)}, ${JSON.stringify(s.t)}, ${JSON.stringify(s.c)}],`);

writeFileSync(
  OUT,
  `// Generated by scripts/generate-edge.ts from the wire contract: do not edit.
// For each operation whose answer holds a shape the console reads through an adapter: where, and which;
// and the shape of its data in the model (an index in SHAPES, -1 for none).
import type { AdapterName } from './adapters';

export type EdgePath = readonly string[];
export const EDGE: ReadonlyArray<readonly [method: string, path: RegExp, places: ReadonlyArray<readonly [EdgePath, AdapterName]>, shape: number]> = [
${edgeRows.join('\n')}
];

/**
 * What the model requires of an object: the fields it requires as a list, those it requires as text, and
 * for fields holding objects (or lists of them) that require something in turn, their shape.
 */
export type Shape = readonly [lists: readonly string[], texts: readonly string[], children: Readonly<Record<string, number>>];
export const SHAPES: readonly Shape[] = [
${shapeRows.join('\n')}
];

/** The calls the reference backend does not have (x-origin spec or own): a backend may answer them 404. */
export const NOT_IN_REFERENCE: ReadonlyArray<readonly [method: string, path: RegExp]> = [
${lacking.join('\n')}
];
`,
);
