/**
 * The attribute editor's rules (SPEC.md §4 "Attribute editing", §5): add a spec name with its first value,
 * then more values; blank and repeated values are ignored. Pure functions over the `Spec` of the SKU matrix,
 * shared by the spec-template dialog, the product form and the demo backend.
 */
import { move, normalizeSpecs, uniqueValues, type Spec } from './sku';

export const SPEC_MESSAGES = {
  /** 确定 with no spec name (with or without a value). */
  nameRequired: '请添加规格名称',
  /** 确定 with a name but a blank value. */
  valueRequired: '请添加属性',
  /** Saving without a spec that has values. */
  atLeastOne: '请至少添加一条属性规格！',
} as const;

export type AddSpecResult = { ok: true; specs: Spec[] } | { ok: false; field: 'name' | 'value'; message: string };

/**
 * Adds a spec with its first value (both trimmed). A spec of that name already there takes the value
 * instead, so names stay unique.
 */
export function addSpec(specs: readonly Spec[], name: string, value: string): AddSpecResult {
  const specName = name.trim();
  const first = value.trim();
  if (!specName) return { ok: false, field: 'name', message: SPEC_MESSAGES.nameRequired };
  if (!first) return { ok: false, field: 'value', message: SPEC_MESSAGES.valueRequired };
  const index = specs.findIndex((s) => s.name.trim() === specName);
  if (index >= 0) return { ok: true, specs: addValue(specs, index, first) };
  return { ok: true, specs: [...specs, { name: specName, values: [first] }] };
}

/** Adds a value (trimmed) to a spec; a blank or repeated value leaves the specs as they were (same array). */
export function addValue(specs: readonly Spec[], index: number, value: string): Spec[] {
  const text = value.trim();
  const spec = specs[index];
  if (!spec || !text || spec.values.some((v) => v.trim() === text)) return specs as Spec[];
  return specs.map((s, i) => (i === index ? { ...s, values: [...s.values, text] } : s));
}

/** Removes one value of a spec. */
export function removeValue(specs: readonly Spec[], index: number, value: string): Spec[] {
  return specs.map((s, i) => (i === index ? { ...s, values: s.values.filter((v) => v !== value) } : s));
}

/**
 * Moves a value of a spec to another place among its values (drag or keyboard). The SKU rows follow: they
 * are generated in the values' order (sku.ts regenerateRows), each keeping what was typed into it.
 * An unknown value or place leaves the specs as they were (same array).
 */
export function moveValue(specs: readonly Spec[], index: number, value: string, to: number): Spec[] {
  const spec = specs[index];
  const from = spec ? spec.values.indexOf(value) : -1;
  if (!spec || from < 0 || to < 0 || to >= spec.values.length || to === from) return specs as Spec[];
  return specs.map((s, i) => (i === index ? { ...s, values: move(s.values, from, to) } : s));
}

/** Removes a spec with all its values. */
export function removeSpec(specs: readonly Spec[], index: number): Spec[] {
  return specs.filter((_, i) => i !== index);
}

/** Trims and removes repeats (names and values within a spec), keeping the order. */
export const dedupeSpecs = (specs: readonly Spec[]): Spec[] => normalizeSpecs(specs);

/** Whether at least one spec has a value (the condition for saving). */
export const hasSpecValues = (specs: readonly Spec[]): boolean => normalizeSpecs(specs).some((s) => s.values.length > 0);

/** The specs worth keeping: trimmed, without repeats, and only those with values. */
export const specsWithValues = (specs: readonly Spec[]): Spec[] => normalizeSpecs(specs).filter((s) => s.values.length > 0);

/** The template's `ruleValue`: `[{"value":"颜色","detail":["红","蓝"]}]`, of the specs that have values. */
export function toRuleValue(specs: readonly Spec[]): string {
  return JSON.stringify(specsWithValues(specs).map((s) => ({ value: s.name, detail: s.values })));
}

const isRuleItem = (item: unknown): item is { value: string; detail: string[] } =>
  typeof item === 'object' &&
  item !== null &&
  typeof (item as { value?: unknown }).value === 'string' &&
  Array.isArray((item as { detail?: unknown }).detail) &&
  (item as { detail: unknown[] }).detail.every((d) => typeof d === 'string');

/** The specs of a `ruleValue`, or null when it is not a JSON list of {value, detail: string[]}. */
export function parseRuleValue(text: string): Spec[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || !parsed.every(isRuleItem)) return null;
  return parsed.map((item) => ({ name: item.value, values: uniqueValues(item.detail) }));
}

/** The specs of a stored template for display and editing; an unreadable one shows none. */
export const specsOfRule = (ruleValue: string): Spec[] => normalizeSpecs(parseRuleValue(ruleValue) ?? []);
