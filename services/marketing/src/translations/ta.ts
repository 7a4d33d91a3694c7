import type { CoreTranslations } from './en';

/** Tamil (தமிழ்): the core strings, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'உள்நுழைக',
  'nav.getStarted': 'இலவசமாகத் தொடங்குங்கள்',
  'nav.features': 'அம்சங்கள்',
  'nav.company': 'நிறுவனம்',
  'nav.legal': 'சட்டத் தகவல்',
  'nav.scheduleDemo': 'டெமோவைத் திட்டமிடுங்கள்',
  'nav.viewFeatures': 'அம்சங்களைப் பார்க்க',
  'nav.purchaseCandles': 'மெழுகுவர்த்திகளை வாங்குங்கள்',
  'nav.backToHome': 'முகப்புக்குத் திரும்புக',
  'app.welcome': 'Koinonia-க்கு வரவேற்கிறோம்',
  'app.loading': 'ஏற்றுகிறது…',
  'section.loadFailed': 'இந்தப் பகுதியை ஏற்ற முடியவில்லை',
  'section.retry': 'மீண்டும் முயல்க',
};

export default dictionary;
