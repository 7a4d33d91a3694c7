import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { formatBibleReference, parseBibleReference, type AudioRoutineItem } from '@koinonia/contracts';
import { useLanguage } from '@koinonia/shell-contract';
import { Button, Muted } from '@koinonia/ui';
import { useBookNames } from '../../../shared/book-names';
import { ButtonRow } from './parts';

const List = styled.ol`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space(6)};
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
`;

const Item = styled.li`
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.small};
  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.highlight};
  }
`;

const Words = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  overflow-wrap: anywhere;
  white-space: pre-line;
`;

/** What an item says in the list: its kind and its passage (named in the reader's language), prayer or length. */
function useItemText() {
  const { t } = useLanguage();
  const bookNames = useBookNames();
  return (item: AudioRoutineItem) => {
    if (item.kind === 'pause') return t('audio.pauseOf', 'Pause: {seconds} s', { seconds: item.seconds });
    if (item.kind === 'prayer') return t('audio.prayerOf', 'Prayer: {text}', { text: item.text });
    const parsed = parseBibleReference(item.reference);
    return t('audio.passageOf', 'Passage: {reference}', { reference: parsed ? formatBibleReference(parsed, { bookNames }) : item.reference });
  };
}

interface RoutineItemsProps {
  items: AudioRoutineItem[];
  /** The item being played, marked. */
  playingIndex: number | null;
  busy: boolean;
  onChange(items: AudioRoutineItem[]): void;
}

/** The routine's items in order, each moved up or down or removed with buttons (the keyboard reaches all). */
export function RoutineItems({ items, playingIndex, busy, onChange }: RoutineItemsProps) {
  const { t } = useLanguage();
  const textOf = useItemText();
  const baseId = useId();
  // After a move, focus stays with the moved item, on the same button when it can still be pressed.
  const [focusAfterMove, setFocusAfterMove] = useState<{ index: number; direction: 'up' | 'down' } | null>(null);
  useEffect(() => {
    if (!focusAfterMove) return;
    const { index, direction } = focusAfterMove;
    const same = document.getElementById(`${baseId}-${index}-${direction}`) as HTMLButtonElement | null;
    const other = document.getElementById(`${baseId}-${index}-${direction === 'up' ? 'down' : 'up'}`);
    (same && !same.disabled ? same : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, baseId, items]);

  if (items.length === 0) return <Muted>{t('audio.noItems', 'This routine has no items yet. Add a passage, a prayer or a pause below.')}</Muted>;

  // While a change is being saved the buttons keep their focus but do nothing (aria-disabled), so a keyboard
  // reader is not thrown out of the list.
  const move = (index: number, direction: 'up' | 'down') => {
    if (busy) return;
    const target = direction === 'up' ? index - 1 : index + 1;
    const next = [...items];
    [next[index], next[target]] = [next[target]!, next[index]!];
    onChange(next);
    setFocusAfterMove({ index: target, direction });
  };

  return (
    <List aria-label={t('audio.items', 'Items')}>
      {items.map((item, index) => {
        const position = { position: index + 1 };
        return (
          <Item key={index} aria-current={index === playingIndex ? 'true' : undefined}>
            <Words>{textOf(item)}</Words>
            <ButtonRow>
              <Button
                id={`${baseId}-${index}-up`}
                type="button"
                $variant="secondary"
                disabled={index === 0}
                aria-disabled={busy || undefined}
                aria-label={t('audio.moveUp', 'Move item {position} up', position)}
                onClick={() => move(index, 'up')}
              >
                {t('audio.up', 'Up')}
              </Button>
              <Button
                id={`${baseId}-${index}-down`}
                type="button"
                $variant="secondary"
                disabled={index === items.length - 1}
                aria-disabled={busy || undefined}
                aria-label={t('audio.moveDown', 'Move item {position} down', position)}
                onClick={() => move(index, 'down')}
              >
                {t('audio.down', 'Down')}
              </Button>
              <Button
                type="button"
                $variant="secondary"
                aria-disabled={busy || undefined}
                aria-label={t('audio.removeItem', 'Remove item {position}', position)}
                onClick={() => !busy && onChange(items.filter((_, other) => other !== index))}
              >
                {t('audio.remove', 'Remove')}
              </Button>
            </ButtonRow>
          </Item>
        );
      })}
    </List>
  );
}
