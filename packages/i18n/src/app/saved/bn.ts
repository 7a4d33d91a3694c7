import type { SavedTranslations } from './en';

/** Bengali (বাংলা): the saved items' strings, translated from en.ts. */
const dictionary: SavedTranslations = {
  'saved.title': 'সংরক্ষিত',
  'saved.tabs': 'সংরক্ষিত জিনিসের ধরন',
  'saved.tab.all': 'সব',
  'saved.tab.prayers': 'প্রার্থনা',
  'saved.tab.verses': 'পদ',
  'saved.tab.reflections': 'ধ্যান',
  'saved.search': 'আপনার সংরক্ষিত জিনিসে খুঁজুন',
  'saved.searchButton': 'খুঁজুন',
  'saved.noMatches': 'কোনো সংরক্ষিত জিনিস মেলেনি',
  'saved.noMatchesBody': 'অন্য শব্দ দিয়ে চেষ্টা করুন।',
  'saved.emptyTitle': 'এখনও কিছু সংরক্ষণ করা হয়নি',
  'saved.emptyBody': 'প্রার্থনার অনুরোধ, বাইবেল পাঠকের কোনো পদ বা আপনার ডায়েরির কোনো লেখায় "সংরক্ষণ" চাপুন, আর এখানে খুঁজে পান।',
  'saved.emptyPrayersTitle': 'এখনও কোনো সংরক্ষিত প্রার্থনা নেই',
  'saved.emptyPrayersBody': 'প্রার্থনার দেয়ালে কোনো অনুরোধে "সংরক্ষণ" চাপুন, যাতে এখানে তার জন্য প্রার্থনা চালিয়ে যেতে পারেন।',
  'saved.emptyVersesTitle': 'এখনও কোনো সংরক্ষিত পদ নেই',
  'saved.emptyVersesBody': 'বাইবেল পাঠকে একটি পদ বেছে নিয়ে "সংরক্ষণ" চাপুন।',
  'saved.emptyReflectionsTitle': 'এখনও কোনো সংরক্ষিত ধ্যান নেই',
  'saved.emptyReflectionsBody': 'আপনার S.O.A.P. ডায়েরির একটি লেখা খুলে "সংরক্ষণ" চাপুন।',
  'saved.kind.prayer': 'প্রার্থনা',
  'saved.kind.verse': 'পদ',
  'saved.kind.reflection': 'ধ্যান',
  'saved.savedOn': '{date} তারিখে সংরক্ষিত',
  'saved.untitledReflection': 'একটি ধ্যান',
  'saved.remove': 'সরান',
  'saved.removedToast': 'সংরক্ষিত তালিকা থেকে সরানো হয়েছে',
  'saved.saveButton': 'সংরক্ষণ',
  'saved.savedButton': 'সংরক্ষিত',
  'saved.savedToast': 'সংরক্ষিত হয়েছে। সংরক্ষিত অংশে খুঁজে পাবেন।',
  'error.saved_item_not_found': 'এই সংরক্ষিত জিনিসটি পাওয়া যায়নি',
  'error.saved_verse_not_found': 'এই পদটি পাওয়া যায়নি',
};

export default dictionary;
