import type { CommonCopy } from './en';

/** Bengali copy of the parts every public page shares (navigation, footer, claims, privacy promise). */
const copy: CommonCopy = {
  siteName: 'Koinonia',
  tagline: 'প্রার্থনা, শাস্ত্র, সহভাগিতা ও সেবার জন্য চার্চের সুপার অ্যাপ।',
  skipToContent: 'মূল বিষয়বস্তুতে যান',
  nav: {
    features: 'বৈশিষ্ট্য',
    company: 'আমাদের সম্পর্কে',
    legal: 'আইনি তথ্য',
    signIn: 'সাইন ইন',
    getStartedFree: 'বিনামূল্যে শুরু করুন',
    scheduleDemo: 'ডেমো বুক করুন',
    viewFeatures: 'বৈশিষ্ট্যগুলো দেখুন',
    purchaseCandles: 'মোমবাতি কিনুন',
    backToHome: 'হোমে ফিরে যান',
    pricing: 'মূল্য',
    openMenu: 'মেনু খুলুন',
    closeMenu: 'মেনু বন্ধ করুন',
    mainNavigation: 'প্রধান',
    openApp: 'Koinonia খুলুন',
  },
  footer: {
    about:
      'Koinonia একটি গ্রিক শব্দ, যার অর্থ সহভাগিতা। আমরা গোপনীয়তাকে সবার আগে রেখে এমন একটি ঘর গড়ে তুলি, যেখানে সদস্যরা প্রার্থনা করেন, বাক্য পড়েন, একত্র হন ও সেবা করেন, আর চার্চ তাঁদের যত্ন ভালোভাবে নিতে পারে।',
    featuresTitle: 'বৈশিষ্ট্য',
    companyTitle: 'আমাদের সম্পর্কে',
    legalTitle: 'আইনি তথ্য',
    copyright: '© {year} Koinonia। সর্বস্বত্ব সংরক্ষিত।',
    privacyPromise: 'কোনো বিজ্ঞাপন ট্র্যাকিং নেই, কোনো তৃতীয় পক্ষের অ্যানালিটিক্স নেই, কোনো ডেটা পুনর্বিক্রয় নেই।',
    geoLiteAttribution: 'এই পণ্যে MaxMind-এর তৈরি GeoLite2 ডেটা অন্তর্ভুক্ত রয়েছে, যা {link} থেকে পাওয়া যায়।',
  },
  pages: {
    landing: 'হোম',
    prayerWall: 'প্রার্থনার দেয়াল',
    bibleReading: 'বাইবেল পাঠ',
    events: 'অনুষ্ঠান',
    communityChat: 'কমিউনিটি চ্যাট',
    volunteerHub: 'স্বেচ্ছাসেবক হাব',
    aboutUs: 'আমাদের সম্পর্কে',
    candlesInfo: 'AI মোমবাতি',
    contactUs: 'যোগাযোগ করুন',
    contact: 'যোগাযোগ',
    enterpriseContact: 'এন্টারপ্রাইজ',
    support: 'সহায়তা',
    helpDocs: 'সহায়তা নির্দেশিকা',
    faq: 'সাধারণ প্রশ্নোত্তর',
    privacyPolicy: 'গোপনীয়তা নীতি',
    termsOfService: 'পরিষেবার শর্তাবলি',
    pricing: 'মূল্য',
  },
  language: {
    label: 'ভাষা',
    choose: 'একটি ভাষা বেছে নিন',
    current: '{language} (বর্তমান)',
  },
  theme: {
    toDark: 'ডার্ক থিমে যান',
    toLight: 'লাইট থিমে যান',
  },
  claims: {
    title: 'এক জায়গায় সহভাগিতা যা সম্ভব করে তোলে',
    items: [
      { figure: '৪০%', label: 'বেশি অংশগ্রহণ' },
      { figure: '৫+ ঘণ্টা', label: 'প্রতি সপ্তাহে সময় সাশ্রয়' },
      { figure: '৬০% পর্যন্ত', label: 'পরিচর্যা কাজে বেশি অংশগ্রহণ' },
      { figure: '৩ গুণ', label: 'আরও নিয়মিত বাইবেল পাঠ' },
      { figure: '১১+', label: 'বিতরণ প্ল্যাটফর্ম' },
    ],
  },
  privacy: {
    title: 'নকশা থেকেই গোপনীয়তা সবার আগে',
    body: 'প্রার্থনা, জার্নাল আর কথোপকথন একান্ত ব্যক্তিগত। Koinonia-র খরচ চলে প্ল্যান থেকে, বিজ্ঞাপন থেকে নয়, তাই আপনার চার্চের একসঙ্গে পথচলা আপনাদেরই থাকে।',
    points: [
      'কোনো বিজ্ঞাপন ট্র্যাকিং নেই, কোনো বিজ্ঞাপন কুকিও নেই',
      'কোনো তৃতীয় পক্ষের অ্যানালিটিক্স নেই',
      'আপনার ডেটা কখনো বিক্রি হয় না, আর আপনি তা এক্সপোর্ট বা মুছে ফেলতে পারেন',
    ],
  },
};

export default copy;
