import { boxClass, CONTROL_SIZE } from '../form-style';
import { fieldOptions } from '../form-model';
import type { OptionValue } from '../types';
import { sameValue, type ControlProps } from './control-props';

/** el-select, single; options are addressed by index so number values come back as numbers. */
export function SelectControl({ id, field, value, onChange, onBlur, disabled, invalid, size, describedBy, inputRef }: ControlProps<OptionValue | null>) {
  const options = fieldOptions(field);
  const selected = options.findIndex((option) => sameValue(option.value, value));
  return (
    <select
      ref={inputRef}
      id={id}
      value={selected === -1 ? '' : String(selected)}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className={boxClass(invalid, `h-8 ${CONTROL_SIZE[size]}`)}
      onChange={(event) => onChange(event.target.value === '' ? null : options[Number(event.target.value)].value)}
      onBlur={onBlur}
    >
      <option value="">{field.placeholder || '请选择'}</option>
      {options.map((option, index) => (
        <option key={index} value={String(index)} disabled={option.disabled}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
