import type { EngagementTranslations } from './en';

/** German (Deutsch): the Engagement Board's strings, translated from en.ts. */
const dictionary: EngagementTranslations = {
  'engagement.community': 'Gemeinschaft',
  'engagement.emptyBody':
    'Lies einen Tag eines Plans, schreib in dein Tagebuch oder teile ein Gebetsanliegen, um hier zu erscheinen.',
  'engagement.emptyTitle': 'Noch keine Punkte',
  'engagement.hiddenNow': 'Du bist jetzt auf der Engagement-Tafel verborgen.',
  'engagement.howTitle': 'So sammelst du Punkte',
  'engagement.intro': 'Punkte dafür, dass du am Leben deiner Gemeinde teilnimmst: Lesen, Beten, Tagebuch und mehr.',
  'engagement.kind.eventAttended': 'Beim Einchecken zu einer Veranstaltung',
  'engagement.kind.journalEntry': 'Einen Tagebucheintrag speichern',
  'engagement.kind.prayed': 'Für das Anliegen eines anderen beten',
  'engagement.kind.prayerShared': 'Ein Gebetsanliegen teilen (anonyme bringen keine Punkte)',
  'engagement.kind.readingDay': 'Einen Tag eines Leseplans lesen',
  'engagement.listLabel': 'Mitglieder nach Punkten',
  'engagement.loading': 'Engagement-Tafel wird geladen',
  'engagement.once':
    'Alles zählt nur einmal: Wer einen Tag erneut liest oder einen Eintrag erneut speichert, bekommt keine weiteren Punkte.',
  'engagement.optOut': 'Mich auf der Engagement-Tafel verbergen',
  'engagement.optOutHint':
    'Niemand sieht dich auf einer Tafel, weder auf der deiner Gemeinde noch auf denen deiner Gemeinschaften. Deine eigenen Punkte siehst du weiterhin.',
  'engagement.period.all': 'Insgesamt',
  'engagement.period.allHint': 'Alle Punkte, die in deiner Gemeinde gesammelt wurden.',
  'engagement.period.label': 'Zeitraum',
  'engagement.period.month': 'Dieser Monat',
  'engagement.period.monthHint': 'Punkte der letzten 30 Tage.',
  'engagement.period.week': 'Diese Woche',
  'engagement.period.weekHint': 'Punkte der letzten 7 Tage.',
  'engagement.plusPoints': '+{count}',
  'engagement.points': '{count} Punkte',
  'engagement.rank': 'Platz {rank}',
  'engagement.shownNow': 'Du bist wieder auf der Engagement-Tafel zu sehen.',
  'engagement.standing': 'Du bist auf Platz {rank} mit {points} Punkten.',
  'engagement.standingHidden': 'Du bist auf der Tafel verborgen. In diesem Zeitraum hast du {points} Punkte.',
  'engagement.standingNone': 'In diesem Zeitraum hast du noch keine Punkte.',
  'engagement.title': 'Engagement-Tafel',
  'engagement.wholeChurch': 'Deine ganze Gemeinde',
  'engagement.you': 'Du',
  'engagement.yourStanding': 'Deine Platzierung',
};

export default dictionary;
