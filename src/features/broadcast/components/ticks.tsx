/** A list of checkboxes, one a row; locked ones show ticked and cannot change. */
export function Ticks<T extends { id: number }>({
  label,
  items,
  checked,
  locked,
  onChange,
  text,
}: {
  label: string;
  items: readonly T[];
  checked: ReadonlySet<number>;
  locked?: ReadonlySet<number>;
  onChange: (next: Set<number>) => void;
  text: (item: T) => string;
}) {
  return (
    <fieldset className="flex max-h-96 flex-col gap-2 overflow-y-auto">
      <legend className="sr-only">{label}</legend>
      {items.map((item) => (
        <label key={item.id} className="flex items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-slate-50">
          <input
            type="checkbox"
            checked={checked.has(item.id) || (locked?.has(item.id) ?? false)}
            disabled={locked?.has(item.id)}
            onChange={(e) => {
              const next = new Set(checked);
              if (e.target.checked) next.add(item.id);
              else next.delete(item.id);
              onChange(next);
            }}
          />
          {text(item)}
        </label>
      ))}
    </fieldset>
  );
}
