import type { SavedTranslations } from './en';

/** Hebrew (עברית): the saved items' strings, translated from en.ts. */
const dictionary: SavedTranslations = {
  'saved.title': 'פריטים שמורים',
  'saved.tabs': 'סוגי הפריטים השמורים',
  'saved.tab.all': 'הכול',
  'saved.tab.prayers': 'תפילות',
  'saved.tab.verses': 'פסוקים',
  'saved.tab.reflections': 'הרהורים',
  'saved.search': 'חיפוש בפריטים השמורים',
  'saved.searchButton': 'חיפוש',
  'saved.noMatches': 'אין פריט שמור שמתאים',
  'saved.noMatchesBody': 'נסו מילים אחרות.',
  'saved.emptyTitle': 'עדיין לא נשמר דבר',
  'saved.emptyBody': 'לחצו על "שמירה" בבקשת תפילה, בפסוק בקורא התנ"ך או ברשומה ביומן שלכם, ותמצאו אותם כאן.',
  'saved.emptyPrayersTitle': 'עדיין אין תפילות שמורות',
  'saved.emptyPrayersBody': 'בקיר התפילה, לחצו על "שמירה" בבקשה כדי להמשיך להתפלל עליה כאן.',
  'saved.emptyVersesTitle': 'עדיין אין פסוקים שמורים',
  'saved.emptyVersesBody': 'בקורא התנ"ך, בחרו פסוק ולחצו על "שמירה".',
  'saved.emptyReflectionsTitle': 'עדיין אין הרהורים שמורים',
  'saved.emptyReflectionsBody': 'פתחו רשומה ביומן S.O.A.P. שלכם ולחצו על "שמירה".',
  'saved.kind.prayer': 'תפילה',
  'saved.kind.verse': 'פסוק',
  'saved.kind.reflection': 'הרהור',
  'saved.savedOn': 'נשמר ב-{date}',
  'saved.untitledReflection': 'הרהור',
  'saved.remove': 'הסרה',
  'saved.removedToast': 'הוסר מהפריטים השמורים',
  'saved.saveButton': 'שמירה',
  'saved.savedButton': 'נשמר',
  'saved.savedToast': 'נשמר. תמצאו אותו בפריטים שמורים.',
  'error.saved_item_not_found': 'הפריט השמור לא נמצא',
  'error.saved_verse_not_found': 'הפסוק לא נמצא',
};

export default dictionary;
