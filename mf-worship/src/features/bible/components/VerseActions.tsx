import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { bibleHighlightColors, type BibleBookCode, type BibleHighlightColor } from '@koinonia/contracts';
import { useErrorText, useLanguage, useShell } from '@koinonia/shell-contract';
import { Button, Card } from '@koinonia/ui';
import { SaveToggle } from '../../../shared/save-toggle';
import { useAddNote, useHighlight } from '../api';
import { journalOnVersePath } from '../journal-link';
import { highlightColor } from './highlight-color';
import { WritingForm } from './WritingForm';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Swatch = styled.button<{ $color: BibleHighlightColor }>`
  inline-size: 2.25rem;
  block-size: 2.25rem;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.border};
  cursor: pointer;
  background: ${({ theme, $color }) => highlightColor(theme, $color)};
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.text};
    box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface}, 0 0 0 4px ${({ theme }) => theme.colors.text};
  }
`;

const colorNames: Record<BibleHighlightColor, string> = { yellow: 'Yellow', green: 'Green', blue: 'Blue', pink: 'Pink' };

interface VerseActionsProps {
  book: BibleBookCode;
  chapter: number;
  verse: number;
  /** The verse as its heading says it ("John 3:16"). */
  title: string;
  color: BibleHighlightColor | null;
  /** The translation read, which a saved verse keeps (the World English Bible when not said). */
  translation?: string;
  onClose(): void;
}

/**
 * What can be done with the verse chosen: highlight it in a colour (or take it off), write a note on it, or
 * journal on it (a new S.O.A.P. entry).
 */
export function VerseActions({ book, chapter, verse, title, color, translation = 'web', onClose }: VerseActionsProps) {
  const { t } = useLanguage();
  const { toast } = useShell();
  const errorText = useErrorText();
  const highlight = useHighlight();
  const addNote = useAddNote();
  const [writing, setWriting] = useState(false);
  const place = { book, chapter, verse };
  const setColor = (next: BibleHighlightColor | null) =>
    highlight({ ...place, color: next }, { onError: (error) => toast({ title: errorText.messageOf(error), variant: 'destructive' }) });

  return (
    <Card as="section" aria-labelledby="verse-actions-title" style={{ position: 'sticky', bottom: '1rem', zIndex: 1 }}>
      <Row style={{ justifyContent: 'space-between' }}>
        <h3 id="verse-actions-title" style={{ margin: 0 }}>
          <bdi>{title}</bdi>
        </h3>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {t('reader.close', 'Close')}
        </Button>
      </Row>
      <Row role="group" aria-label={t('reader.highlight', 'Highlight')} style={{ marginTop: '0.75rem' }}>
        {bibleHighlightColors.map((option) => (
          <Swatch
            key={option}
            type="button"
            $color={option}
            aria-pressed={color === option}
            aria-label={t(`reader.color.${option}`, colorNames[option])}
            onClick={() => setColor(color === option ? null : option)}
          />
        ))}
        {color ? (
          <Button type="button" $variant="secondary" onClick={() => setColor(null)}>
            {t('reader.removeHighlight', 'Remove highlight')}
          </Button>
        ) : null}
        {writing ? null : (
          <Button type="button" onClick={() => setWriting(true)}>
            {t('reader.addNote', 'Add a note')}
          </Button>
        )}
        <SaveToggle target={{ kind: 'verse', translation, ...place }} />
        <Link to={journalOnVersePath(book, chapter, verse)}>{t('reader.journalOnVerse', 'Journal on this verse')}</Link>
      </Row>
      {writing ? (
        <div style={{ marginTop: '0.75rem' }}>
          <WritingForm
            id={`note-${book}-${chapter}-${verse}`}
            label={t('reader.noteOn', 'Your note on {verse}', { verse: title })}
            submitLabel={t('reader.saveNote', 'Save note')}
            save={async (body) => {
              await addNote.mutateAsync({ ...place, body });
              setWriting(false);
              toast({ title: t('reader.noteSaved', 'Your note is saved') });
            }}
            onCancel={() => setWriting(false)}
          />
        </div>
      ) : null}
    </Card>
  );
}
