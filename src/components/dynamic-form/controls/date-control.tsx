import { Input } from '@/components/ui/input';
import { CONTROL_SIZE } from '../form-style';
import type { ControlProps } from './control-props';
import { normalizePickerValue, type Picker } from './date-value';

/** el-date-picker (date) and el-time-picker, on native inputs: 'YYYY-MM-DD' and 'HH:mm:ss'. */
export function DateControl({ picker, id, field, value, onChange, onBlur, disabled, invalid, size, describedBy, inputRef }: ControlProps<string | null> & { picker: Picker }) {
  return (
    <Input
      ref={inputRef}
      id={id}
      type={picker}
      step={picker === 'time' ? 1 : undefined}
      value={value ?? ''}
      disabled={disabled}
      readOnly={field.readonly}
      invalid={invalid}
      aria-describedby={describedBy}
      className={CONTROL_SIZE[size]}
      onChange={(event) => onChange(event.target.value ? normalizePickerValue(picker, event.target.value) : null)}
      onBlur={onBlur}
    />
  );
}
