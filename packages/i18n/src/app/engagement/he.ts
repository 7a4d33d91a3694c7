import type { EngagementTranslations } from './en';

/** Hebrew (עברית): the Engagement Board's strings, translated from en.ts. */
const dictionary: EngagementTranslations = {
  'engagement.community': 'קהילה',
  'engagement.emptyBody': 'קראו יום מתוכנית, כתבו ביומן או שתפו בקשת תפילה כדי להופיע כאן.',
  'engagement.emptyTitle': 'עדיין אין נקודות',
  'engagement.hiddenNow': 'הוסתרתם מלוח המעורבות.',
  'engagement.howTitle': 'איך צוברים נקודות',
  'engagement.intro': 'נקודות על השתתפות בחיי הכנסייה שלכם: קריאה, תפילה, כתיבת יומן ועוד.',
  'engagement.kind.eventAttended': 'צ׳ק-אין באירוע',
  'engagement.kind.journalEntry': 'שמירת רשומה ביומן',
  'engagement.kind.prayed': 'תפילה על בקשה של מישהו אחר',
  'engagement.kind.prayerShared': 'שיתוף בקשת תפילה (בקשות אנונימיות לא מזכות בנקודות)',
  'engagement.kind.readingDay': 'קריאת יום מתוכנית קריאה',
  'engagement.listLabel': 'חברים לפי נקודות',
  'engagement.loading': 'טוען את לוח המעורבות',
  'engagement.once': 'כל פעולה נספרת פעם אחת: קריאה חוזרת של יום או שמירה חוזרת של רשומה לא מזכות בנקודות נוספות.',
  'engagement.optOut': 'לא להציג אותי בלוח המעורבות',
  'engagement.optOutHint':
    'אף אחד לא רואה אתכם באף לוח, לא של הכנסייה ולא של הקהילות שלכם. אתם עדיין רואים את הנקודות שלכם.',
  'engagement.period.all': 'כל הזמן',
  'engagement.period.allHint': 'כל הנקודות שנצברו בכנסייה שלכם.',
  'engagement.period.label': 'תקופה',
  'engagement.period.month': 'החודש',
  'engagement.period.monthHint': 'נקודות מ־30 הימים האחרונים.',
  'engagement.period.week': 'השבוע',
  'engagement.period.weekHint': 'נקודות מ־7 הימים האחרונים.',
  'engagement.plusPoints': '+{count}',
  'engagement.points': '{count} נקודות',
  'engagement.rank': 'מקום {rank}',
  'engagement.shownNow': 'אתם שוב מופיעים בלוח המעורבות.',
  'engagement.standing': 'אתם במקום {rank} עם {points} נקודות.',
  'engagement.standingHidden': 'אתם מוסתרים מהלוח. יש לכם {points} נקודות בתקופה הזו.',
  'engagement.standingNone': 'עדיין אין לכם נקודות בתקופה הזו.',
  'engagement.title': 'לוח המעורבות',
  'engagement.wholeChurch': 'כל הכנסייה שלכם',
  'engagement.you': 'את/ה',
  'engagement.yourStanding': 'המיקום שלכם',
};

export default dictionary;
