/**
 * 结算凭证's pictures. The platform writes them as a JSON list of addresses (the reference console parses
 * it so); an address alone is read as one picture. Anything unreadable is none.
 */
export function closingProofPictures(text: string | undefined): string[] {
  const value = (text ?? '').trim();
  if (!value) return [];
  if (!value.startsWith('[')) return [value];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((url): url is string => typeof url === 'string' && url.trim() !== '') : [];
  } catch {
    return [];
  }
}
