import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatBibleReference, type BibleVerse } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { Card, LoadingState, Muted } from '@koinonia/ui';
import { useVerseOfTheDay } from '../api';
import { useBookNames } from '../book-names';
import { DEFAULT_TRANSLATION, readingPath } from '../reading-place';

const Quote = styled.blockquote`
  margin: ${({ theme }) => theme.space(2)} 0;
  font-size: 1.125rem;
  line-height: 1.6;
`;

const Title = styled.h2`
  margin: 0;
  font-size: 0.875rem;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Where a passage's first verse is read in its chapter. */
const chapterLink = (first: BibleVerse, translation: string) =>
  readingPath({ translation, book: first.book, chapter: first.chapter, verse: first.verse, compare: null });

/** The day's verse, the same for everyone that day, with a way into its chapter. Quiet when it cannot load. */
export function VerseOfTheDay({ translation = DEFAULT_TRANSLATION }: { translation?: string }) {
  const { t } = useLanguage();
  const names = useBookNames();
  const verse = useVerseOfTheDay(translation);
  if (verse.isPending) return <LoadingState />;
  if (verse.isError) return null;
  const [first, ...rest] = verse.data.verses;
  if (!first) return null;
  const last = rest[rest.length - 1] ?? first;
  const reference = formatBibleReference(
    { book: first.book, chapter: first.chapter, verse: first.verse, endChapter: last.chapter, endVerse: last.verse },
    { bookNames: names },
  );
  return (
    <Card as="section" aria-labelledby="verse-of-the-day-title">
      <Title id="verse-of-the-day-title">{t('reader.verseOfTheDay', 'Verse of the day')}</Title>
      <Quote lang="en" dir="auto">
        {verse.data.verses.map((part) => part.text).join(' ')}
      </Quote>
      <Muted>
        <bdi>{reference}</bdi> · <Link to={chapterLink(first, translation)}>{t('reader.readChapter', 'Read the chapter')}</Link>
      </Muted>
    </Card>
  );
}
