import type { SavedTranslations } from './en';

/** Farsi (فارسی): the saved items' strings, translated from en.ts. */
const dictionary: SavedTranslations = {
  'saved.title': 'ذخیره\u200cشده\u200cها',
  'saved.tabs': 'انواع موارد ذخیره\u200cشده',
  'saved.tab.all': 'همه',
  'saved.tab.prayers': 'دعاها',
  'saved.tab.verses': 'آیه\u200cها',
  'saved.tab.reflections': 'تأملات',
  'saved.search': 'جستجو در موارد ذخیره\u200cشده',
  'saved.searchButton': 'جستجو',
  'saved.noMatches': 'هیچ مورد ذخیره\u200cشده\u200cای مطابقت ندارد',
  'saved.noMatchesBody': 'واژه\u200cهای دیگری را امتحان کنید.',
  'saved.emptyTitle': 'هنوز چیزی ذخیره نکرده\u200cاید',
  'saved.emptyBody': 'روی درخواست دعا، آیه\u200cای در کتاب\u200cمقدس\u200cخوان یا یادداشتی از دفترتان «ذخیره» را بزنید و آن را اینجا پیدا کنید.',
  'saved.emptyPrayersTitle': 'هنوز دعای ذخیره\u200cشده\u200cای نیست',
  'saved.emptyPrayersBody': 'در دیوار دعا، روی یک درخواست «ذخیره» را بزنید تا اینجا برایش دعا کنید.',
  'saved.emptyVersesTitle': 'هنوز آیهٔ ذخیره\u200cشده\u200cای نیست',
  'saved.emptyVersesBody': 'در کتاب\u200cمقدس\u200cخوان، آیه\u200cای را انتخاب کنید و «ذخیره» را بزنید.',
  'saved.emptyReflectionsTitle': 'هنوز تأمل ذخیره\u200cشده\u200cای نیست',
  'saved.emptyReflectionsBody': 'یادداشتی از دفتر S.O.A.P. خود را باز کنید و «ذخیره» را بزنید.',
  'saved.kind.prayer': 'دعا',
  'saved.kind.verse': 'آیه',
  'saved.kind.reflection': 'تأمل',
  'saved.savedOn': 'ذخیره\u200cشده در {date}',
  'saved.untitledReflection': 'یک تأمل',
  'saved.remove': 'حذف',
  'saved.removedToast': 'از موارد ذخیره\u200cشده حذف شد',
  'saved.saveButton': 'ذخیره',
  'saved.savedButton': 'ذخیره\u200cشده',
  'saved.savedToast': 'ذخیره شد. آن را در ذخیره\u200cشده\u200cها پیدا کنید.',
  'error.saved_item_not_found': 'این مورد ذخیره\u200cشده پیدا نشد',
  'error.saved_verse_not_found': 'این آیه پیدا نشد',
};

export default dictionary;
