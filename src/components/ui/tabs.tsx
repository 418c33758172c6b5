import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<T extends string | number> {
  value: T;
  label: ReactNode;
}

export interface TabsProps<T extends string | number> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem<T>[];
  value: T;
  onChange: (value: T) => void;
  /** `line`: tabs over a page or drawer body; `boxed`: tighter tabs with padding, over a form's steps or a library. */
  variant?: 'line' | 'boxed';
  className?: string;
  /** Ids of the tabs and panels, when the caller renders the panels (see `tabPanelProps`). */
  idBase?: string;
}

const STYLES = {
  line: { list: 'flex gap-6 border-b border-slate-200', tab: 'pb-2', selected: 'font-medium text-primary-active' },
  boxed: { list: 'flex gap-1 border-b border-slate-200', tab: 'px-4 py-2', selected: 'text-primary-active' },
} as const;

export const tabId = (base: string, value: string | number) => `${base}-tab-${value}`;
export const panelId = (base: string, value: string | number) => `${base}-panel-${value}`;

/** The props of a tab's panel: named by its tab, hidden while another tab is chosen. */
export const tabPanelProps = (base: string, value: string | number, current: string | number) =>
  ({ role: 'tabpanel', id: panelId(base, value), 'aria-labelledby': tabId(base, value), hidden: value !== current }) as const;

/**
 * A row of tabs (WAI-ARIA tabs pattern): the chosen tab is the one in the Tab order, the arrow keys, Home
 * and End move between tabs and choose them.
 */
export function Tabs<T extends string | number>({ label, tabs, value, onChange, variant = 'line', className = '', idBase }: TabsProps<T>) {
  const ownId = useId();
  const base = idBase ?? ownId;
  const list = useRef<HTMLDivElement>(null);
  const style = STYLES[variant];
  const onKeyDown = (event: KeyboardEvent) => {
    const at = tabs.findIndex((t) => t.value === value);
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = tabs[(moves[event.key] + tabs.length) % tabs.length];
    onChange(next.value);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(base, next.value))}`)?.focus();
  };
  return (
    <div ref={list} role="tablist" aria-label={label} className={`${style.list} ${className}`} onKeyDown={onKeyDown}>
      {tabs.map((t) => {
        const selected = t.value === value;
        return (
          <button
            key={t.value}
            type="button"
            role="tab"
            id={tabId(base, t.value)}
            aria-selected={selected}
            aria-controls={idBase ? panelId(base, t.value) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(t.value)}
            className={`-mb-px border-b-2 text-sm ${style.tab} ${selected ? `border-primary ${style.selected}` : 'border-transparent text-slate-600 hover:text-primary'}`}
          >
            {t.label}
          </button>
        );
      })}
    </div>
  );
}
