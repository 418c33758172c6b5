import { ADDRESS_TAG, controlKind } from './form-model';
import type { FormField, FormValue } from './types';

/** When a field is checked besides on submit, as the Element parser's ruleTrigger table has it. */
export type Trigger = 'blur' | 'change';

const TRIGGERS: Record<string, Trigger> = {
  'el-input': 'blur',
  'el-input-number': 'blur',
  'el-select': 'change',
  'el-radio-group': 'change',
  'el-checkbox-group': 'change',
  'el-cascader': 'change',
  'el-date-picker': 'change',
  'el-time-picker': 'change',
  'el-switch': 'change',
  'el-rate': 'change',
  'el-upload': 'change',
  [ADDRESS_TAG]: 'change',
};

export function ruleTrigger(tag: string): Trigger | undefined {
  return Object.hasOwn(TRIGGERS, tag) ? TRIGGERS[tag] : undefined;
}

export type FieldRule = { kind: 'required'; message: string } | { kind: 'pattern'; pattern: RegExp; message: string };

/** Something wrong in a config that the form survives; shown by the preview, never thrown. */
export interface ConfigProblem {
  field: string;
  message: string;
}

export interface FieldValidation {
  tag: string;
  trigger: Trigger | undefined;
  rules: FieldRule[];
  problems: ConfigProblem[];
}

/** Checkbox groups, multiple selects, multiple cascaders and picture fields: required means at least one pick. */
export function isMultiValue(field: FormField) {
  const kind = controlKind(field);
  return kind === 'checkbox' || kind === 'select-multiple' || kind === 'cascader-multiple' || kind === 'image';
}

// Stateful flags would make a second check of the same value depend on the first.
const STATEFUL_FLAGS = /[gy]/g;

/**
 * Builds a RegExp from '/body/flags' (or a bare body) without evaluating the text, as the Element
 * parser did with eval. null when the body or the flags are not a valid regular expression.
 */
export function parsePattern(pattern: string | RegExp): RegExp | null {
  if (pattern instanceof RegExp) return new RegExp(pattern.source, pattern.flags.replace(STATEFUL_FLAGS, ''));
  const source = pattern.trim();
  const literal = /^\/([\s\S]+)\/([a-z]*)$/.exec(source);
  const body = literal ? literal[1] : source;
  const flags = literal ? literal[2] : '';
  try {
    return new RegExp(body, flags.replace(STATEFUL_FLAGS, ''));
  } catch {
    return null;
  }
}

function fieldName(field: FormField) {
  return field.__vModel__ ?? field.__config__.label;
}

/** The field's rules in the order they are checked: required first, then each regList pattern. */
export function buildFieldValidation(field: FormField): FieldValidation {
  const { label, tag, required, regList } = field.__config__;
  const rules: FieldRule[] = [];
  const problems: ConfigProblem[] = [];
  if (required) {
    const message = isMultiValue(field) ? `请至少选择一个${label}` : field.placeholder || `${label}不能为空`;
    rules.push({ kind: 'required', message });
  }
  for (const rule of regList) {
    if (typeof rule.pattern === 'string' && rule.pattern.trim() === '') continue;
    const pattern = parsePattern(rule.pattern);
    if (!pattern) {
      problems.push({ field: fieldName(field), message: `正则表达式无效：${String(rule.pattern)}` });
      continue;
    }
    rules.push({ kind: 'pattern', pattern, message: rule.message || `${label}格式不正确` });
  }
  return { tag, trigger: ruleTrigger(tag), rules, problems };
}

/** Empty as async-validator sees it, plus blank text, half-filled ranges and a rate of 0 stars. */
export function isEmptyValue(value: FormValue | undefined, tag: string) {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) {
    if (value.length === 0) return true;
    // An address is filled in when every part is: a chosen district with a blank street line is not.
    if (tag === ADDRESS_TAG) return value.some((part) => typeof part !== 'string' || part.trim() === '');
    const isRangePicker = tag === 'el-date-picker' || tag === 'el-time-picker';
    return isRangePicker && value.some((part) => part === '');
  }
  return tag === 'el-rate' && value === 0;
}

/** The first failing rule's message, or undefined when the value passes. */
export function validateValue(value: FormValue | undefined, validation: FieldValidation): string | undefined {
  const empty = isEmptyValue(value, validation.tag);
  for (const rule of validation.rules) {
    if (rule.kind === 'required') {
      if (empty) return rule.message;
      continue;
    }
    // Patterns check what was entered; an empty optional field passes, as in async-validator.
    if (empty || (typeof value !== 'string' && typeof value !== 'number')) continue;
    if (!rule.pattern.test(String(value))) return rule.message;
  }
  return undefined;
}
