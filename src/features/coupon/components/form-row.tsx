

/** A choice between two or more values as radios, in a labelled group. */
export function Choice<V extends string | number | boolean>({ name, label, value, onChange, options }: { name: string; label: string; value: V; onChange: (v: V) => void; options: ReadonlyArray<{ value: V; label: string }> }) {
  return (
    <fieldset className="flex items-center pb-5">
      <legend className="float-left mr-3 w-36 shrink-0 text-right text-sm text-slate-600">{label}</legend>
      <div className="flex flex-wrap items-center gap-5">
        {options.map((o) => (
          <label key={String(o.value)} className="flex items-center gap-1.5 text-sm text-slate-700">
            <input type="radio" name={name} checked={value === o.value} onChange={() => onChange(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
