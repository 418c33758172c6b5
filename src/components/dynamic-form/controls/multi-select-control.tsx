import { MultiSelect } from '@/components/ui/select';
import { SELECT_SIZE } from '../form-style';
import { fieldOptions } from '../form-model';
import type { OptionValue } from '../types';
import type { ControlProps } from './control-props';

/** el-select with `multiple`: each option toggles, the chosen ones show as tags; the value keeps the options' order. */
export function MultiSelectControl({ id, field, value, onChange, onBlur, disabled, invalid, size, describedBy, inputRef }: ControlProps<OptionValue[]>) {
  const options = fieldOptions(field);
  return (
    <MultiSelect
      ref={inputRef}
      id={id}
      value={value}
      options={options}
      placeholder={field.placeholder || '请选择'}
      disabled={disabled}
      invalid={invalid}
      aria-describedby={describedBy}
      className={SELECT_SIZE[size]}
      onChange={(chosen) => onChange(options.filter((option) => chosen.includes(option.value)).map((option) => option.value))}
      onBlur={onBlur}
    />
  );
}
