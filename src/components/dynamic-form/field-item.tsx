import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { FieldControl, LABELABLE_KINDS } from './field-control';
import { useDynamicFormContext } from './form-context';
import { FormItem } from './form-item';
import { controlKind, safeTipsLink, unsupportedNote } from './form-model';
import { buildFieldValidation, validateValue } from './rules';
import type { FormField, FormValue } from './types';

/** A colFormItem: its form item and control, validated on the trigger its tag has in Element. */
export function FieldItem({ field, path }: { field: FormField; path: string }) {
  const form = useDynamicFormContext();
  const validation = useMemo(() => buildFieldValidation(field), [field]);
  const config = field.__config__;
  const id = `${form.idPrefix}-${path}`;
  const kind = controlKind(field);
  const name = field.__vModel__;
  const item = {
    id,
    label: config.label,
    showLabel: config.showLabel,
    required: config.required,
    labelPosition: form.labelPosition,
    labelWidth: config.labelWidth ?? form.labelWidth,
    tips: config.tips,
    tipsHref: config.tipsIsLink ? safeTipsLink(config.tipsLink) : undefined,
  };

  if (!kind || name === undefined) {
    return (
      <FormItem {...item}>
        <p className="flex min-h-8 items-center rounded border border-dashed border-slate-300 bg-slate-50 px-3 text-sm text-slate-500">
          {kind ? '该组件缺少字段名（__vModel__），无法填写' : unsupportedNote(field)}
        </p>
      </FormItem>
    );
  }

  const tipsId = config.tips || item.tipsHref ? `${id}-tips` : undefined;
  return (
    <Controller
      control={form.control}
      name={name}
      rules={{ validate: (value: FormValue | undefined) => validateValue(value, validation) ?? true }}
      render={({ field: input, fieldState }) => (
        <FormItem {...item} labelFor={LABELABLE_KINDS.has(kind) ? id : undefined} error={fieldState.error?.message}>
          <FieldControl
            kind={kind}
            id={id}
            field={field}
            value={input.value}
            onChange={(value, settled = true) => {
              input.onChange(value);
              if (validation.trigger === 'change' && settled) void form.trigger(name);
            }}
            onBlur={() => {
              input.onBlur();
              if (validation.trigger === 'blur') void form.trigger(name);
            }}
            disabled={form.disabled || Boolean(field.disabled)}
            invalid={Boolean(fieldState.error)}
            size={form.size}
            describedBy={[tipsId, fieldState.error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined}
            labelledBy={`${id}-label`}
            inputRef={input.ref}
          />
        </FormItem>
      )}
    />
  );
}
