import type { WorshipTranslations } from './en';

/** Hindi (हिन्दी): the worship section's strings, translated from en.ts. */
const dictionary: WorshipTranslations = {
  'dashboard.greeting': 'फिर से स्वागत है',
  'dashboard.subtitle': 'देखिए, आपकी कलीसिया में क्या हो रहा है।',
  'dashboard.shortcuts': 'शॉर्टकट',
  'dashboard.prayerWall': 'प्रार्थना दीवार',
  'dashboard.events': 'आने वाले कार्यक्रम',
  'dashboard.serve': 'सेवा हब',
  'dashboard.latestPrayers': 'नवीनतम प्रार्थना निवेदन',
  'prayer.wallTitle': 'प्रार्थना दीवार',
  'prayer.emptyTitle': 'अभी तक कोई प्रार्थना निवेदन नहीं',
  'prayer.emptyBody': 'जब आपकी कलीसिया के सदस्य कोई निवेदन साझा करेंगे, तो वह यहाँ दिखेगा।',
  'prayer.anonymous': 'गुमनाम',
  'prayer.praying': 'प्रार्थना कर रहे हैं',
  'prayer.private': 'निजी',
  'prayer.answered': 'उत्तर मिला',
};

export default dictionary;
