import { Controller, type Control, type FieldPath } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import type { CouponFormValues } from '@/features/coupon/model/coupon-form-model';

/** A pair of date-time boxes (start and end), each labelled. */
export function TimeRange({ control, start, end, label, min, max, invalid }: { control: Control<CouponFormValues>; start: FieldPath<CouponFormValues>; end: FieldPath<CouponFormValues>; label: string; min?: string; max?: string; invalid: { start: boolean; end: boolean } }) {
  const box = (name: FieldPath<CouponFormValues>, which: '开始' | '结束', bad: boolean) => (
    <Controller
      control={control}
      name={name}
      rules={which === '开始' ? { deps: [end] } : undefined}
      render={({ field }) => (
        <Input
          type="datetime-local"
          step={1}
          ref={field.ref}
          name={field.name}
          value={String(field.value)}
          min={min}
          max={max}
          aria-label={`${label}${which}时间`}
          invalid={bad}
          className="w-56"
          onBlur={field.onBlur}
          onChange={(e) => field.onChange(e.target.value)}
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
