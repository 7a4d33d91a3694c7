import { useEffect, useRef } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import type { BibleHighlightColor, BibleVerse } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { highlightColor } from './highlight-color';

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

const numberStyle = ({ theme }: { theme: DefaultTheme }) => `
  font-size: 0.7em;
  font-weight: 700;
  vertical-align: super;
  line-height: 1;
  margin-inline-end: 0.2em;
  color: ${theme.colors.textMuted};
  user-select: none;
`;

const VerseNumber = styled.sup`
  ${numberStyle}
`;

/** The verse number as a button: choosing a verse opens what can be done with it (highlight, note). */
const VerseButton = styled.button`
  ${numberStyle}
  font-family: inherit;
  background: none;
  border: 0;
  padding: 0.1em 0.25em;
  border-radius: 4px;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const Verse = styled.span<{ $color: BibleHighlightColor | null; $target: boolean }>`
  scroll-margin-top: 6rem;
  border-radius: 4px;
  ${({ $color, theme }) => ($color ? `background: ${highlightColor(theme, $color)};` : '')}
  ${({ $target, theme }) => ($target ? `outline: 2px solid ${theme.colors.accent}; outline-offset: 2px;` : '')}
`;

const NoteMark = styled.span`
  font-size: 0.8em;
  margin-inline-start: 0.15em;
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

interface ChapterTextProps {
  verses: readonly BibleVerse[];
  language: string;
  /** A verse gone to (from a reference or a search): outlined and scrolled into view. */
  markedVerse: number | null;
  idPrefix: string;
  /** The reader's own highlights, by verse. */
  highlights?: ReadonlyMap<number, BibleHighlightColor>;
  /** Verses the reader has notes on. */
  notedVerses?: ReadonlySet<number>;
  /** With it, verse numbers are buttons that choose a verse. */
  selectedVerse?: number | null;
  onSelectVerse?(verse: number): void;
}

/**
 * A chapter's text with its verse numbers. The text keeps its own language and direction (an English
 * translation reads left to right inside an Arabic page).
 */
export function ChapterText({ verses, language, markedVerse, idPrefix, highlights, notedVerses, selectedVerse, onSelectVerse }: ChapterTextProps) {
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
            {paragraph.map((verse) => {
              const label = t('reader.verseNumber', 'Verse {number}', { number: verse.verse });
              return (
                <Verse
                  key={verse.verse}
                  id={`${idPrefix}-${verse.verse}`}
                  $color={highlights?.get(verse.verse) ?? null}
                  $target={verse.verse === markedVerse}
                  ref={verse.verse === markedVerse ? marked : undefined}
                >
                  {onSelectVerse ? (
                    <VerseButton type="button" aria-label={label} aria-pressed={verse.verse === selectedVerse} onClick={() => onSelectVerse(verse.verse)}>
                      {verse.verse}
                    </VerseButton>
                  ) : (
                    <VerseNumber aria-label={label}>{verse.verse}</VerseNumber>
                  )}
                  {verse.text}
                  {notedVerses?.has(verse.verse) ? (
                    <NoteMark role="img" aria-label={t('reader.hasNote', 'You have a note here')}>
                      ✎
                    </NoteMark>
                  ) : null}{' '}
                </Verse>
              );
            })}
          </Paragraph>
        </div>
      ))}
    </Text>
  );
}
