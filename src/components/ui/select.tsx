import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { Icon } from '../icons';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface CommonProps {
  /** The trigger's id, for `<label htmlFor>`; the trigger is named by that label (or `aria-label`). */
  id?: string;
  options: readonly SelectOption[];
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
}

export interface SelectProps extends CommonProps {
  value: string | number | null | undefined;
  onChange: (value: string) => void;
}

export interface MultiSelectProps extends CommonProps {
  value: readonly string[];
  onChange: (value: string[]) => void;
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
export function Select({ value, onChange, ...rest }: SelectProps) {
  const current = value === null || value === undefined ? '' : String(value);
  return <SelectBox {...rest} multiple={false} chosen={[current]} onPick={(v, close) => (onChange(v), close())} />;
}

/** Several choices: each option toggles; the trigger shows the chosen ones as tags. */
export function MultiSelect({ value, onChange, ...rest }: MultiSelectProps) {
  return <SelectBox {...rest} multiple chosen={value} onPick={(v) => onChange(value.includes(v) ? value.filter((x) => x !== v) : [...value, v])} />;
}

function SelectBox({
  id,
  options,
  placeholder = '请选择',
  disabled,
  invalid,
  className = '',
  searchable = options.length > 8,
  searchPlaceholder = '输入关键字筛选',
  multiple,
  chosen,
  onPick,
  ref,
  onBlur,
  required,
  ...aria
}: CommonProps & { multiple: boolean; chosen: readonly string[]; onPick: (value: string, close: () => void) => void }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  // The list is named as the trigger is: by its aria-label, or by the <label> that points at it.
  const [listName, setListName] = useState<string | undefined>(aria['aria-label']);
  const list = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const listId = useId();
  const picked = options.filter((o) => chosen.includes(o.value));
  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    return q ? options.filter((o) => o.label.toLowerCase().includes(q)) : options;
  }, [options, query]);
  const close = () => {
    setOpen(false);
    setQuery('');
  };

  let shownValue: ReactNode;
  if (picked.length === 0) shownValue = <span className="truncate text-slate-500">{placeholder}</span>;
  else if (multiple)
    shownValue = picked.map((o) => (
      <span key={o.value} className="rounded bg-primary-soft px-1.5 text-xs leading-5 text-primary-active">
        {o.label}
      </span>
    ));
  else shownValue = <span className="truncate text-slate-800">{picked[0].label}</span>;

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (disabled) return;
        if (next && id) setListName(aria['aria-label'] ?? Array.from(document.getElementsByTagName('label')).find((l) => l.htmlFor === id)?.textContent?.trim());
        setOpen(next);
        if (!next) setQuery('');
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
              onChange={(e) => setQuery(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'ArrowDown' || e.key === 'ArrowUp') moveFocus(e, list.current, null);
                if (e.key === 'Enter' && shown.length > 0 && !shown[0].disabled) {
                  e.preventDefault();
                  onPick(shown[0].value, close);
                }
              }}
              placeholder={searchPlaceholder}
              className="mb-1 h-7 w-full rounded border border-slate-300 px-2 text-sm outline-none focus:border-primary"
            />
          )}
          <div ref={list} id={listId} role="listbox" aria-multiselectable={multiple || undefined} aria-label={listName} className="max-h-64 overflow-auto">
            {shown.map((o) => {
              const selected = chosen.includes(o.value);
              const pick = () => !o.disabled && onPick(o.value, close);
              return (
                <div
                  key={o.value}
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
          {shown.length === 0 && <p className="py-2 text-center text-sm text-slate-500">{options.length === 0 ? '暂无数据' : '无匹配数据'}</p>}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
