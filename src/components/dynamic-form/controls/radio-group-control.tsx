import { ChoiceGroup } from '@/components/form/choice-field';
import { fieldOptions } from '../form-model';
import type { OptionValue } from '../types';
import { sameValue, type ControlProps } from './control-props';

/** el-radio-group. */
export function RadioGroupControl({ id, field, value, onChange, onBlur, disabled, invalid, describedBy, labelledBy, inputRef }: ControlProps<OptionValue | null>) {
  return (
    <ChoiceGroup
      name={id}
      options={fieldOptions(field)}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      disabled={disabled}
      invalid={invalid}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      inputRef={inputRef}
      isSame={sameValue}
      className="flex min-h-8 flex-wrap items-center gap-x-6 gap-y-1"
      optionClassName="inline-flex items-center gap-1.5 text-sm text-slate-700 has-disabled:cursor-not-allowed has-disabled:opacity-60"
      inputClassName="size-3.5 accent-primary"
    />
  );
}
