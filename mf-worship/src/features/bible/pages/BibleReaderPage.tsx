import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { BibleHighlightColor } from '@koinonia/contracts';
import { paths, QueryErrorState, useLanguage } from '@koinonia/shell-contract';
import { LoadingState, PageTitle, Stack } from '@koinonia/ui';
import { useChapter, useChapterStudy, useTranslations } from '../api';
import { useBookNames } from '../book-names';
import { ChapterDiscussion } from '../components/ChapterDiscussion';
import { ChapterNav } from '../components/ChapterNav';
import { ChapterText } from '../components/ChapterText';
import { ReaderControls } from '../components/ReaderControls';
import { StudyNotes } from '../components/StudyNotes';
import { VerseActions } from '../components/VerseActions';
import { VerseOfTheDay } from '../components/VerseOfTheDay';
import { placeFromSearch, rememberPlace, searchOfPlace, searchPath, type ReadingPlace } from '../reading-place';

const Side = styled.div<{ $columns: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: 1fr;
  @media (min-width: ${({ theme }) => theme.breakpoints.mobile}px) {
    grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  }
`;

const ColumnTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ChapterTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

/** One translation's text of the chapter, with its own loading and error states. */
interface StudyView {
  highlights: ReadonlyMap<number, BibleHighlightColor>;
  notedVerses: ReadonlySet<number>;
  selectedVerse?: number | null;
  onSelectVerse?(verse: number): void;
}

function TranslationColumn({ place, translation, language, label, study }: { place: ReadingPlace; translation: string; language: string; label: string | null; study: StudyView }) {
  const chapter = useChapter(translation, place.book, place.chapter);
  let body;
  if (chapter.isPending) body = <LoadingState />;
  else if (chapter.isError) body = <QueryErrorState error={chapter.error} onRetry={() => void chapter.refetch()} />;
  else body = <ChapterText verses={chapter.data.verses} language={language} markedVerse={place.verse} idPrefix={`${translation}-v`} {...study} />;
  return (
    <section aria-label={label ?? undefined}>
      {label ? <ColumnTitle>{label}</ColumnTitle> : null}
      {body}
    </section>
  );
}

/**
 * /bible-reading (and /bible): a chapter of the translation chosen, beside a second one when comparing,
 * with the verse of the day, the ways to move (book, chapter, reference, previous and next) and search.
 */
export function BibleReaderPage() {
  const { t } = useLanguage();
  const names = useBookNames();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const place = placeFromSearch(search);
  const translations = useTranslations();
  const chapter = useChapter(place.translation, place.book, place.chapter);
  const study = useChapterStudy(place.book, place.chapter);
  const [selectedVerse, setSelectedVerse] = useState<number | null>(null);

  const { translation, book, chapter: chapterNumber } = place;
  useEffect(() => rememberPlace({ translation, book, chapter: chapterNumber }), [translation, book, chapterNumber]);
  // A verse chosen in one chapter is not chosen in the next.
  useEffect(() => setSelectedVerse(null), [book, chapterNumber]);

  const go = (change: Partial<ReadingPlace>) => navigate({ search: searchOfPlace({ ...place, verse: null, ...change }) });
  const translationOf = (code: string) => translations.data?.items.find((translation) => translation.code === code);
  const column = (code: string) => ({
    translation: code,
    language: translationOf(code)?.language ?? 'en',
    label: place.compare ? (translationOf(code)?.abbreviation ?? code.toUpperCase()) : null,
  });
  const title = t('reader.chapterTitle', '{book} {chapter}', { book: names[place.book]!, chapter: place.chapter });
  const verseTitle = (verse: number) => t('reader.verseTitle', '{book} {chapter}:{verse}', { book: names[place.book]!, chapter: place.chapter, verse });
  const highlights = new Map((study.data?.highlights ?? []).map((highlight) => [highlight.verse, highlight.color]));
  const studyView: StudyView = { highlights, notedVerses: new Set((study.data?.notes ?? []).map((note) => note.verse)) };

  return (
    <section aria-labelledby="bible-reading-title">
      <PageTitle id="bible-reading-title">{t('reader.title', 'Bible Reading')}</PageTitle>
      <Stack>
        <Link to={paths.readingPlans()}>{t('plans.readingPlansLink', 'Reading plans')}</Link>
        <VerseOfTheDay translation={place.translation} />
        {translations.isError ? (
          <QueryErrorState error={translations.error} onRetry={() => void translations.refetch()} />
        ) : (
          <ReaderControls
            place={place}
            translations={translations.data?.items ?? []}
            onGo={go}
            onSearch={(words) => navigate(searchPath(words, place.translation))}
          />
        )}
        <article aria-labelledby="bible-chapter-title">
          <ChapterTitle id="bible-chapter-title">{title}</ChapterTitle>
          <Side $columns={place.compare ? 2 : 1}>
            <TranslationColumn
              place={place}
              {...column(place.translation)}
              study={{ ...studyView, selectedVerse, onSelectVerse: (verse) => setSelectedVerse(verse === selectedVerse ? null : verse) }}
            />
            {place.compare ? <TranslationColumn place={place} {...column(place.compare)} study={studyView} /> : null}
          </Side>
          {selectedVerse ? (
            <VerseActions
              book={place.book}
              chapter={place.chapter}
              verse={selectedVerse}
              title={verseTitle(selectedVerse)}
              color={highlights.get(selectedVerse) ?? null}
              translation={place.translation}
              onClose={() => setSelectedVerse(null)}
            />
          ) : null}
          {chapter.data ? <ChapterNav place={place} previous={chapter.data.previous} next={chapter.data.next} /> : null}
        </article>
        <StudyNotes notes={study.data?.notes ?? []} verseTitle={verseTitle} />
        <ChapterDiscussion book={place.book} chapter={place.chapter} title={title} />
      </Stack>
    </section>
  );
}
