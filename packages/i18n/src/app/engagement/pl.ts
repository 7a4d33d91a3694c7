import type { EngagementTranslations } from './en';

/** Polish (Polski): the Engagement Board's strings, translated from en.ts. */
const dictionary: EngagementTranslations = {
  'engagement.community': 'Społeczność',
  'engagement.emptyBody':
    'Przeczytaj dzień planu, napisz coś w dzienniku albo podziel się prośbą o modlitwę, aby się tu pojawić.',
  'engagement.emptyTitle': 'Jeszcze nie ma punktów',
  'engagement.hiddenNow': 'Nie widać cię już na Tablicy zaangażowania.',
  'engagement.howTitle': 'Jak zdobywa się punkty',
  'engagement.intro': 'Punkty za udział w życiu twojego kościoła: czytanie, modlitwę, dziennik i nie tylko.',
  'engagement.kind.eventAttended': 'Potwierdzona obecność na wydarzeniu',
  'engagement.kind.journalEntry': 'Zapisanie wpisu w dzienniku',
  'engagement.kind.prayed': 'Modlitwa w czyjejś intencji',
  'engagement.kind.prayerShared': 'Podzielenie się prośbą o modlitwę (anonimowe nie dają punktów)',
  'engagement.kind.readingDay': 'Przeczytanie dnia planu czytania',
  'engagement.listLabel': 'Członkowie według punktów',
  'engagement.loading': 'Wczytywanie Tablicy zaangażowania',
  'engagement.once':
    'Każda rzecz liczy się raz: ponowne przeczytanie dnia czy ponowne zapisanie wpisu nie daje więcej punktów.',
  'engagement.optOut': 'Ukryj mnie na Tablicy zaangażowania',
  'engagement.optOutHint':
    'Nikt nie widzi cię na żadnej tablicy — ani twojego kościoła, ani twoich społeczności. Ty nadal widzisz swoje punkty.',
  'engagement.period.all': 'Od początku',
  'engagement.period.allHint': 'Wszystkie punkty zdobyte w twoim kościele.',
  'engagement.period.label': 'Okres',
  'engagement.period.month': 'Ten miesiąc',
  'engagement.period.monthHint': 'Punkty z ostatnich 30 dni.',
  'engagement.period.week': 'Ten tydzień',
  'engagement.period.weekHint': 'Punkty z ostatnich 7 dni.',
  'engagement.plusPoints': '+{count}',
  'engagement.points': 'Punkty: {count}',
  'engagement.rank': 'Miejsce {rank}',
  'engagement.shownNow': 'Znów widać cię na Tablicy zaangażowania.',
  'engagement.standing': 'Zajmujesz {rank}. miejsce. Punkty: {points}.',
  'engagement.standingHidden': 'Nie widać cię na tablicy. Punkty w tym okresie: {points}.',
  'engagement.standingNone': 'W tym okresie nie masz jeszcze punktów.',
  'engagement.title': 'Tablica zaangażowania',
  'engagement.wholeChurch': 'Cały twój kościół',
  'engagement.you': 'Ty',
  'engagement.yourStanding': 'Twoje miejsce',
};

export default dictionary;
