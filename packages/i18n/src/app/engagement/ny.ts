import type { EngagementTranslations } from './en';

/** Chichewa (Chichewa): the Engagement Board's strings, translated from en.ts. */
const dictionary: EngagementTranslations = {
  'engagement.community': 'Dera',
  'engagement.emptyBody':
    'Werengani tsiku limodzi la pulani, lembani m’kope lanu kapena gawanani pempho la pemphero kuti muwonekere pano.',
  'engagement.emptyTitle': 'Palibe mapointi pakadali pano',
  'engagement.hiddenNow': 'Tsopano simukuwonekera pa Bolodi la kutenga nawo mbali.',
  'engagement.howTitle': 'Momwe mapointi amapezedwera',
  'engagement.intro':
    'Mapointi chifukwa chotenga nawo mbali pa moyo wa mpingo wanu: kuwerenga, kupemphera, kulemba m’kope ndi zina zambiri.',
  'engagement.kind.eventAttended': 'Kulembetsa kupezeka pa mwambo',
  'engagement.kind.journalEntry': 'Kusunga cholemba m’kope',
  'engagement.kind.prayed': 'Kupempherera pempho la munthu wina',
  'engagement.kind.prayerShared': 'Kugawana pempho la pemphero (opanda dzina sapeza mapointi)',
  'engagement.kind.readingDay': 'Kuwerenga tsiku limodzi la pulani yowerengera',
  'engagement.listLabel': 'Mamembala motsatira mapointi',
  'engagement.loading': 'Tikutsegula Bolodi la kutenga nawo mbali',
  'engagement.once':
    'Chilichonse chimawerengedwa kamodzi kokha: kuwerenganso tsiku kapena kusunganso cholemba sikubweretsa mapointi ena.',
  'engagement.optOut': 'Ndibiseni pa Bolodi la kutenga nawo mbali',
  'engagement.optOutHint':
    'Palibe amene akukuwonani pa bolodi iliyonse, la mpingo wanu kapena la madera anu. Inu mukuwonabe mapointi anu.',
  'engagement.period.all': 'Kuyambira pachiyambi',
  'engagement.period.allHint': 'Mapointi onse opezedwa mu mpingo wanu.',
  'engagement.period.label': 'Nthawi',
  'engagement.period.month': 'Mwezi uno',
  'engagement.period.monthHint': 'Mapointi a masiku 30 apitawa.',
  'engagement.period.week': 'Sabata ino',
  'engagement.period.weekHint': 'Mapointi a masiku 7 apitawa.',
  'engagement.plusPoints': '+{count}',
  'engagement.points': 'Mapointi {count}',
  'engagement.rank': 'Nambala {rank}',
  'engagement.shownNow': 'Mukuwonekeranso pa Bolodi la kutenga nawo mbali.',
  'engagement.standing': 'Muli pa nambala {rank} ndi mapointi {points}.',
  'engagement.standingHidden': 'Mwabisika pa bolodi. Muli ndi mapointi {points} munthawi ino.',
  'engagement.standingNone': 'Mulibe mapointi munthawi ino pakadali pano.',
  'engagement.title': 'Bolodi la kutenga nawo mbali',
  'engagement.wholeChurch': 'Mpingo wanu wonse',
  'engagement.you': 'Inu',
  'engagement.yourStanding': 'Malo anu',
};

export default dictionary;
