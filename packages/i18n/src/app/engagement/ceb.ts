import type { EngagementTranslations } from './en';

/** Cebuano (Cebuano): the Engagement Board's strings, translated from en.ts. */
const dictionary: EngagementTranslations = {
  'engagement.community': 'Komunidad',
  'engagement.emptyBody':
    'Basaha ang usa ka adlaw sa plano, pagsulat sa imong journal o ipaambit ang hangyo sa pag-ampo aron makita ka dinhi.',
  'engagement.emptyTitle': 'Wala pay puntos',
  'engagement.hiddenNow': 'Natago na ka gikan sa Talaan sa Pag-apil.',
  'engagement.howTitle': 'Giunsa pagkuha og puntos',
  'engagement.intro':
    'Puntos sa imong pag-apil sa kinabuhi sa imong simbahan: pagbasa, pag-ampo, pagsulat sa journal ug uban pa.',
  'engagement.kind.eventAttended': 'Pagka-check in sa usa ka kalihokan',
  'engagement.kind.journalEntry': 'Pagtipig og sinulat sa journal',
  'engagement.kind.prayed': 'Pag-ampo alang sa hangyo sa uban',
  'engagement.kind.prayerShared': 'Pagpaambit og hangyo sa pag-ampo (walay puntos ang mga walay pangalan)',
  'engagement.kind.readingDay': 'Pagbasa og usa ka adlaw sa plano sa pagbasa',
  'engagement.listLabel': 'Mga miyembro sumala sa puntos',
  'engagement.loading': 'Gikarga ang Talaan sa Pag-apil',
  'engagement.once':
    'Kausa ra maihap ang matag usa: walay dugang puntos ang pagbasa pag-usab sa usa ka adlaw o pagtipig pag-usab sa usa ka sinulat.',
  'engagement.optOut': 'Ayaw ko ipakita sa Talaan sa Pag-apil',
  'engagement.optOutHint':
    'Walay makakita nimo sa bisan unsang talaan, sa imong simbahan man o sa imong mga komunidad. Makita gihapon nimo ang imong kaugalingong puntos.',
  'engagement.period.all': 'Sukad sa sinugdan',
  'engagement.period.allHint': 'Tanang puntos nga nakuha sa imong simbahan.',
  'engagement.period.label': 'Panahon',
  'engagement.period.month': 'Karong bulana',
  'engagement.period.monthHint': 'Puntos sulod sa miaging 30 ka adlaw.',
  'engagement.period.week': 'Karong semanaha',
  'engagement.period.weekHint': 'Puntos sulod sa miaging 7 ka adlaw.',
  'engagement.plusPoints': '+{count}',
  'engagement.points': '{count} ka puntos',
  'engagement.rank': 'Ika-{rank} nga puwesto',
  'engagement.shownNow': 'Makita na usab ka sa Talaan sa Pag-apil.',
  'engagement.standing': 'Ikaw ang ika-{rank} nga adunay {points} ka puntos.',
  'engagement.standingHidden': 'Natago ka gikan sa talaan. Aduna kay {points} ka puntos niini nga panahon.',
  'engagement.standingNone': 'Wala ka pay puntos niini nga panahon.',
  'engagement.title': 'Talaan sa Pag-apil',
  'engagement.wholeChurch': 'Ang tibuok nimong simbahan',
  'engagement.you': 'Ikaw',
  'engagement.yourStanding': 'Imong puwesto',
};

export default dictionary;
