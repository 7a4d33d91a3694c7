import type { SavedTranslations } from './en';

/** Urdu (اردو): the saved items' strings, translated from en.ts. */
const dictionary: SavedTranslations = {
  'saved.title': 'محفوظ شدہ',
  'saved.tabs': 'محفوظ شدہ چیزوں کی اقسام',
  'saved.tab.all': 'سب',
  'saved.tab.prayers': 'دعائیں',
  'saved.tab.verses': 'آیات',
  'saved.tab.reflections': 'غور و فکر',
  'saved.search': 'اپنی محفوظ شدہ چیزوں میں تلاش کریں',
  'saved.searchButton': 'تلاش',
  'saved.noMatches': 'کوئی محفوظ شدہ چیز مطابقت نہیں رکھتی',
  'saved.noMatchesBody': 'دوسرے الفاظ آزمائیں۔',
  'saved.emptyTitle': 'ابھی تک کچھ محفوظ نہیں کیا',
  'saved.emptyBody': 'دعا کی درخواست، بائبل ریڈر کی کسی آیت یا اپنی ڈائری کے کسی اندراج پر "محفوظ کریں" دبائیں، اور اسے یہاں پائیں۔',
  'saved.emptyPrayersTitle': 'ابھی تک کوئی محفوظ دعا نہیں',
  'saved.emptyPrayersBody': 'دعا کی دیوار پر کسی درخواست پر "محفوظ کریں" دبائیں تاکہ یہاں اس کے لیے دعا کرتے رہیں۔',
  'saved.emptyVersesTitle': 'ابھی تک کوئی محفوظ آیت نہیں',
  'saved.emptyVersesBody': 'بائبل ریڈر میں آیت چنیں اور "محفوظ کریں" دبائیں۔',
  'saved.emptyReflectionsTitle': 'ابھی تک کوئی محفوظ غور و فکر نہیں',
  'saved.emptyReflectionsBody': 'اپنی S.O.A.P. ڈائری کا اندراج کھولیں اور "محفوظ کریں" دبائیں۔',
  'saved.kind.prayer': 'دعا',
  'saved.kind.verse': 'آیت',
  'saved.kind.reflection': 'غور و فکر',
  'saved.savedOn': '{date} کو محفوظ کیا',
  'saved.untitledReflection': 'ایک غور و فکر',
  'saved.remove': 'ہٹائیں',
  'saved.removedToast': 'محفوظ شدہ چیزوں سے ہٹا دیا گیا',
  'saved.saveButton': 'محفوظ کریں',
  'saved.savedButton': 'محفوظ ہے',
  'saved.savedToast': 'محفوظ ہو گیا۔ اسے محفوظ شدہ میں پائیں۔',
  'error.saved_item_not_found': 'یہ محفوظ شدہ چیز نہیں ملی',
  'error.saved_verse_not_found': 'یہ آیت نہیں ملی',
};

export default dictionary;
