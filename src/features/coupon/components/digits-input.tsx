import { Controller, type Control } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import type { CouponFormValues } from '@/features/coupon/model/coupon-form-model';

export type DigitsField = 'money' | 'minPrice' | 'day' | 'total' | 'sort';

/** A whole-number box: only digits can be typed. */
export function DigitsInput({ control, name, id, invalid, className = 'w-48', suffix, deps }: { control: Control<CouponFormValues>; name: DigitsField; id: string; invalid: boolean; className?: string; suffix?: string; deps?: DigitsField[] }) {
  return (
    <Controller
      control={control}
      name={name}
      rules={deps ? { deps } : undefined}
      render={({ field }) => (
        <div className="flex items-center gap-2">
          <Input
            id={id}
            ref={field.ref}
            name={field.name}
            value={field.value}
            inputMode="numeric"
            maxLength={9}
            className={className}
            invalid={invalid}
            aria-describedby={`${id}-error`}
            onBlur={field.onBlur}
            onChange={(e) => field.onChange(e.target.value.replace(/\D/g, ''))}
          />
          {suffix && <span className="text-sm text-slate-500">{suffix}</span>}
        </div>
      )}
    />
  );
}
