import { boxClass } from '../form-style';
import { fieldOptions } from '../form-model';
import type { OptionValue } from '../types';
import { sameValue, type ControlProps } from './control-props';

/** el-select with `multiple`: a native list box, so keyboard and screen readers work unaided. */
export function MultiSelectControl({ id, field, value, onChange, onBlur, disabled, invalid, describedBy, inputRef }: ControlProps<OptionValue[]>) {
  const options = fieldOptions(field);
  const selected = options.flatMap((option, index) => (value.some((item) => sameValue(item, option.value)) ? [String(index)] : []));
  return (
    <select
      ref={inputRef}
      id={id}
      multiple
      size={Math.min(Math.max(options.length, 2), 6)}
      value={selected}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className={boxClass(invalid, 'py-1')}
      onChange={(event) => onChange(Array.from(event.target.selectedOptions, (option) => options[Number(option.value)].value))}
      onBlur={onBlur}
    >
      {options.map((option, index) => (
        <option key={index} value={String(index)} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
