/** A language's name in the reader's language ("English", "anglais"), or its code where the browser cannot say. */
export function languageName(code: string, readerCode: string): string {
  try {
    return new Intl.DisplayNames([readerCode, 'en'], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
