import { Input } from '@/components/ui/input';
import { CONTROL_SIZE } from '../form-style';
import type { ControlProps } from './control-props';

/** el-input-number; like Element it pulls an out-of-range number back to min/max on blur. */
export function NumberControl({ id, field, value, onChange, onBlur, disabled, invalid, size, describedBy, inputRef }: ControlProps<number | null>) {
  const { min, max, step } = field;
  const leave = () => {
    if (value !== null) {
      const clamped = Math.min(max ?? Infinity, Math.max(min ?? -Infinity, value));
      if (clamped !== value) onChange(clamped);
    }
    onBlur();
  };
  return (
    <Input
      ref={inputRef}
      id={id}
      type="number"
      inputMode="decimal"
      value={value ?? ''}
      min={min}
      max={max}
      step={step ?? 'any'}
      disabled={disabled}
      readOnly={field.readonly}
      placeholder={field.placeholder}
      invalid={invalid}
      aria-describedby={describedBy}
      className={CONTROL_SIZE[size]}
      onChange={(event) => {
        const number = event.target.valueAsNumber;
        onChange(event.target.value === '' || Number.isNaN(number) ? null : number);
      }}
      onBlur={leave}
    />
  );
}
