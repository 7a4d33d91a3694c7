import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { BibleChapterRef } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { useBookNames } from '../book-names';
import { searchOfPlace, type ReadingPlace } from '../reading-place';

const Nav = styled.nav`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(4)} 0;
`;

/** To the same chapter read aloud (/spiritual-audio, the audio feature's page: a plain path, not an import). */
const Listen = styled(Link)`
  align-self: center;
  font-weight: 600;
`;

const Step = styled(Link)`
  display: inline-flex;
  flex-direction: column;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.medium};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:last-child {
    text-align: end;
    margin-inline-start: auto;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Links to the chapters before and after, across books, with where they lead. */
export function ChapterNav({ place, previous, next }: { place: ReadingPlace; previous: BibleChapterRef | null; next: BibleChapterRef | null }) {
  const { t, dir } = useLanguage();
  const names = useBookNames();
  const [back, forward] = dir === 'rtl' ? ['→', '←'] : ['←', '→'];
  const to = (target: BibleChapterRef) => searchOfPlace({ ...place, ...target, verse: null });
  const name = (target: BibleChapterRef) => t('reader.chapterTitle', '{book} {chapter}', { book: names[target.book]!, chapter: target.chapter });
  return (
    <Nav aria-label={t('reader.chapters', 'Chapters')}>
      {previous ? (
        <Step to={to(previous)} rel="prev">
          <small>
            <span aria-hidden="true">{back} </span>
            {t('reader.previousChapter', 'Previous chapter')}
          </small>
          <span>{name(previous)}</span>
        </Step>
      ) : null}
      <Listen to={`/spiritual-audio?translation=${encodeURIComponent(place.translation)}&book=${place.book}&chapter=${place.chapter}`}>
        {t('audio.listenToChapter', 'Listen to this chapter')}
      </Listen>
      {next ? (
        <Step to={to(next)} rel="next">
          <small>
            {t('reader.nextChapter', 'Next chapter')}
            <span aria-hidden="true"> {forward}</span>
          </small>
          <span>{name(next)}</span>
        </Step>
      ) : null}
    </Nav>
  );
}
