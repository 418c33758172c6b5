import { Input } from '@/components/ui/input';
import { CONTROL_SIZE } from '../form-style';
import type { ControlProps } from './control-props';
import { normalizePickerValue, type Picker } from './date-value';

const RANGE_LABELS: Record<Picker, [string, string]> = { date: ['开始日期', '结束日期'], time: ['开始时间', '结束时间'] };

/** el-date-picker daterange and an is-range el-time-picker: [start, end], null while both are empty. */
export function DateRangeControl({ picker, id, field, value, onChange, onBlur, disabled, invalid, size, describedBy, labelledBy, inputRef }: ControlProps<[string, string] | null> & { picker: Picker }) {
  const [start, end] = value ?? ['', ''];
  const change = (next: [string, string]) => {
    const empty = next[0] === '' && next[1] === '';
    // Only a finished range (or a cleared one) is a choice worth validating, as with Element's panel.
    onChange(empty ? null : next, empty || (next[0] !== '' && next[1] !== ''));
  };
  const inputProps = {
    type: picker,
    step: picker === 'time' ? 1 : undefined,
    disabled,
    readOnly: field.readonly,
    invalid,
    className: CONTROL_SIZE[size],
    onBlur,
  };
  return (
    <div role="group" id={id} aria-labelledby={labelledBy} aria-describedby={describedBy} className="flex items-center gap-2">
      <Input
        ref={inputRef}
        aria-label={field['start-placeholder'] || RANGE_LABELS[picker][0]}
        value={start}
        onChange={(event) => change([normalizePickerValue(picker, event.target.value), end])}
        {...inputProps}
      />
      <span className="shrink-0 text-sm text-slate-500">{field['range-separator'] || '至'}</span>
      <Input
        aria-label={field['end-placeholder'] || RANGE_LABELS[picker][1]}
        value={end}
        onChange={(event) => change([start, normalizePickerValue(picker, event.target.value)])}
        {...inputProps}
      />
    </div>
  );
}
