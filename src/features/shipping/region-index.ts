import type { CityVo } from '@/api/generated/model';
import { isWholeCountryPath, parseRegionPaths, titleOfPaths, WHOLE_COUNTRY_CITY_ID, WHOLE_COUNTRY_TITLE, type RegionPath } from '@/lib/domain/region-paths';

/** One region of the tree, with the stretch of `leaves` below it (its last-level regions). */
export interface RegionNode {
  id: number;
  name: string;
  /** 0 for a province. */
  parent: number;
  children: number[];
  /** Its last-level regions are leaves[first] … leaves[end - 1]. */
  first: number;
  end: number;
}

/** The region tree flattened once: lookups by id, and every region's last-level regions as one stretch. */
export interface RegionIndex {
  roots: number[];
  nodes: Map<number, RegionNode>;
  /** Last-level region ids in tree order. */
  leaves: number[];
}

/** Which last-level regions are chosen (1) by their place in `leaves`, with running counts to answer "how many under X" at once. */
export interface RegionSelection {
  marks: Uint8Array;
  /** counts[i] = chosen among leaves[0 … i-1]. */
  counts: Uint32Array;
}

/** What a region row sends: the chosen last-level ids ("0" for the whole country) and their paths as JSON (src/lib/domain/region-paths.ts). */
export interface RegionValue {
  cityId: string;
  title: string;
}

export type CheckState = 'checked' | 'indeterminate' | 'unchecked';

const indexes = new WeakMap<readonly CityVo[], RegionIndex>();

function buildIndex(tree: readonly CityVo[]): RegionIndex {
  const nodes = new Map<number, RegionNode>();
  const leaves: number[] = [];
  const visit = (region: CityVo, parent: number): number => {
    const node: RegionNode = { id: region.regionId, name: region.regionName, parent, children: [], first: leaves.length, end: 0 };
    nodes.set(node.id, node);
    if (region.child?.length) node.children = region.child.map((c) => visit(c, node.id));
    else leaves.push(node.id);
    node.end = leaves.length;
    return node.id;
  };
  const roots = tree.map((r) => visit(r, 0));
  return { roots, nodes, leaves };
}

/** The index of a tree, built the first time it is asked for and kept as long as the tree is (the query cache holds it). */
export function regionIndexOf(tree: readonly CityVo[]): RegionIndex {
  let index = indexes.get(tree);
  if (!index) {
    index = buildIndex(tree);
    indexes.set(tree, index);
  }
  return index;
}

function selectionOf(marks: Uint8Array): RegionSelection {
  const counts = new Uint32Array(marks.length + 1);
  for (let i = 0; i < marks.length; i++) counts[i + 1] = counts[i] + marks[i];
  return { marks, counts };
}

export const emptySelection = (index: RegionIndex) => selectionOf(new Uint8Array(index.leaves.length));

/**
 * The choice a row stands for: the regions its title's paths end at, each with everything under it (a
 * backend may keep a province or a city as a shorter path), or else the ids of its cityId.
 */
export function selectionFromValue(index: RegionIndex, value: RegionValue): RegionSelection {
  const marks = new Uint8Array(index.leaves.length);
  const paths = parseRegionPaths(value.title);
  if (value.cityId === WHOLE_COUNTRY_CITY_ID || paths?.some(isWholeCountryPath)) return selectionOf(marks.fill(1));
  const ids = paths ? paths.map((p) => p[p.length - 1]) : value.cityId.split(',').map(Number);
  for (const id of ids) {
    const node = index.nodes.get(id);
    if (node) marks.fill(1, node.first, node.end);
  }
  return selectionOf(marks);
}

export function checkStateOf(index: RegionIndex, selection: RegionSelection, id: number): CheckState {
  const node = index.nodes.get(id);
  if (!node) return 'unchecked';
  const chosen = selection.counts[node.end] - selection.counts[node.first];
  if (chosen === 0) return 'unchecked';
  return chosen === node.end - node.first ? 'checked' : 'indeterminate';
}

/** Checking a region checks everything under it; unchecking clears it. */
export function toggleRegion(index: RegionIndex, selection: RegionSelection, id: number, checked: boolean): RegionSelection {
  const node = index.nodes.get(id);
  if (!node) return selection;
  const marks = selection.marks.slice();
  marks.fill(checked ? 1 : 0, node.first, node.end);
  return selectionOf(marks);
}

export const chosenCount = (selection: RegionSelection) => selection.counts[selection.counts.length - 1];

/** The chosen regions as few paths as possible: a wholly chosen province is one path [province]. */
export function chosenPaths(index: RegionIndex, selection: RegionSelection): number[][] {
  const paths: number[][] = [];
  const walk = (id: number, above: number[]) => {
    const state = checkStateOf(index, selection, id);
    if (state === 'unchecked') return;
    const path = [...above, id];
    if (state === 'checked') paths.push(path);
    else for (const child of index.nodes.get(id)?.children ?? []) walk(child, path);
  };
  for (const root of index.roots) walk(root, []);
  return paths;
}

/** A region's path from its province down to it. */
function pathTo(index: RegionIndex, id: number): RegionPath {
  const path: number[] = [];
  for (let node = index.nodes.get(id); node; node = index.nodes.get(node.parent)) path.unshift(node.id);
  return path;
}

/**
 * The row's value for a choice, or null when nothing is chosen: every chosen last-level region with its
 * full path, as the backend reads them; all of the country is "0", as the 默认运费 row.
 */
export function valueOfSelection(index: RegionIndex, selection: RegionSelection): RegionValue | null {
  const total = chosenCount(selection);
  if (total === 0) return null;
  if (total === index.leaves.length) return { cityId: WHOLE_COUNTRY_CITY_ID, title: WHOLE_COUNTRY_TITLE };
  const chosen = index.leaves.filter((_, i) => selection.marks[i] === 1);
  return { cityId: chosen.join(','), title: titleOfPaths(chosen.map((id) => pathTo(index, id))) };
}

/** A saved row's title read against the tree, as the row will send it again; empty when it names no region. */
export const valueOfTitle = (index: RegionIndex, title: string): RegionValue =>
  valueOfSelection(index, selectionFromValue(index, { cityId: '', title })) ?? { cityId: '', title: '' };

const nameOf = (index: RegionIndex, id: number) => index.nodes.get(id)?.name ?? String(id);

/** A short description of a row's regions: 浙江省 / 杭州市 等 12 个地区. */
export function summaryOf(index: RegionIndex, value: RegionValue): string {
  if (value.cityId === WHOLE_COUNTRY_CITY_ID) return '全国';
  const paths = chosenPaths(index, selectionFromValue(index, value));
  if (paths.length === 0) return '';
  const first = paths[0].map((id) => nameOf(index, id)).join(' / ');
  return paths.length > 1 ? `${first} 等 ${paths.length} 个地区` : first;
}

export interface RegionMatch {
  id: number;
  /** 浙江省 / 杭州市 / 西湖区 */
  label: string;
}

/** Regions whose name contains the text, in tree order, at most `limit`. */
export function searchRegions(index: RegionIndex, text: string, limit = 100): RegionMatch[] {
  const needle = text.trim();
  if (!needle) return [];
  const found: RegionMatch[] = [];
  const walk = (id: number, above: string[]) => {
    const node = index.nodes.get(id);
    if (!node || found.length >= limit) return;
    const names = [...above, node.name];
    if (node.name.includes(needle)) found.push({ id, label: names.join(' / ') });
    for (const child of node.children) walk(child, names);
  };
  for (const root of index.roots) walk(root, []);
  return found;
}
