import type { LandingCopy } from './en';

/** Yoruba copy of the landing page. */
const copy: LandingCopy = {
  meta: {
    title: 'Koinonia — Áàpù ìjọ fún ìdàpọ̀',
    description:
      'Ògiri àdúrà, kíka Bíbélì ojoojúmọ́, àwọn ìṣẹ̀lẹ̀, ìwíregbè ẹgbẹ́ àti iṣẹ́ ìyọ̀ǹda nínú áàpù kan tí ó fi àṣírí ṣáájú fún ọmọ ìjọ, aṣáájú àti olùṣọ́-àgùntàn.',
  },
  hero: {
    eyebrow: 'Áàpù ìjọ tí ó ní ohun gbogbo',
    title: 'Ìdàpọ̀ tí ó ń bá a lọ ní gbogbo ọ̀sẹ̀',
    subtitle:
      'Àdúrà, Ìwé Mímọ́, àwọn ìṣẹ̀lẹ̀, ìwíregbè àti iṣẹ́ ìsìn nínú áàpù kan tí ó fi àṣírí ṣáájú fún àwọn ọmọ ìjọ, aṣáájú àti òṣìṣẹ́ rẹ.',
  },
  overview: {
    title: 'Ilé kan fún ìgbésí ayé ìjọ rẹ lápapọ̀',
    paragraphs: [
      'Ọ̀pọ̀ ìjọ ló ń ṣe àkópọ̀ ẹgbẹ́ ìwíregbè kan, ìwé ìforúkọsílẹ̀ kan, ojú-ìwé ọrẹ kan àti ìwé àkọsílẹ̀ olùyọ̀ǹda kan. Koinonia kó gbogbo wọn jọ sí ibì kan, kí àwọn ọmọ ìjọ lè rí ohun gbogbo, kí àwọn aṣáájú sì dẹ́kun dídà àwọn àkójọ orúkọ láti irinṣẹ́ kan sí òmíràn.',
      'Àwọn ọmọ ìjọ ń gbàdúrà fún ara wọn, ń ka Bíbélì lójoojúmọ́, wọ́n sì ń forúkọ sílẹ̀ láti sìn. Àwọn olùṣọ́-àgùntàn àti alábòójútó ń rí ẹni tí ó ní ìsopọ̀ àti ibi tí a ti nílò ìrànlọ́wọ́, ní èdè {languageCount}.',
    ],
  },
  features: {
    title: 'Gbogbo ohun tí ìjọ rẹ ń ṣe, nínú áàpù kan',
    items: [
      {
        title: 'Ògiri Àdúrà',
        body: 'Ìbéèrè àdúrà ìkọ̀kọ̀, gbangba tàbí aláìlórúkọ, àwùjọ àdúrà àti àdúrà tí a ti dáhùn, ní ṣíṣí tọ̀sán-tòru.',
      },
      {
        title: 'Kíka Bíbélì àti ìwé àkọsílẹ̀',
        body: 'Kíkà ojoojúmọ́, ìfọkànsìn oníṣamọ̀nà, ètò kíkà, Bíbélì olóhùn àti ìwé àkọsílẹ̀ S.O.A.P.',
      },
      {
        title: 'Àwọn ìṣẹ̀lẹ̀ àti àwùjọ',
        body: 'Ìdáhùn sí ìpè, ìránnilétí, àwọn àpérò tí a ń bójútó, ìwíregbè ẹgbẹ́ kékeré, ìfiránṣẹ́ àti ìkéde.',
      },
      {
        title: 'Ibùdó Iṣẹ́ Ìsìn',
        body: 'So àwọn ọmọ ìjọ pọ̀ mọ́ ẹgbẹ́ iṣẹ́ ìsìn gẹ́gẹ́ bí ọgbọ́n àti ẹ̀bùn ẹ̀mí wọn, ṣètò àkókò wọn, kí o sì dúpẹ́ lọ́wọ́ wọn.',
      },
      {
        title: 'Ẹ̀kọ́ àti ìmúrasílẹ̀ ìwàásù pẹ̀lú AI',
        body: 'Ìtọ́sọ́nà ẹ̀kọ́ àti ìlapa èrò ìwàásù nígbà tí o bá béèrè, tí a ń san fún pẹ̀lú àbẹ́là AI tí ó wà nínú gbogbo ètò.',
      },
      {
        title: 'Ìṣàkóso ìjọ',
        body: 'Ìṣàkóso ọmọ ìjọ, ọrẹ orí ayélujára pẹ̀lú ìtúpalẹ̀ àwọn olùfúnni, ìgbéjáde ní tààrà, ọ̀pọ̀ ẹ̀ka ìjọ àti sítúdíò àkóónú.',
      },
    ],
  },
  featurePages: {
    title: 'Ṣàwárí àwọn ẹ̀yà náà',
    items: {
      prayerWall: {
        title: 'Ògiri Àdúrà',
        body: 'Pín àìní rẹ, kó àwùjọ àdúrà jọ, kí ẹ sì jọ ṣayẹyẹ àdúrà tí a ti dáhùn.',
      },
      bibleReading: {
        title: 'Kíka Bíbélì',
        body: 'Kà, gbọ́, kí o sì ṣe àṣàrò lójoojúmọ́ pẹ̀lú ètò kíkà, ìfọkànsìn àti ìwé àkọsílẹ̀ S.O.A.P. rẹ.',
      },
      events: {
        title: 'Àwọn ìṣẹ̀lẹ̀',
        body: 'Ṣètò ìpéjọpọ̀ pẹ̀lú ìdáhùn sí ìpè, ìránnilétí àti àkọsílẹ̀ wíwá ní gbogbo ibi.',
      },
      communityChat: {
        title: 'Ìwíregbè Àwùjọ',
        body: 'Jẹ́ kí àwọn àwùjọ àti ẹgbẹ́ kékeré máa bá ara wọn sọ̀rọ̀ láìléwu láàárín ọjọ́ Ìsinmi kan sí òmíràn.',
      },
      volunteerHub: {
        title: 'Ibùdó Olùyọ̀ǹda',
        body: 'Ran gbogbo ọmọ ìjọ lọ́wọ́ láti rí ibi iṣẹ́ ìsìn tí ó bá ẹ̀bùn wọn mu.',
      },
    },
  },
  audiences: {
    title: 'A ṣe é fún gbogbo ènìyàn nínú ìjọ rẹ',
    items: [
      {
        title: 'Àwọn ọmọ ìjọ',
        body: 'Gbàdúrà, kàwé, kọ àkọsílẹ̀, kí o sì kópa pẹ̀lú ìjọ rẹ láti orí fóònù rẹ, nígbàkigbà.',
      },
      {
        title: 'Aṣáájú ẹgbẹ́ àti aṣáájú iṣẹ́ ìsìn',
        body: 'Bá ẹgbẹ́ rẹ wíregbè, pín ìkéde, ṣètò ìṣẹ̀lẹ̀, kí o sì kún ipò àwọn olùyọ̀ǹda.',
      },
      {
        title: 'Àwọn olùṣọ́-àgùntàn',
        body: 'Wo ibi tí àwọn ènìyàn rẹ ti nílò ìtọ́jú, kí o sì múra ìwàásù àti ẹ̀kọ́ sílẹ̀ pẹ̀lú ìrànlọ́wọ́ AI.',
      },
      {
        title: 'Alábòójútó ìjọ àti olùyọ̀ǹda',
        body: 'Ṣàkóso àwọn ọmọ ìjọ, ọrẹ, ẹ̀ka ìjọ àti àkókò iṣẹ́ láìsí àpótí tí ó kún fún ìwé àkọsílẹ̀.',
      },
    ],
  },
  benefits: {
    title: 'Ìdí tí àwọn ìjọ fi ń yan Koinonia',
    items: [
      {
        title: 'Ìṣàkóso díẹ̀, iṣẹ́ ìsìn púpọ̀',
        body: 'Áàpù kan rọ́pò ọ̀pọ̀ irinṣẹ́ tí a ń lẹ̀ mọ́ra, kí àwọn òṣìṣẹ́ lè lo àkókò wọn pẹ̀lú ènìyàn.',
      },
      {
        title: 'Àwọn ọmọ ìjọ tí ó ń wà ní ìsopọ̀',
        body: 'Àdúrà, kíkà àti ìwíregbè ń fún ènìyàn ní ìdí láti padà wá láàárín ọjọ́ Ìsinmi kan sí òmíràn.',
      },
      {
        title: 'Ó ti ṣetán fún gbogbo ẹ̀ka ìjọ',
        body: 'Ṣàkóso ọ̀pọ̀ ẹ̀ka ìjọ láti àkáǹtì kan, kí o sì ṣe ìṣẹ̀lẹ̀ ní ọ̀pọ̀ ibi.',
      },
      {
        title: 'Ní èdè gbogbo ọmọ ìjọ',
        body: 'Olúkúlùkù ń yan èdè rẹ̀ àti àwọ̀ ìmọ́lẹ̀ tàbí dúdú, ó sì lè fi àkóónú pamọ́ fún lílò láìsí ìntánẹ́ẹ̀tì.',
      },
    ],
  },
  howItWorks: {
    title: 'Bí ó ṣe ń ṣiṣẹ́',
    steps: [
      {
        title: 'Ṣí àkáǹtì ọ̀fẹ́',
        body: 'Forúkọ sílẹ̀ ní ìṣẹ́jú kan, láìnílò káàdì, kí o sì yan èdè rẹ.',
      },
      {
        title: 'Darapọ̀ mọ́ ìjọ rẹ tàbí ṣètò rẹ̀',
        body: 'Wá ìjọ rẹ àti àwọn ẹgbẹ́ rẹ, tàbí mú ìjọ rẹ wọlé pẹ̀lú ètò ìjọ.',
      },
      {
        title: 'Gbàdúrà, kàwé, péjọpọ̀, kí o sì sìn',
        body: 'Bẹ̀rẹ̀ pẹ̀lú kíkà tòní tàbí ìbéèrè àdúrà kan, kí o sì máa dàgbà láti ibẹ̀.',
      },
    ],
  },
  cta: {
    title: 'Kó ìjọ rẹ jọ sí ibì kan',
    body: 'Bẹ̀rẹ̀ lọ́fẹ̀ẹ́ lónìí, tàbí ṣètò àfihàn kí a sì fi Koinonia han ẹgbẹ́ rẹ lẹ́sẹẹsẹ.',
  },
};

export default copy;
