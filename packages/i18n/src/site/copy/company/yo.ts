import type { CompanyCopy } from './en';

/** Yoruba copy of the about-us, AI candles and contact-us pages. */
const copy: CompanyCopy = {
  aboutUs: {
    meta: {
      title: 'Nípa Koinonia: ìdàpọ̀ fún gbogbo ìjọ',
      description:
        'Ìdí tí Koinonia fi wà: ilé kan tí ó ní àṣírí, láìsí ìpolówó, fún àdúrà, Ìwé Mímọ́, iṣẹ́ ìsìn àti ìgbésí ayé ìjọ, tí a kọ́ pẹ̀lú àwọn ìjọ kí olùṣọ́-àgùntàn lè wà pẹ̀lú ènìyàn.',
    },
    hero: {
      eyebrow: 'Nípa wa',
      title: 'A kọ́ ọ fún ìdàpọ̀',
      subtitle:
        'Àdúrà, Ìwé Mímọ́, iṣẹ́ ìsìn àti ìgbésí ayé ìjọ ní ibì kan, kí ìjọ rẹ lè wà ní ìsopọ̀ láàárín ọjọ́ Ìsinmi kan sí òmíràn.',
    },
    overview: {
      title: 'Ìdí tí Koinonia fi wà',
      paragraphs: [
        'Koinonia ni ọ̀rọ̀ Gíríìkì tí ìjọ àkọ́kọ́ lò fún ìdàpọ̀: ìgbésí ayé tí wọ́n jọ ń gbé nínú ẹ̀kọ́, àdúrà, bíbu àkàrà àti títọ́jú ara wọn. Ìgbésí ayé àjùmọ̀gbé yẹn ni a ń kọ́ nǹkan fún.',
        'Ọ̀pọ̀ ìjọ ló ń lo àkójọpọ̀ ẹgbẹ́ ìwíregbè, ìwé ìforúkọsílẹ̀ orí bébà àti irinṣẹ́ ọrẹ tí ó yàtọ̀ síra. Àwọn olùṣọ́-àgùntàn ń lo ìrọ̀lẹ́ wọn lórí iṣẹ́ ìṣàkóso nígbà tí àwọn ọmọ ìjọ ń pòórá díẹ̀díẹ̀. Koinonia kó gbogbo rẹ̀ jọ, kí àwọn aṣáájú lè fi àkókò wọn fún ènìyàn.',
      ],
    },
    features: {
      title: 'Ohun tí a ń kọ́',
      items: [
        {
          title: 'Àdúrà àti Ìwé Mímọ́',
          body: 'Ògiri àdúrà, ìwé àkọsílẹ̀ S.O.A.P., kíka Bíbélì ojoojúmọ́, ètò kíkà àti Bíbélì olóhùn.',
        },
        {
          title: 'Àwùjọ',
          body: 'Àwọn àwùjọ, àpérò tí a ń bójútó, ìwíregbè ẹgbẹ́ kékeré, ìfiránṣẹ́ àti ìkéde.',
        },
        {
          title: 'Àwọn ìṣẹ̀lẹ̀',
          body: 'Ìdáhùn sí ìpè, ìránnilétí, àkọsílẹ̀ wíwá àti ọ̀pọ̀ ibi ìpàdé.',
        },
        {
          title: 'Iṣẹ́ ìsìn',
          body: 'Ibùdó Iṣẹ́ Ìsìn D.I.V.I.N.E. ń so àwọn olùyọ̀ǹda pọ̀ mọ́ ẹgbẹ́ iṣẹ́ ìsìn gẹ́gẹ́ bí ọgbọ́n àti ẹ̀bùn ẹ̀mí wọn.',
        },
        {
          title: 'Ìṣàkóso ìjọ',
          body: 'Ìṣàkóso ọmọ ìjọ, ìbánisọ̀rọ̀ fún gbogbo ìjọ àti ọrẹ orí ayélujára pẹ̀lú ìtúpalẹ̀ àwọn olùfúnni.',
        },
        {
          title: 'Irinṣẹ́ iṣẹ́ ìsìn',
          body: 'Ìtọ́sọ́nà ẹ̀kọ́ AI, ìmúrasílẹ̀ ìwàásù, ìgbéjáde ní tààrà àti ìpínkiri pẹ̀lú ìtẹ̀ kan sí pèpéle 11+.',
        },
      ],
    },
    benefits: {
      title: 'Ohun tí a dúró fún',
      items: [
        {
          title: 'Àṣírí ṣáájú',
          body: 'Kò sí ìtọpinpin fún ìpolówó, kò sí ìtúpalẹ̀ ẹlòmíràn, a kò sì ń ta dátà. Ìbéèrè àdúrà jẹ́ ohun ìfọkàntán, kì í ṣe ọjà.',
        },
        {
          title: 'A kọ́ ọ pẹ̀lú àwọn ìjọ',
          body: 'A ṣe é gẹ́gẹ́ bí ọ̀sẹ̀ ìjọ gidi ṣe rí: ìsìn, ìpàdé àárín ọ̀sẹ̀, àtẹ iṣẹ́ ìsìn àti àwọn tí ń darí wọn.',
        },
        {
          title: 'Ní èdè gbogbo ọmọ ìjọ',
          body: 'Koinonia ń sọ èdè {languageCount}, kí olúkúlùkù lè gbàdúrà kí ó sì kàwé ní èdè ọkàn rẹ̀.',
        },
        {
          title: 'Ọ̀fẹ́ láti bẹ̀rẹ̀',
          body: 'Àwọn ọmọ ìjọ ń bẹ̀rẹ̀ lórí ètò ọ̀fẹ́ wa, láìnílò káàdì, wọ́n sì lè dúró lórí rẹ̀ títí tí wọ́n bá fẹ́.',
        },
      ],
    },
    howItWorks: {
      title: 'Bí a ṣe ń bẹ̀rẹ̀',
      steps: [
        {
          title: 'Ṣí àkáǹtì ọ̀fẹ́ rẹ',
          body: 'Yan èdè rẹ, lẹ́yìn náà ṣí ògiri àdúrà àti kíka Bíbélì ti òní.',
        },
        {
          title: 'Darapọ̀ mọ́ ìjọ rẹ',
          body: 'Wá ìjọ rẹ àti àwọn ẹgbẹ́ rẹ̀, tàbí ṣètò ti yín lórí ètò ìjọ.',
        },
        {
          title: 'Ẹ jọ dàgbà pọ̀',
          body: 'Ẹ máa gbàdúrà fún ara yín, ẹ jọ máa kàwé, kí ẹ sì máa sìn níbi tí Ọlọ́run fún yín lẹ́bùn.',
        },
      ],
    },
    cta: {
      title: 'Wá wò ó',
      body: 'Bẹ̀rẹ̀ lọ́fẹ̀ẹ́ gẹ́gẹ́ bí ọmọ ìjọ, tàbí ṣàyẹ̀wò Koinonia pẹ̀lú ẹgbẹ́ òṣìṣẹ́ ìjọ rẹ nínú àfihàn.',
    },
  },
  candlesInfo: {
    meta: {
      title: 'Àbẹ́là AI: kírẹ́dítì fún ìtọ́sọ́nà ẹ̀kọ́ àti ìwàásù',
      description:
        'Bí àbẹ́là AI ṣe ń ṣiṣẹ́ nínú Koinonia: ìpín oṣooṣù nínú gbogbo ètò fún ìtọ́sọ́nà ẹ̀kọ́, ìmúrasílẹ̀ ìwàásù, ohùn àti fídíò AI, pẹ̀lú àpò àfikún tí kì í parí.',
    },
    hero: {
      eyebrow: 'Àbẹ́là AI',
      title: 'Kírẹ́dítì kan tí ó rọrùn fún gbogbo ẹ̀yà AI',
      subtitle:
        'Àbẹ́là ni a fi ń sanwó fún ìtọ́sọ́nà ẹ̀kọ́, ìmúrasílẹ̀ ìwàásù, Bíbélì olóhùn AI àti fídíò AI. Gbogbo ètò ló ní wọn.',
    },
    overview: {
      title: 'Kí ni àbẹ́là AI?',
      paragraphs: [
        'Àbẹ́là AI jẹ́ kírẹ́dítì tí o ń ná lórí àwọn ẹ̀yà AI ti Koinonia. Gbogbo ètò, títí kan ti ọ̀fẹ́, ló ń fúnni ní àbẹ́là lóṣooṣù.',
        'Àbẹ́là ètò ń sọ ara wọn dọ̀tun lóṣooṣù. Àpò àfikún ń fi àbẹ́là tí kì í parí kún un, àwọn ìjọ sì ń gba àbẹ́là ìdúróṣinṣin fún dídúró pẹ̀lú wa.',
      ],
    },
    features: {
      title: 'Àbẹ́là AI ní ìwòye kan',
      items: [
        {
          title: 'Ìtọ́sọ́nà ẹ̀kọ́',
          body: 'Ìtọ́sọ́nà fún ẹsẹ Bíbélì tàbí àkòrí èyíkéyìí, pẹ̀lú ìbéèrè ìjíròrò fún ẹgbẹ́ rẹ.',
        },
        {
          title: 'Ìmúrasílẹ̀ ìwàásù',
          body: 'Ṣe ìlapa èrò ìwàásù kí o sì kó àwọn ẹsẹ tí ó jọmọ́ ọn jọ, lẹ́yìn náà sọ ọ́ di tìrẹ.',
        },
        {
          title: 'Bíbélì olóhùn AI',
          body: 'Gbọ́ Ìwé Mímọ́ tí a ń kà sókè bí o ṣe ń lọ síbi iṣẹ́ tàbí kí o tó sùn.',
        },
        {
          title: 'Fídíò AI',
          body: 'Sọ kókó ìwàásù kan tàbí ẹsẹ Bíbélì kan di fídíò kúkúrú fún ìjọ rẹ.',
        },
        {
          title: 'Iye tí ó kù ní ìwòye kan',
          body: 'Ojú-ìwé àbẹ́là rẹ máa ń fi iye tí ó kù fún ọ hàn nígbà gbogbo.',
        },
        {
          title: 'Fi kún un lẹ́sẹ̀kẹsẹ̀',
          body: 'Ra àpò àfikún nígbàkigbà tí o bá nílò síi, lórí ètò èyíkéyìí.',
        },
      ],
    },
    benefits: {
      title: 'Ìdí tí a fi ń lo àbẹ́là',
      items: [
        {
          title: 'Ó wà nínú gbogbo ètò',
          body: 'Àwọn ọmọ ìjọ àti ìjọ ń gba ìpín oṣooṣù láti ọjọ́ kìíní.',
        },
        {
          title: 'Kò sí owó ìyàlẹ́nu',
          body: 'Àbẹ́là tí o ti ní nìkan ni o ń ná; kò sí owó ìlò kankan.',
        },
        {
          title: 'Àfikún tí ó ń pẹ́',
          body: 'Àbẹ́là àpò àfikún kì í parí láé, nítorí náà ohunkóhun tí o bá rà kì í ṣòfò.',
        },
        {
          title: 'Ọ̀rọ̀ rẹ jẹ́ tìrẹ',
          body: 'Ohun tí o bá tẹ̀ ni a ń lò láti dá ọ lóhùn nìkan, kì í ṣe fún ìpolówó láé.',
        },
      ],
    },
    howItWorks: {
      title: 'Bí àbẹ́là ṣe ń ṣiṣẹ́',
      steps: [
        {
          title: 'Yan ètò kan',
          body: 'Gbogbo ètò, títí kan ti ọ̀fẹ́, ló ní àbẹ́là oṣooṣù.',
        },
        {
          title: 'Lo àwọn ẹ̀yà AI',
          body: 'Ìtọ́sọ́nà ẹ̀kọ́, ìlapa èrò ìwàásù, orí Bíbélì olóhùn tàbí fídíò kọ̀ọ̀kan ń ná àbẹ́là.',
        },
        {
          title: 'Fi kún un nígbà tí o bá nílò',
          body: 'Fi àpò àfikún kún un nígbàkigbà; àwọn ìjọ tún ń gba àbẹ́là ìdúróṣinṣin.',
        },
      ],
    },
    cta: {
      title: 'Mú ìrànlọ́wọ́ AI wá sínú ẹ̀kọ́ àti iṣẹ́ ìsìn rẹ',
      body: 'Bẹ̀rẹ̀ lọ́fẹ̀ẹ́ pẹ̀lú àbẹ́là oṣooṣù, tàbí ra àpò àfikún nígbà tí o bá nílò síi.',
    },
    allotments: {
      title: 'Àbẹ́là gẹ́gẹ́ bí ètò',
      body: 'Gbogbo ètò ló ní ìpín àbẹ́là AI oṣooṣù tí ó ń sọ ara rẹ̀ dọ̀tun ní gbogbo oṣù.',
    },
    boostPacks: {
      title: 'Àpò àfikún',
      body: 'Àfikún ẹ̀ẹ̀kan ní ìtóbi mẹ́ta, fún ètò èyíkéyìí. Àbẹ́là àpò àfikún kì í parí láé.',
    },
    loyalty: {
      title: 'Àbẹ́là ìdúróṣinṣin fún ìjọ',
      body: 'Àwọn ètò ìjọ ń gba àbẹ́là àfikún lẹ́ẹ̀mejì lọ́dún gẹ́gẹ́ bí ọpẹ́ fún dídúró pẹ̀lú Koinonia.',
    },
  },
  contactUs: {
    meta: {
      title: 'Kàn sí Koinonia: àtìlẹ́yìn, àfihàn àti ìbéèrè',
      description:
        'Kàn sí ẹgbẹ́ Koinonia: gba ìrànlọ́wọ́ fún àkáǹtì rẹ, sọ̀rọ̀ nípa ètò ìjọ àti ti àjọ ńlá, béèrè fún àfihàn tàbí fi ìbéèrè ránṣẹ́ sí wa. A ń dáhùn gbogbo ìfiránṣẹ́.',
    },
    hero: {
      eyebrow: 'Kàn sí wa',
      title: 'Inú wa yóò dùn láti gbọ́ láti ọ̀dọ̀ rẹ',
      subtitle: 'Ìrànlọ́wọ́, àfihàn tàbí ìdáhùn: yan ọ̀nà tí ó bá ọ mu.',
    },
    channels: {
      title: 'Báwo ni a ṣe lè ràn ọ́ lọ́wọ́?',
      items: {
        contact: {
          title: 'Fi ìfiránṣẹ́ ránṣẹ́ sí wa',
          body: 'Ìbéèrè, èrò tàbí àbá: ọ̀kan nínú ẹgbẹ́ wa yóò dá ọ lóhùn.',
          link: 'Kọ̀wé sí wa',
        },
        support: {
          title: 'Gba àtìlẹ́yìn',
          body: 'Ìṣòro wíwọlé, ìbéèrè nípa ètò rẹ tàbí àbẹ́là rẹ, tàbí ohun kan tí kò ṣiṣẹ́.',
          link: 'Béèrè fún ìrànlọ́wọ́',
        },
        enterprise: {
          title: 'Ètò ìjọ àti ti àjọ ńlá',
          body: 'Ṣé ò ń gbèrò Koinonia fún ìjọ ńlá, ọ̀pọ̀ ẹ̀ka ìjọ tàbí nẹ́tíwọ̀ọ̀kì àwọn ìjọ? Ẹ jẹ́ ká sọ̀rọ̀.',
          link: 'Bá ẹgbẹ́ wa sọ̀rọ̀',
        },
        demo: {
          title: 'Wo Koinonia lẹ́nu iṣẹ́',
          body: 'Ìrìn-àjò ìfihàn ní tààrà fún àwọn olùṣọ́-àgùntàn àti òṣìṣẹ́ rẹ.',
          link: 'Béèrè fún àfihàn',
        },
      },
    },
    address: {
      title: 'Àdírẹ́sì ìfìwéránṣẹ́ ilé-iṣẹ́',
      lines: ['Koinonia', '100 Fellowship Way', 'Suite 200', 'Nashville, TN 37203', 'Orílẹ̀-èdè Amẹ́ríkà'],
    },
    email: {
      title: 'Fi ímeèlì ránṣẹ́ sí wa',
      support: 'Àtìlẹ́yìn: {email}',
      privacy: 'Àṣírí: {email}',
    },
    responseTime: 'A ń dáhùn àtìlẹ́yìn àti ìbéèrè ìjọ láàárín ọjọ́ iṣẹ́ kan, àwọn ìfiránṣẹ́ mìíràn láàárín ọjọ́ iṣẹ́ méjì.',
  },
};

export default copy;
