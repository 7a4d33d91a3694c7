import type { SavedTranslations } from './en';

/** Tamil (தமிழ்): the saved items' strings, translated from en.ts. */
const dictionary: SavedTranslations = {
  'saved.title': 'சேமித்தவை',
  'saved.tabs': 'சேமித்தவற்றின் வகைகள்',
  'saved.tab.all': 'அனைத்தும்',
  'saved.tab.prayers': 'ஜெபங்கள்',
  'saved.tab.verses': 'வசனங்கள்',
  'saved.tab.reflections': 'தியானங்கள்',
  'saved.search': 'சேமித்தவற்றில் தேடுங்கள்',
  'saved.searchButton': 'தேடு',
  'saved.noMatches': 'சேமித்தவற்றில் எதுவும் பொருந்தவில்லை',
  'saved.noMatchesBody': 'வேறு சொற்களை முயலுங்கள்.',
  'saved.emptyTitle': 'இன்னும் எதுவும் சேமிக்கவில்லை',
  'saved.emptyBody': 'ஜெப வேண்டுதல், வேதாகம வாசிப்பானில் ஒரு வசனம் அல்லது உங்கள் நாட்குறிப்பின் ஒரு பதிவில் "சேமி" அழுத்துங்கள்; அதை இங்கே காணலாம்.',
  'saved.emptyPrayersTitle': 'இன்னும் சேமித்த ஜெபங்கள் இல்லை',
  'saved.emptyPrayersBody': 'ஜெபச் சுவரில் ஒரு வேண்டுதலில் "சேமி" அழுத்தி, இங்கே அதற்காகத் தொடர்ந்து ஜெபியுங்கள்.',
  'saved.emptyVersesTitle': 'இன்னும் சேமித்த வசனங்கள் இல்லை',
  'saved.emptyVersesBody': 'வேதாகம வாசிப்பானில் ஒரு வசனத்தைத் தேர்ந்தெடுத்து "சேமி" அழுத்துங்கள்.',
  'saved.emptyReflectionsTitle': 'இன்னும் சேமித்த தியானங்கள் இல்லை',
  'saved.emptyReflectionsBody': 'உங்கள் S.O.A.P. நாட்குறிப்பின் ஒரு பதிவைத் திறந்து "சேமி" அழுத்துங்கள்.',
  'saved.kind.prayer': 'ஜெபம்',
  'saved.kind.verse': 'வசனம்',
  'saved.kind.reflection': 'தியானம்',
  'saved.savedOn': '{date} அன்று சேமிக்கப்பட்டது',
  'saved.untitledReflection': 'ஒரு தியானம்',
  'saved.remove': 'நீக்கு',
  'saved.removedToast': 'சேமித்தவற்றிலிருந்து நீக்கப்பட்டது',
  'saved.saveButton': 'சேமி',
  'saved.savedButton': 'சேமிக்கப்பட்டது',
  'saved.savedToast': 'சேமிக்கப்பட்டது. சேமித்தவை பகுதியில் காணலாம்.',
  'error.saved_item_not_found': 'இந்தச் சேமித்த உருப்படி கிடைக்கவில்லை',
  'error.saved_verse_not_found': 'இந்த வசனம் கிடைக்கவில்லை',
};

export default dictionary;
