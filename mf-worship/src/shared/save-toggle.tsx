import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  savedItemsEndpoints,
  savedVerseTarget,
  type BibleBookCode,
  type NewSavedItem,
  type SavedItemKind,
} from '@koinonia/contracts';
import { endpointQueryKey, useApi, useEndpointMutation, useErrorText, useLanguage, useToast } from '@koinonia/shell-contract';
import { Button } from '@koinonia/ui';
import { savedItemIdOf } from './saved-lookup';

/** What a Save button saves: a prayer request or journal entry by id, a verse by its place. */
export type SaveTarget =
  | { kind: Exclude<SavedItemKind, 'verse'>; id: string }
  | { kind: 'verse'; translation: string; book: BibleBookCode; chapter: number; verse: number };

const targetIdOf = (target: SaveTarget) => (target.kind === 'verse' ? savedVerseTarget(target) : target.id);
const bodyOf = (target: SaveTarget): NewSavedItem =>
  target.kind === 'verse'
    ? { kind: 'verse', translation: target.translation, book: target.book, chapter: target.chapter, verse: target.verse }
    : { kind: target.kind, targetId: target.id };

/**
 * Whether the thing is among the member's saved items, and the way to save it or take it off. The wall, the Bible
 * reader and the journal show it; the saved items' own screens (features/saved) read the same cache paths, so
 * saving here shows there.
 */
export function useSavedState(target: SaveTarget) {
  const queryClient = useQueryClient();
  const targetId = targetIdOf(target);
  const apiRequest = useApi();
  // Under the lookup's own path, so refreshing the lookups reaches it; asked together with the page's others.
  const lookup = useQuery({
    queryKey: endpointQueryKey(savedItemsEndpoints.lookup, { query: { kind: target.kind, targets: targetId } }),
    queryFn: () => savedItemIdOf(apiRequest, target.kind, targetId),
  });
  const savedItemId = lookup.data ?? null;
  // Every list and lookup of saved items is read again: the button and /saved stay in step.
  const refresh = () => queryClient.invalidateQueries({ queryKey: endpointQueryKey(savedItemsEndpoints.list) });
  const refreshLookups = () => queryClient.invalidateQueries({ queryKey: endpointQueryKey(savedItemsEndpoints.lookup) });
  const save = useEndpointMutation(savedItemsEndpoints.save, {
    toCall: (next: SaveTarget) => ({ body: bodyOf(next) }),
    onSuccess: () => Promise.all([refresh(), refreshLookups()]),
  });
  const remove = useEndpointMutation(savedItemsEndpoints.remove, {
    toCall: (id: string) => ({ params: { savedItemId: id } }),
    onSuccess: () => Promise.all([refresh(), refreshLookups()]),
  });
  return { savedItemId, save, remove, busy: lookup.isPending || save.isPending || remove.isPending };
}

/** "Save" / "Saved": a toggle that keeps the thing among the member's saved items (/saved). */
export function SaveToggle({ target }: { target: SaveTarget }) {
  const { t } = useLanguage();
  const toast = useToast();
  const { messageOf } = useErrorText();
  const { savedItemId, save, remove, busy } = useSavedState(target);
  const onError = (error: Error) => toast({ title: messageOf(error), variant: 'destructive' });
  const saved = savedItemId !== null;
  return (
    <Button
      type="button"
      $variant={saved ? 'primary' : 'secondary'}
      aria-pressed={saved}
      disabled={busy}
      onClick={() =>
        saved
          ? remove.mutate(savedItemId, { onSuccess: () => toast({ title: t('saved.removedToast', 'Removed from your saved items') }), onError })
          : save.mutate(target, { onSuccess: () => toast({ title: t('saved.savedToast', 'Saved. Find it under Saved.') }), onError })
      }
    >
      {saved ? t('saved.savedButton', 'Saved') : t('saved.saveButton', 'Save')}
    </Button>
  );
}
