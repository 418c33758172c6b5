import { MultiSelect } from '@/components/ui/select';
import { SELECT_SIZE } from '../form-style';
import { fieldOptions } from '../form-model';
import type { OptionValue } from '../types';
import { sameValue, type ControlProps } from './control-props';
import { indexedOptions } from './select-options';

/** el-select with `multiple`: each option toggles, the chosen ones show as tags; the value keeps the options' order. */
export function MultiSelectControl({ id, field, value, onChange, onBlur, disabled, invalid, size, describedBy, inputRef }: ControlProps<OptionValue[]>) {
  const options = fieldOptions(field);
  const selected = options.flatMap((option, index) => (value.some((item) => sameValue(item, option.value)) ? [String(index)] : []));
  return (
    <MultiSelect
      ref={inputRef}
      id={id}
      value={selected}
      options={indexedOptions(options)}
      placeholder={field.placeholder || '请选择'}
      disabled={disabled}
      invalid={invalid}
      aria-describedby={describedBy}
      className={SELECT_SIZE[size]}
      onChange={(indexes) => onChange(options.filter((_, index) => indexes.includes(String(index))).map((option) => option.value))}
      onBlur={onBlur}
    />
  );
}
