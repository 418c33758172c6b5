/** Adds typed words to a list: blanks and repeats are ignored (SPEC §5); commas split several at once. */
export function addKeywords(list: readonly string[], typed: string): string[] {
  const next = [...list];
  for (const word of typed.split(/[,，]/).map((w) => w.trim())) if (word && !next.includes(word)) next.push(word);
  return next;
}
