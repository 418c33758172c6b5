import { z } from 'zod';

/**
 * The form configuration of the Element form-generator, as the real backend stores it in form
 * templates (`content`) and system forms (`formValue`): `{ fields, size, labelPosition, ... }`.
 * Only the subset the renderer understands is kept; every other key is dropped by the parser, so
 * nothing from an untrusted config reaches the DOM except through the renderer's own mapping.
 */

export type OptionValue = string | number;

/** A value the renderer keeps for a field; dates and times are strings ('YYYY-MM-DD', 'HH:mm:ss'). */
export type FormValue = string | number | boolean | null | OptionValue[] | OptionValue[][];
export type FormValues = Record<string, FormValue>;

export const FIELD_LAYOUTS = ['colFormItem', 'rowFormItem'] as const;
export type LabelPosition = 'left' | 'right' | 'top';
export type FormSize = 'large' | 'medium' | 'small' | 'mini';

export interface FieldOption {
  label: string;
  value: OptionValue;
  disabled?: boolean;
}

export interface CascaderOption extends FieldOption {
  children?: CascaderOption[];
}

export interface RegRule {
  /** '/^1\\d{10}$/' with optional flags, a bare body, or a RegExp when posted as an object. */
  pattern: string | RegExp;
  message?: string;
}

/** `__config__`: what the designer knows about a field. */
export interface FieldConfig {
  label: string;
  tag: string;
  tagIcon?: string;
  required: boolean;
  /** Any string: an unknown one is reported by the renderer (没有与…匹配的layout), not by the parser. */
  layout: string;
  span?: number;
  gutter?: number;
  showLabel: boolean;
  labelWidth?: number;
  regList: RegRule[];
  defaultValue?: FormValue;
  tips?: string;
  tipsIsLink: boolean;
  tipsLink?: string;
  /** Only for rowFormItem. */
  children?: FormField[];
}

export interface FormField {
  __config__: FieldConfig;
  __vModel__?: string;
  __slot__?: { options?: FieldOption[]; prepend?: string; append?: string };
  /** Cascader tree; older configs also put select, radio and checkbox options here. */
  options?: CascaderOption[];
  props?: { multiple?: boolean; props?: { multiple?: boolean } };
  placeholder?: string;
  /** el-input: 'textarea' | 'password' | 'text'; el-date-picker: 'date' | 'daterange' | ... */
  type?: string;
  multiple?: boolean;
  disabled?: boolean;
  readonly?: boolean;
  maxlength?: number;
  'show-password'?: boolean;
  min?: number;
  max?: number;
  step?: number;
  'is-range'?: boolean;
  'start-placeholder'?: string;
  'end-placeholder'?: string;
  'range-separator'?: string;
  'active-value'?: string | number | boolean;
  'inactive-value'?: string | number | boolean;
  'active-text'?: string;
  'inactive-text'?: string;
  /** el-upload: 'picture-card' or 'picture' (or an image `accept`) makes it a picture field. */
  'list-type'?: string;
  accept?: string;
  /** el-upload: how many pictures at most. */
  limit?: number;
  /** address: a line for the street and number after the province, city and district. */
  detailed?: boolean;
  /** rowFormItem keeps these at the top level in form-generator. */
  span?: number;
  gutter?: number;
}

export interface DynamicFormConfig {
  fields: FormField[];
  size: FormSize;
  labelPosition: LabelPosition;
  /** Pixels. */
  labelWidth: number;
  /** Pixels between columns. */
  gutter: number;
  disabled: boolean;
  formBtns: boolean;
  /** Column span of a field that gives none. */
  span: number;
}

export type ParseFormConfigResult = { ok: true; config: DynamicFormConfig } | { ok: false; error: string };

// Cosmetic keys fall back to their default when malformed, so one odd value does not reject a whole
// form; structural keys (fields, __config__, options, regList) must be right.
const text = z.union([z.string(), z.number()]).transform(String);
const optionalText = text.optional().catch(undefined);
const optionalFlag = z.boolean().optional().catch(undefined);
const optionalNumber = z.number().optional().catch(undefined);
const optionalSpan = z.number().int().min(1).max(24).optional().catch(undefined);
const optionValue = z.union([z.string(), z.number()]);
const switchValue = z.union([z.string(), z.number(), z.boolean()]).optional().catch(undefined);
const pixels = z
  .union([z.number().nonnegative(), z.string().regex(/^\d+(\.\d+)?(px)?$/).transform((value) => Number.parseFloat(value))])
  .optional()
  .catch(undefined);

const formValueSchema: z.ZodType<FormValue> = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.null(),
  z.array(optionValue),
  z.array(z.array(optionValue)),
]);

const fieldOptionSchema = z.object({ label: text, value: optionValue, disabled: optionalFlag });

const cascaderOptionSchema: z.ZodType<CascaderOption> = z.object({
  label: text,
  value: optionValue,
  disabled: optionalFlag,
  children: z.lazy(() => z.array(cascaderOptionSchema)).optional(),
});

// RHF reads dotted names as paths, and these keys would reach Object.prototype.
const RESERVED_NAMES = new Set(['__proto__', 'constructor', 'prototype']);
const modelName = z
  .string()
  .refine((name) => name.trim() !== '' && !/[.[\]]/.test(name) && !RESERVED_NAMES.has(name), { message: '字段名无效' });

const fieldSchema: z.ZodType<FormField> = z.object({
  __config__: z.object({
    label: text.optional().default(''),
    tag: z.string().optional().default(''),
    tagIcon: z.string().optional().catch(undefined),
    required: z.boolean().catch(false),
    layout: z.string().optional().default('colFormItem'),
    span: optionalSpan,
    gutter: optionalNumber,
    showLabel: z.boolean().catch(true),
    labelWidth: pixels,
    regList: z
      .array(z.object({ pattern: z.union([z.string(), z.instanceof(RegExp)]), message: optionalText }))
      .optional()
      .default([]),
    defaultValue: formValueSchema.optional().catch(undefined),
    tips: optionalText,
    tipsIsLink: z.boolean().catch(false),
    tipsLink: z.string().optional().catch(undefined),
    children: z.lazy(() => z.array(fieldSchema)).optional(),
  }),
  __vModel__: modelName.optional(),
  __slot__: z
    .object({ options: z.array(fieldOptionSchema).optional(), prepend: optionalText, append: optionalText })
    .optional(),
  options: z.array(cascaderOptionSchema).optional(),
  props: z
    .object({ multiple: optionalFlag, props: z.object({ multiple: optionalFlag }).optional().catch(undefined) })
    .optional()
    .catch(undefined),
  placeholder: optionalText,
  type: z.string().optional().catch(undefined),
  multiple: optionalFlag,
  disabled: optionalFlag,
  readonly: optionalFlag,
  maxlength: z.number().int().positive().optional().catch(undefined),
  'show-password': optionalFlag,
  min: optionalNumber,
  max: optionalNumber,
  step: z.number().positive().optional().catch(undefined),
  'is-range': optionalFlag,
  'start-placeholder': optionalText,
  'end-placeholder': optionalText,
  'range-separator': optionalText,
  'active-value': switchValue,
  'inactive-value': switchValue,
  'active-text': optionalText,
  'inactive-text': optionalText,
  'list-type': z.string().optional().catch(undefined),
  accept: z.string().optional().catch(undefined),
  limit: z.number().int().positive().optional().catch(undefined),
  detailed: optionalFlag,
  span: optionalSpan,
  gutter: optionalNumber,
});

const SIZES: Record<string, FormSize> = { large: 'large', default: 'large', medium: 'medium', small: 'small', mini: 'mini' };

const formConfigSchema: z.ZodType<DynamicFormConfig> = z.object({
  fields: z.array(fieldSchema),
  size: z
    .string()
    .optional()
    .catch(undefined)
    .transform((size): FormSize => (size !== undefined && Object.hasOwn(SIZES, size) ? SIZES[size] : 'medium')),
  labelPosition: z.enum(['left', 'right', 'top']).catch('right'),
  labelWidth: pixels.transform((width) => width ?? 100),
  gutter: z.number().nonnegative().catch(15),
  disabled: z.boolean().catch(false),
  formBtns: z.boolean().catch(true),
  span: z.number().int().min(1).max(24).catch(24),
});

const TYPE_NAMES: Record<string, string> = {
  string: '字符串',
  number: '数字',
  boolean: '布尔值',
  array: '数组',
  object: '对象',
};

function describeIssue(issue: z.core.$ZodIssue) {
  const where = issue.path.length > 0 ? issue.path.map(String).join('.') : '表单配置';
  if (issue.code === 'invalid_type') {
    const expected = Object.hasOwn(TYPE_NAMES, issue.expected) ? TYPE_NAMES[issue.expected] : issue.expected;
    return `${where} 应为${expected}`;
  }
  if (issue.code === 'custom') return `${where} ${issue.message}`;
  return `${where} 取值无效`;
}

/**
 * Validates an untrusted form config (a JSON string from a form template, or an object posted by
 * the designer) and fills the form-generator defaults. Never evaluates anything in it.
 */
export function parseFormConfig(json: unknown): ParseFormConfigResult {
  let data = json;
  if (typeof json === 'string') {
    try {
      data = JSON.parse(json);
    } catch {
      return { ok: false, error: '表单配置无效：不是有效的 JSON' };
    }
  }
  const result = formConfigSchema.safeParse(data);
  if (!result.success) return { ok: false, error: `表单配置无效：${describeIssue(result.error.issues[0])}` };
  return { ok: true, config: result.data };
}
