import { useQueryClient } from '@tanstack/react-query';
import {
  bibleDiscussionEndpoints,
  bibleEndpoints,
  bibleStudyEndpoints,
  endpointPath,
  type BibleBookCode,
  type BibleChapterStudy,
  type BibleComment,
  type BibleHighlightColor,
  type BibleNote,
} from '@koinonia/contracts';
import { endpointQueryKey, updateCachedListItems, useEndpointList, useEndpointMutation, useEndpointQuery } from '@koinonia/shell-contract';

/** The translations the service holds, in the order a reader is offered them. */
export const useTranslations = () => useEndpointQuery(bibleEndpoints.translations);

/** One chapter of one translation (the text is cached by the browser too: it never changes). */
export const useChapter = (translation: string, book: BibleBookCode, chapter: number) =>
  useEndpointQuery(bibleEndpoints.chapter, { params: { translation, book, chapter } });

/** The reader's own calendar day, YYYY-MM-DD: the verse changes at their midnight, not the server's. */
export function localDate(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const useVerseOfTheDay = (translation: string) =>
  useEndpointQuery(bibleEndpoints.verseOfTheDay, { params: { translation }, query: { date: localDate() } });

/** Ranked matches of the words, a page at a time. */
export const useBibleSearch = (translation: string, words: string) =>
  useEndpointList(bibleEndpoints.search, { params: { translation }, query: { q: words, limit: 20 } });

/** The member's own highlights and notes in a chapter. */
export const useChapterStudy = (book: BibleBookCode, chapter: number) => useEndpointQuery(bibleStudyEndpoints.chapter, { params: { book, chapter } });

type StudyKey = { book: BibleBookCode; chapter: number };

/** Changes the cached study of a chapter at once; answers what was there, to put back if the call fails. */
function useStudyCache() {
  const queryClient = useQueryClient();
  const keyOf = ({ book, chapter }: StudyKey) => endpointQueryKey(bibleStudyEndpoints.chapter, { params: { book, chapter } });
  return {
    async change(place: StudyKey, change: (study: BibleChapterStudy) => BibleChapterStudy) {
      await queryClient.cancelQueries({ queryKey: keyOf(place) });
      const before = queryClient.getQueryData<BibleChapterStudy>(keyOf(place));
      if (before) queryClient.setQueryData(keyOf(place), change(before));
      return { before };
    },
    restore(place: StudyKey, context: { before?: BibleChapterStudy } | undefined) {
      if (context?.before) queryClient.setQueryData(keyOf(place), context.before);
    },
    refresh: (place: StudyKey) => queryClient.invalidateQueries({ queryKey: keyOf(place) }),
  };
}

type VerseChange = StudyKey & { verse: number };

/** Colours a verse, or takes its colour off (color null): shown at once, put back if the call fails. */
export function useHighlight() {
  const cache = useStudyCache();
  const options = <Variables extends VerseChange & { color: BibleHighlightColor | null }>() => ({
    onMutate: (change: Variables) =>
      cache.change(change, (study) => ({
        ...study,
        highlights: [
          ...study.highlights.filter((highlight) => highlight.verse !== change.verse),
          ...(change.color ? [{ verse: change.verse, color: change.color }] : []),
        ].sort((a, b) => a.verse - b.verse),
      })),
    onError: (_error: Error, change: Variables, context: { before?: BibleChapterStudy } | undefined) => cache.restore(change, context),
  });
  const set = useEndpointMutation(bibleStudyEndpoints.highlight, {
    ...options<VerseChange & { color: BibleHighlightColor }>(),
    toCall: ({ book, chapter, verse, color }) => ({ params: { book, chapter, verse }, body: { color } }),
  });
  const remove = useEndpointMutation(bibleStudyEndpoints.removeHighlight, {
    ...options<VerseChange & { color: null }>(),
    toCall: ({ book, chapter, verse }) => ({ params: { book, chapter, verse } }),
  });
  return (change: VerseChange & { color: BibleHighlightColor | null }, handlers: { onError(error: Error): void }) =>
    change.color ? set.mutate({ ...change, color: change.color }, handlers) : remove.mutate({ ...change, color: null }, handlers);
}

export function useAddNote() {
  const cache = useStudyCache();
  return useEndpointMutation(bibleStudyEndpoints.addNote, {
    toCall: ({ book, chapter, verse, body }: VerseChange & { body: string }) => ({ params: { book, chapter, verse }, body: { body } }),
    onSuccess: (_note, place) => void cache.refresh(place),
  });
}

export function useEditNote() {
  const cache = useStudyCache();
  return useEndpointMutation(bibleStudyEndpoints.editNote, {
    toCall: ({ note, body }: { note: BibleNote; body: string }) => ({ params: { noteId: note.id }, body: { body } }),
    onSuccess: (_note, { note }) => void cache.refresh(note),
  });
}

export function useRemoveNote() {
  const cache = useStudyCache();
  return useEndpointMutation(bibleStudyEndpoints.removeNote, {
    toCall: (note: BibleNote) => ({ params: { noteId: note.id } }),
    onSuccess: (_answer, note) => void cache.refresh(note),
  });
}

/** The church's discussion of a chapter, newest first, a page at a time. */
export const useDiscussion = (book: BibleBookCode, chapter: number) =>
  useEndpointList(bibleDiscussionEndpoints.list, { params: { book, chapter }, query: { limit: 20 } });

/** Every cached page of a chapter's discussion is kept under its path. */
const discussionPath = ({ book, chapter }: StudyKey) => endpointPath(bibleDiscussionEndpoints.list, { book, chapter });

export function usePostComment() {
  const queryClient = useQueryClient();
  return useEndpointMutation(bibleDiscussionEndpoints.post, {
    toCall: ({ book, chapter, body }: StudyKey & { body: string }) => ({ params: { book, chapter }, body: { body } }),
    onSuccess: (_comment, place) => void queryClient.invalidateQueries({ queryKey: [discussionPath(place)] }),
  });
}

export function useRemoveComment(place: StudyKey) {
  const queryClient = useQueryClient();
  return useEndpointMutation(bibleDiscussionEndpoints.remove, {
    toCall: (comment: BibleComment) => ({ params: { commentId: comment.id } }),
    onSuccess: (_answer, comment) =>
      void updateCachedListItems<BibleComment>(queryClient, discussionPath(place), (item) => (item.id === comment.id ? null : item)),
  });
}
