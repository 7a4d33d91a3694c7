import type { EngagementTranslations } from './en';

/** Dutch (Nederlands): the Engagement Board's strings, translated from en.ts. */
const dictionary: EngagementTranslations = {
  'engagement.community': 'Gemeenschap',
  'engagement.emptyBody':
    'Lees een dag van een plan, schrijf in je dagboek of deel een gebedsverzoek om hier te verschijnen.',
  'engagement.emptyTitle': 'Nog geen punten',
  'engagement.hiddenNow': 'Je bent nu verborgen op het Betrokkenheidsbord.',
  'engagement.howTitle': 'Zo verdien je punten',
  'engagement.intro': 'Punten voor je deelname aan het leven van je kerk: lezen, bidden, dagboek schrijven en meer.',
  'engagement.kind.eventAttended': 'Ingecheckt worden bij een evenement',
  'engagement.kind.journalEntry': 'Een dagboekstuk opslaan',
  'engagement.kind.prayed': 'Bidden voor het verzoek van iemand anders',
  'engagement.kind.prayerShared': 'Een gebedsverzoek delen (anonieme verzoeken leveren niets op)',
  'engagement.kind.readingDay': 'Een dag van een leesplan lezen',
  'engagement.listLabel': 'Leden op volgorde van punten',
  'engagement.loading': 'Het Betrokkenheidsbord wordt geladen',
  'engagement.once': 'Alles telt één keer: een dag opnieuw lezen of een stuk opnieuw opslaan levert niets meer op.',
  'engagement.optOut': 'Verberg mij op het Betrokkenheidsbord',
  'engagement.optOutHint':
    'Niemand ziet je op een bord, niet dat van je kerk en niet die van je gemeenschappen. Je eigen punten zie je nog wel.',
  'engagement.period.all': 'Alle tijden',
  'engagement.period.allHint': 'Alle punten die in je kerk zijn verdiend.',
  'engagement.period.label': 'Periode',
  'engagement.period.month': 'Deze maand',
  'engagement.period.monthHint': 'Punten van de afgelopen 30 dagen.',
  'engagement.period.week': 'Deze week',
  'engagement.period.weekHint': 'Punten van de afgelopen 7 dagen.',
  'engagement.plusPoints': '+{count}',
  'engagement.points': '{count} punten',
  'engagement.rank': 'Plaats {rank}',
  'engagement.shownNow': 'Je staat weer op het Betrokkenheidsbord.',
  'engagement.standing': 'Je staat op plaats {rank} met {points} punten.',
  'engagement.standingHidden': 'Je bent verborgen op het bord. Je hebt {points} punten in deze periode.',
  'engagement.standingNone': 'Je hebt nog geen punten in deze periode.',
  'engagement.title': 'Betrokkenheidsbord',
  'engagement.wholeChurch': 'Je hele kerk',
  'engagement.you': 'Jij',
  'engagement.yourStanding': 'Jouw plaats',
};

export default dictionary;
