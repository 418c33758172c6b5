import { Radios } from '@/components/form/choice-field';
import { STAR_OPTIONS, STAR_VALUES, starLabel, type Star } from './comment-search';


function StarIcon({ filled, className = 'size-4' }: { filled: boolean; className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 20 20" className={`${className} ${filled ? 'fill-amber-400' : 'fill-slate-200'}`}>
      <path d="M10 1.5l2.6 5.3 5.9.9-4.25 4.1 1 5.8L10 14.85 4.75 17.6l1-5.8L1.5 7.7l5.9-.9z" />
    </svg>
  );
}

/** A review's rating as five stars, read out as 'n星'. */
export function StarRating({ value }: { value: number }) {
  return (
    <span role="img" aria-label={starLabel(value)} className="inline-flex gap-0.5">
      {STAR_VALUES.map((n) => (
        <StarIcon key={n} filled={n <= value} />
      ))}
    </span>
  );
}

/** 评价星级 of a form: five star radios (1 to 5); 0 means none chosen yet. */
export function StarInput({ legend, value, onChange, error, errorId }: {
  legend: string;
  value: number;
  onChange: (star: Star) => void;
  error?: string;
  errorId: string;
}) {
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={errorId}>
      <legend className="mb-1 text-sm text-slate-600">{legend}</legend>
      <div className="flex items-center gap-1">
        <Radios
          options={STAR_OPTIONS}
          value={value as Star}
          onChange={onChange}
          optionClassName="cursor-pointer rounded has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-primary"
          inputClassName="sr-only"
          renderLabel={(star) => (
            <>
              <StarIcon filled={star.value <= value} className="size-6" />
              <span className="sr-only">{star.label}</span>
            </>
          )}
        />
        {value > 0 && <span className="ml-2 text-sm text-slate-600">{starLabel(value)}</span>}
      </div>
      <p id={errorId} role={error ? 'alert' : undefined} className="min-h-4 text-xs leading-4 text-danger">
        {error}
      </p>
    </fieldset>
  );
}
