import type { ControlProps } from './control-props';

/** el-rate: one radio per star, so arrows and screen readers work; 0 means not rated. */
export function RateControl({ id, field, value, onChange, onBlur, disabled, invalid, describedBy, labelledBy, inputRef }: ControlProps<number>) {
  const max = Math.min(10, Math.max(1, Math.round(field.max ?? 5)));
  const stars = Array.from({ length: max }, (_, index) => index + 1);
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy} aria-invalid={invalid || undefined} className="flex min-h-8 items-center gap-1">
      {stars.map((star) => (
        <label
          key={star}
          title={`${star}星`}
          className="cursor-pointer rounded text-xl leading-none has-disabled:cursor-not-allowed has-focus-visible:outline-2 has-focus-visible:outline-primary"
        >
          <input
            ref={star === 1 ? inputRef : undefined}
            type="radio"
            name={id}
            aria-label={`${star}星`}
            checked={value === star}
            disabled={disabled}
            className="sr-only"
            onChange={() => onChange(star)}
            onBlur={onBlur}
          />
          <span aria-hidden className={star <= value ? 'text-warning' : 'text-slate-300'}>
            ★
          </span>
        </label>
      ))}
    </div>
  );
}
