import { useId, type ReactNode, type Ref } from 'react';
import type { OptionValue } from '@/lib/enums';

/** One choice: its value keeps its type (a number, a boolean, a string), as lib/enums' option lists do. */
export interface ChoiceOption<V extends OptionValue> {
  readonly value: V;
  readonly label: ReactNode;
  readonly disabled?: boolean;
}

export type ChoiceOptions<V extends OptionValue> = readonly ChoiceOption<V>[];

export interface RadiosProps<V extends OptionValue> {
  options: ChoiceOptions<V>;
  /** The chosen value; null or a value outside the options chooses none. */
  value: V | null | undefined;
  onChange: (value: V) => void;
  /** The radios' shared name (one is made up when left out). */
  name?: string;
  disabled?: boolean;
  /** Each option's <label>. */
  optionClassName?: string;
  /** The radio itself: `sr-only` for one its label draws (a star, a button). */
  inputClassName?: string;
  /** What the label shows instead of the option's label (it is then the radio's name only if it holds the text). */
  renderLabel?: (option: ChoiceOption<V>, checked: boolean) => ReactNode;
  /** The radio's own accessible name, for labels drawn without text. */
  inputLabel?: (option: ChoiceOption<V>) => string;
  /** How a value is recognised among the options (default: the same value). */
  isSame?: (option: V, value: V | null | undefined) => boolean;
  /** The first radio, for a form library to focus. */
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

const OPTION_CLASS = 'flex items-center gap-1.5 text-sm text-slate-700';

/** The radios of a choice, one <label> each; for a container the page draws itself. */
export function Radios<V extends OptionValue>({ options, value, onChange, name, disabled, optionClassName = OPTION_CLASS, inputClassName, renderLabel, inputLabel, isSame = Object.is, inputRef, onBlur }: RadiosProps<V>) {
  const ownName = useId();
  return options.map((option, index) => {
    const checked = value !== null && value !== undefined && isSame(option.value, value);
    return (
      <label key={index} className={optionClassName}>
        <input
          ref={index === 0 ? inputRef : undefined}
          type="radio"
          name={name ?? ownName}
          value={String(option.value)}
          checked={checked}
          disabled={disabled || option.disabled}
          aria-label={inputLabel?.(option)}
          className={inputClassName}
          onChange={() => onChange(option.value)}
          onBlur={onBlur}
        />
        {renderLabel ? renderLabel(option, checked) : option.label}
      </label>
    );
  });
}

export interface ChoiceGroupProps<V extends OptionValue> extends RadiosProps<V> {
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  invalid?: boolean;
  className?: string;
}

/** A choice inside a row that already has its caption (a FormRow, a table cell): a radiogroup named by that caption. */
export function ChoiceGroup<V extends OptionValue>({ 'aria-label': label, 'aria-labelledby': labelledBy, 'aria-describedby': describedBy, invalid, className = 'flex min-h-8 flex-wrap items-center gap-5', ...radios }: ChoiceGroupProps<V>) {
  return (
    <div role="radiogroup" aria-label={label} aria-labelledby={labelledBy} aria-describedby={describedBy} aria-invalid={invalid || undefined} className={className}>
      <Radios {...radios} />
    </div>
  );
}

/**
 * Where the caption goes: beside the radios in a label column of 5 to 9 rem (a form row's, so it lines up
 * with the FormRows around it), beside them as wide as it is, above them, or read by screen readers only.
 */
export type ChoiceLegend = 5 | 6 | 7 | 8 | 9 | 'auto' | 'above' | 'hidden';

const LEGEND_CLASS: Record<ChoiceLegend, string> = {
  5: 'float-left mr-3 w-20 shrink-0 text-right',
  6: 'float-left mr-3 w-24 shrink-0 text-right',
  7: 'float-left mr-3 w-28 shrink-0 text-right',
  8: 'float-left mr-3 w-32 shrink-0 text-right',
  9: 'float-left mr-3 w-36 shrink-0 text-right',
  auto: 'float-left mr-3',
  above: 'mb-1',
  hidden: 'sr-only',
};

export interface ChoiceFieldProps<V extends OptionValue> extends RadiosProps<V> {
  /** The caption, the group's accessible name. */
  label: ReactNode;
  legend?: ChoiceLegend;
  /** Marks the caption required (by CSS, so the mark is not part of the name). */
  required?: boolean;
  'aria-describedby'?: string;
  /** The fieldset's layout. */
  className?: string;
  /** The box around the radios. */
  itemsClassName?: string;
  /** Under the radios, inside the group: a note, the message line. */
  children?: ReactNode;
}

/** A labelled choice: a fieldset whose legend is its caption, so the radios are a group named by it. */
export function ChoiceField<V extends OptionValue>({ label, legend = 9, required = false, 'aria-describedby': describedBy, className, itemsClassName = 'flex flex-wrap items-center gap-5', children, disabled, ...radios }: ChoiceFieldProps<V>) {
  const above = legend === 'above';
  const mark = required ? "before:mr-0.5 before:text-danger before:content-['*'_/_'']" : '';
  return (
    <fieldset disabled={disabled} aria-describedby={describedBy} className={className ?? (above ? 'flex flex-col gap-1' : 'flex items-center pb-5')}>
      <legend className={`text-sm text-slate-600 ${LEGEND_CLASS[legend]} ${mark}`}>{label}</legend>
      <div className={itemsClassName}>
        <Radios {...radios} />
      </div>
      {children}
    </fieldset>
  );
}
