import type { EngagementTranslations } from './en';

/** Hausa (Hausa): the Engagement Board's strings, translated from en.ts. */
const dictionary: EngagementTranslations = {
  'engagement.community': 'Al’umma',
  'engagement.emptyBody':
    'Karanta rana ɗaya ta wani shiri, ka rubuta a littafinka ko ka raba roƙon addu’a don ka bayyana a nan.',
  'engagement.emptyTitle': 'Babu maki tukuna',
  'engagement.hiddenNow': 'Yanzu an ɓoye ka daga Allon Shiga Harkoki.',
  'engagement.howTitle': 'Yadda ake samun maki',
  'engagement.intro': 'Maki don shiga harkokin rayuwar cocinka: karatu, addu’a, rubutun littafi da sauransu.',
  'engagement.kind.eventAttended': 'Rajistar halartar wani taro',
  'engagement.kind.journalEntry': 'Ajiye rubutu a littafi',
  'engagement.kind.prayed': 'Yin addu’a don roƙon wani',
  'engagement.kind.prayerShared': 'Raba roƙon addu’a (waɗanda aka raba ba tare da suna ba ba sa samun maki)',
  'engagement.kind.readingDay': 'Karanta rana ɗaya ta shirin karatu',
  'engagement.listLabel': 'Membobi bisa maki',
  'engagement.loading': 'Ana loda Allon Shiga Harkoki',
  'engagement.once':
    'Kowane abu ana ƙirga shi sau ɗaya kawai: sake karanta rana ko sake ajiye rubutu ba ya kawo ƙarin maki.',
  'engagement.optOut': 'Ɓoye ni daga Allon Shiga Harkoki',
  'engagement.optOutHint':
    'Babu wanda zai gan ka a kowane allo, na cocinka ko na al’ummominka. Kai kuwa za ka ci gaba da ganin makinka.',
  'engagement.period.all': 'Tun farko',
  'engagement.period.allHint': 'Duk makin da aka samu a cocinka.',
  'engagement.period.label': 'Lokaci',
  'engagement.period.month': 'Wannan wata',
  'engagement.period.monthHint': 'Maki na kwanaki 30 da suka wuce.',
  'engagement.period.week': 'Wannan mako',
  'engagement.period.weekHint': 'Maki na kwanaki 7 da suka wuce.',
  'engagement.plusPoints': '+{count}',
  'engagement.points': 'Maki {count}',
  'engagement.rank': 'Matsayi na {rank}',
  'engagement.shownNow': 'Yanzu ana sake ganinka a Allon Shiga Harkoki.',
  'engagement.standing': 'Kana matsayi na {rank} da maki {points}.',
  'engagement.standingHidden': 'An ɓoye ka daga allon. Kana da maki {points} a wannan lokaci.',
  'engagement.standingNone': 'Ba ka da maki a wannan lokaci tukuna.',
  'engagement.title': 'Allon Shiga Harkoki',
  'engagement.wholeChurch': 'Dukan cocinka',
  'engagement.you': 'Kai',
  'engagement.yourStanding': 'Matsayinka',
};

export default dictionary;
