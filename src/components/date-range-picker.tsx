import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Radios } from '@/components/form/choice-field';
import { dateLimitToRange, FILTER_SHORTCUTS, parseDateLimit, rangeToDateLimit } from '@/lib/date-range';

// Only 自定义's popover draws the date fields: every list with a date filter loads them when it opens.
const DateTimePicker = lazy(() => import('@/components/date-time-picker/date-time-picker').then((m) => ({ default: m.DateTimePicker })));

const SHORTCUT_OPTIONS = FILTER_SHORTCUTS.map((shortcut) => ({ value: shortcut.key, label: shortcut.label }));

function validateCustomRange(start: string, end: string): { field: 'start' | 'end'; text: string } | undefined {
  if (!start) return { field: 'start', text: '请选择开始日期' };
  if (!end) return { field: 'end', text: '请选择结束日期' };
  if (end < start) return { field: 'end', text: '结束日期不能早于开始日期' };
  return undefined;
}

export interface DateRangePickerProps {
  /** A backend `dateLimit`: '' (全部), a keyword such as 'lately7', or 'yyyy-MM-dd,yyyy-MM-dd'. */
  value: string;
  onChange: (dateLimit: string) => void;
  /** The group's caption. */
  label?: string;
  /** Today, for filling in the custom dates from a keyword; injectable for tests. */
  now?: Date;
  className?: string;
}

/**
 * The list filters' date choice (SPEC.md §2, set B): 全部 … 本年 as radio buttons, plus a custom
 * pair of dates in a popover. Emits only whole, valid `dateLimit` values.
 */
export function DateRangePicker({ value, onChange, label = '时间选择', now, className = '' }: DateRangePickerProps) {
  const name = useId();
  const startId = useId();
  const endId = useId();
  const [open, setOpen] = useState(false);
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [error, setError] = useState<{ field: 'start' | 'end'; text: string }>();

  const limit = parseDateLimit(value);
  const selected = limit?.type === 'all' ? '' : limit?.type === 'keyword' ? limit.keyword : null;
  const custom = limit?.type === 'range' ? limit : null;

  const onOpenChange = (next: boolean) => {
    if (next) {
      // Start from what the filter shows now, so narrowing "最近7天" by a day is one edit.
      const range = dateLimitToRange(value, now);
      setStart(range?.[0] ?? '');
      setEnd(range?.[1] ?? '');
      setError(undefined);
    }
    setOpen(next);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateCustomRange(start, end);
    if (problem) {
      setError(problem);
      return;
    }
    onChange(rangeToDateLimit(start, end));
    setOpen(false);
  };

  return (
    <fieldset className={`flex flex-wrap items-center gap-3 ${className}`}>
      <legend className="float-left mr-3 text-sm text-slate-600">
        {label}
        <span aria-hidden>：</span>
      </legend>
      <div className="inline-flex">
        <Radios
          name={name}
          options={SHORTCUT_OPTIONS}
          value={selected}
          onChange={onChange}
          optionClassName="-ml-px cursor-pointer border border-slate-300 bg-white px-3 py-1 text-sm text-slate-600 first:ml-0 first:rounded-l last:rounded-r hover:text-primary has-checked:relative has-checked:border-primary has-checked:bg-primary has-checked:text-white has-focus-visible:relative has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-primary"
          inputClassName="sr-only"
        />
      </div>
      <Popover.Root open={open} onOpenChange={onOpenChange}>
        <Popover.Trigger
          className={`inline-flex h-8 items-center rounded border px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${
            custom ? 'border-primary bg-primary-soft text-primary' : 'border-slate-300 bg-white text-slate-600 hover:border-primary'
          }`}
        >
          {custom ? `${custom.start} 至 ${custom.end}` : '自定义'}
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            aria-label="自定义时间"
            align="start"
            sideOffset={6}
            className="z-[950] w-72 rounded border border-slate-200 bg-white p-4 shadow-lg focus:outline-none"
          >
            <Suspense fallback={<p className="text-sm text-slate-500">加载中…</p>}>
              <form noValidate onSubmit={onSubmit} className="flex flex-col gap-1">
                <Field id={startId} label="开始日期" error={error?.field === 'start' ? error.text : undefined}>
                  <DateTimePicker
                    id={startId}
                    mode="date"
                    className="w-full"
                    value={start}
                    max={end || undefined}
                    invalid={error?.field === 'start'}
                    aria-describedby={`${startId}-error`}
                    onChange={(date) => {
                      setStart(date);
                      setError(undefined);
                    }}
                  />
                </Field>
                <Field id={endId} label="结束日期" error={error?.field === 'end' ? error.text : undefined}>
                  <DateTimePicker
                    id={endId}
                    mode="date"
                    className="w-full"
                    value={end}
                    min={start || undefined}
                    invalid={error?.field === 'end'}
                    aria-describedby={`${endId}-error`}
                    onChange={(date) => {
                      setEnd(date);
                      setError(undefined);
                    }}
                  />
                </Field>
                <div className="flex justify-end gap-2">
                  <Button size="sm" onClick={() => setOpen(false)}>
                    取消
                  </Button>
                  <Button size="sm" type="submit" variant="primary">
                    确定
                  </Button>
                </div>
              </form>
            </Suspense>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </fieldset>
  );
}
