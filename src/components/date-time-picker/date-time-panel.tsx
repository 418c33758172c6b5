import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { Button } from '@/components/ui/button';
import { clampDateTime, formatMoment, isDayAllowed, nowIn, parseDateTime, type DateTimeMode } from '@/lib/date-time';

const WEEKDAYS = ['一', '二', '三', '四', '五', '六', '日'];
const dayKey = (day: Dayjs) => day.format('YYYY-MM-DD');
const dayName = (day: Dayjs) => day.format('YYYY年M月D日');

/** The 42 days shown for a month, weeks starting on Monday as Chinese calendars do. */
function monthGrid(month: Dayjs): Dayjs[] {
  const first = month.startOf('month');
  const start = first.subtract((first.day() + 6) % 7, 'day');
  return Array.from({ length: 42 }, (_, i) => start.add(i, 'day'));
}

const KEY_MOVES: Record<string, (day: Dayjs, shift: boolean) => Dayjs> = {
  ArrowLeft: (d) => d.subtract(1, 'day'),
  ArrowRight: (d) => d.add(1, 'day'),
  ArrowUp: (d) => d.subtract(7, 'day'),
  ArrowDown: (d) => d.add(7, 'day'),
  Home: (d) => d.subtract((d.day() + 6) % 7, 'day'),
  End: (d) => d.add(6 - ((d.day() + 6) % 7), 'day'),
  PageUp: (d, shift) => d.subtract(1, shift ? 'year' : 'month'),
  PageDown: (d, shift) => d.add(1, shift ? 'year' : 'month'),
};

function TimeUnit({ label, value, max, onChange }: { label: string; value: number; max: number; onChange: (value: number) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = event.key === 'ArrowUp' ? 1 : event.key === 'ArrowDown' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    setDraft(null);
    onChange((value + step + max + 1) % (max + 1));
  };
  return (
    <input
      type="text"
      role="spinbutton"
      inputMode="numeric"
      maxLength={2}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      value={draft ?? String(value).padStart(2, '0')}
      className="h-7 w-9 rounded border border-slate-300 text-center text-sm tabular-nums outline-none focus:border-primary"
      onFocus={(event) => event.target.select()}
      onKeyDown={onKeyDown}
      onChange={(event) => {
        const digits = event.target.value.replace(/\D/g, '');
        setDraft(digits);
        if (digits !== '' && Number(digits) <= max) onChange(Number(digits));
      }}
      onBlur={() => setDraft(null)}
    />
  );
}

export interface DateTimePanelProps {
  mode: DateTimeMode;
  seconds: boolean;
  value: string;
  min?: string;
  max?: string;
  /** Move the focus to the chosen day (or the hour) on opening: the panel was opened from the keyboard. */
  autoFocus: boolean;
  /** A whole value in the mode's format, within the bounds. */
  onPick: (value: string) => void;
}

/** The calendar and the time of the date-time box; loaded on first open. */
export function DateTimePanel({ mode, seconds, value, min, max, autoFocus, onPick }: DateTimePanelProps) {
  const [pending, setPending] = useState(() => parseDateTime(value, mode) ?? clampDateTime(nowIn(mode), mode, min, max));
  const [month, setMonth] = useState(() => pending.startOf('month'));
  const gridRef = useRef<HTMLTableElement>(null);
  const hourRef = useRef<HTMLDivElement>(null);
  const moved = useRef(autoFocus);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const target = mode === 'time' ? hourRef.current?.querySelector('input') : gridRef.current?.querySelector<HTMLButtonElement>(`[data-day="${dayKey(pending)}"]`);
    target?.focus();
  }, [mode, pending]);

  const finish = (moment: Dayjs) => {
    const kept = clampDateTime(moment, mode, min, max);
    onPick(formatMoment(seconds ? kept : kept.second(0), mode));
  };

  const chooseDay = (day: Dayjs) => {
    if (!isDayAllowed(day, mode, min, max)) return;
    const next = pending.year(day.year()).month(day.month()).date(day.date());
    if (mode === 'date') finish(next);
    else setPending(clampDateTime(next, mode, min, max));
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(pending, event.shiftKey);
    moved.current = true;
    setPending(next);
    setMonth(next.startOf('month'));
  };

  const showMonth = (delta: number, unit: 'month' | 'year') => setMonth(month.add(delta, unit));
  const today = dayjs();
  const chosen = parseDateTime(value, mode);
  const setTime = (unit: 'hour' | 'minute' | 'second', n: number) => setPending(pending[unit](n));

  return (
    <div role="group" aria-label={mode === 'time' ? '选择时间' : '日历'} className="flex w-72 flex-col text-sm">
      {mode !== 'time' && (
        <div className="p-3">
          <div className="mb-2 flex items-center justify-between">
            <span className="flex">
              <NavButton label="上一年" onClick={() => showMonth(-1, 'year')} text="«" />
              <NavButton label="上一月" onClick={() => showMonth(-1, 'month')} text="‹" />
            </span>
            <span aria-live="polite" className="font-medium text-slate-700">
              {month.format('YYYY年M月')}
            </span>
            <span className="flex">
              <NavButton label="下一月" onClick={() => showMonth(1, 'month')} text="›" />
              <NavButton label="下一年" onClick={() => showMonth(1, 'year')} text="»" />
            </span>
          </div>
          <table ref={gridRef} role="grid" aria-label={month.format('YYYY年M月')} className="w-full table-fixed border-collapse text-center" onKeyDown={onGridKeyDown}>
            <thead>
              <tr>
                {WEEKDAYS.map((w) => (
                  <th key={w} scope="col" abbr={`星期${w}`} className="h-7 text-xs font-normal text-slate-500">
                    {w}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: 6 }, (_, week) => (
                <tr key={week}>
                  {monthGrid(month)
                    .slice(week * 7, week * 7 + 7)
                    .map((day) => {
                      const key = dayKey(day);
                      const selected = chosen !== null && dayKey(chosen) === key;
                      const pendingDay = dayKey(pending) === key;
                      const allowed = isDayAllowed(day, mode, min, max);
                      const inMonth = day.month() === month.month();
                      return (
                        <td key={key} role="gridcell" aria-selected={selected || (mode !== 'date' && pendingDay)} className="p-0.5">
                          <button
                            type="button"
                            data-day={key}
                            aria-label={dayName(day)}
                            aria-current={key === dayKey(today) ? 'date' : undefined}
                            aria-disabled={!allowed || undefined}
                            tabIndex={pendingDay ? 0 : -1}
                            onClick={() => chooseDay(day)}
                            className={`size-8 rounded text-sm tabular-nums outline-none focus-visible:outline-2 focus-visible:outline-primary ${
                              !allowed
                                ? 'cursor-not-allowed bg-slate-50 text-slate-300'
                                : pendingDay && (mode !== 'date' || selected)
                                  ? 'bg-primary text-white'
                                  : `${inMonth ? 'text-slate-700' : 'text-slate-400'} hover:bg-primary-soft hover:text-primary ${key === dayKey(today) ? 'font-semibold text-primary' : ''}`
                            }`}
                          >
                            {day.date()}
                          </button>
                        </td>
                      );
                    })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {mode !== 'date' && (
        <div ref={hourRef} role="group" aria-label="时间" className={`flex items-center gap-1 px-3 py-2 ${mode === 'time' ? '' : 'border-t border-slate-100'}`}>
          <span className="mr-2 text-slate-500">时间</span>
          <TimeUnit label="时" value={pending.hour()} max={23} onChange={(n) => setTime('hour', n)} />
          <span aria-hidden>:</span>
          <TimeUnit label="分" value={pending.minute()} max={59} onChange={(n) => setTime('minute', n)} />
          {seconds && (
            <>
              <span aria-hidden>:</span>
              <TimeUnit label="秒" value={pending.second()} max={59} onChange={(n) => setTime('second', n)} />
            </>
          )}
        </div>
      )}
      <div className="flex items-center justify-between border-t border-slate-100 px-3 py-2">
        <Button size="sm" variant="text" className="px-0" onClick={() => finish(nowIn(mode))}>
          {mode === 'date' ? '今天' : '此刻'}
        </Button>
        {mode !== 'date' && (
          <Button size="sm" variant="primary" onClick={() => finish(pending)}>
            确定
          </Button>
        )}
      </div>
    </div>
  );
}

function NavButton({ label, text, onClick }: { label: string; text: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="flex size-7 items-center justify-center rounded text-base text-slate-500 hover:bg-slate-100 hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
    >
      {text}
    </button>
  );
}
