import { useId, type ReactNode } from 'react';
import { fieldOptions } from '@/components/dynamic-form/form-model';
import type { FieldConfig, FieldOption, FormField, FormValue, OptionValue, RegRule } from '@/components/dynamic-form/types';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { DateTimePicker } from '@/components/date-time-picker/date-time-picker';
import { Select, type SelectOption } from '@/components/ui/select';
import { FIELD_KEY_MAX, isChoiceKind, keepDefaultInOptions, kindName, kindOf, optionValueOf, placeholderFor, type FieldProblems } from './designer-model';

export const LABEL_MAX = 30;
/**
 * Grid widths 1/24 to 24/24. Choices among whole numbers in order take no search box (`searchable={false}`):
 * opened, the list shows the chosen one, and a digit goes to the next starting with it.
 */
export const SPAN_OPTIONS: readonly SelectOption<number>[] = Array.from({ length: 24 }, (_, i) => ({ value: i + 1, label: `${i + 1}/24` }));
const PICTURE_LIMIT_OPTIONS: readonly SelectOption<number>[] = Array.from({ length: 9 }, (_, i) => ({ value: i + 1, label: `${i + 1}张` }));

/** A property: its label above the control, its message under it (announced, outside the label). */
function Prop({ id, label, required = false, error, group = false, children }: { id: string; label: string; required?: boolean; error?: string; group?: boolean; children: ReactNode }) {
  const labelClass = `text-sm text-slate-600 ${required ? "before:mr-0.5 before:text-danger before:content-['*']" : ''}`;
  return (
    <div className="flex flex-col gap-1" role={group ? 'group' : undefined} aria-labelledby={group ? `${id}-label` : undefined}>
      {group ? (
        <span id={`${id}-label`} className={labelClass}>
          {label}
        </span>
      ) : (
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
      )}
      {children}
      <p id={`${id}-error`} role={error ? 'alert' : undefined} className="min-h-4 text-xs leading-4 text-danger">
        {error}
      </p>
    </div>
  );
}

const errorProps = (id: string, error: string | undefined) => ({ invalid: Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined });

function Check({ id, label, checked, disabled, onChange }: { id: string; label: string; checked: boolean; disabled: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm text-slate-700">
      <input id={id} type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} />
      {label}
    </label>
  );
}

const numberOrUndefined = (text: string) => (text.trim() === '' || !Number.isFinite(Number(text)) ? undefined : Number(text));

/** The default value's control, as fits the field's kind (pictures and addresses have none). */
function DefaultValue({ id, field, disabled, onChange }: { id: string; field: FormField; disabled: boolean; onChange: (value: FormValue | undefined) => void }) {
  const kind = kindOf(field);
  const value = field.__config__.defaultValue;
  const options = fieldOptions(field);
  switch (kind) {
    case 'input':
    case 'textarea':
      return <Input id={id} value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''} disabled={disabled} maxLength={field.maxlength} onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)} />;
    case 'number':
      return <Input id={id} type="number" value={typeof value === 'number' ? String(value) : ''} disabled={disabled} onChange={(e) => onChange(numberOrUndefined(e.target.value))} />;
    case 'date':
      return <DateTimePicker id={id} mode="date" className="w-full" value={typeof value === 'string' ? value : ''} disabled={disabled} onChange={(date) => onChange(date || undefined)} />;
    case 'time':
      return <DateTimePicker id={id} mode="time" className="w-full" value={typeof value === 'string' ? value : ''} disabled={disabled} onChange={(time) => onChange(time || undefined)} />;
    case 'radio':
    case 'select': {
      // Options repeating a value (flagged until fixed) are offered once, as the first of them.
      const choices: SelectOption<OptionValue | null>[] = [{ value: null, label: '无' }];
      options.forEach((o, index) => {
        if (!choices.some((c) => c.value === o.value)) choices.push({ value: o.value, label: o.label || `选项${index + 1}` });
      });
      return <Select id={id} value={typeof value === 'string' || typeof value === 'number' ? value : null} options={choices} disabled={disabled} onChange={(chosen) => onChange(chosen ?? undefined)} />;
    }
    case 'checkbox': {
      const chosen: OptionValue[] = [];
      if (Array.isArray(value)) for (const v of value) if (!Array.isArray(v)) chosen.push(v);
      return (
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {options.map((o, index) => (
            <Check
              key={index}
              id={`${id}-${index}`}
              label={o.label || `选项${index + 1}`}
              checked={chosen.includes(o.value)}
              disabled={disabled}
              // In the options' order, whatever order they were ticked in.
              onChange={(on) => onChange(options.map((x) => x.value).filter((v) => (v === o.value ? on : chosen.includes(v))))}
            />
          ))}
        </div>
      );
    }
    default:
      return <p className="text-xs text-slate-500">该组件不设默认值</p>;
  }
}

/** The options of a choice field: each named and valued, added, removed and moved. */
function OptionsEditor({ id, field, problems, disabled, onChange }: { id: string; field: FormField; problems: FieldProblems; disabled: boolean; onChange: (options: FieldOption[]) => void }) {
  const options = fieldOptions(field);
  const change = (index: number, patch: Partial<FieldOption>) => onChange(options.map((o, at) => (at === index ? { ...o, ...patch } : o)));
  const move = (from: number, to: number) => {
    const next = [...options];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    onChange(next);
  };
  const nextValue = () => {
    const numbers = options.map((o) => o.value).filter((v): v is number => typeof v === 'number');
    return Math.max(0, ...numbers) + 1;
  };
  return (
    <div className="flex flex-col gap-2">
      {options.map((option, index) => {
        const error = problems.optionLabels?.[index];
        const name = option.label || `选项${index + 1}`;
        return (
          <div key={index} className="flex flex-col gap-0.5">
            <div className="flex items-center gap-1">
              <Input aria-label={`选项${index + 1}名称`} className="!w-24" value={option.label} disabled={disabled} maxLength={LABEL_MAX} invalid={Boolean(error)} onChange={(e) => change(index, { label: e.target.value })} />
              <Input aria-label={`选项${index + 1}值`} className="!w-20" value={String(option.value)} disabled={disabled} maxLength={LABEL_MAX} invalid={Boolean(error)} onChange={(e) => change(index, { value: optionValueOf(e.target.value) })} />
              <Button variant="text" size="sm" className="!px-1" aria-label={`上移${name}`} disabled={disabled || index === 0} onClick={() => move(index, index - 1)}>
                ↑
              </Button>
              <Button variant="text" size="sm" className="!px-1" aria-label={`下移${name}`} disabled={disabled || index === options.length - 1} onClick={() => move(index, index + 1)}>
                ↓
              </Button>
              <Button variant="text" size="sm" className="!px-1 !text-danger" aria-label={`删除${name}`} disabled={disabled} onClick={() => onChange(options.filter((_, at) => at !== index))}>
                删除
              </Button>
            </div>
            {error && (
              <p role="alert" className="text-xs text-danger">
                {error}
              </p>
            )}
          </div>
        );
      })}
      {!disabled && (
        <Button size="sm" className="self-start" aria-describedby={problems.options ? `${id}-error` : undefined} onClick={() => onChange([...options, { label: `选项${options.length + 1}`, value: nextValue() }])}>
          添加选项
        </Button>
      )}
    </div>
  );
}

/** The field's rules beyond required: each a regular expression and the message shown when it fails. */
function RulesEditor({ rules, problems, disabled, onChange }: { rules: RegRule[]; problems: FieldProblems; disabled: boolean; onChange: (rules: RegRule[]) => void }) {
  const change = (index: number, patch: Partial<RegRule>) => onChange(rules.map((r, at) => (at === index ? { ...r, ...patch } : r)));
  return (
    <div className="flex flex-col gap-2">
      {rules.length === 0 && <p className="text-xs text-slate-500">暂无校验规则</p>}
      {rules.map((rule, index) => {
        const error = problems.patterns?.[index];
        return (
          <div key={index} className="flex flex-col gap-1 rounded border border-slate-200 p-2">
            <Input aria-label={`规则${index + 1}表达式`} placeholder="如 /^1[3-9]\d{9}$/" value={String(rule.pattern)} disabled={disabled} maxLength={200} invalid={Boolean(error)} onChange={(e) => change(index, { pattern: e.target.value })} />
            {error && (
              <p role="alert" className="text-xs text-danger">
                {error}
              </p>
            )}
            <div className="flex items-center gap-1">
              <Input aria-label={`规则${index + 1}错误提示`} placeholder="不符合时的提示" value={rule.message ?? ''} disabled={disabled} maxLength={50} onChange={(e) => change(index, { message: e.target.value })} />
              <Button variant="text" size="sm" className="shrink-0 !px-1 !text-danger" aria-label={`删除规则${index + 1}`} disabled={disabled} onClick={() => onChange(rules.filter((_, at) => at !== index))}>
                删除
              </Button>
            </div>
          </div>
        );
      })}
      {!disabled && (
        <Button size="sm" className="self-start" onClick={() => onChange([...rules, { pattern: '', message: '' }])}>
          添加规则
        </Button>
      )}
    </div>
  );
}

export interface FieldPropertiesProps {
  field: FormField;
  problems: FieldProblems;
  disabled: boolean;
  onChange: (field: FormField) => void;
}

/** The chosen field's settings: what the buyer sees and the rules their answer must pass. */
export function FieldProperties({ field, problems, disabled, onChange }: FieldPropertiesProps) {
  const base = useId();
  const id = (name: string) => `${base}-${name}`;
  const kind = kindOf(field);
  const config = field.__config__;
  const set = (patch: Partial<FormField>) => onChange({ ...field, ...patch });
  const setConfig = (patch: Partial<FieldConfig>) => onChange({ ...field, __config__: { ...config, ...patch } });
  const isRow = config.layout === 'rowFormItem';

  const changeLabel = (label: string) => {
    // A placeholder still worded from the label follows it.
    const followed = field.placeholder === placeholderFor(kind, config.label);
    onChange({ ...field, __config__: { ...config, label }, ...(followed ? { placeholder: placeholderFor(kind, label) } : {}) });
  };
  const changeOptions = (options: FieldOption[]) => {
    const next: FormField = { ...field, __slot__: { ...field.__slot__, options }, options: undefined };
    onChange({ ...next, __config__: { ...config, defaultValue: keepDefaultInOptions(next) } });
  };

  if (isRow) {
    return <p className="text-sm text-slate-500">行容器由其他设计器创建，可以移动或删除，其中的组件请在原设计器中修改。</p>;
  }

  return (
    <fieldset disabled={disabled} className="flex min-w-0 flex-col gap-1">
      <legend className="mb-2 text-sm font-medium text-slate-700">{kindName(field)}</legend>
      <Prop id={id('label')} label="标题" required error={problems.label}>
        <Input id={id('label')} value={config.label} maxLength={LABEL_MAX} {...errorProps(id('label'), problems.label)} onChange={(e) => changeLabel(e.target.value)} />
      </Prop>
      <Prop id={id('key')} label="字段名" required error={problems.key}>
        <Input id={id('key')} value={field.__vModel__ ?? ''} maxLength={FIELD_KEY_MAX} className="font-mono" {...errorProps(id('key'), problems.key)} onChange={(e) => set({ __vModel__: e.target.value.trim() })} />
      </Prop>
      <Prop id={id('placeholder')} label="占位提示">
        <Input id={id('placeholder')} value={field.placeholder ?? ''} maxLength={50} onChange={(e) => set({ placeholder: e.target.value })} />
      </Prop>
      <div className="mb-4">
        <Check id={id('required')} label="必填" checked={config.required} disabled={disabled} onChange={(required) => setConfig({ required })} />
      </div>
      {isChoiceKind(kind) && (
        <Prop id={id('options')} label="选项" group error={problems.options}>
          <OptionsEditor id={id('options')} field={field} problems={problems} disabled={disabled} onChange={changeOptions} />
        </Prop>
      )}
      <Prop id={id('default')} label="默认值" group={kind === 'checkbox' || kind === 'image' || kind === 'address' || kind === undefined}>
        <DefaultValue id={id('default')} field={field} disabled={disabled} onChange={(defaultValue) => setConfig({ defaultValue })} />
      </Prop>
      {(kind === 'input' || kind === 'textarea') && (
        <Prop id={id('maxlength')} label="最多输入字数">
          <Input id={id('maxlength')} type="number" min={1} max={10000} placeholder="不限" value={field.maxlength ?? ''} onChange={(e) => set({ maxlength: positiveInt(e.target.value) })} />
        </Prop>
      )}
      {kind === 'number' && (
        <div className="grid grid-cols-2 gap-2">
          <Prop id={id('min')} label="最小值" error={problems.range}>
            <Input id={id('min')} type="number" value={field.min ?? ''} {...errorProps(id('min'), problems.range)} onChange={(e) => set({ min: numberOrUndefined(e.target.value) })} />
          </Prop>
          <Prop id={id('max')} label="最大值">
            <Input id={id('max')} type="number" value={field.max ?? ''} invalid={Boolean(problems.range)} onChange={(e) => set({ max: numberOrUndefined(e.target.value) })} />
          </Prop>
        </div>
      )}
      {kind === 'image' && (
        <Prop id={id('limit')} label="最多图片数">
          <Select id={id('limit')} options={PICTURE_LIMIT_OPTIONS} searchable={false} disabled={disabled} value={field.limit ?? 1} onChange={(limit) => set({ limit })} />
        </Prop>
      )}
      {kind === 'address' && (
        <div className="mb-4">
          <Check id={id('detailed')} label="填写详细地址（街道、门牌号）" checked={Boolean(field.detailed)} disabled={disabled} onChange={(detailed) => set({ detailed })} />
        </div>
      )}
      <Prop id={id('rules')} label="校验规则" group>
        <RulesEditor rules={config.regList} problems={problems} disabled={disabled} onChange={(regList) => setConfig({ regList })} />
      </Prop>
      <Prop id={id('span')} label="栅格宽度">
        <Select id={id('span')} options={SPAN_OPTIONS} searchable={false} disabled={disabled} value={config.span ?? 24} onChange={(span) => setConfig({ span })} />
      </Prop>
      <Prop id={id('tips')} label="提示文字">
        <Input id={id('tips')} value={config.tips ?? ''} maxLength={100} placeholder="显示在组件下方" onChange={(e) => setConfig({ tips: e.target.value || undefined })} />
      </Prop>
      <div className="mb-2">
        <Check id={id('tips-link')} label="提示文字为链接" checked={config.tipsIsLink} disabled={disabled} onChange={(tipsIsLink) => setConfig({ tipsIsLink })} />
      </div>
      {config.tipsIsLink && (
        <Prop id={id('tips-href')} label="链接地址" required error={problems.tipsLink}>
          <Input id={id('tips-href')} value={config.tipsLink ?? ''} maxLength={500} placeholder="https://" {...errorProps(id('tips-href'), problems.tipsLink)} onChange={(e) => setConfig({ tipsLink: e.target.value.trim() || undefined })} />
        </Prop>
      )}
    </fieldset>
  );
}

function positiveInt(text: string) {
  const n = Number(text);
  return text.trim() !== '' && Number.isInteger(n) && n > 0 ? n : undefined;
}
