import type { SelectOption, SelectValue } from '@/components/ui/select';

/**
 * Selects can always go back to the placeholder: once something is chosen, the list starts with the
 * placeholder as the choice null (nothing chosen shows the placeholder on its own, greyed).
 */
export function withEmptyChoice<V extends SelectValue>(options: readonly SelectOption<V>[], chosen: boolean, placeholder: string): SelectOption<V | null>[] {
  return chosen ? [{ value: null, label: placeholder }, ...options] : [...options];
}
