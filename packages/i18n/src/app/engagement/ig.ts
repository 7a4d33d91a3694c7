import type { EngagementTranslations } from './en';

/** Igbo (Igbo): the Engagement Board's strings, translated from en.ts. */
const dictionary: EngagementTranslations = {
  'engagement.community': 'Obodo',
  'engagement.emptyBody':
    'Gụọ otu ụbọchị n’atụmatụ, dee ihe n’akwụkwọ ndetu gị ma ọ bụ kesaa arịrịọ ekpere ka ị pụta ebe a.',
  'engagement.emptyTitle': 'Enweghị akara ọ bụla ugbu a',
  'engagement.hiddenNow': 'E zoro gị ugbu a na Bọọdụ ntinye aka.',
  'engagement.howTitle': 'Otú e si enweta akara',
  'engagement.intro': 'Akara maka isonye ná ndụ ụka gị: ọgụgụ, ekpere, ide ndetu na ihe ndị ọzọ.',
  'engagement.kind.eventAttended': 'Ndebanye aha ọbịbịa na mmemme',
  'engagement.kind.journalEntry': 'Ichekwa ndetu n’akwụkwọ ndetu',
  'engagement.kind.prayed': 'Ikpe ekpere maka arịrịọ onye ọzọ',
  'engagement.kind.prayerShared': 'Ikesa arịrịọ ekpere (ndị enweghị aha anaghị enweta akara)',
  'engagement.kind.readingDay': 'Ịgụ otu ụbọchị n’atụmatụ ọgụgụ',
  'engagement.listLabel': 'Ndị otu dịka akara ha si dị',
  'engagement.loading': 'Na-ebu Bọọdụ ntinye aka',
  'engagement.once':
    'A na-agụ nke ọ bụla naanị otu ugboro: ịgụghachi otu ụbọchị ma ọ bụ ichekwaghachi ndetu anaghị eweta akara ọzọ.',
  'engagement.optOut': 'Zoo m na Bọọdụ ntinye aka',
  'engagement.optOutHint':
    'Ọ dịghị onye na-ahụ gị na bọọdụ ọ bụla, ma nke ụka gị ma nke obodo gị. Ị ka na-ahụ akara nke gị.',
  'engagement.period.all': 'Kemgbe mmalite',
  'engagement.period.allHint': 'Akara niile e nwetara n’ụka gị.',
  'engagement.period.label': 'Oge',
  'engagement.period.month': 'Ọnwa a',
  'engagement.period.monthHint': 'Akara nke ụbọchị 30 gara aga.',
  'engagement.period.week': 'Izu a',
  'engagement.period.weekHint': 'Akara nke ụbọchị 7 gara aga.',
  'engagement.plusPoints': '+{count}',
  'engagement.points': 'Akara {count}',
  'engagement.rank': 'Ọnọdụ {rank}',
  'engagement.shownNow': 'Ị na-apụta ọzọ na Bọọdụ ntinye aka.',
  'engagement.standing': 'Ị nọ n’ọnọdụ {rank}, ị nwere akara {points}.',
  'engagement.standingHidden': 'E zoro gị na bọọdụ. Ị nwere akara {points} n’oge a.',
  'engagement.standingNone': 'Ị nwebeghị akara ọ bụla n’oge a.',
  'engagement.title': 'Bọọdụ ntinye aka',
  'engagement.wholeChurch': 'Ụka gị niile',
  'engagement.you': 'Gị',
  'engagement.yourStanding': 'Ọnọdụ gị',
};

export default dictionary;
