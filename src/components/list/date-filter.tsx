import { DateTimePicker } from '@/components/date-time-picker/date-time-picker';
import { FilterField } from './filter-field';

/**
 * A one-day filter (yyyy-MM-dd) under its caption. A half-typed date leaves the list as it is until it is
 * whole; clearing the box clears the filter.
 */
export function DateFilter({ id, label, value, onChange }: { id: string; label: string; value: string | undefined; onChange: (date: string | undefined) => void }) {
  return (
    <FilterField id={id} label={label}>
      <DateTimePicker
        id={id}
        mode="date"
        className="w-44"
        value={value ?? ''}
        onChange={(date, text) => {
          if (date || !text.trim()) onChange(date || undefined);
        }}
      />
    </FilterField>
  );
}
