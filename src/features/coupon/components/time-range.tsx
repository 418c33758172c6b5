import { Controller, useWatch, type Control } from 'react-hook-form';
import { DateTimePicker } from '@/components/date-time-picker/date-time-picker';
import type { CouponFormValues } from '@/features/coupon/model/coupon-form-model';

type TimeKey = 'useStart' | 'useEnd' | 'receiveStart' | 'receiveEnd';

/** A pair of date-time boxes (start and end), each labelled; the end's calendar starts at the start. */
export function TimeRange({
  control,
  start,
  end,
  label,
  min,
  max,
  invalid,
}: {
  control: Control<CouponFormValues>;
  start: TimeKey;
  end: TimeKey;
  label: string;
  min?: string;
  max?: string;
  invalid: { start: boolean; end: boolean };
}) {
  const [startValue, endValue] = useWatch({ control, name: [start, end] });
  const box = (name: TimeKey, which: '开始' | '结束', bad: boolean) => (
    <Controller
      control={control}
      name={name}
      rules={which === '开始' ? { deps: [end] } : undefined}
      render={({ field }) => (
        <DateTimePicker
          ref={field.ref}
          name={field.name}
          value={field.value}
          min={which === '结束' ? startValue || min : min}
          max={which === '开始' ? endValue || max : max}
          aria-label={`${label}${which}时间`}
          invalid={bad}
          onBlur={field.onBlur}
          onChange={field.onChange}
        />
      )}
    />
  );
  return (
    <div className="flex flex-wrap items-center gap-2">
      {box(start, '开始', invalid.start)}
      <span className="text-sm text-slate-500">至</span>
      {box(end, '结束', invalid.end)}
    </div>
  );
}
