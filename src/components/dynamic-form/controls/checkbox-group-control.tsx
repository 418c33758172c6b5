import type { OptionValue } from '../types';
import { sameValue, type ControlProps } from './control-props';

export interface CheckboxChoice<V> {
  label: string;
  value: V;
  disabled?: boolean;
}

/** el-checkbox-group, and a multiple el-cascader as one box per leaf path. Keeps the choices' order. */
export function CheckboxGroupControl<V extends OptionValue | OptionValue[]>({
  id,
  choices,
  value,
  onChange,
  onBlur,
  disabled,
  invalid,
  describedBy,
  labelledBy,
  inputRef,
}: ControlProps<V[]> & { choices: CheckboxChoice<V>[] }) {
  const isChecked = (choice: V) => value.some((item) => sameValue(item, choice));
  const toggle = (choice: V) => {
    const next = isChecked(choice) ? value.filter((item) => !sameValue(item, choice)) : [...value, choice];
    onChange(choices.map((option) => option.value).filter((option) => next.some((item) => sameValue(item, option))));
  };
  return (
    <div
      id={id}
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className="flex min-h-8 flex-wrap items-center gap-x-6 gap-y-1"
    >
      {choices.map((choice, index) => (
        <label key={index} className="inline-flex items-center gap-1.5 text-sm text-slate-700 has-disabled:cursor-not-allowed has-disabled:opacity-60">
          <input
            ref={index === 0 ? inputRef : undefined}
            type="checkbox"
            checked={isChecked(choice.value)}
            disabled={disabled || choice.disabled}
            className="size-3.5 accent-primary"
            onChange={() => toggle(choice.value)}
            onBlur={onBlur}
          />
          {choice.label}
        </label>
      ))}
    </div>
  );
}
