import type { SelectOption } from '@/components/ui/select';
import type { FieldOption } from '../types';

/**
 * A field's options for the console's Select, addressed by index ('0', '1', …) so that the value
 * handed back is the option's own (a number stays a number, 1 and '1' stay apart).
 */
export function indexedOptions(options: readonly Pick<FieldOption, 'label' | 'disabled'>[]): SelectOption[] {
  return options.map((option, index) => ({ value: String(index), label: option.label, disabled: option.disabled }));
}

/**
 * Selects can always go back to the placeholder: once something is chosen, the list starts with the
 * placeholder as the choice '' (nothing chosen shows the placeholder on its own, greyed).
 */
export function withEmptyChoice(options: SelectOption[], chosen: boolean, placeholder: string): SelectOption[] {
  return chosen ? [{ value: '', label: placeholder }, ...options] : options;
}
