import { ADAPTERS } from './adapters';
import { EDGE, NOT_IN_REFERENCE, SHAPES, type EdgePath } from './edge.gen';

// The edge between the wire and the console's model: an answer's data, read through the adapters the
// wire contract names for its operation (src/api/edge.gen.ts). Loaded with the HTTP client, after the
// sign-in form has painted.

function apply(value: unknown, path: EdgePath, adapt: (value: unknown) => unknown): unknown {
  if (value === null || value === undefined) return value;
  if (path.length === 0) return adapt(value);
  const [head, ...rest] = path;
  if (head === '*') return Array.isArray(value) ? value.map((item) => apply(item, rest, adapt)) : value;
  if (typeof value === 'object' && head in value) {
    const record = value as Record<string, unknown>;
    record[head] = apply(record[head], rest, adapt);
  }
  return value;
}

/**
 * An answer without its nulls: the reference backend writes every field of its classes, null where it
 * has no value; in the console's model such a field is absent.
 */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) if (item !== null) out[key] = withoutNulls(item);
  return out;
}

/**
 * The model's value for a field the wire left without one (null, so absent by now): an empty list where
 * the model requires a list, an empty text where it requires text, at every depth the shape describes;
 * any other field stays absent.
 */
function filled(value: unknown, shape: number): unknown {
  if (Array.isArray(value)) return value.map((item) => filled(item, shape));
  if (typeof value !== 'object' || value === null) return value;
  const [lists, texts, children] = SHAPES[shape];
  const record = value as Record<string, unknown>;
  for (const name of lists) record[name] ??= [];
  for (const name of texts) record[name] ??= '';
  for (const [name, child] of Object.entries(children)) if (name in record) record[name] = filled(record[name], child);
  return record;
}

/** The model of an answer's data: `method` and `url` name the operation (the url without base or query). */
export function toModel(method: string, url: string, data: unknown): unknown {
  const path = url.split('?')[0];
  const entry = EDGE.find(([m, pattern]) => m === method.toUpperCase() && pattern.test(path));
  const present = withoutNulls(data);
  if (!entry) return present;
  const [, , places, shape] = entry;
  const adapted = places.reduce((out, [place, name]) => apply(out, place, ADAPTERS[name]), present);
  return shape >= 0 ? filled(adapted, shape) : adapted;
}

/** A call the reference backend does not have (SPEC.md's or the console's own): another backend may lack it too. */
export function notInReference(method: string, url: string): boolean {
  const path = url.split('?')[0];
  return NOT_IN_REFERENCE.some(([m, pattern]) => m === method.toUpperCase() && pattern.test(path));
}
