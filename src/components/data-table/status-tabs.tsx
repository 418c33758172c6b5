export interface StatusTab<V extends string | number> {
  value: V;
  label: string;
  /** Shown as 标签(n) once known. */
  count?: number;
}

/** A list's status tabs with their counts (全部(39) 待发货(13) …); choosing another tab calls onChange. */
export function StatusTabs<V extends string | number>({ label, tabs, value, onChange }: { label: string; tabs: readonly StatusTab<V>[]; value: V; onChange: (value: V) => void }) {
  return (
    <div role="tablist" aria-label={label} className="flex flex-wrap gap-1 border-b border-slate-200">
      {tabs.map((t) => (
        <button
          key={t.value}
          type="button"
          role="tab"
          aria-selected={value === t.value}
          onClick={() => value !== t.value && onChange(t.value)}
          className={`-mb-px border-b-2 px-3 py-2 text-sm ${value === t.value ? 'border-primary text-primary-active' : 'border-transparent text-slate-600 hover:text-primary'}`}
        >
          {t.count === undefined ? t.label : `${t.label}(${t.count})`}
        </button>
      ))}
    </div>
  );
}
