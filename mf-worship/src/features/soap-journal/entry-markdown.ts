import type { BibleVerse, SoapEntry } from '@koinonia/contracts';

/** The headings and words of the exported file, in the reader's language. */
export interface MarkdownLabels {
  untitled: string;
  scripture: string;
  observation: string;
  application: string;
  prayer: string;
  written: string;
}

/** A quoted passage: each verse numbered, one line each, as a Markdown block quote. */
const quoted = (verses: readonly BibleVerse[]) =>
  verses.map((verse) => `> <sup>${verse.verse}</sup> ${verse.text}`).join('\n>\n');

/**
 * The entry as a Markdown document: the reference as its title, the passage quoted, the four sections, and the
 * day it was written. Sections left empty are left out.
 */
export function entryMarkdown(
  entry: SoapEntry,
  verses: readonly BibleVerse[],
  labels: MarkdownLabels,
  date: string,
): string {
  const parts = [`# ${entry.scripture || labels.untitled}`, `*${labels.written}: ${date}*`];
  if (entry.scripture)
    parts.push(
      `## ${labels.scripture}`,
      verses.length ? `${quoted(verses)}\n>\n> — ${entry.scripture} (WEB)` : entry.scripture,
    );
  for (const [label, text] of [
    [labels.observation, entry.observation],
    [labels.application, entry.application],
    [labels.prayer, entry.prayer],
  ] as const) {
    if (text.trim()) parts.push(`## ${label}`, text.trim());
  }
  return `${parts.join('\n\n')}\n`;
}

/** The file's name: the day and the reference, in letters a file system accepts. */
export function markdownFileName(entry: SoapEntry): string {
  const reference = entry.scripture.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
  return `soap-${entry.createdAt.slice(0, 10)}${reference ? `-${reference}` : ''}.md`;
}

/** Saves the text as a file, in the browser, with no call to the server. */
export function downloadText(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/markdown;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
