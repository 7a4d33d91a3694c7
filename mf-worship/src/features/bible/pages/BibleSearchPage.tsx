import type { ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BIBLE_SEARCH_MIN_LENGTH, type BibleSearchHit } from '@koinonia/contracts';
import { ListPage, paths, useLanguage } from '@koinonia/shell-contract';
import { Button, Card, EmptyState, InlineField, Muted, PageTitle } from '@koinonia/ui';
import { useBibleSearch } from '../api';
import { useBookNames } from '../book-names';
import { DEFAULT_TRANSLATION, readingPath, searchPath } from '../reading-place';

const Mark = styled.mark`
  background: ${({ theme }) => theme.colors.highlight};
  color: inherit;
  border-radius: 2px;
`;

const Reference = styled(Link)`
  font-weight: 700;
`;

const SearchBar = styled.form`
  margin: ${({ theme }) => theme.space(3)} 0 ${({ theme }) => theme.space(4)};
`;

function Hit({ hit, translation }: { hit: BibleSearchHit; translation: string }) {
  const { t } = useLanguage();
  const names = useBookNames();
  return (
    <Card as="article">
      <Reference to={readingPath({ translation, book: hit.book, chapter: hit.chapter, verse: hit.verse, compare: null })}>
        <bdi>{t('reader.verseTitle', '{book} {chapter}:{verse}', { book: names[hit.book]!, chapter: hit.chapter, verse: hit.verse })}</bdi>
      </Reference>
      <p lang="en" dir="auto" style={{ margin: '0.5rem 0 0' }}>
        {hit.parts.map((part, index) => (part.match ? <Mark key={index}>{part.text}</Mark> : <span key={index}>{part.text}</span>))}
      </p>
    </Card>
  );
}

function Results({ words, translation, header }: { words: string; translation: string; header: ReactNode }) {
  const { t } = useLanguage();
  const list = useBibleSearch(translation, words);
  const total = (list.data?.pages[0] as { total?: number } | undefined)?.total;
  return (
    <ListPage
      title={t('reader.search', 'Search the Bible')}
      list={list}
      actions={
        <>
          {header}
          {total ? <Muted style={{ marginBottom: '1rem' }}>{t('reader.versesFound', 'Verses found: {count}', { count: total })}</Muted> : null}
        </>
      }
      empty={{ title: t('reader.searchEmptyTitle', 'No verses found'), body: t('reader.searchEmptyBody', 'Try other words, or fewer of them.') }}
      keyOf={(hit) => `${hit.book}-${hit.chapter}-${hit.verse}`}
      renderItem={(hit) => <Hit hit={hit} translation={translation} />}
    />
  );
}

/** /bible-reading/search?q=&translation=: verses that hold the words, best matches first. */
export function BibleSearchPage() {
  const { t } = useLanguage();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const words = (search.get('q') ?? '').trim();
  const translation = search.get('translation') || DEFAULT_TRANSLATION;
  const header = (
    <>
      <Link to={paths.bibleReading()}>{t('reader.backToReading', 'Back to reading')}</Link>
      <SearchBar
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const typed = String(new FormData(event.currentTarget).get('q') ?? '').trim();
          if (typed.length >= BIBLE_SEARCH_MIN_LENGTH) navigate(searchPath(typed, translation));
        }}
      >
        <InlineField>
          <input name="q" type="search" defaultValue={words} key={words} aria-label={t('reader.searchLabel', 'Words to search for')} minLength={BIBLE_SEARCH_MIN_LENGTH} required />
          <Button type="submit">{t('reader.searchButton', 'Search')}</Button>
        </InlineField>
      </SearchBar>
    </>
  );
  if (words.length >= BIBLE_SEARCH_MIN_LENGTH) return <Results words={words} translation={translation} header={header} />;
  return (
    <section aria-labelledby="bible-search-title">
      <PageTitle id="bible-search-title">{t('reader.search', 'Search the Bible')}</PageTitle>
      {header}
      <EmptyState title={t('reader.searchPrompt', 'What are you looking for?')}>{t('reader.searchTooShort', 'Search for at least 2 characters')}</EmptyState>
    </section>
  );
}
