/** Text as search compares it: case and accents ignored (é = e), so "oracion" finds "oración". */
export function searchable(text: string, language: string): string {
  let lower: string;
  try {
    lower = text.toLocaleLowerCase(language);
  } catch {
    lower = text.toLowerCase();
  }
  return lower.normalize('NFD').replace(/\p{Diacritic}/gu, '');
}

/** Whether every word of the query appears in one of the texts. An empty query matches everything. */
export function matchesQuery(query: string, texts: readonly string[], language: string): boolean {
  const words = searchable(query, language).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = searchable(texts.join(' '), language);
  return words.every((word) => haystack.includes(word));
}
