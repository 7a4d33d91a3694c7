import type { EngagementTranslations } from './en';

/** Bengali (বাংলা): the Engagement Board's strings, translated from en.ts. */
const dictionary: EngagementTranslations = {
  'engagement.community': 'কমিউনিটি',
  'engagement.emptyBody':
    'এখানে দেখা যেতে কোনো পরিকল্পনার একটি দিন পড়ুন, আপনার জার্নালে লিখুন বা প্রার্থনার অনুরোধ শেয়ার করুন।',
  'engagement.emptyTitle': 'এখনো কোনো পয়েন্ট নেই',
  'engagement.hiddenNow': 'আপনাকে এখন আর অংশগ্রহণ বোর্ডে দেখা যাবে না।',
  'engagement.howTitle': 'কীভাবে পয়েন্ট পাওয়া যায়',
  'engagement.intro': 'আপনার মণ্ডলীর জীবনে অংশ নেওয়ার জন্য পয়েন্ট: পাঠ, প্রার্থনা, জার্নাল লেখা এবং আরও অনেক কিছু।',
  'engagement.kind.eventAttended': 'কোনো অনুষ্ঠানে উপস্থিতি নথিভুক্ত হওয়া',
  'engagement.kind.journalEntry': 'জার্নালের একটি লেখা সংরক্ষণ করা',
  'engagement.kind.prayed': 'কারও অনুরোধের জন্য প্রার্থনা করা',
  'engagement.kind.prayerShared': 'প্রার্থনার অনুরোধ শেয়ার করা (বেনামি অনুরোধে পয়েন্ট মেলে না)',
  'engagement.kind.readingDay': 'পাঠ পরিকল্পনার একটি দিন পড়া',
  'engagement.listLabel': 'পয়েন্ট অনুযায়ী সদস্যরা',
  'engagement.loading': 'অংশগ্রহণ বোর্ড লোড হচ্ছে',
  'engagement.once': 'প্রতিটি একবারই গোনা হয়: কোনো দিন আবার পড়লে বা কোনো লেখা আবার সংরক্ষণ করলে আর পয়েন্ট মেলে না।',
  'engagement.optOut': 'অংশগ্রহণ বোর্ড থেকে আমাকে লুকান',
  'engagement.optOutHint':
    'কেউ আপনাকে কোনো বোর্ডে দেখতে পাবে না, আপনার মণ্ডলীর বোর্ডেও না, আপনার কমিউনিটিগুলোর বোর্ডেও না। আপনি নিজের পয়েন্ট এখনও দেখতে পাবেন।',
  'engagement.period.all': 'শুরু থেকে এ পর্যন্ত',
  'engagement.period.allHint': 'আপনার মণ্ডলীতে অর্জিত সব পয়েন্ট।',
  'engagement.period.label': 'সময়কাল',
  'engagement.period.month': 'এই মাস',
  'engagement.period.monthHint': 'গত ৩০ দিনের পয়েন্ট।',
  'engagement.period.week': 'এই সপ্তাহ',
  'engagement.period.weekHint': 'গত ৭ দিনের পয়েন্ট।',
  'engagement.plusPoints': '+{count}',
  'engagement.points': '{count} পয়েন্ট',
  'engagement.rank': 'স্থান {rank}',
  'engagement.shownNow': 'আপনাকে আবার অংশগ্রহণ বোর্ডে দেখা যাচ্ছে।',
  'engagement.standing': 'আপনি {points} পয়েন্ট নিয়ে {rank} নম্বর স্থানে আছেন।',
  'engagement.standingHidden': 'আপনি বোর্ড থেকে লুকানো আছেন। এই সময়কালে আপনার {points} পয়েন্ট আছে।',
  'engagement.standingNone': 'এই সময়কালে আপনার এখনো কোনো পয়েন্ট নেই।',
  'engagement.title': 'অংশগ্রহণ বোর্ড',
  'engagement.wholeChurch': 'আপনার পুরো মণ্ডলী',
  'engagement.you': 'আপনি',
  'engagement.yourStanding': 'আপনার অবস্থান',
};

export default dictionary;
