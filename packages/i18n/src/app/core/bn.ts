import type { CoreTranslations } from './en';

/** Bengali (বাংলা): the strings the public site, the shell and every section share, translated from en.ts. */
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
  'access.deniedTitle': 'এই পৃষ্ঠাটি দেখার অনুমতি আপনার নেই',
  'access.deniedBody':
    'এই পৃষ্ঠার জন্য {access} অ্যাক্সেস প্রয়োজন। আপনার যদি মনে হয় এটি আপনার থাকা উচিত, তাহলে আপনার চার্চের অ্যাডমিনিস্ট্রেটরকে জিজ্ঞাসা করুন।',
  'access.deniedBodyUnnamed':
    'আপনার যদি মনে হয় এই পৃষ্ঠাটি দেখার অনুমতি আপনার থাকা উচিত, তাহলে আপনার চার্চের অ্যাডমিনিস্ট্রেটরকে জিজ্ঞাসা করুন।',
  'access.backToDashboard': 'ড্যাশবোর্ডে ফিরে যান',
  'access.level.group_admin': 'গ্রুপ অ্যাডমিন',
  'access.level.ministry_admin': 'পরিচর্যা অ্যাডমিন',
  'access.level.church_admin': 'চার্চ অ্যাডমিন',
  'access.level.volunteer_management': 'স্বেচ্ছাসেবক ব্যবস্থাপনা',
  'access.level.staff': 'চার্চ স্টাফ',
  'role.member': 'সদস্য',
  'role.leader': 'নেতা',
  'role.group_admin': 'দল প্রশাসক',
  'role.ministry_admin': 'পরিচর্যা প্রশাসক',
  'role.pastor': 'পালক',
  'role.lead_pastor': 'প্রধান পালক',
  'role.church_admin': 'মণ্ডলী প্রশাসক',
  'role.admin': 'প্রশাসক',
  'role.system_admin': 'সিস্টেম প্রশাসক',
  'role.super_admin': 'সুপার প্রশাসক',
  'role.platform_admin': 'প্ল্যাটফর্ম প্রশাসক',
  'role.regional_admin': 'আঞ্চলিক প্রশাসক',
  'role.koinonia_owner': 'Koinonia-এর মালিক',
  'role.koinonia_support': 'Koinonia সহায়তা',
  'common.cancel': 'বাতিল',
  'common.loadMore': 'আরও লোড করুন',
  'common.loading': 'লোড হচ্ছে…',
  'common.retry': 'আবার চেষ্টা করুন',
};

export default dictionary;
