import type { EngagementTranslations } from './en';

/** Urdu (اردو): the Engagement Board's strings, translated from en.ts. */
const dictionary: EngagementTranslations = {
  'engagement.community': 'کمیونٹی',
  'engagement.emptyBody':
    'یہاں نظر آنے کے لیے کسی منصوبے کا ایک دن پڑھیں، اپنے جرنل میں لکھیں یا دعا کی درخواست شیئر کریں۔',
  'engagement.emptyTitle': 'ابھی کوئی پوائنٹس نہیں',
  'engagement.hiddenNow': 'اب آپ شمولیت بورڈ پر نظر نہیں آتے۔',
  'engagement.howTitle': 'پوائنٹس کیسے ملتے ہیں',
  'engagement.intro': 'اپنی کلیسیا کی زندگی میں حصہ لینے پر پوائنٹس: مطالعہ، دعا، جرنل لکھنا اور بہت کچھ۔',
  'engagement.kind.eventAttended': 'کسی تقریب میں حاضری درج ہونا',
  'engagement.kind.journalEntry': 'جرنل کا اندراج محفوظ کرنا',
  'engagement.kind.prayed': 'کسی کی درخواست کے لیے دعا کرنا',
  'engagement.kind.prayerShared': 'دعا کی درخواست شیئر کرنا (گمنام درخواستوں پر پوائنٹس نہیں ملتے)',
  'engagement.kind.readingDay': 'مطالعاتی منصوبے کا ایک دن پڑھنا',
  'engagement.listLabel': 'پوائنٹس کے لحاظ سے اراکین',
  'engagement.loading': 'شمولیت بورڈ لوڈ ہو رہا ہے',
  'engagement.once':
    'ہر کام ایک ہی بار گنا جاتا ہے: کسی دن کو دوبارہ پڑھنے یا کسی اندراج کو دوبارہ محفوظ کرنے پر مزید پوائنٹس نہیں ملتے۔',
  'engagement.optOut': 'مجھے شمولیت بورڈ سے چھپائیں',
  'engagement.optOutHint':
    'کوئی بھی آپ کو کسی بورڈ پر نہیں دیکھتا، نہ آپ کی کلیسیا کے بورڈ پر نہ آپ کی کمیونٹیز کے بورڈز پر۔ آپ اپنے پوائنٹس اب بھی دیکھ سکتے ہیں۔',
  'engagement.period.all': 'شروع سے اب تک',
  'engagement.period.allHint': 'آپ کی کلیسیا میں حاصل کیے گئے تمام پوائنٹس۔',
  'engagement.period.label': 'مدت',
  'engagement.period.month': 'اس مہینے',
  'engagement.period.monthHint': 'پچھلے 30 دنوں کے پوائنٹس۔',
  'engagement.period.week': 'اس ہفتے',
  'engagement.period.weekHint': 'پچھلے 7 دنوں کے پوائنٹس۔',
  'engagement.plusPoints': '+{count}',
  'engagement.points': '{count} پوائنٹس',
  'engagement.rank': 'درجہ {rank}',
  'engagement.shownNow': 'آپ دوبارہ شمولیت بورڈ پر نظر آ رہے ہیں۔',
  'engagement.standing': 'آپ {points} پوائنٹس کے ساتھ نمبر {rank} پر ہیں۔',
  'engagement.standingHidden': 'آپ بورڈ سے چھپے ہوئے ہیں۔ اس مدت میں آپ کے {points} پوائنٹس ہیں۔',
  'engagement.standingNone': 'اس مدت میں ابھی آپ کے کوئی پوائنٹس نہیں ہیں۔',
  'engagement.title': 'شمولیت بورڈ',
  'engagement.wholeChurch': 'آپ کی پوری کلیسیا',
  'engagement.you': 'آپ',
  'engagement.yourStanding': 'آپ کا درجہ',
};

export default dictionary;
