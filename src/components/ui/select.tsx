import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { Icon } from '../icons';

/**
 * What an option holds: the caller's own value, a number staying a number. `null` is for an option
 * meaning "nothing chosen" (全部, or going back to the placeholder).
 */
export type SelectValue = string | number | boolean | null;

export interface SelectOption<V extends SelectValue = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

interface CommonProps<V extends SelectValue> {
  /** The trigger's id, for `<label htmlFor>`; the trigger is named by that label (or `aria-label`). */
  id?: string;
  options: readonly SelectOption<V>[];
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** Width and the like, on the trigger (default: full width, as inputs). */
  className?: string;
  /** A search box over the options; by default for more than 8. */
  searchable?: boolean;
  /** What the search box says; default 输入关键字筛选. */
  searchPlaceholder?: string;
  'aria-label'?: string;
  'aria-describedby'?: string;
  /** The trigger, for a form library to focus the first invalid field. */
  ref?: Ref<HTMLButtonElement>;
  /** When the field is left: focus leaves the trigger for anything but its own list (a form library's touched state). */
  onBlur?: () => void;
  /** Says to assistive technology that a choice is needed. */
  required?: boolean;
  /**
   * Searching on the server: the search box's text is handed here as it changes ('' once the list closes) and
   * the options are shown as given, not filtered here.
   */
  onSearch?: (text: string) => void;
  /** The list was scrolled to its end: the caller may append the next page of options. */
  onEndReached?: () => void;
  /** Options are being fetched: said at the end of the list. */
  loading?: boolean;
}

export interface SelectProps<V extends SelectValue = string> extends CommonProps<V> {
  /** The option with this very value is shown (1 is not '1'); none matching shows `chosenLabel`, else the placeholder. */
  value: V | null | undefined;
  onChange: (value: V) => void;
  /** What the trigger says for a value not among the options (one of a page not loaded yet). */
  chosenLabel?: string;
}

export interface MultiSelectProps<V extends SelectValue = string> extends CommonProps<V> {
  value: readonly V[];
  onChange: (value: V[]) => void;
}

const OPTION = '[role=option]:not([aria-disabled=true])';

/** The trigger's default for a property (width, height, text size) unless the caller's classes set it. */
const own = (className: string, prefix: string, fallback: string) => (new RegExp(`(?:^|\\s)!?(?:${prefix})`).test(className) ? '' : fallback);

/** Arrow keys, Home and End move between the options that can be taken; a letter goes to the next option starting with it. */
function moveFocus(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null, from: HTMLElement | null) {
  const options = Array.from(list?.querySelectorAll<HTMLElement>(OPTION) ?? []);
  if (options.length === 0) return;
  const at = from ? options.indexOf(from) : -1;
  const next: Record<string, number> = { ArrowDown: Math.min(options.length - 1, at + 1), ArrowUp: Math.max(0, at - 1), Home: 0, End: options.length - 1 };
  if (event.key in next) {
    event.preventDefault();
    options[next[event.key]].focus();
    return;
  }
  if (from && event.key.length === 1 && /\S/.test(event.key)) {
    const after = [...options.slice(at + 1), ...options.slice(0, at + 1)];
    after.find((o) => o.textContent?.trim().toLowerCase().startsWith(event.key.toLowerCase()))?.focus();
  }
}

/**
 * The console's select: looks like its inputs, opens a list under the trigger, works from the keyboard
 * (arrows, Home/End, a letter, Enter or Space to choose, Esc to close), searches long lists, and takes
 * one choice (`Select`) or several (`MultiSelect`). Category trees use `TreeSelect`, the cascader.
 */
export function Select<V extends SelectValue>({ value, onChange, chosenLabel, ...rest }: SelectProps<V>) {
  const wanted = value ?? null;
  return (
    <SelectBox
      {...rest}
      multiple={false}
      isChosen={(o) => o.value === wanted}
      onPick={(o, close) => (onChange(o.value), close())}
      fallbackLabel={wanted === null ? undefined : chosenLabel}
    />
  );
}

/** Several choices: each option toggles; the trigger shows the chosen ones as tags. */
export function MultiSelect<V extends SelectValue>({ value, onChange, ...rest }: MultiSelectProps<V>) {
  return <SelectBox {...rest} multiple isChosen={(o) => value.includes(o.value)} onPick={(o) => onChange(value.includes(o.value) ? value.filter((x) => x !== o.value) : [...value, o.value])} />;
}

/**
 * The list itself, over options of any value type: it tells them apart by their place in the list, never
 * by a string made of their values, so 0, '0', false and null are four options.
 */
function SelectBox<V extends SelectValue>({
  id,
  options,
  placeholder = '请选择',
  disabled,
  invalid,
  className = '',
  searchable = options.length > 8,
  searchPlaceholder = '输入关键字筛选',
  multiple,
  isChosen,
  onPick,
  ref,
  onBlur,
  required,
  onSearch,
  onEndReached,
  loading = false,
  fallbackLabel,
  ...aria
}: CommonProps<V> & {
  multiple: boolean;
  isChosen: (option: SelectOption<V>) => boolean;
  onPick: (option: SelectOption<V>, close: () => void) => void;
  fallbackLabel?: string;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  // The list is named as the trigger is: by its aria-label, or by the <label> that points at it.
  const [listName, setListName] = useState<string | undefined>(aria['aria-label']);
  const list = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const listId = useId();
  const keyed = useMemo(() => options.map((option, key) => ({ option, key })), [options]);
  const picked = keyed.filter(({ option }) => isChosen(option));
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q && !onSearch ? keyed.filter(({ option }) => option.label.toLowerCase().includes(q)) : keyed;
  }, [keyed, query, onSearch]);
  const search = (text: string) => {
    setQuery(text);
    onSearch?.(text);
  };
  const close = () => {
    setOpen(false);
    if (query) search('');
  };

  let shownValue: ReactNode;
  if (picked.length === 0 && fallbackLabel) shownValue = <span className="truncate text-slate-800">{fallbackLabel}</span>;
  else if (picked.length === 0) shownValue = <span className="truncate text-slate-500">{placeholder}</span>;
  else if (multiple)
    shownValue = picked.map(({ option, key }) => (
      <span key={key} className="rounded bg-primary-soft px-1.5 text-xs leading-5 text-primary-active">
        {option.label}
      </span>
    ));
  else shownValue = <span className="truncate text-slate-800">{picked[0].option.label}</span>;

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (disabled) return;
        if (next && id) setListName(aria['aria-label'] ?? Array.from(document.getElementsByTagName('label')).find((l) => l.htmlFor === id)?.textContent?.trim());
        setOpen(next);
        if (!next && query) search('');
      }}
    >
      <Popover.Trigger asChild>
        <button
          ref={ref}
          id={id}
          type="button"
          aria-required={required || undefined}
          onBlur={(e) => {
            // Focus moving into the open list is not leaving the field.
            if (!open && !content.current?.contains(e.relatedTarget)) onBlur?.();
          }}
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          onKeyDown={(e) => {
            if (!open && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
              e.preventDefault();
              setOpen(true);
            }
          }}
          className={`flex ${own(className, 'min-h-', 'min-h-8')} ${own(className, 'w-|min-w-', 'w-full')} ${own(className, 'text-(?:xs|sm|base)', 'text-sm')} items-center gap-1 rounded border bg-white pr-1.5 pl-3 text-left outline-none transition-colors focus-visible:border-primary disabled:cursor-not-allowed disabled:bg-slate-100 ${invalid ? 'border-danger' : 'border-slate-300 hover:border-slate-400'} ${className}`}
          {...aria}
        >
          <span className={`flex min-w-0 flex-1 items-center gap-1 py-1 ${multiple ? 'flex-wrap' : ''}`}>{shownValue}</span>
          <Icon name="chevron-down" size={14} className={`shrink-0 text-slate-400 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          ref={content}
          // A click or focus elsewhere closes the list without coming back to the field: it has been left.
          onInteractOutside={() => onBlur?.()}
          align="start"
          sideOffset={4}
          onOpenAutoFocus={(e) => {
            // Into the search box, or onto the chosen option (the first, when none is).
            if (searchable) return;
            e.preventDefault();
            const first = list.current?.querySelector<HTMLElement>(OPTION);
            (list.current?.querySelector<HTMLElement>(`${OPTION}[aria-selected=true]`) ?? first)?.focus();
          }}
          className="z-[1000] w-max max-w-[min(32rem,calc(100vw-2rem))] min-w-[max(8rem,var(--radix-popover-trigger-width))] rounded border border-slate-200 bg-white p-1 shadow-lg"
        >
          {searchable && (
            <input
              type="search"
              aria-label="筛选选项"
              aria-controls={listId}
              value={query}
              onChange={(e) => search(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'ArrowDown' || e.key === 'ArrowUp') moveFocus(e, list.current, null);
                if (e.key === 'Enter' && shown.length > 0 && !shown[0].option.disabled) {
                  e.preventDefault();
                  onPick(shown[0].option, close);
                }
              }}
              placeholder={searchPlaceholder}
              className="mb-1 h-7 w-full rounded border border-slate-300 px-2 text-sm outline-none focus:border-primary"
            />
          )}
          <div
            ref={list}
            id={listId}
            role="listbox"
            aria-multiselectable={multiple || undefined}
            aria-label={listName}
            aria-busy={loading || undefined}
            onScroll={(e) => {
              const box = e.currentTarget;
              // Near enough the end that the next page arrives before it is reached.
              if (onEndReached && box.scrollTop + box.clientHeight >= box.scrollHeight - 24) onEndReached();
            }}
            className="max-h-64 overflow-auto"
          >
            {shown.map(({ option: o, key }) => {
              const selected = isChosen(o);
              const pick = () => !o.disabled && onPick(o, close);
              return (
                <div
                  key={key}
                  role="option"
                  aria-selected={selected}
                  aria-disabled={o.disabled || undefined}
                  tabIndex={o.disabled ? undefined : -1}
                  onClick={pick}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter' || e.key === ' ') {
                      e.preventDefault();
                      pick();
                    } else moveFocus(e, list.current, e.currentTarget);
                  }}
                  className={`flex items-center gap-2 rounded px-2 py-1.5 text-sm outline-none focus:bg-slate-100 ${o.disabled ? 'cursor-not-allowed text-slate-400' : `cursor-pointer hover:bg-slate-100 ${selected ? 'font-medium text-primary-active' : 'text-slate-700'}`}`}
                >
                  {multiple && (
                    <span aria-hidden className="inline-flex size-3.5 shrink-0 items-center justify-center rounded-sm border border-slate-400 text-[10px]">
                      {selected ? '✓' : ''}
                    </span>
                  )}
                  <span className="truncate">{o.label}</span>
                </div>
              );
            })}
          </div>
          {loading ? (
            <p className="py-2 text-center text-sm text-slate-500">加载中…</p>
          ) : (
            shown.length === 0 && <p className="py-2 text-center text-sm text-slate-500">{options.length === 0 && !(onSearch && query.trim()) ? '暂无数据' : '无匹配数据'}</p>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
