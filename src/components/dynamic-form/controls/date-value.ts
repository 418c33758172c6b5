export type Picker = 'date' | 'time';

/** Browsers drop ':00' seconds from a time input; values keep Element's HH:mm:ss either way. */
export function normalizePickerValue(picker: Picker, raw: string) {
  return picker === 'time' && /^\d{2}:\d{2}$/.test(raw) ? `${raw}:00` : raw;
}
