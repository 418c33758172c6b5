import { Select } from '@/components/ui/select';
import { SELECT_SIZE } from '../form-style';
import { fieldOptions } from '../form-model';
import type { OptionValue } from '../types';
import type { ControlProps } from './control-props';
import { withEmptyChoice } from './select-options';

/** el-select, single: the options' own values, a number coming back as a number (1 and '1' stay apart). */
export function SelectControl({ id, field, value, onChange, onBlur, disabled, invalid, size, describedBy, inputRef }: ControlProps<OptionValue | null>) {
  const options = fieldOptions(field);
  const placeholder = field.placeholder || '请选择';
  return (
    <Select
      ref={inputRef}
      id={id}
      value={value}
      options={withEmptyChoice(options, options.some((option) => option.value === value), placeholder)}
      placeholder={placeholder}
      disabled={disabled}
      invalid={invalid}
      aria-describedby={describedBy}
      className={SELECT_SIZE[size]}
      onChange={onChange}
      onBlur={onBlur}
    />
  );
}
