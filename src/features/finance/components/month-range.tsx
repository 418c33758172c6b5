import { useState } from 'react';
import { FilterSelect } from '@/components/list/filter-field';
import { monthChoices, monthRangeOf, monthRangeText } from '@/features/finance/model/month-range';

/**
 * 月份选择 of the monthly bills: a first and a last month (the reference's month range), in the console's
 * selects. It hands back `yyyy-MM,yyyy-MM`, the one form the reference backend reads, or undefined for all.
 */
export function MonthRangeFilter({ value, onChange }: { value: string | undefined; onChange: (dateLimit: string | undefined) => void }) {
  // The months as of when the filter was shown.
  const [options] = useState(() => monthChoices(new Date()));
  const [from, to] = monthRangeOf(value) ?? [undefined, undefined];
  return (
    <div role="group" aria-label="月份选择" className="flex flex-col gap-1">
      <span className="text-xs text-slate-500">月份选择</span>
      <div className="flex items-center gap-2">
        <label htmlFor="statement-month-from" className="sr-only">
          开始月份
        </label>
        <FilterSelect id="statement-month-from" value={from} options={options} className="w-32" onChange={(first) => onChange(monthRangeText(first, to ?? first))} />
        <span className="text-sm text-slate-500">至</span>
        <label htmlFor="statement-month-to" className="sr-only">
          结束月份
        </label>
        <FilterSelect id="statement-month-to" value={to} options={options} className="w-32" onChange={(last) => onChange(monthRangeText(from ?? last, last))} />
      </div>
    </div>
  );
}
