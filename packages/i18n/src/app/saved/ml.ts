import type { SavedTranslations } from './en';

/** Malayalam (മലയാളം): the saved items' strings, translated from en.ts. */
const dictionary: SavedTranslations = {
  'saved.title': 'സേവ് ചെയ്തവ',
  'saved.tabs': 'സേവ് ചെയ്തവയുടെ തരങ്ങൾ',
  'saved.tab.all': 'എല്ലാം',
  'saved.tab.prayers': 'പ്രാർത്ഥനകൾ',
  'saved.tab.verses': 'വാക്യങ്ങൾ',
  'saved.tab.reflections': 'ധ്യാനങ്ങൾ',
  'saved.search': 'സേവ് ചെയ്തവയിൽ തിരയുക',
  'saved.searchButton': 'തിരയുക',
  'saved.noMatches': 'സേവ് ചെയ്തവയിൽ ഒന്നും പൊരുത്തപ്പെടുന്നില്ല',
  'saved.noMatchesBody': 'മറ്റ് വാക്കുകൾ പരീക്ഷിക്കുക.',
  'saved.emptyTitle': 'ഇതുവരെ ഒന്നും സേവ് ചെയ്തിട്ടില്ല',
  'saved.emptyBody': 'ഒരു പ്രാർത്ഥനാ അപേക്ഷയിലോ ബൈബിൾ റീഡറിലെ ഒരു വാക്യത്തിലോ നിങ്ങളുടെ ഡയറിയിലെ ഒരു കുറിപ്പിലോ "സേവ് ചെയ്യുക" അമർത്തുക; അത് ഇവിടെ കാണാം.',
  'saved.emptyPrayersTitle': 'ഇതുവരെ സേവ് ചെയ്ത പ്രാർത്ഥനകളില്ല',
  'saved.emptyPrayersBody': 'പ്രാർത്ഥനാ ഭിത്തിയിൽ ഒരു അപേക്ഷയിൽ "സേവ് ചെയ്യുക" അമർത്തി ഇവിടെ അതിനായി പ്രാർത്ഥന തുടരുക.',
  'saved.emptyVersesTitle': 'ഇതുവരെ സേവ് ചെയ്ത വാക്യങ്ങളില്ല',
  'saved.emptyVersesBody': 'ബൈബിൾ റീഡറിൽ ഒരു വാക്യം തിരഞ്ഞെടുത്ത് "സേവ് ചെയ്യുക" അമർത്തുക.',
  'saved.emptyReflectionsTitle': 'ഇതുവരെ സേവ് ചെയ്ത ധ്യാനങ്ങളില്ല',
  'saved.emptyReflectionsBody': 'നിങ്ങളുടെ S.O.A.P. ഡയറിയിലെ ഒരു കുറിപ്പ് തുറന്ന് "സേവ് ചെയ്യുക" അമർത്തുക.',
  'saved.kind.prayer': 'പ്രാർത്ഥന',
  'saved.kind.verse': 'വാക്യം',
  'saved.kind.reflection': 'ധ്യാനം',
  'saved.savedOn': '{date} ന് സേവ് ചെയ്തു',
  'saved.untitledReflection': 'ഒരു ധ്യാനം',
  'saved.remove': 'നീക്കം ചെയ്യുക',
  'saved.removedToast': 'സേവ് ചെയ്തവയിൽ നിന്ന് നീക്കം ചെയ്തു',
  'saved.saveButton': 'സേവ് ചെയ്യുക',
  'saved.savedButton': 'സേവ് ചെയ്തു',
  'saved.savedToast': 'സേവ് ചെയ്തു. സേവ് ചെയ്തവ എന്നതിൽ കാണാം.',
  'error.saved_item_not_found': 'ഈ സേവ് ചെയ്ത ഇനം കണ്ടെത്തിയില്ല',
  'error.saved_verse_not_found': 'ഈ വാക്യം കണ്ടെത്തിയില്ല',
};

export default dictionary;
