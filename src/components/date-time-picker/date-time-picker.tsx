import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { formatMoment, parseDateTime, PLACEHOLDERS, type DateTimeMode } from '@/lib/date-time';

// The calendar is loaded on first open, so forms that show a date field pay for the box alone.
const DateTimePanel = lazy(() => import('./date-time-panel').then((m) => ({ default: m.DateTimePanel })));

export interface DateTimePickerProps {
  /** 'yyyy-MM-dd HH:mm:ss', 'yyyy-MM-dd' or 'HH:mm:ss' as the mode says; '' for none. */
  value: string;
  /**
   * Called with the value in the mode's format, or '' while the text is empty or not a whole moment;
   * `text` is what the box shows, so a filter can leave its query alone while a date is half typed.
   */
  onChange: (value: string, text: string) => void;
  onBlur?: () => void;
  mode?: DateTimeMode;
  /** false for fields kept to the minute: seconds are dropped and not offered. */
  seconds?: boolean;
  /** Bounds in the value's format; the calendar disables days outside them and a picked moment keeps within. */
  min?: string;
  max?: string;
  id?: string;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  'aria-label'?: string;
  'aria-describedby'?: string;
  invalid?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** The box's width (w-56 …). */
  className?: string;
}

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/**
 * The console's date and time box: the text is typed or picked from a calendar, and reads
 * 'yyyy-MM-dd HH:mm:ss' whatever the browser's language (a native date input shows the browser's locale).
 * The box is a combobox: ArrowDown opens the calendar with the focus on its day, Escape closes it.
 * Text that is no moment stays in the box when it is left, marked invalid with a message saying the format,
 * so nothing typed is lost and the form's own "required" message does not seem to ignore it.
 */
export function DateTimePicker({
  value,
  onChange,
  onBlur,
  mode = 'datetime',
  seconds = true,
  min,
  max,
  id,
  name,
  ref,
  invalid = false,
  disabled = false,
  placeholder,
  className = 'w-56',
  ...aria
}: DateTimePickerProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [focusPanel, setFocusPanel] = useState(false);
  // What is typed, and the value it stood for: a half-typed text stays in the box while the form holds ''.
  const [text, setText] = useState({ draft: value, shown: value });
  if (text.shown !== value) setText({ draft: value, shown: value });
  // Set when the box is left holding text that is no moment; typing or picking clears it.
  const [unreadable, setUnreadable] = useState(false);
  const messageId = useId();

  const valueOf = (typed: string) => {
    const moment = parseDateTime(typed, mode);
    if (!moment) return '';
    return formatMoment(seconds ? moment : moment.second(0), mode);
  };

  const type = (typed: string) => {
    const next = valueOf(typed);
    setText({ draft: typed, shown: next });
    if (next || !typed.trim()) setUnreadable(false);
    if (next !== value) onChange(next, typed);
  };

  const pick = (picked: string) => {
    setText({ draft: picked, shown: picked });
    setUnreadable(false);
    if (picked !== value) onChange(picked, picked);
    setOpen(false);
    inputRef.current?.focus();
  };

  const openPanel = (withFocus: boolean) => {
    if (disabled) return;
    setFocusPanel(withFocus);
    setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && !open) {
      event.preventDefault();
      openPanel(true);
    } else if (event.key === 'Enter' && text.draft !== text.shown && text.shown) {
      // Enter settles a loosely typed moment ('2030-5-1 8:00') into the format before the form sees it.
      setText({ draft: text.shown, shown: text.shown });
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Anchor asChild>
        <div ref={wrapperRef} className={`relative inline-flex shrink-0 ${className}`}>
          <input
            ref={(node) => {
              inputRef.current = node;
              assignRef(ref, node);
            }}
            id={id}
            name={name}
            type="text"
            role="combobox"
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-autocomplete="none"
            aria-invalid={invalid || unreadable || undefined}
            autoComplete="off"
            spellCheck={false}
            inputMode="numeric"
            disabled={disabled}
            placeholder={placeholder ?? PLACEHOLDERS[mode]}
            value={text.draft}
            className={`h-8 w-full rounded border bg-white pr-8 pl-3 text-sm text-slate-800 tabular-nums outline-none transition-colors placeholder:text-slate-400 focus:border-primary disabled:bg-slate-100 ${invalid || unreadable ? 'border-danger' : 'border-slate-300 hover:border-slate-400'}`}
            onChange={(event) => type(event.target.value)}
            onClick={() => openPanel(false)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              if (text.shown && text.draft !== text.shown) setText({ draft: text.shown, shown: text.shown });
              setUnreadable(!text.shown && text.draft.trim() !== '');
              onBlur?.();
            }}
            {...aria}
            aria-describedby={[unreadable ? messageId : undefined, aria['aria-describedby']].filter(Boolean).join(' ') || undefined}
          />
          {unreadable && (
            // Under the box, over the form's own message line, which says nothing of a format.
            <span id={messageId} role="alert" className="absolute top-full left-0 z-[1] bg-white pr-1 text-xs leading-4 whitespace-nowrap text-danger">
              请按 {PLACEHOLDERS[mode]} 格式输入{mode === 'time' ? '时间' : mode === 'date' ? '日期' : '日期时间'}
            </span>
          )}
          {/* For the mouse only: the keyboard opens the calendar from the box itself. */}
          <button
            type="button"
            tabIndex={-1}
            aria-hidden
            disabled={disabled}
            className="absolute inset-y-0 right-0 flex w-8 items-center justify-center text-slate-400 hover:text-primary disabled:cursor-not-allowed"
            onClick={() => (open ? setOpen(false) : openPanel(false))}
          >
            <svg viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="1.4">
              {mode === 'time' ? (
                <>
                  <circle cx="8" cy="8" r="6.3" />
                  <path d="M8 4.5V8l2.5 1.5" />
                </>
              ) : (
                <>
                  <rect x="1.8" y="2.8" width="12.4" height="11.4" rx="1.2" />
                  <path d="M1.8 6.2h12.4M5 1.5v2.6M11 1.5v2.6" />
                </>
              )}
            </svg>
          </button>
        </div>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          aria-label={`选择${aria['aria-label'] ?? (mode === 'time' ? '时间' : '日期')}`}
          className="z-[960] rounded border border-slate-200 bg-white shadow-lg focus:outline-none"
          // Opened by the mouse the typing goes on in the box; opened by the keyboard the panel takes the focus itself.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onEscapeKeyDown={() => inputRef.current?.focus()}
          onInteractOutside={(event) => {
            if (event.target instanceof Node && wrapperRef.current?.contains(event.target)) event.preventDefault();
          }}
        >
          <Suspense fallback={<p className="p-4 text-sm text-slate-500">加载中…</p>}>
            <DateTimePanel mode={mode} seconds={seconds} value={value} min={min} max={max} autoFocus={focusPanel} onPick={pick} />
          </Suspense>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
