import { fieldOptions } from '../form-model';
import type { OptionValue } from '../types';
import { sameValue, type ControlProps } from './control-props';

/** el-radio-group. */
export function RadioGroupControl({ id, field, value, onChange, onBlur, disabled, invalid, describedBy, labelledBy, inputRef }: ControlProps<OptionValue | null>) {
  const options = fieldOptions(field);
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className="flex min-h-8 flex-wrap items-center gap-x-6 gap-y-1"
    >
      {options.map((option, index) => (
        <label key={index} className="inline-flex items-center gap-1.5 text-sm text-slate-700 has-disabled:cursor-not-allowed has-disabled:opacity-60">
          <input
            ref={index === 0 ? inputRef : undefined}
            type="radio"
            name={id}
            checked={sameValue(option.value, value)}
            disabled={disabled || option.disabled}
            className="size-3.5 accent-primary"
            onChange={() => onChange(option.value)}
            onBlur={onBlur}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
