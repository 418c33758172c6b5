import type { ShippingFreeCharge, ShippingFreeRow, ShippingRegionCharge, ShippingRegionRow } from '@/api/generated/model';
import { DISTRICT_INDEX, WHOLE_COUNTRY_CITY_ID, WHOLE_COUNTRY_TITLE } from '@/lib/domain/region-paths';
import { money } from '@/lib/format';
import type { KeptCharge, KeptFree } from '../types/shipping';

// A template's rows as the reference backend keeps and answers them: ShippingTemplatesRegionServiceImpl
// (and its free-shipping twin) keeps one row per district of a request row, each with its path, under one
// group id; the details join a group's paths into one title again.

/** FNV-1a of a text, as hex: the group id of a row, from the row as it was sent (the backend digests it too). */
function digest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

const UNREADABLE = '配送区域格式不正确';
const NOT_TO_DISTRICT = '配送区域须选到区县';
const NO_PATH = '配送区域与所选区县不符';
/** The refusals of a row that cannot be kept by its districts (the reference backend throws on most of them). */
export const UNKEPT_ROW: ReadonlySet<string> = new Set([UNREADABLE, NOT_TO_DISTRICT, NO_PATH]);

/**
 * The districts of a request row with their paths, as saveAll reads them: "0" (or "all") is the whole
 * country, kept once with the title's first path; otherwise each id of cityId with the title's path whose
 * third id it is. Where the backend would throw (a title that is no list of paths, a path without a third
 * id) this refuses with its reason; it also refuses an id without a path, which the backend would keep
 * with no title and answer as "null".
 */
function districtsOf(row: { cityId: string; title: string }): Array<{ cityId: number; title: string }> | string {
  let paths: unknown;
  try {
    paths = JSON.parse(row.title);
  } catch {
    return UNREADABLE;
  }
  if (!Array.isArray(paths) || paths.length === 0) return UNREADABLE;
  const texts = paths.map((p) => JSON.stringify(p));
  if (row.cityId === WHOLE_COUNTRY_CITY_ID || row.cityId === 'all') return [{ cityId: 0, title: texts[0] }];
  const byDistrict = new Map<number, string>();
  for (const [i, path] of paths.entries()) {
    const district: unknown = Array.isArray(path) ? path[DISTRICT_INDEX] : undefined;
    if (typeof district !== 'number') return NOT_TO_DISTRICT;
    byDistrict.set(district, texts[i]);
  }
  const kept: Array<{ cityId: number; title: string }> = [];
  for (const id of row.cityId.split(',').map(Number)) {
    const title = byDistrict.get(id);
    if (!title) return NO_PATH;
    kept.push({ cityId: id, title });
  }
  return kept;
}

function keep<R extends { cityId: string; title: string }, K>(rows: readonly R[], keptOf: (row: R, district: { cityId: number; title: string }, uniqid: string) => K): K[] | string {
  const kept: K[] = [];
  for (const row of rows) {
    const districts = districtsOf(row);
    if (typeof districts === 'string') return districts;
    const uniqid = digest(JSON.stringify(row));
    kept.push(...districts.map((d) => keptOf(row, d, uniqid)));
  }
  return kept;
}

/** The charged districts of request rows, amounts with two decimals as the backend's columns keep them; or why they cannot be kept. */
export const keepCharges = (rows: readonly ShippingRegionRow[]) =>
  keep(rows, (row, d, uniqid): KeptCharge => ({ ...d, uniqid, first: money(row.first), firstPrice: money(row.firstPrice), renewal: money(row.renewal), renewalPrice: money(row.renewalPrice) }));

export const keepFrees = (rows: readonly ShippingFreeRow[]) => keep(rows, (row, d, uniqid): KeptFree => ({ ...d, uniqid, number: money(row.number), price: money(row.price) }));

/** Kept rows by group, in the order kept, each group's paths joined into one title. */
function grouped<K extends { uniqid: string; title: string }>(rows: readonly K[]): Array<K & { title: string }> {
  const groups = new Map<string, K[]>();
  for (const row of rows) groups.set(row.uniqid, [...(groups.get(row.uniqid) ?? []), row]);
  return [...groups.values()].map((group) => ({ ...group[0], title: `[${group.map((r) => r.title).join(',')}]` }));
}

/** The details' regionList (getListGroup): one row per group, the whole country first. */
export function chargesOf(rows: readonly KeptCharge[]): ShippingRegionCharge[] {
  const answered = grouped(rows).map(({ title, uniqid, first, firstPrice, renewal, renewalPrice }) => ({ title, uniqid, first, firstPrice, renewal, renewalPrice }));
  return answered.toSorted((a, b) => Number(b.title === WHOLE_COUNTRY_TITLE) - Number(a.title === WHOLE_COUNTRY_TITLE));
}

export const freesOf = (rows: readonly KeptFree[]): ShippingFreeCharge[] => grouped(rows).map(({ title, uniqid, number, price }) => ({ title, uniqid, number, price }));
