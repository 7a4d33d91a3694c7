import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import type { BibleVerse } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';

const Text = styled.div`
  font-size: 1.125rem;
  line-height: 1.8;
  max-width: 42rem;
`;

const Paragraph = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
`;

const Heading = styled.p`
  font-style: italic;
  font-size: 0.95rem;
  margin: ${({ theme }) => theme.space(2)} 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Number = styled.sup`
  font-size: 0.7em;
  font-weight: 700;
  margin-inline-end: 0.2em;
  color: ${({ theme }) => theme.colors.textMuted};
  user-select: none;
`;

const Verse = styled.span<{ $marked: boolean }>`
  scroll-margin-top: 6rem;
  border-radius: 4px;
  ${({ $marked, theme }) => ($marked ? `background: ${theme.colors.highlight}; box-shadow: 0 0 0 2px ${theme.colors.highlight};` : '')}
`;

/** Verses grouped as the translation prints them: a new paragraph (or a psalm's title) starts a block. */
function paragraphsOf(verses: readonly BibleVerse[]): BibleVerse[][] {
  const paragraphs: BibleVerse[][] = [];
  for (const verse of verses) {
    const last = paragraphs[paragraphs.length - 1];
    if (!last || verse.paragraph || verse.heading) paragraphs.push([verse]);
    else last.push(verse);
  }
  return paragraphs;
}

/**
 * A chapter's text with its verse numbers. The text keeps its own language and direction (an English
 * translation reads left to right inside an Arabic page); a marked verse is scrolled into view.
 */
export function ChapterText({ verses, language, markedVerse, idPrefix }: { verses: readonly BibleVerse[]; language: string; markedVerse: number | null; idPrefix: string }) {
  const { t } = useLanguage();
  const marked = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    marked.current?.scrollIntoView?.({ block: 'center' });
  }, [markedVerse, verses]);
  return (
    <Text lang={language} dir="auto">
      {paragraphsOf(verses).map((paragraph) => (
        <div key={paragraph[0]!.verse}>
          {paragraph[0]!.heading ? <Heading>{paragraph[0]!.heading}</Heading> : null}
          <Paragraph>
            {paragraph.map((verse) => (
              <Verse key={verse.verse} id={`${idPrefix}-${verse.verse}`} $marked={verse.verse === markedVerse} ref={verse.verse === markedVerse ? marked : undefined}>
                <Number aria-label={t('reader.verseNumber', 'Verse {number}', { number: verse.verse })}>{verse.verse}</Number>
                {verse.text}{' '}
              </Verse>
            ))}
          </Paragraph>
        </div>
      ))}
    </Text>
  );
}
