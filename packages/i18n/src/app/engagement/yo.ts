import type { EngagementTranslations } from './en';

/** Yoruba (Yorùbá): the Engagement Board's strings, translated from en.ts. */
const dictionary: EngagementTranslations = {
  'engagement.community': 'Àwùjọ',
  'engagement.emptyBody':
    'Ka ọjọ́ kan nínú ètò kan, kọ nǹkan sínú ìwé àkọsílẹ̀ rẹ, tàbí pín ìbéèrè àdúrà kan kí o lè fara hàn níbí.',
  'engagement.emptyTitle': 'Kò tíì sí àmì kankan',
  'engagement.hiddenNow': 'A ti fi ọ́ pamọ́ kúrò lórí Pátákó ìkópa.',
  'engagement.howTitle': 'Bí a ṣe ń gba àmì',
  'engagement.intro': 'Àmì fún kíkópa nínú ìgbésí ayé ìjọ rẹ: kíkà, àdúrà, kíkọ ìwé àkọsílẹ̀ àti bẹ́ẹ̀ bẹ́ẹ̀ lọ.',
  'engagement.kind.eventAttended': 'Fífi orúkọ sílẹ̀ pé o wá sí ìṣẹ̀lẹ̀ kan',
  'engagement.kind.journalEntry': 'Fífi àkọsílẹ̀ kan pamọ́ sínú ìwé àkọsílẹ̀',
  'engagement.kind.prayed': 'Gbígbàdúrà fún ìbéèrè ẹlòmíràn',
  'engagement.kind.prayerShared': 'Pínpín ìbéèrè àdúrà (àwọn tí a pín láìlórúkọ kò ní àmì)',
  'engagement.kind.readingDay': 'Kíka ọjọ́ kan nínú ètò kíkà',
  'engagement.listLabel': 'Àwọn ọmọ ìjọ gẹ́gẹ́ bí àmì wọn',
  'engagement.loading': 'Ó ń gbé Pátákó ìkópa wọlé',
  'engagement.once':
    'Ẹ̀ẹ̀kan péré ni a ń ka ọ̀kọ̀ọ̀kan: kíka ọjọ́ kan lẹ́ẹ̀kan sí i tàbí fífi àkọsílẹ̀ pamọ́ lẹ́ẹ̀kan sí i kò ní mú àmì míì wá.',
  'engagement.optOut': 'Fi mí pamọ́ kúrò lórí Pátákó ìkópa',
  'engagement.optOutHint':
    'Kò sí ẹni tí yóò rí ọ lórí pátákó kankan, yálà ti ìjọ rẹ tàbí ti àwọn àwùjọ rẹ. Ìwọ ṣì lè rí àmì tìrẹ.',
  'engagement.period.all': 'Láti ìbẹ̀rẹ̀',
  'engagement.period.allHint': 'Gbogbo àmì tí a ti gbà nínú ìjọ rẹ.',
  'engagement.period.label': 'Àsìkò',
  'engagement.period.month': 'Oṣù yìí',
  'engagement.period.monthHint': 'Àmì láti ọjọ́ 30 tó kọjá.',
  'engagement.period.week': 'Ọ̀sẹ̀ yìí',
  'engagement.period.weekHint': 'Àmì láti ọjọ́ 7 tó kọjá.',
  'engagement.plusPoints': '+{count}',
  'engagement.points': 'Àmì {count}',
  'engagement.rank': 'Ipò {rank}',
  'engagement.shownNow': 'O tún ti fara hàn lórí Pátákó ìkópa.',
  'engagement.standing': 'O wà ní ipò {rank} pẹ̀lú àmì {points}.',
  'engagement.standingHidden': 'A ti fi ọ́ pamọ́ kúrò lórí pátákó. O ní àmì {points} ní àsìkò yìí.',
  'engagement.standingNone': 'O kò tíì ní àmì kankan ní àsìkò yìí.',
  'engagement.title': 'Pátákó ìkópa',
  'engagement.wholeChurch': 'Gbogbo ìjọ rẹ',
  'engagement.you': 'Ìwọ',
  'engagement.yourStanding': 'Ipò rẹ',
};

export default dictionary;
