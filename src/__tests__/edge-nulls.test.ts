import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { toModel } from '@/api/edge';
import { coverage, loadContract, loadReference, type Contract, type Schema } from '../../scripts/lib/fidelity.ts';
import { propertiesOf, type WireType } from '../../scripts/lib/reference.ts';

// Every answer of the reference backend's calls, shaped as its Java writes it (every field of its classes
// at every depth, the fork's too) with null wherever a field may be null, read through the edge: no page
// may meet a null, nor miss a list or a text the model requires. Two answers per call: one with the nulls
// on the plain values (lists and objects filled, so every depth is reached), one with the lists and
// objects themselves null.

const reference = loadReference();
const { shared } = coverage(loadContract(), reference);
const model = parse(readFileSync('openapi/generated/merchant.model.yaml', 'utf8')) as Contract;
const resolve = (schema: Schema): Schema => (schema.$ref ? resolve(model.components.schemas[schema.$ref.replace('#/components/schemas/', '')]) : schema);

const SAMPLE: Partial<Record<WireType['kind'], unknown>> = { integer: 1, number: 1.5, decimal: '1.00', string: 'a', enum: 'A', boolean: true, date: '2026-11-22 09:30:00', any: {}, map: {} };

type Mode = 'values' | 'containers';
function answer(wire: WireType, nullable: boolean, mode: Mode, stack: string[]): unknown {
  const container = wire.kind === 'array' || wire.kind === 'object';
  if (nullable && (mode === 'containers') === container) return null;
  if (wire.kind === 'array') return [answer(wire.items, false, mode, stack)];
  if (wire.kind === 'object') {
    if (stack.includes(wire.class)) return nullable ? null : {};
    return Object.fromEntries(propertiesOf(reference, wire.class, wire.args, true).map((f) => [f.name, answer(f.wire, f.nullable, mode, [...stack, wire.class])]));
  }
  return SAMPLE[wire.kind] ?? null;
}

const members = (s: Schema) => [...(s.oneOf ?? []), ...(s.anyOf ?? []), ...(s.allOf ?? [])];
const allows = (schema: Schema, type: string): boolean => {
  const node = resolve(schema);
  return [node.type].flat().includes(type) || (type === 'array' && !!node.items) || (type === 'object' && !!node.properties) || members(node).some((m) => allows(m, type));
};
const objects = (schema: Schema): Schema[] => {
  const node = resolve(schema);
  return [...(node.properties ? [node] : []), ...members(node).flatMap(objects)];
};
const itemsOf = (schema: Schema): Schema[] => {
  const node = resolve(schema);
  return [...(node.items ? [node.items] : []), ...members(node).flatMap(itemsOf)];
};

/** What the model promises that `value` breaks: a null it does not allow, a required list or text missing. */
function breaks(value: unknown, schema: Schema, path: string, seen: Set<Schema>): string[] {
  if (value === null) return allows(schema, 'null') ? [] : [`${path}: null`];
  if (Array.isArray(value)) return itemsOf(schema).slice(0, 1).flatMap((items) => value.flatMap((item) => breaks(item, items, `${path}[]`, seen)));
  if (typeof value !== 'object') return [];
  const out: string[] = [];
  for (const o of objects(schema)) {
    if (seen.has(o)) continue;
    const inner = new Set([...seen, o]);
    const record = value as Record<string, unknown>;
    for (const [name, p] of Object.entries(o.properties ?? {})) {
      const where = path ? `${path}.${name}` : name;
      const required = o.required?.includes(name) && !allows(p, 'null');
      const only = (type: string) => allows(p, type) && ['array', 'string', 'object'].filter((t) => t !== type).every((t) => !allows(p, t));
      if (required && record[name] === undefined && (only('array') || only('string'))) out.push(`${where}: missing`);
      if (name in record) out.push(...breaks(record[name], p, where, inner));
    }
  }
  return out;
}

const successData = (path: string, method: string): Schema | undefined => {
  const op = model.paths[path]?.[method.toLowerCase()];
  const union = op?.responses?.['200']?.content?.['application/json']?.schema;
  if (!union) return undefined;
  const node = resolve(union);
  return (node.anyOf ?? node.oneOf ?? [node]).map(resolve).find((m) => m.properties?.code?.$ref?.endsWith('/SuccessCode'))?.properties?.data;
};

describe('the edge on the reference backend’s answers', () => {
  it.each(shared.filter(({ ref }) => ref.responseType).map(({ op, ref }) => [op.operationId, op, ref] as const))('%s: no null, no missing list or text', (_, op, ref) => {
    const data = successData(op.path, op.method);
    if (!data || !ref.responseType) return;
    const url = op.path.replace(/\{[^}]+\}/g, '1');
    const read = (mode: Mode) => breaks(toModel(op.method, url, answer(ref.responseType as WireType, false, mode, [])), data, '', new Set());
    expect({ values: read('values'), containers: read('containers') }).toEqual({ values: [], containers: [] });
  });
});
