import type { EngagementTranslations } from './en';

/** Filipino (Filipino): the Engagement Board's strings, translated from en.ts. */
const dictionary: EngagementTranslations = {
  'engagement.community': 'Komunidad',
  'engagement.emptyBody':
    'Magbasa ng isang araw ng plan, magsulat sa iyong journal o magbahagi ng prayer request para lumabas ka rito.',
  'engagement.emptyTitle': 'Wala pang points',
  'engagement.hiddenNow': 'Nakatago ka na sa Board ng Pakikilahok.',
  'engagement.howTitle': 'Paano makakuha ng points',
  'engagement.intro':
    'Points para sa pakikilahok mo sa buhay ng iyong simbahan: pagbabasa, panalangin, journaling at iba pa.',
  'engagement.kind.eventAttended': 'Ma-check in sa isang event',
  'engagement.kind.journalEntry': 'Pag-save ng tala sa journal',
  'engagement.kind.prayed': 'Pagdarasal para sa prayer request ng iba',
  'engagement.kind.prayerShared': 'Pagbabahagi ng prayer request (walang points ang mga hindi nagpapakilala)',
  'engagement.kind.readingDay': 'Pagbabasa ng isang araw ng reading plan',
  'engagement.listLabel': 'Mga miyembro ayon sa points',
  'engagement.loading': 'Nilo-load ang Board ng Pakikilahok',
  'engagement.once':
    'Isang beses lang binibilang ang bawat isa: walang dagdag na points kapag binasa ulit ang isang araw o ni-save ulit ang isang tala.',
  'engagement.optOut': 'Itago ako sa Board ng Pakikilahok',
  'engagement.optOutHint':
    'Walang makakakita sa iyo sa kahit anong board, sa simbahan mo man o sa mga komunidad mo. Makikita mo pa rin ang sarili mong points.',
  'engagement.period.all': 'Lahat ng panahon',
  'engagement.period.allHint': 'Lahat ng points na nakuha sa iyong simbahan.',
  'engagement.period.label': 'Panahon',
  'engagement.period.month': 'Ngayong buwan',
  'engagement.period.monthHint': 'Points mula sa huling 30 araw.',
  'engagement.period.week': 'Ngayong linggo',
  'engagement.period.weekHint': 'Points mula sa huling 7 araw.',
  'engagement.plusPoints': '+{count}',
  'engagement.points': '{count} points',
  'engagement.rank': 'Rank {rank}',
  'engagement.shownNow': 'Makikita ka na ulit sa Board ng Pakikilahok.',
  'engagement.standing': 'Nasa #{rank} ka, may {points} points.',
  'engagement.standingHidden': 'Nakatago ka sa board. May {points} points ka sa panahong ito.',
  'engagement.standingNone': 'Wala ka pang points sa panahong ito.',
  'engagement.title': 'Board ng Pakikilahok',
  'engagement.wholeChurch': 'Buong simbahan mo',
  'engagement.you': 'Ikaw',
  'engagement.yourStanding': 'Ang iyong ranking',
};

export default dictionary;
