import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { BibleVerse } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';

const Text = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  font-size: 1.125rem;
  line-height: 1.8;
  max-inline-size: 42rem;
`;

const Verse = styled.li`
  padding-inline: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.small};
  scroll-margin-block: ${({ theme }) => theme.space(16)};
  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.highlight};
  }
`;

const Number = styled.span`
  font-size: 0.7em;
  font-weight: 700;
  vertical-align: super;
  margin-inline-end: 0.25em;
  color: inherit;
`;

/** The chapter's verses, the one being read marked (aria-current) and kept in view. */
export function ReadAloudVerses({ verses, readingIndex, language }: { verses: BibleVerse[]; readingIndex: number | null; language: string }) {
  const { t } = useLanguage();
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (readingIndex === null) return;
    const current = list.current?.children[readingIndex] as HTMLElement | undefined;
    // jsdom has no scrolling; a browser keeps the verse in view, gently unless the reader asked for less motion.
    const reduced = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    current?.scrollIntoView?.({ block: 'nearest', behavior: reduced ? 'auto' : 'smooth' });
  }, [readingIndex]);
  return (
    <Text ref={list} lang={language} aria-label={t('audio.chapterText', 'Chapter text')}>
      {verses.map((verse, index) => (
        <Verse key={verse.verse} aria-current={index === readingIndex ? 'true' : undefined}>
          <Number aria-hidden>{verse.verse}</Number>
          {verse.text}
        </Verse>
      ))}
    </Text>
  );
}
