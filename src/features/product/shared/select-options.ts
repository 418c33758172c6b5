import type { SelectOption } from '@/components/ui/select';

/** Records with a numeric id as a select's options: the id as the value, `label` as the text. */
export const idOptions = <T extends { id: number }>(items: readonly T[] | undefined, label: (item: T) => string): SelectOption<number>[] => (items ?? []).map((item) => ({ value: item.id, label: label(item) }));
