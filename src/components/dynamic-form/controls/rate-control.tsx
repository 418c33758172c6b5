import { ChoiceGroup } from '@/components/form/choice-field';
import { radioGroupProps, type ControlProps } from './control-props';

const starLabel = (star: number) => `${star}星`;

/** el-rate: one radio per star, so arrows and screen readers work; 0 means not rated. */
export function RateControl(props: ControlProps<number>) {
  const max = Math.min(10, Math.max(1, Math.round(props.field.max ?? 5)));
  const stars = Array.from({ length: max }, (_, index) => ({ value: index + 1, label: starLabel(index + 1) }));
  return (
    <ChoiceGroup
      {...radioGroupProps(props)}
      options={stars}
      value={props.value}
      className="flex min-h-8 items-center gap-1"
      optionClassName="cursor-pointer rounded text-xl leading-none has-disabled:cursor-not-allowed has-focus-visible:outline-2 has-focus-visible:outline-primary"
      inputClassName="sr-only"
      inputLabel={(star) => String(star.label)}
      renderLabel={(star) => (
        <span aria-hidden title={String(star.label)} className={star.value <= props.value ? 'text-warning' : 'text-slate-300'}>
          ★
        </span>
      )}
    />
  );
}
