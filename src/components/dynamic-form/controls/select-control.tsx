import { Select } from '@/components/ui/select';
import { SELECT_SIZE } from '../form-style';
import { fieldOptions } from '../form-model';
import type { OptionValue } from '../types';
import { sameValue, type ControlProps } from './control-props';
import { indexedOptions, withEmptyChoice } from './select-options';

/** el-select, single; options are addressed by index so number values come back as numbers. */
export function SelectControl({ id, field, value, onChange, onBlur, disabled, invalid, size, describedBy, inputRef }: ControlProps<OptionValue | null>) {
  const options = fieldOptions(field);
  const selected = options.findIndex((option) => sameValue(option.value, value));
  const placeholder = field.placeholder || '请选择';
  return (
    <Select
      ref={inputRef}
      id={id}
      value={selected === -1 ? '' : String(selected)}
      options={withEmptyChoice(indexedOptions(options), selected !== -1, placeholder)}
      placeholder={placeholder}
      disabled={disabled}
      invalid={invalid}
      aria-describedby={describedBy}
      className={SELECT_SIZE[size]}
      onChange={(index) => onChange(index === '' ? null : options[Number(index)].value)}
      onBlur={onBlur}
    />
  );
}
