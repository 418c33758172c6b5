import type { RefCallBack } from 'react-hook-form';
import type { FormField, FormSize } from '../types';

/**
 * What every control gets from its form item. `settled` false marks a half-made choice (one end
 * of a range, a cascader branch) that must not trigger change validation yet.
 */
export interface ControlProps<V> {
  id: string;
  field: FormField;
  value: V;
  onChange: (value: V, settled?: boolean) => void;
  onBlur: () => void;
  disabled: boolean;
  invalid: boolean;
  size: FormSize;
  /** Tips and, while there is one, the error, for aria-describedby. */
  describedBy: string | undefined;
  /** The visible label, for groups that a <label for> cannot name. */
  labelledBy: string;
  inputRef: RefCallBack;
}

/** Option values compare by content: 1 and '1' differ, paths compare element by element. */
export function sameValue(a: unknown, b: unknown) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** What a control drawn as a radio group (ChoiceGroup) takes from its form item. */
export function radioGroupProps<V>({ id, onChange, onBlur, disabled, invalid, describedBy, labelledBy, inputRef }: ControlProps<V>) {
  return { name: id, onChange: (value: V) => onChange(value), onBlur, disabled, invalid, 'aria-labelledby': labelledBy, 'aria-describedby': describedBy, inputRef };
}
