import { useId } from 'react';
import { Select } from './ui/select';
import { FIRST_HOUR, formatHour, formatTimeRange, HOUR_OPTIONS, LAST_HOUR, parseHour, parseTimeRange, validateTimeRange } from '@/lib/time-range';

export interface TimeRangeSelectProps {
  /** Stored form 'start,end', e.g. '08:00,22:00'; '' for not set. */
  value: string;
  onChange: (value: string) => void;
  /** Names the pair as a group. */
  label?: string;
  disabled?: boolean;
  className?: string;
}

/** One labelled select over the whole hours 00:00 to 24:00. */
function HourSelect({ id, label, value, disabled, invalid, describedBy, onChange, isDisabled }: {
  id: string;
  label: string;
  value: string;
  disabled?: boolean;
  invalid: boolean;
  describedBy: string;
  onChange: (hour: string) => void;
  isDisabled?: (hour: string) => boolean;
}) {
  const options = HOUR_OPTIONS.map((hour) => ({ value: hour, label: hour, disabled: isDisabled?.(hour) }));
  return (
    <>
      <label htmlFor={id} className="text-sm text-slate-600">
        {label}
      </label>
      {/* 25 short hours: no search box; a digit goes to the next hour starting with it. */}
      <Select id={id} value={value} options={options} disabled={disabled} invalid={invalid} aria-describedby={describedBy} onChange={onChange} searchable={false} className="w-28" />
    </>
  );
}

/**
 * Start and end hour as two selects (SPEC.md §2, §5). End hours before the start are
 * disabled; every emitted value is a complete, valid range, so the other side is filled in when
 * only one has been chosen and the end moves up when the start passes it.
 */
export function TimeRangeSelect({ value, onChange, label = '时间段', disabled = false, className = '' }: TimeRangeSelectProps) {
  const groupId = useId();
  const startId = useId();
  const endId = useId();
  const errorId = `${groupId}-error`;

  const parsed = parseTimeRange(value);
  const start = parsed?.start ?? '';
  const end = parsed?.end ?? '';
  const startHour = parseHour(start);
  // A stored value that is not 'HH:00,HH:00' in order came from elsewhere; say so rather than hide it.
  const error = value.trim() === '' ? null : parsed ? validateTimeRange(parsed) : '时间段格式不正确';

  const onStart = (nextStart: string) => {
    const nextHour = parseHour(nextStart) ?? FIRST_HOUR;
    const endHour = parseHour(end);
    const nextEnd = endHour === null ? formatHour(LAST_HOUR) : endHour < nextHour ? nextStart : end;
    onChange(formatTimeRange({ start: nextStart, end: nextEnd }));
  };

  const onEnd = (nextEnd: string) => {
    onChange(formatTimeRange({ start: start || formatHour(FIRST_HOUR), end: nextEnd }));
  };

  return (
    <div role="group" aria-labelledby={`${groupId}-label`} className={`flex flex-col gap-1 ${className}`}>
      <span id={`${groupId}-label`} className="sr-only">
        {label}
      </span>
      <div className="flex items-center gap-2">
        <HourSelect id={startId} label="开始时间" value={start} disabled={disabled} invalid={Boolean(error)} describedBy={errorId} onChange={onStart} />
        <span aria-hidden className="text-slate-500">
          至
        </span>
        <HourSelect
          id={endId}
          label="结束时间"
          value={end}
          disabled={disabled}
          invalid={Boolean(error)}
          describedBy={errorId}
          onChange={onEnd}
          isDisabled={(hour) => startHour !== null && (parseHour(hour) ?? LAST_HOUR) < startHour}
        />
      </div>
      <p id={errorId} role={error ? 'alert' : undefined} className="min-h-4 text-xs leading-4 text-danger">
        {error}
      </p>
    </div>
  );
}
