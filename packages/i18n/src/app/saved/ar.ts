import type { SavedTranslations } from './en';

/** Arabic (العربية): the saved items' strings, translated from en.ts. */
const dictionary: SavedTranslations = {
  'saved.title': 'المحفوظات',
  'saved.tabs': 'أنواع العناصر المحفوظة',
  'saved.tab.all': 'الكل',
  'saved.tab.prayers': 'الصلوات',
  'saved.tab.verses': 'الآيات',
  'saved.tab.reflections': 'التأملات',
  'saved.search': 'ابحث في محفوظاتك',
  'saved.searchButton': 'بحث',
  'saved.noMatches': 'لا يطابق أي عنصر محفوظ',
  'saved.noMatchesBody': 'جرّب كلمات أخرى.',
  'saved.emptyTitle': 'لم تحفظ شيئًا بعد',
  'saved.emptyBody': 'اضغط «حفظ» على طلب صلاة أو آية في قارئ الكتاب المقدس أو مدخل في يومياتك، وستجده هنا.',
  'saved.emptyPrayersTitle': 'لا توجد صلوات محفوظة بعد',
  'saved.emptyPrayersBody': 'على حائط الصلاة، اضغط «حفظ» على طلب لتواصل الصلاة من أجله هنا.',
  'saved.emptyVersesTitle': 'لا توجد آيات محفوظة بعد',
  'saved.emptyVersesBody': 'في قارئ الكتاب المقدس، اختر آية واضغط «حفظ».',
  'saved.emptyReflectionsTitle': 'لا توجد تأملات محفوظة بعد',
  'saved.emptyReflectionsBody': 'افتح مدخلًا في يوميات S.O.A.P. واضغط «حفظ».',
  'saved.kind.prayer': 'صلاة',
  'saved.kind.verse': 'آية',
  'saved.kind.reflection': 'تأمل',
  'saved.savedOn': 'حُفظ في {date}',
  'saved.untitledReflection': 'تأمل',
  'saved.remove': 'إزالة',
  'saved.removedToast': 'أُزيل من محفوظاتك',
  'saved.saveButton': 'حفظ',
  'saved.savedButton': 'محفوظ',
  'saved.savedToast': 'تم الحفظ. ستجده في المحفوظات.',
  'error.saved_item_not_found': 'لم يُعثر على هذا العنصر المحفوظ',
  'error.saved_verse_not_found': 'لم يُعثر على هذه الآية',
};

export default dictionary;
