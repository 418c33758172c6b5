import { ChoiceField, type ChoiceOptions } from '@/components/form/choice-field';

/** A row of radio buttons with a caption, for 配送方式 and 退款类型. */
export function RadioRow<V extends string | number>({ name, label, value, options, onChange }: { name: string; label: string; value: V; options: ChoiceOptions<V>; onChange: (value: V) => void }) {
  return (
    <ChoiceField
      name={name}
      label={label}
      legend={5}
      value={value}
      options={options}
      onChange={onChange}
      className="flex flex-wrap items-center gap-x-5 gap-y-2"
      itemsClassName="contents"
      optionClassName="inline-flex cursor-pointer items-center gap-1.5 text-sm text-slate-700"
    />
  );
}
