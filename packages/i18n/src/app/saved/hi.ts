import type { SavedTranslations } from './en';

/** Hindi (हिन्दी): the saved items' strings, translated from en.ts. */
const dictionary: SavedTranslations = {
  'saved.title': 'सहेजे गए',
  'saved.tabs': 'सहेजी गई चीज़ों के प्रकार',
  'saved.tab.all': 'सभी',
  'saved.tab.prayers': 'प्रार्थनाएँ',
  'saved.tab.verses': 'पद',
  'saved.tab.reflections': 'मनन',
  'saved.search': 'अपनी सहेजी गई चीज़ों में खोजें',
  'saved.searchButton': 'खोजें',
  'saved.noMatches': 'कोई सहेजी गई चीज़ मेल नहीं खाती',
  'saved.noMatchesBody': 'दूसरे शब्द आज़माएँ।',
  'saved.emptyTitle': 'अभी तक कुछ सहेजा नहीं गया',
  'saved.emptyBody': 'प्रार्थना अनुरोध, बाइबल रीडर के किसी पद या अपनी डायरी की किसी प्रविष्टि पर "सहेजें" दबाएँ, और उसे यहाँ पाएँ।',
  'saved.emptyPrayersTitle': 'अभी तक कोई सहेजी गई प्रार्थना नहीं',
  'saved.emptyPrayersBody': 'प्रार्थना दीवार पर किसी अनुरोध पर "सहेजें" दबाएँ ताकि यहाँ उसके लिए प्रार्थना करते रहें।',
  'saved.emptyVersesTitle': 'अभी तक कोई सहेजा गया पद नहीं',
  'saved.emptyVersesBody': 'बाइबल रीडर में कोई पद चुनें और "सहेजें" दबाएँ।',
  'saved.emptyReflectionsTitle': 'अभी तक कोई सहेजा गया मनन नहीं',
  'saved.emptyReflectionsBody': 'अपनी S.O.A.P. डायरी की कोई प्रविष्टि खोलें और "सहेजें" दबाएँ।',
  'saved.kind.prayer': 'प्रार्थना',
  'saved.kind.verse': 'पद',
  'saved.kind.reflection': 'मनन',
  'saved.savedOn': '{date} को सहेजा गया',
  'saved.untitledReflection': 'एक मनन',
  'saved.remove': 'हटाएँ',
  'saved.removedToast': 'सहेजी गई चीज़ों से हटाया गया',
  'saved.saveButton': 'सहेजें',
  'saved.savedButton': 'सहेजा गया',
  'saved.savedToast': 'सहेजा गया। इसे सहेजे गए में पाएँ।',
  'error.saved_item_not_found': 'यह सहेजी गई चीज़ नहीं मिली',
  'error.saved_verse_not_found': 'यह पद नहीं मिला',
};

export default dictionary;
