import { Tabs } from '../ui/tabs';

export interface StatusTab<V extends string | number> {
  value: V;
  label: string;
  /** Shown as 标签(n) once known. */
  count?: number;
}

/** A list's status tabs with their counts (全部(39) 待发货(13) …); choosing another tab calls onChange. */
export function StatusTabs<V extends string | number>({ label, tabs, value, onChange }: { label: string; tabs: readonly StatusTab<V>[]; value: V; onChange: (value: V) => void }) {
  return (
    <Tabs
      label={label}
      variant="boxed"
      className="flex-wrap"
      tabs={tabs.map((t) => ({ value: t.value, label: t.count === undefined ? t.label : `${t.label}(${t.count})` }))}
      value={value}
      onChange={(next) => next !== value && onChange(next)}
    />
  );
}
