import { FIELD_LAYOUTS, type CascaderOption, type FieldOption, type FormField, type FormValue, type FormValues, type OptionValue } from './types';

/** How a field is rendered and what value it keeps, resolved from its Element tag and props. */
export type ControlKind =
  | 'text'
  | 'textarea'
  | 'password'
  | 'number'
  | 'select'
  | 'select-multiple'
  | 'radio'
  | 'checkbox'
  | 'switch'
  | 'date'
  | 'daterange'
  | 'time'
  | 'timerange'
  | 'rate'
  | 'cascader'
  | 'cascader-multiple'
  | 'image'
  | 'address';

/** The console's own tag for a province / city / district choice (form-generator has none). */
export const ADDRESS_TAG = 'address';

/** The parts of an address value: province, city, district, and the street line of a detailed one. */
export const addressParts = (field: FormField) => (field.detailed ? 4 : 3);

/** An el-upload of pictures: its list shows pictures, or it accepts images only. */
function isPictureUpload(field: FormField) {
  const listType = field['list-type'];
  return listType === 'picture-card' || listType === 'picture' || (field.accept ?? '').startsWith('image/');
}

/** How many pictures a picture field takes: its `limit`, 1 to 9; one when it gives none. */
export const pictureLimit = (field: FormField) => Math.min(9, Math.max(1, field.limit ?? 1));

/** undefined: the tag (or its date type) is not supported and is shown as a note. */
export function controlKind(field: FormField): ControlKind | undefined {
  switch (field.__config__.tag) {
    case 'el-input':
      if (field.type === 'textarea') return 'textarea';
      return field.type === 'password' || field['show-password'] ? 'password' : 'text';
    case 'el-input-number':
      return 'number';
    case 'el-select':
      return field.multiple ? 'select-multiple' : 'select';
    case 'el-radio-group':
      return 'radio';
    case 'el-checkbox-group':
      return 'checkbox';
    case 'el-switch':
      return 'switch';
    case 'el-date-picker':
      if (field.type === undefined || field.type === 'date') return 'date';
      return field.type === 'daterange' ? 'daterange' : undefined;
    case 'el-time-picker':
      return field['is-range'] ? 'timerange' : 'time';
    case 'el-rate':
      return 'rate';
    case 'el-cascader':
      return field.props?.props?.multiple || field.props?.multiple ? 'cascader-multiple' : 'cascader';
    case 'el-upload':
      return isPictureUpload(field) ? 'image' : undefined;
    case ADDRESS_TAG:
      return 'address';
    default:
      return undefined;
  }
}

/** The note shown instead of an unsupported component. */
export function unsupportedNote(field: FormField) {
  const { tag } = field.__config__;
  const name = tag === 'el-date-picker' && field.type ? `${tag}（${field.type}）` : tag || '未知组件';
  return `暂不支持该组件：${name}`;
}

/** The Element parser's own message for a layout it has no renderer for (SPEC §8). */
export function layoutError(layout: string) {
  return new Error(`没有与${layout}匹配的layout`);
}

/** The first field, at any depth, whose layout the renderer does not know. */
export function findLayoutError(fields: readonly FormField[]): Error | undefined {
  for (const field of fields) {
    const { layout, children } = field.__config__;
    if (!(FIELD_LAYOUTS as readonly string[]).includes(layout)) return layoutError(layout);
    if (layout === 'rowFormItem' && children) {
      const inner = findLayoutError(children);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** Every colFormItem, depth first, as the form lays them out. */
export function flattenFields(fields: readonly FormField[]): FormField[] {
  return fields.flatMap((field) =>
    field.__config__.layout === 'rowFormItem' ? flattenFields(field.__config__.children ?? []) : [field],
  );
}

export function isOptionValue(value: unknown): value is OptionValue {
  return typeof value === 'string' || typeof value === 'number';
}

export function isOptionArray(value: unknown): value is OptionValue[] {
  return Array.isArray(value) && value.every(isOptionValue);
}

export function isPathArray(value: unknown): value is OptionValue[][] {
  return Array.isArray(value) && value.every(isOptionArray);
}

export function isRange(value: unknown): value is [string, string] {
  return Array.isArray(value) && value.length === 2 && value.every((part) => typeof part === 'string');
}

/** Select, radio and checkbox options: `__slot__.options`, or top-level `options` in older configs. */
export function fieldOptions(field: FormField): FieldOption[] {
  const options = field.__slot__?.options ?? field.options ?? [];
  return options.map(({ label, value, disabled }) => ({ label, value, disabled }));
}

export interface LeafPath {
  label: string;
  value: OptionValue[];
  disabled: boolean;
}

/** Every path from a root to a leaf of a cascader tree, labelled like Element ('广东 / 深圳'). */
export function leafPaths(options: readonly CascaderOption[], parent: { labels: string[]; values: OptionValue[]; disabled: boolean } = { labels: [], values: [], disabled: false }): LeafPath[] {
  return options.flatMap((option) => {
    const labels = [...parent.labels, option.label];
    const values = [...parent.values, option.value];
    const disabled = parent.disabled || Boolean(option.disabled);
    if (option.children && option.children.length > 0) return leafPaths(option.children, { labels, values, disabled });
    return [{ label: labels.join(' / '), value: values, disabled }];
  });
}

export function switchValues(field: FormField) {
  return { on: field['active-value'] ?? true, off: field['inactive-value'] ?? false };
}

/** What an untouched field holds; a defaultValue of the wrong shape for the control is dropped. */
export function initialValue(field: FormField, kind: ControlKind): FormValue {
  const value = field.__config__.defaultValue;
  switch (kind) {
    case 'text':
    case 'textarea':
    case 'password':
      return isOptionValue(value) ? String(value) : '';
    case 'number':
      if (typeof value === 'number') return value;
      return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : null;
    case 'select':
    case 'radio':
      return isOptionValue(value) && value !== '' ? value : null;
    case 'select-multiple':
    case 'checkbox':
    case 'cascader':
      return isOptionArray(value) ? value : [];
    case 'image':
      return isOptionArray(value) ? value.filter((url) => typeof url === 'string' && url !== '').slice(0, pictureLimit(field)) : [];
    case 'address':
      return isOptionArray(value) && value.length === addressParts(field) ? value.map(String) : [];
    case 'cascader-multiple':
      return isPathArray(value) ? value : [];
    case 'switch': {
      const { on, off } = switchValues(field);
      return value === on ? on : off;
    }
    case 'date':
    case 'time':
      return typeof value === 'string' && value !== '' ? value : null;
    case 'daterange':
    case 'timerange':
      return isRange(value) ? value : null;
    case 'rate':
      return typeof value === 'number' ? value : 0;
  }
}

/** The values the form starts with (and resets to), keyed by `__vModel__`. */
export function initialValues(fields: readonly FormField[]): FormValues {
  const values: FormValues = {};
  for (const field of flattenFields(fields)) {
    const kind = controlKind(field);
    const name = field.__vModel__;
    if (kind && name !== undefined && !Object.hasOwn(values, name)) values[name] = initialValue(field, kind);
  }
  return values;
}

/** Tips links open only on the web: a config must not be able to plant a javascript: link. */
export function safeTipsLink(href: string | undefined): string | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href, window.location.origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
