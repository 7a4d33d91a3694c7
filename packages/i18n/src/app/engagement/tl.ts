import type { EngagementTranslations } from './en';

/** Tagalog (Tagalog): the Engagement Board's strings, translated from en.ts. */
const dictionary: EngagementTranslations = {
  'engagement.community': 'Pamayanan',
  'engagement.emptyBody':
    'Magbasa ng isang araw ng plano, magsulat sa iyong talaarawan o magbahagi ng kahilingan sa panalangin upang lumitaw ka rito.',
  'engagement.emptyTitle': 'Wala pang puntos',
  'engagement.hiddenNow': 'Nakatago ka na mula sa Talaan ng Pakikilahok.',
  'engagement.howTitle': 'Paano nakakakuha ng puntos',
  'engagement.intro':
    'Mga puntos sa pakikibahagi mo sa buhay ng iyong simbahan: pagbabasa, pananalangin, pagsusulat sa talaarawan at iba pa.',
  'engagement.kind.eventAttended': 'Ma-check in sa isang pagtitipon',
  'engagement.kind.journalEntry': 'Pagtatala ng sulatin sa talaarawan',
  'engagement.kind.prayed': 'Pananalangin para sa kahilingan ng iba',
  'engagement.kind.prayerShared': 'Pagbabahagi ng kahilingan sa panalangin (walang puntos ang mga di-nagpapakilala)',
  'engagement.kind.readingDay': 'Pagbasa ng isang araw ng plano ng pagbasa',
  'engagement.listLabel': 'Mga kasapi ayon sa puntos',
  'engagement.loading': 'Ikinakarga ang Talaan ng Pakikilahok',
  'engagement.once':
    'Minsan lang binibilang ang bawat isa: walang dagdag na puntos ang muling pagbasa sa isang araw o muling pagtatala ng isang sulatin.',
  'engagement.optOut': 'Itago ako mula sa Talaan ng Pakikilahok',
  'engagement.optOutHint':
    'Walang makakakita sa iyo sa alinmang talaan, maging sa iyong simbahan o sa iyong mga pamayanan. Nakikita mo pa rin ang sarili mong puntos.',
  'engagement.period.all': 'Buong panahon',
  'engagement.period.allHint': 'Bawat puntos na nakamit sa iyong simbahan.',
  'engagement.period.label': 'Yugto ng panahon',
  'engagement.period.month': 'Ngayong buwan',
  'engagement.period.monthHint': 'Mga puntos mula sa nakalipas na 30 araw.',
  'engagement.period.week': 'Ngayong linggo',
  'engagement.period.weekHint': 'Mga puntos mula sa nakalipas na 7 araw.',
  'engagement.plusPoints': '+{count}',
  'engagement.points': '{count} puntos',
  'engagement.rank': 'Ika-{rank} na puwesto',
  'engagement.shownNow': 'Makikita ka nang muli sa Talaan ng Pakikilahok.',
  'engagement.standing': 'Ikaw ay nasa ika-{rank} na puwesto na may {points} puntos.',
  'engagement.standingHidden': 'Nakatago ka mula sa talaan. Mayroon kang {points} puntos sa panahong ito.',
  'engagement.standingNone': 'Wala ka pang puntos sa panahong ito.',
  'engagement.title': 'Talaan ng Pakikilahok',
  'engagement.wholeChurch': 'Ang buong simbahan mo',
  'engagement.you': 'Ikaw',
  'engagement.yourStanding': 'Ang iyong katayuan',
};

export default dictionary;
