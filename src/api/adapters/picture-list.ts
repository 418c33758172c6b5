/**
 * Picture addresses into the console's model, a list: the reference backend keeps a video product's
 * carousel as the JSON text of a list ('["a.jpg","b.jpg"]'); some of its fields join them by commas.
 */
export function pictureList(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (!text) return [];
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
    } catch {
      return [];
    }
  }
  return text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

/** A list of picture addresses as the reference backend takes it: the JSON text of the list. */
export const pictureListText = (pictures: readonly string[]) => JSON.stringify(pictures);
