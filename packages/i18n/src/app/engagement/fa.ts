import type { EngagementTranslations } from './en';

/** Farsi (فارسی): the Engagement Board's strings, translated from en.ts. */
const dictionary: EngagementTranslations = {
  'engagement.community': 'جامعه',
  'engagement.emptyBody':
    'یک روز از یک برنامه را بخوانید، در دفترچه‌تان بنویسید یا درخواست دعایی به اشتراک بگذارید تا اینجا نمایش داده شوید.',
  'engagement.emptyTitle': 'هنوز امتیازی نیست',
  'engagement.hiddenNow': 'دیگر در تابلوی مشارکت نمایش داده نمی‌شوید.',
  'engagement.howTitle': 'امتیازها چگونه به دست می‌آیند',
  'engagement.intro': 'امتیاز برای مشارکت در زندگی کلیسایتان: مطالعه، دعا، یادداشت‌نویسی و موارد دیگر.',
  'engagement.kind.eventAttended': 'ثبت حضور در یک رویداد',
  'engagement.kind.journalEntry': 'ذخیرهٔ یک یادداشت در دفترچه',
  'engagement.kind.prayed': 'دعا برای درخواست دیگران',
  'engagement.kind.prayerShared': 'به اشتراک گذاشتن درخواست دعا (درخواست‌های ناشناس امتیازی ندارند)',
  'engagement.kind.readingDay': 'خواندن یک روز از برنامهٔ مطالعه',
  'engagement.listLabel': 'اعضا بر اساس امتیاز',
  'engagement.loading': 'در حال بارگذاری تابلوی مشارکت',
  'engagement.once':
    'هر کدام فقط یک بار حساب می‌شود: دوباره خواندن یک روز یا دوباره ذخیره کردن یک یادداشت امتیاز بیشتری ندارد.',
  'engagement.optOut': 'مرا از تابلوی مشارکت پنهان کن',
  'engagement.optOutHint':
    'هیچ‌کس شما را در هیچ تابلویی نمی‌بیند، نه تابلوی کلیسایتان و نه تابلوی جامعه‌هایتان. خودتان همچنان امتیازهایتان را می‌بینید.',
  'engagement.period.all': 'از ابتدا',
  'engagement.period.allHint': 'همهٔ امتیازهایی که در کلیسایتان به دست آمده است.',
  'engagement.period.label': 'بازهٔ زمانی',
  'engagement.period.month': 'این ماه',
  'engagement.period.monthHint': 'امتیازهای 30 روز گذشته.',
  'engagement.period.week': 'این هفته',
  'engagement.period.weekHint': 'امتیازهای 7 روز گذشته.',
  'engagement.plusPoints': '+{count}',
  'engagement.points': '{count} امتیاز',
  'engagement.rank': 'رتبهٔ {rank}',
  'engagement.shownNow': 'دوباره در تابلوی مشارکت نمایش داده می‌شوید.',
  'engagement.standing': 'شما در رتبهٔ {rank} با {points} امتیاز هستید.',
  'engagement.standingHidden': 'شما از تابلو پنهان هستید. در این بازه {points} امتیاز دارید.',
  'engagement.standingNone': 'هنوز در این بازه امتیازی ندارید.',
  'engagement.title': 'تابلوی مشارکت',
  'engagement.wholeChurch': 'کل کلیسای شما',
  'engagement.you': 'شما',
  'engagement.yourStanding': 'جایگاه شما',
};

export default dictionary;
