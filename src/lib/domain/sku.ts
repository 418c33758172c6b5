/**
 * The SKU matrix of a product: specs (a name and its values), and one row per combination of values,
 * the Cartesian product in spec order (first spec outermost). Pure functions, shared by the product form
 * and the demo backend.
 */
export interface Spec {
  name: string;
  values: string[];
}

/** The numbers of a row are kept as the text the user typed; they are checked and converted on save. */
export interface SkuTexts {
  image: string;
  price: string;
  vipPrice: string;
  cost: string;
  otPrice: string;
  stock: string;
  barCode: string;
  weight: string;
  volume: string;
  brokerage: string;
  brokerageTwo: string;
  expand: string;
}

/** What a row holds besides its values: the typed texts, and the choices made from a list. */
export interface SkuFields extends SkuTexts {
  /** The card-secret library (卡密库) of a 卡密 product's SKU; null until one is chosen. */
  cdkeyId: number | null;
}

export interface SkuRow extends SkuFields {
  /** Spec name → value, in spec order. */
  values: Record<string, string>;
  /** The SKU's id once saved. */
  id?: number;
}

export const SKU_TEXT_DEFAULTS: SkuTexts = {
  image: '',
  price: '0.01',
  vipPrice: '0',
  cost: '0.01',
  otPrice: '0.01',
  stock: '0',
  barCode: '',
  weight: '0',
  volume: '0',
  brokerage: '0',
  brokerageTwo: '0',
  expand: '',
};

export const SKU_DEFAULTS: SkuFields = { ...SKU_TEXT_DEFAULTS, cdkeyId: null };

/** The name and value of the single-spec product, as the backend stores it. */
export const SINGLE_SPEC: Spec = { name: '规格', values: ['默认'] };

/** Trims names and values and drops empty and repeated ones (specs by name, values within a spec). */
export function normalizeSpecs(specs: readonly Spec[]): Spec[] {
  const seen = new Set<string>();
  const result: Spec[] = [];
  for (const spec of specs) {
    const name = spec.name.trim();
    if (!name || seen.has(name)) continue;
    seen.add(name);
    result.push({ name, values: uniqueValues(spec.values) });
  }
  return result;
}

export function uniqueValues(values: readonly string[]): string[] {
  return [...new Set(values.map((v) => v.trim()).filter(Boolean))];
}

/** Every combination of values, first spec outermost; no specs or a spec without values gives none. */
export function combinations(specs: readonly Spec[]): string[][] {
  if (specs.length === 0) return [];
  let result: string[][] = [[]];
  for (const spec of specs) {
    const next: string[][] = [];
    for (const prefix of result) for (const value of spec.values) next.push([...prefix, value]);
    result = next;
  }
  return result;
}

/** How many rows the specs make, without making them. */
export const combinationCount = (specs: readonly Spec[]) => (specs.length === 0 ? 0 : specs.reduce((n, s) => n * s.values.length, 1));

/** A row's identity: its spec:value pairs, sorted, so reordering specs or values keeps the match. */
export function rowKey(values: Record<string, string>): string {
  return Object.entries(values)
    .map(([name, value]) => `${name}:${value}`)
    .toSorted()
    .join('/');
}

function pairsOf(values: Record<string, string>) {
  return new Set(Object.entries(values).map(([name, value]) => `${name}:${value}`));
}

const isSubset = (small: Set<string>, big: Set<string>) => [...small].every((p) => big.has(p));

/**
 * The rows for the specs. A combination keeps the fields of the row with the same values; when a spec was
 * added or removed, it takes them from the closest row (one whose values it contains, or that contains its
 * values), so what was typed survives. Other rows start from `defaults`.
 */
export function regenerateRows(specs: readonly Spec[], previous: readonly SkuRow[], defaults: SkuFields = SKU_DEFAULTS): SkuRow[] {
  const byKey = new Map(previous.map((row) => [rowKey(row.values), row]));
  const previousPairs = previous.map((row) => ({ row, pairs: pairsOf(row.values) }));
  return combinations(specs).map((combo) => {
    const values = Object.fromEntries(specs.map((spec, i) => [spec.name, combo[i]]));
    const exact = byKey.get(rowKey(values));
    if (exact) return { ...exact, values };
    const pairs = pairsOf(values);
    const near = previousPairs.find((p) => p.pairs.size > 0 && (isSubset(p.pairs, pairs) || isSubset(pairs, p.pairs)))?.row;
    if (near) {
      const { id: _id, values: _values, ...fields } = near;
      return { ...fields, values };
    }
    return { ...defaults, values };
  });
}

/** The SKU name the backend builds: the values joined by commas, in spec order. */
export const skuName = (specs: readonly Spec[], row: SkuRow) => specs.map((s) => row.values[s.name]).join(',');

/** The fields a batch row sets on every row: only the filled ones (numbers above zero, non-empty text). */
export function applyBatch(rows: readonly SkuRow[], batch: Partial<SkuTexts>): SkuRow[] {
  const filled = Object.entries(batch).filter(([field, value]) => {
    if (value === undefined || value.trim() === '') return false;
    if (field === 'image' || field === 'barCode' || field === 'expand') return true;
    const n = Number(value);
    return Number.isFinite(n) && n > 0;
  });
  if (filled.length === 0) return [...rows];
  const patch = Object.fromEntries(filled.map(([field, value]) => [field, value!.trim()])) as Partial<SkuTexts>;
  return rows.map((row) => ({ ...row, ...patch }));
}

/** Specs from the backend's attr list (values joined by commas). */
export function specsFromAttrs(attrs: ReadonlyArray<{ attrName: string; attrValues: string }>): Spec[] {
  return attrs.map((a) => ({ name: a.attrName, values: a.attrValues.split(',') }));
}

/** A SKU's spec values from its `attrValue` JSON; an unreadable one gives no values. */
export function valuesFromJson(json: string): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

/** Moves an item of a list from one place to another (drag to reorder). */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  const result = [...items];
  const [item] = result.splice(from, 1);
  result.splice(to, 0, item);
  return result;
}
