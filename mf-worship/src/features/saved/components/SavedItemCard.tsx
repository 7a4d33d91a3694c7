import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Prayer, SavedItem } from '@koinonia/contracts';
import { paths, useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Button, Card, Muted } from '@koinonia/ui';
import { useBookNames } from '../../../shared/book-names';
import { useRemoveSavedItem } from '../api';

const Title = styled.h2`
  margin: 0;
  font-size: 1.125rem;
  overflow-wrap: anywhere;
`;

const Text = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  overflow-wrap: anywhere;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-block-start: ${({ theme }) => theme.space(2)};
`;

/** The Bible reader at the verse, in the translation it was saved from. */
const versePath = (verse: Extract<SavedItem, { kind: 'verse' }>['verse']) =>
  `${paths.bibleChapter(verse.book, verse.chapter)}&verse=${verse.verse}&translation=${encodeURIComponent(verse.translation)}`;

/** What the item saves, with a link to where it lives. */
function SavedThing({ item, renderPrayer }: { item: SavedItem; renderPrayer?(prayer: Prayer): ReactNode }) {
  const { t } = useLanguage();
  const bookNames = useBookNames();
  const headingId = `saved-item-${item.id}`;
  switch (item.kind) {
    case 'prayer':
      return renderPrayer ? (
        renderPrayer(item.prayer)
      ) : (
        <Title id={headingId}>
          <Link to={`/prayer-wall/${item.prayer.id}`}>
            <bdi>{item.prayer.title}</bdi>
          </Link>
        </Title>
      );
    case 'verse': {
      const { verse } = item;
      const reference = `${bookNames[verse.book] ?? verse.book} ${verse.chapter}:${verse.verse}`;
      return (
        <>
          <Title id={headingId}>
            <Link to={versePath(verse)}>
              <bdi>{reference}</bdi>
            </Link>{' '}
            <Muted as="span">{verse.translation.toUpperCase()}</Muted>
          </Title>
          <Text dir="auto">{verse.text}</Text>
        </>
      );
    }
    case 'reflection': {
      const { reflection } = item;
      return (
        <>
          <Title id={headingId}>
            <Link to={`/soap/${reflection.id}`}>
              <bdi>{reflection.scripture || t('saved.untitledReflection', 'A reflection')}</bdi>
            </Link>
          </Title>
          {reflection.excerpt ? <Text dir="auto">{reflection.excerpt}</Text> : null}
        </>
      );
    }
  }
}

const kindLabels = { prayer: 'Prayer', verse: 'Verse', reflection: 'Reflection' } as const;

/** One saved item: the thing itself, what kind it is, when it was saved, and Remove. */
export function SavedItemCard({ item, renderPrayer }: { item: SavedItem; renderPrayer?(prayer: Prayer): ReactNode }) {
  const { t, code } = useLanguage();
  const toast = useToast();
  const { messageOf } = useErrorText();
  const remove = useRemoveSavedItem();
  const kind = t(`saved.kind.${item.kind}`, kindLabels[item.kind]);
  return (
    // A request shown by the wall's own card is that card's article; this one only adds the saved item's footer.
    <Card as={item.kind === 'prayer' && renderPrayer ? 'div' : 'article'} aria-labelledby={`saved-item-${item.id}`}>
      <SavedThing item={item} renderPrayer={renderPrayer} />
      <Footer>
        <Muted>
          {kind} ·{' '}
          {t('saved.savedOn', 'Saved {date}', {
            date: new Date(item.createdAt).toLocaleDateString(code, { dateStyle: 'medium' }),
          })}
        </Muted>
        <Button
          type="button"
          $variant="secondary"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(item.id, {
              onSuccess: () => toast({ title: t('saved.removedToast', 'Removed from your saved items') }),
              onError: (error) => toast({ title: messageOf(error), variant: 'destructive' }),
            })
          }
        >
          {t('saved.remove', 'Remove')}
        </Button>
      </Footer>
    </Card>
  );
}
