/** Two radio buttons under a caption, for the form's yes/no settings (商品规格, 佣金设置, 会员商品). */
export function Toggle({ name, label, value, onChange, options, disabled }: { name: string; label: string; value: boolean; onChange: (v: boolean) => void; options: [string, string]; disabled?: boolean }) {
  return (
    <fieldset className="flex items-center gap-4" disabled={disabled}>
      <legend className="float-left mr-4 w-24 text-right text-sm text-slate-600">{label}</legend>
      {options.map((text, i) => (
        <label key={text} className="flex items-center gap-1 text-sm text-slate-700">
          <input type="radio" name={name} checked={value === (i === 1)} onChange={() => onChange(i === 1)} />
          {text}
        </label>
      ))}
    </fieldset>
  );
}
