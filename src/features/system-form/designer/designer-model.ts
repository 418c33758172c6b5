import { controlKind, fieldOptions, flattenFields, safeTipsLink } from '@/components/dynamic-form/form-model';
import { parsePattern } from '@/components/dynamic-form/rules';
import type { DynamicFormConfig, FieldOption, FormField, FormValue, OptionValue } from '@/components/dynamic-form/types';

/**
 * The form designer's model: the components it offers, the Element form-generator field each one
 * makes, the checks a field must pass before the form is saved, and the config it saves (`formValue`,
 * the JSON the dynamic form renderer and the buyer's page read) with its keys (`allKeys`).
 */

export type PaletteKind = 'input' | 'textarea' | 'number' | 'radio' | 'checkbox' | 'select' | 'date' | 'time' | 'image' | 'address';

export interface PaletteItem {
  kind: PaletteKind;
  name: string;
}

/** The components offered, in the palette's order. */
export const PALETTE: readonly PaletteItem[] = [
  { kind: 'input', name: '单行文本' },
  { kind: 'textarea', name: '多行文本' },
  { kind: 'number', name: '数字' },
  { kind: 'radio', name: '单选' },
  { kind: 'checkbox', name: '多选' },
  { kind: 'select', name: '下拉选择' },
  { kind: 'date', name: '日期' },
  { kind: 'time', name: '时间' },
  { kind: 'image', name: '图片' },
  { kind: 'address', name: '地址' },
];

/** A field on the designer's canvas: the field, and an id that stays with it while it moves. */
export interface DesignerField {
  uid: string;
  field: FormField;
}

/** The form as designed: its fields and the form-level settings of the renderer. */
export type FormSettings = Omit<DynamicFormConfig, 'fields'>;

export const DEFAULT_SETTINGS: FormSettings = { size: 'medium', labelPosition: 'right', labelWidth: 100, gutter: 15, disabled: false, formBtns: true, span: 24 };

/** The palette kind of a field (undefined for a component this designer does not add, kept as it came). */
export function kindOf(field: FormField): PaletteKind | undefined {
  switch (controlKind(field)) {
    case 'text':
      return 'input';
    case 'textarea':
      return 'textarea';
    case 'number':
      return 'number';
    case 'radio':
      return 'radio';
    case 'checkbox':
      return 'checkbox';
    case 'select':
      return 'select';
    case 'date':
      return 'date';
    case 'time':
      return 'time';
    case 'image':
      return 'image';
    case 'address':
      return 'address';
    default:
      return undefined;
  }
}

/** How a field is named on the canvas: its palette name, or its layout or tag. */
export function kindName(field: FormField) {
  const kind = kindOf(field);
  if (kind) return PALETTE.find((p) => p.kind === kind)?.name ?? kind;
  if (field.__config__.layout === 'rowFormItem') return '行容器';
  return field.__config__.tag || '未知组件';
}

export const isChoiceKind = (kind: PaletteKind | undefined) => kind === 'radio' || kind === 'checkbox' || kind === 'select';

const asksToChoose = (kind: PaletteKind) => isChoiceKind(kind) || kind === 'date' || kind === 'time';

/** The placeholder a field gets from its label, as form-generator words it. */
export function placeholderFor(kind: PaletteKind | undefined, label: string) {
  if (kind === 'image') return '选择图片';
  // The street line shows it, and a required address without one says it.
  if (kind === 'address') return `请填写${label}`;
  return `${kind && asksToChoose(kind) ? '请选择' : '请输入'}${label}`;
}

const KEY_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;
const GENERATED_KEY = /^field(\d+)$/;

/** A key no field has: field101, field102, … as form-generator numbers them. */
export function nextKey(used: Iterable<string>) {
  let last = 100;
  const taken = new Set(used);
  for (const key of taken) {
    const match = GENERATED_KEY.exec(key);
    if (match) last = Math.max(last, Number(match[1]));
  }
  let n = last + 1;
  while (taken.has(`field${n}`)) n++;
  return `field${n}`;
}

export const fieldKeys = (fields: readonly DesignerField[]) => flattenFields(fields.map((f) => f.field)).flatMap((f) => (f.__vModel__ === undefined ? [] : [f.__vModel__]));

const twoOptions = (): FieldOption[] => [
  { label: '选项一', value: 1 },
  { label: '选项二', value: 2 },
];

/** A new field of a kind, under a key no field has. */
export function createField(kind: PaletteKind, key: string): FormField {
  const label = PALETTE.find((p) => p.kind === kind)?.name ?? kind;
  const field: FormField = {
    __config__: { label, tag: '', required: true, layout: 'colFormItem', span: 24, showLabel: true, regList: [], tipsIsLink: false },
    __vModel__: key,
    placeholder: placeholderFor(kind, label),
  };
  const config = field.__config__;
  switch (kind) {
    case 'input':
      config.tag = 'el-input';
      break;
    case 'textarea':
      config.tag = 'el-input';
      field.type = 'textarea';
      break;
    case 'number':
      config.tag = 'el-input-number';
      break;
    case 'radio':
      config.tag = 'el-radio-group';
      field.__slot__ = { options: twoOptions() };
      break;
    case 'checkbox':
      config.tag = 'el-checkbox-group';
      config.defaultValue = [];
      field.__slot__ = { options: twoOptions() };
      break;
    case 'select':
      config.tag = 'el-select';
      field.__slot__ = { options: twoOptions() };
      break;
    case 'date':
      config.tag = 'el-date-picker';
      field.type = 'date';
      break;
    case 'time':
      config.tag = 'el-time-picker';
      break;
    case 'image':
      config.tag = 'el-upload';
      field['list-type'] = 'picture-card';
      field.accept = 'image/*';
      field.limit = 1;
      break;
    case 'address':
      config.tag = 'address';
      field.detailed = true;
      break;
  }
  return field;
}

/** A copy of a field under a new key (a row's fields each get one), placed after it by the caller. */
export function duplicateField(field: FormField, used: Set<string>): FormField {
  const copy = structuredClone(field);
  const rekey = (f: FormField) => {
    if (f.__vModel__ !== undefined) {
      f.__vModel__ = nextKey(used);
      used.add(f.__vModel__);
    }
    for (const child of f.__config__.children ?? []) rekey(child);
  };
  rekey(copy);
  return copy;
}

/** An option value as form-generator keeps it: a number when the text is one. */
export function optionValueOf(text: string): OptionValue {
  return /^-?\d+(\.\d+)?$/.test(text.trim()) && Number.isFinite(Number(text)) ? Number(text) : text;
}

/** The defaults a field's options can still hold: a removed option's value is no longer a default. */
export function keepDefaultInOptions(field: FormField): FormValue | undefined {
  const value = field.__config__.defaultValue;
  const values = fieldOptions(field).map((o) => o.value);
  if (Array.isArray(value)) {
    const kept: OptionValue[] = [];
    for (const v of value) if (!Array.isArray(v) && values.includes(v)) kept.push(v);
    return kept;
  }
  if (value === undefined || value === null || value === '') return value;
  return typeof value !== 'boolean' && values.includes(value) ? value : undefined;
}

// ---- checks --------------------------------------------------------------------------------------

/** What is wrong with a field's settings, by property; empty when it can be saved. */
export interface FieldProblems {
  label?: string;
  key?: string;
  options?: string;
  /** Per option, by index. */
  optionLabels?: Record<number, string>;
  /** Per rule, by index. */
  patterns?: Record<number, string>;
  tipsLink?: string;
  range?: string;
}

export const FIELD_KEY_MAX = 32;

export function fieldProblems(field: FormField, others: readonly string[]): FieldProblems {
  const problems: FieldProblems = {};
  const { label, layout, regList, tipsIsLink, tipsLink } = field.__config__;
  if (layout === 'rowFormItem') return problems;
  if (label.trim() === '') problems.label = '请输入标题';
  const key = field.__vModel__ ?? '';
  if (key === '') problems.key = '请输入字段名';
  else if (!KEY_PATTERN.test(key)) problems.key = '字段名只能包含字母、数字和下划线，且不能以数字开头';
  else if (others.includes(key)) problems.key = '字段名不能重复';
  if (isChoiceKind(kindOf(field))) {
    const options = fieldOptions(field);
    if (options.length === 0) problems.options = '请至少添加一个选项';
    const optionLabels: Record<number, string> = {};
    const seen = new Set<string>();
    options.forEach((option, index) => {
      if (option.label.trim() === '') optionLabels[index] = '请输入选项名';
      else if (String(option.value).trim() === '') optionLabels[index] = '请输入选项值';
      else if (seen.has(String(option.value))) optionLabels[index] = '选项值不能重复';
      seen.add(String(option.value));
    });
    if (Object.keys(optionLabels).length > 0) problems.optionLabels = optionLabels;
  }
  const patterns: Record<number, string> = {};
  regList.forEach((rule, index) => {
    if (typeof rule.pattern === 'string' && rule.pattern.trim() === '') patterns[index] = '请输入正则表达式';
    else if (!parsePattern(rule.pattern)) patterns[index] = '正则表达式无效';
  });
  if (Object.keys(patterns).length > 0) problems.patterns = patterns;
  if (tipsIsLink && !safeTipsLink(tipsLink)) problems.tipsLink = '请输入以 http:// 或 https:// 开头的链接';
  if (field.min !== undefined && field.max !== undefined && field.min > field.max) problems.range = '最小值不能大于最大值';
  return problems;
}

export const hasProblems = (problems: FieldProblems) => Object.keys(problems).length > 0;

/** Each field's problems, by uid, judged against the keys of the other fields. */
export function formProblems(fields: readonly DesignerField[]): Map<string, FieldProblems> {
  const result = new Map<string, FieldProblems>();
  for (const item of fields) {
    const others = fieldKeys(fields.filter((f) => f.uid !== item.uid));
    const problems = fieldProblems(item.field, others);
    if (hasProblems(problems)) result.set(item.uid, problems);
  }
  return result;
}

// ---- the saved config ------------------------------------------------------------------------------

/** What Element itself needs of a field besides what the renderer reads, added back on every save. */
function withElementProps(field: FormField): Record<string, unknown> {
  const out: Record<string, unknown> = { ...field, __config__: { ...field.__config__ } };
  const children = field.__config__.children;
  if (children) out.__config__ = { ...field.__config__, children: children.map(withElementProps) };
  switch (kindOf(field)) {
    case 'input':
    case 'textarea':
    case 'select':
      Object.assign(out, { clearable: true, style: { width: '100%' } });
      break;
    case 'date':
      Object.assign(out, { format: 'yyyy-MM-dd', 'value-format': 'yyyy-MM-dd', style: { width: '100%' } });
      break;
    case 'time':
      Object.assign(out, { format: 'HH:mm:ss', 'value-format': 'HH:mm:ss', style: { width: '100%' } });
      break;
    default:
      break;
  }
  return out;
}

/** The config saved as `formValue`: form-generator's shape, which the renderer and the buyer's page read. */
export function formValueOf(settings: FormSettings, fields: readonly DesignerField[]) {
  return JSON.stringify({
    fields: fields.map((f) => withElementProps(f.field)),
    formRef: 'elForm',
    formModel: 'formData',
    size: settings.size,
    labelPosition: settings.labelPosition,
    labelWidth: settings.labelWidth,
    formRules: 'rules',
    gutter: settings.gutter,
    disabled: settings.disabled,
    span: settings.span,
    formBtns: settings.formBtns,
  });
}

/** The keys of every field (`allKeys`), comma-joined, in the form's order. */
export const allKeysOf = (fields: readonly DesignerField[]) => fieldKeys(fields).join(',');

let uidSeed = 0;
export const newUid = () => `f${++uidSeed}`;

/** The canvas of a saved config. */
export function designerFields(config: DynamicFormConfig): DesignerField[] {
  return config.fields.map((field) => ({ uid: newUid(), field }));
}

export function settingsOf(config: DynamicFormConfig): FormSettings {
  const { size, labelPosition, labelWidth, gutter, disabled, formBtns, span } = config;
  return { size, labelPosition, labelWidth, gutter, disabled, formBtns, span };
}
