import type { CoreTranslations } from './en';

/** Bengali (বাংলা): the core strings, translated from en.ts. */
const dictionary: CoreTranslations = {
  'nav.signIn': 'সাইন ইন করুন',
  'nav.getStarted': 'বিনামূল্যে শুরু করুন',
  'nav.features': 'বৈশিষ্ট্যসমূহ',
  'nav.company': 'কোম্পানি',
  'nav.legal': 'আইনি তথ্য',
  'nav.scheduleDemo': 'ডেমোর সময় নির্ধারণ করুন',
  'nav.viewFeatures': 'বৈশিষ্ট্যগুলি দেখুন',
  'nav.purchaseCandles': 'মোমবাতি কিনুন',
  'nav.backToHome': 'হোমে ফিরে যান',
  'app.welcome': 'Koinonia-তে স্বাগতম',
  'app.loading': 'লোড হচ্ছে…',
  'section.loadFailed': 'এই অংশটি লোড করা যায়নি',
  'section.retry': 'আবার চেষ্টা করুন',
};

export default dictionary;
