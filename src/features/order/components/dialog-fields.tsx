/** A row of radio buttons with a caption, for 配送方式 and 退款类型. */
export function RadioRow<V extends string | number>({ name, label, value, options, onChange }: {
  name: string;
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-x-5 gap-y-2">
      <legend className="float-left mr-3 w-20 text-sm text-slate-600">{label}</legend>
      {options.map((o) => (
        <label key={String(o.value)} className="inline-flex cursor-pointer items-center gap-1.5 text-sm text-slate-700">
          <input type="radio" name={name} checked={value === o.value} onChange={() => onChange(o.value)} />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}
