/** The translation the Bible reader opens in when nothing else was chosen: the World English Bible. */
export const DEFAULT_TRANSLATION = 'web';
/** Where the reader keeps its last place on this device (the Bible feature writes it). */
export const READING_PLACE_KEY = 'koinonia.bible.place';

/** The translation last read on this device: the one a plan's chapters are kept offline in. */
export function readerTranslation(): string {
  try {
    const saved = JSON.parse(localStorage.getItem(READING_PLACE_KEY) ?? 'null') as { translation?: unknown } | null;
    if (typeof saved?.translation === 'string' && /^[a-z]{2,10}$/.test(saved.translation)) return saved.translation;
  } catch {
    // Storage unavailable or a stale value.
  }
  return DEFAULT_TRANSLATION;
}
