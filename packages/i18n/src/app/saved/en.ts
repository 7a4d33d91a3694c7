/**
 * English: the saved items' strings (mf-worship, /saved, and the Save buttons of the wall, the Bible reader and the
 * journal), and what their error codes say. Adding a key here makes every other language of this section fail to
 * compile until it is translated; a key lives in one section only (app-translations.test.ts).
 */
const dictionary = {
  'saved.title': 'Saved',
  'saved.tabs': 'Kinds of saved items',
  'saved.tab.all': 'All',
  'saved.tab.prayers': 'Prayers',
  'saved.tab.verses': 'Verses',
  'saved.tab.reflections': 'Reflections',
  'saved.search': 'Search your saved items',
  'saved.searchButton': 'Search',
  'saved.noMatches': 'Nothing saved matches',
  'saved.noMatchesBody': 'Try other words.',
  'saved.emptyTitle': 'Nothing saved yet',
  'saved.emptyBody':
    'Press Save on a prayer request, a verse in the Bible reader or an entry of your journal, and find it here.',
  'saved.emptyPrayersTitle': 'No saved prayers yet',
  'saved.emptyPrayersBody': 'On the prayer wall, press Save on a request to keep praying for it here.',
  'saved.emptyVersesTitle': 'No saved verses yet',
  'saved.emptyVersesBody': 'In the Bible reader, choose a verse and press Save.',
  'saved.emptyReflectionsTitle': 'No saved reflections yet',
  'saved.emptyReflectionsBody': 'Open an entry of your S.O.A.P. journal and press Save.',
  'saved.kind.prayer': 'Prayer',
  'saved.kind.verse': 'Verse',
  'saved.kind.reflection': 'Reflection',
  'saved.savedOn': 'Saved {date}',
  'saved.untitledReflection': 'A reflection',
  'saved.remove': 'Remove',
  'saved.removedToast': 'Removed from your saved items',
  'saved.saveButton': 'Save',
  'saved.savedButton': 'Saved',
  'saved.savedToast': 'Saved. Find it under Saved.',
  'error.saved_item_not_found': 'This saved item was not found',
  'error.saved_verse_not_found': 'This verse was not found',
} as const;

export type SavedTranslationKey = keyof typeof dictionary;
export type SavedTranslations = Readonly<Record<SavedTranslationKey, string>>;

export default dictionary satisfies SavedTranslations;
