import type { FeaturesCopy } from './en';

/** Yoruba copy of the five feature pages (prayer wall, Bible reading, events, community chat, volunteer hub). */
const copy: FeaturesCopy = {
  prayerWall: {
    meta: {
      title: 'Ògiri Àdúrà: ẹ jọ gbàdúrà tọ̀sán-tòru — Koinonia',
      description:
        'Pín ìbéèrè àdúrà ní ìkọ̀kọ̀, ní gbangba tàbí láìlórúkọ, kó àwùjọ àdúrà jọ, wo àwọn tí ń gbàdúrà, kí o sì ṣayẹyẹ àdúrà tí a ti dáhùn pẹ̀lú ìjọ rẹ.',
    },
    hero: {
      eyebrow: 'Ògiri Àdúrà',
      title: 'Kò sí ìbéèrè àdúrà tí a ń gbé nìkan',
      subtitle: 'Pín àìní rẹ ní ìkọ̀kọ̀, ní gbangba tàbí láìlórúkọ, kí ìjọ rẹ lè bá ọ gbàdúrà.',
    },
    overview: {
      title: 'Àdúrà ní ọkàn ìjọ rẹ',
      paragraphs: [
        'Àìní àdúrà kì í dúró de ọjọ́ Ìsinmi. Ògiri Àdúrà jẹ́ kí àwọn ọmọ ìjọ béèrè fún àdúrà nígbàkigbà, kí wọ́n sì mọ̀ pé àwọn mìíràn ń gbàdúrà fún wọn.',
        'Ìwọ ni o ń pinnu ẹni tí yóò rí ìbéèrè kọ̀ọ̀kan, a sì ń sàmì sí àdúrà tí a ti dáhùn kí gbogbo ènìyàn lè dúpẹ́.',
      ],
    },
    features: {
      title: 'Ohun tí Ògiri Àdúrà ń pèsè',
      items: [
        {
          title: 'Ìkọ̀kọ̀, gbangba tàbí láìlórúkọ',
          body: 'Pa ìbéèrè mọ́ fún ara rẹ, pín in pẹ̀lú ìjọ rẹ, tàbí fi í síta láìsí orúkọ rẹ.',
        },
        {
          title: 'Àwùjọ àdúrà',
          body: 'Kó àwùjọ kékeré jọ yí àìní kan ká, bí ìdúró ní ilé ìwòsàn tàbí ìdílé tí ń ṣọ̀fọ̀.',
        },
        {
          title: 'Wo àwọn tí ń gbàdúrà',
          body: 'Mọ̀ pé àwọn ènìyàn ń gbàdúrà fún ìbéèrè rẹ, kí o má ṣe gbé e nìkan láé.',
        },
        {
          title: 'Àdúrà tí a ti dáhùn',
          body: 'Sàmì sí àdúrà gẹ́gẹ́ bí èyí tí a ti dáhùn kí o sì fi ìròyìn kún un, kí àwọn mìíràn lè bá ọ yọ̀.',
        },
        {
          title: 'Ìfitónilétí tí o yàn',
          body: 'Gbọ́ nígbà tí ẹnìkan bá gbàdúrà fún ọ, kí o sì tan tàbí pa ìfitónilétí kọ̀ọ̀kan.',
        },
        {
          title: 'Ní ṣíṣí tọ̀sán-tòru',
          body: 'Fi ìbéèrè síta kí o sì gbàdúrà ní ọ̀gànjọ́ òru tàbí ní ọ̀sán, lórí fóònù tàbí kọ̀ǹpútà rẹ.',
        },
      ],
    },
    benefits: {
      title: 'Ìdí tí ó fi ṣe pàtàkì',
      items: [
        {
          title: 'Ìtọ́jú ń dé ọ̀dọ̀ ènìyàn kíákíá',
          body: 'A ń pín àìní nígbà tí ó bá dìde, kì í ṣe ọjọ́ mélòó kan lẹ́yìn náà.',
        },
        {
          title: 'Àwọn aṣáájú ń rí àìní',
          body: 'Ìbéèrè gbangba àti àwùjọ àdúrà ń fi ibi tí a ti nílò ìtọ́jú han àwọn olùṣọ́-àgùntàn.',
        },
        {
          title: 'Ìgbàgbọ́ ń dàgbà nípasẹ̀ ẹ̀rí',
          body: 'Àdúrà tí a ti dáhùn di àkọsílẹ̀ ìṣòtítọ́ Ọlọ́run.',
        },
        {
          title: 'Àìní ẹlẹgẹ́ wà láìléwu',
          body: 'Ìbéèrè ìkọ̀kọ̀ àti aláìlórúkọ ń jẹ́ kí ènìyàn béèrè àdúrà láìbẹ̀rù òfófó.',
        },
      ],
    },
    howItWorks: {
      title: 'Bí ó ṣe ń ṣiṣẹ́',
      steps: [
        {
          title: 'Kọ ìbéèrè rẹ',
          body: 'Sọ ohun tí ó wà lọ́kàn rẹ, ní ọ̀rọ̀ ara rẹ.',
        },
        {
          title: 'Yan ẹni tí yóò rí i',
          body: 'Jẹ́ kí ó jẹ́ ìkọ̀kọ̀, gbangba tàbí aláìlórúkọ, tàbí pín in pẹ̀lú àwùjọ àdúrà kan.',
        },
        {
          title: 'Gbàdúrà kí o sì dúpẹ́',
          body: 'Gbàdúrà fún àwọn mìíràn kí o sì sàmì sí ìdáhùn nígbà tí wọ́n bá dé.',
        },
      ],
    },
    cta: {
      title: 'Ẹ bẹ̀rẹ̀ sí í jọ gbàdúrà lónìí',
      body: 'Ògiri Àdúrà jẹ́ ọ̀fẹ́. Fi ìbéèrè àkọ́kọ́ rẹ síta láàárín ìṣẹ́jú díẹ̀.',
    },
  },
  bibleReading: {
    meta: {
      title: 'Ètò kíka Bíbélì àti ìwé àkọsílẹ̀ S.O.A.P. — Koinonia',
      description:
        'Kíka Bíbélì ojoojúmọ́, ìfọkànsìn oníṣamọ̀nà, ètò kíkà, àkọsílẹ̀ ẹ̀kọ́, ọ̀pọ̀ ìtumọ̀, Bíbélì olóhùn àti ìwé àkọsílẹ̀ S.O.A.P. kí Ọ̀rọ̀ náà lè ta gbòǹgbò.',
    },
    hero: {
      eyebrow: 'Kíka Bíbélì',
      title: 'Ẹ ṣí Ọ̀rọ̀ Ọlọ́run lójoojúmọ́, papọ̀',
      subtitle:
        'Kíkà ojoojúmọ́, ìfọkànsìn oníṣamọ̀nà, ètò kíkà àti ìwé àkọsílẹ̀ S.O.A.P. tí ń ran Ọ̀rọ̀ náà lọ́wọ́ láti ta gbòǹgbò.',
    },
    overview: {
      title: 'Àṣà ojoojúmọ́ tí ó ń pẹ́',
      paragraphs: [
        'Bíbẹ̀rẹ̀ sí í ka Bíbélì rọrùn; títẹ̀síwájú ló ṣòro. Koinonia ń fún ọjọ́ kọ̀ọ̀kan ní ẹsẹ Bíbélì kan, ìfọkànsìn oníṣamọ̀nà àti ibi tí o ti lè kọ ohun tí o kọ́.',
        'Kà ní ọ̀pọ̀ ìtumọ̀, gbọ́ bí o ti ń lọ, kí o sì jíròrò ẹsẹ náà pẹ̀lú ìjọ rẹ. Àkọsílẹ̀ ẹ̀kọ́ àti ìtọ́sọ́nà ẹ̀kọ́ AI ń mú ọ jìn síi.',
      ],
    },
    features: {
      title: 'Gbogbo ohun tí o nílò fún kíkà àti ẹ̀kọ́',
      items: [
        {
          title: 'Kíkà àti ìfọkànsìn ojoojúmọ́',
          body: 'Ọjọ́ kọ̀ọ̀kan ń mú ẹsẹ Bíbélì àti ìfọkànsìn kúkúrú wá láti ṣe àṣàrò lé lórí àti láti gbàdúrà lé.',
        },
        {
          title: 'Ètò kíkà fún gbogbo ìpele',
          body: 'Yan láàárín ètò {beginnerPlans} fún olùbẹ̀rẹ̀ àti {intermediatePlans} fún ìpele àárín, kí o sì tẹ̀lé ìtẹ̀síwájú rẹ lójoojúmọ́.',
        },
        {
          title: 'Ìwé àkọsílẹ̀ S.O.A.P.',
          body: 'Kọ Ìwé Mímọ́ náà sílẹ̀, Àkíyèsí rẹ, Ìlò rẹ̀ àti Àdúrà kan fún kíkà kọ̀ọ̀kan.',
        },
        {
          title: 'Àkọsílẹ̀ ẹ̀kọ́ àti ìtumọ̀',
          body: 'Fi ọ̀pọ̀ ìtumọ̀ Bíbélì wé ara wọn, kí o sì ka àkọsílẹ̀ ẹ̀kọ́ lórí àyíká ọ̀rọ̀ àti ìtumọ̀.',
        },
        {
          title: 'Bíbélì olóhùn',
          body: 'Gbọ́ ọ bí o ṣe ń wakọ̀, ń rìn tàbí ń se oúnjẹ.',
        },
        {
          title: 'Ìjíròrò àwùjọ',
          body: 'Pín òye kan lórí ẹsẹ tòní, kí o sì ka ohun tí àwọn mìíràn ṣàkíyèsí.',
        },
      ],
    },
    benefits: {
      title: 'Ìdí tí ó fi ṣe pàtàkì',
      items: [
        {
          title: 'Ìdúróṣinṣin ní àkókò gígùn',
          body: 'Ìlànà ojoojúmọ́ àti ìtẹ̀síwájú tí a lè rí ń ran àwọn ọmọ ìjọ lọ́wọ́ láti máa kà ní ọ̀sẹ̀ dé ọ̀sẹ̀.',
        },
        {
          title: 'Òye, kì í ṣe kíkà nìkan',
          body: 'Ìfọkànsìn, àkọsílẹ̀ àti kíkọ ìwé àkọsílẹ̀ ń sọ orí kan di ohun tí o ń gbé ní ìgbésí ayé.',
        },
        {
          title: 'Ìwé Mímọ́ níbikíbi tí o bá wà',
          body: 'Kà lórí ẹ̀rọ èyíkéyìí, fi kíkà pamọ́ fún lílò láìsí ìntánẹ́ẹ̀tì, tàbí gbọ́ ọ bí o ti ń lọ.',
        },
        {
          title: 'Ìjọ tí ó wà ní ojú-ìwé kan náà',
          body: 'Àwọn ẹgbẹ́ tí ń tẹ̀lé ètò kan náà ń sọ̀rọ̀ láti inú ohun tí wọ́n jọ kà.',
        },
      ],
    },
    howItWorks: {
      title: 'Bí ó ṣe ń ṣiṣẹ́',
      steps: [
        {
          title: 'Yan ètò kan',
          body: 'Bẹ̀rẹ̀ pẹ̀lú kíkà tòní tàbí yan ètò tí ó bá àkókò rẹ mu.',
        },
        {
          title: 'Kà, gbọ́, kí o sì ṣe àṣàrò',
          body: 'Kà tàbí gbọ́, tẹ̀lé ìfọkànsìn náà, kí o sì kọ àkọsílẹ̀ S.O.A.P. kan.',
        },
        {
          title: 'Pín in kí o sì tẹ̀síwájú',
          body: 'Jíròrò ẹsẹ náà pẹ̀lú ìjọ rẹ kí o sì wo bí ìtẹ̀síwájú rẹ ṣe ń dàgbà.',
        },
      ],
    },
    cta: {
      title: 'Bẹ̀rẹ̀ ètò kíkà àkọ́kọ́ rẹ lónìí',
      body: 'Kíkà ojoojúmọ́, ètò olùbẹ̀rẹ̀ àti ìwé àkọsílẹ̀ S.O.A.P. jẹ́ ọ̀fẹ́, láìnílò káàdì.',
    },
  },
  events: {
    meta: {
      title: 'Ìṣẹ̀lẹ̀ ìjọ pẹ̀lú ìdáhùn ìpè àti ìránnilétí — Koinonia',
      description:
        'Ṣẹ̀dá ìṣẹ̀lẹ̀ ìjọ, gba ìdáhùn sí ìpè, fi ìránnilétí ránṣẹ́, kí o sì ṣàkọsílẹ̀ wíwá ní gbogbo ibi àti ẹ̀ka ìjọ, nínú kàlẹ́ńdà kan tí àwọn ọmọ ìjọ gbẹ́kẹ̀ lé.',
    },
    hero: {
      eyebrow: 'Àwọn ìṣẹ̀lẹ̀',
      title: 'Gbogbo ìpéjọpọ̀, tí a ṣètò ní ibì kan',
      subtitle: 'Ṣẹ̀dá ìṣẹ̀lẹ̀, gba ìdáhùn sí ìpè, fi ìránnilétí ránṣẹ́, kí o sì ṣàkọsílẹ̀ wíwá ní gbogbo ibi.',
    },
    overview: {
      title: 'Láti ìsìn ọjọ́ Ìsinmi dé ìrìn-àjò iṣẹ́ ìránṣẹ́',
      paragraphs: [
        'Ìgbésí ayé ìjọ kún fún ìpéjọpọ̀: ìsìn, alẹ́ àwọn ọ̀dọ́, oúnjẹ àjọjẹ àti ìpàdé ìfẹ̀yìntì. Koinonia kó gbogbo wọn sínú kàlẹ́ńdà kan tí àwọn ọmọ ìjọ gbẹ́kẹ̀ lé.',
        'Àwọn aṣáájú ń rí àwọn tí ń bọ̀ àti àwọn tí ó wá, kí wọ́n lè múra sílẹ̀ ṣáájú, kí wọ́n sì kàn sí àwọn tí wọn kò rí.',
      ],
    },
    features: {
      title: 'Irinṣẹ́ fún gbogbo ìṣẹ̀lẹ̀',
      items: [
        {
          title: 'Ṣíṣẹ̀dá ìṣẹ̀lẹ̀ tí ó rọrùn',
          body: 'Fi àkọlé, àkókò àti ibi kún un, kí o sì tẹ̀ ẹ́ jáde fún ìjọ rẹ, àwùjọ kan tàbí ẹgbẹ́ kan.',
        },
        {
          title: 'Ìdáhùn sí ìpè pẹ̀lú ìfọwọ́kan kan',
          body: 'Àwọn ọmọ ìjọ ń dáhùn ní ìṣẹ́jú àáyá, ìwọ sì ń wo bí iye náà ṣe ń pọ̀ síi.',
        },
        {
          title: 'Ìránnilétí',
          body: 'Àwọn tí ó dáhùn ń gba ìránnilétí ṣáájú ìṣẹ̀lẹ̀ náà, kí àwọn tí ó gbàgbé lè dín kù.',
        },
        {
          title: 'Àkọsílẹ̀ wíwá',
          body: 'Kọ àwọn tí ó wá sílẹ̀, kí o sì fi iye àwọn tí ó wá wé ara wọn láti ìṣẹ̀lẹ̀ kan sí èkejì.',
        },
        {
          title: 'Ọ̀pọ̀ ibi',
          body: 'Ṣe ìṣẹ̀lẹ̀ kan ní ọ̀pọ̀ ibi tàbí ẹ̀ka ìjọ, pẹ̀lú àdírẹ́sì ibi kọ̀ọ̀kan ní kedere.',
        },
        {
          title: 'Àkójọ kan fún àwọn ọmọ ìjọ',
          body: 'Àwọn ọmọ ìjọ ń rí ìṣẹ̀lẹ̀ ìjọ wọn àti ti àwọn ẹgbẹ́ wọn papọ̀.',
        },
      ],
    },
    benefits: {
      title: 'Ìdí tí ó fi ṣe pàtàkì',
      items: [
        {
          title: 'Àwọn tí ń wá pọ̀ síi',
          body: 'Ìdáhùn tí ó rọrùn àti ìránnilétí ní àkókò ń mú ènìyàn púpọ̀ síi wọlé.',
        },
        {
          title: 'Ṣètò pẹ̀lú iye gidi',
          body: 'Mọ iye ènìyàn tí o lè retí fún oúnjẹ, ìjókòó àti ìtọ́jú àwọn ọmọdé.',
        },
        {
          title: 'Kàn sí wọn pẹ̀lú ìfẹ́',
          body: 'Àkọsílẹ̀ wíwá ń fi àwọn tí kò sí hàn, kí àwọn aṣáájú lè kàn sí wọn.',
        },
        {
          title: 'Ìwé díẹ̀',
          body: 'Kò sí ìwé ìforúkọsílẹ̀ tàbí ìwé àkọsílẹ̀ láti ṣàtúnṣe lẹ́yìn ìṣẹ̀lẹ̀.',
        },
      ],
    },
    howItWorks: {
      title: 'Bí ó ṣe ń ṣiṣẹ́',
      steps: [
        {
          title: 'Ṣẹ̀dá ìṣẹ̀lẹ̀ náà',
          body: 'Ṣètò ọjọ́, àkókò àti àwọn ibi, kí o sì yan àwọn tí a pè.',
        },
        {
          title: 'Gba ìdáhùn',
          body: 'Àwọn ọmọ ìjọ ń dáhùn sí ìpè nínú áàpù, wọ́n sì ń gba ìránnilétí bí ọjọ́ náà ti ń sún mọ́.',
        },
        {
          title: 'Péjọpọ̀ kí o sì kàn sí wọn',
          body: 'Ṣàkọsílẹ̀ wíwá ní ọjọ́ náà, kí o sì kàn sí àwọn tí kò lè wá.',
        },
      ],
    },
    cta: {
      title: 'Ṣètò ìpéjọpọ̀ rẹ tí ó kàn pẹ̀lú Koinonia',
      body: 'Àwọn ọmọ ìjọ ń dáhùn sí ìpè lọ́fẹ̀ẹ́. Àwọn ètò ìjọ ń fi ìṣètò ìṣẹ̀lẹ̀ kíkún kún un; ṣètò àfihàn láti rí i.',
    },
  },
  communityChat: {
    meta: {
      title: 'Ìwíregbè àwùjọ, àpérò àti ìfiránṣẹ́ — Koinonia',
      description:
        'Àwọn àwùjọ, àpérò tí a ń bójútó, ìwíregbè ẹgbẹ́ kékeré, ìfiránṣẹ́ tààrà àti ìkéde tí ń jẹ́ kí ìjọ rẹ wà ní ìsopọ̀ àti ìṣírí láàárín ọjọ́ Ìsinmi.',
    },
    hero: {
      eyebrow: 'Ìwíregbè Àwùjọ',
      title: 'Ẹ wà ní ìsopọ̀ láàárín ọjọ́ Ìsinmi',
      subtitle: 'Àwọn àwùjọ, àpérò tí a ń bójútó, ìwíregbè ẹgbẹ́ kékeré, ìfiránṣẹ́ àti ìkéde ní ibi ààbò kan.',
    },
    overview: {
      title: 'Ìdàpọ̀ tí ó kọjá ẹnu ọ̀nà ìjọ',
      paragraphs: [
        'Ìdàpọ̀ kì í parí nígbà tí ìsìn bá parí. Gbogbo àwùjọ àti ẹgbẹ́ kékeré ní ààyè tiwọn láti sọ̀rọ̀ àti láti gba ara wọn níyànjú ní gbogbo ọ̀sẹ̀.',
        'Àwọn aṣáájú ń fi ìkéde síta, àwọn alábòójútó ń jẹ́ kí àpérò wà ní ìwà rere, àwọn ọmọ ìjọ sì ń fi ìfiránṣẹ́ ránṣẹ́ sí ara wọn láìpín nọ́ńbà fóònù.',
      ],
    },
    features: {
      title: 'Ọ̀nà láti máa bá ara yín sọ̀rọ̀',
      items: [
        {
          title: 'Àwọn àwùjọ',
          body: 'Darapọ̀ mọ́ ìjọ rẹ, àwọn iṣẹ́ ìránṣẹ́ rẹ̀ àti àwọn ẹgbẹ́ ìfẹ́ àtinúwá, ọ̀kọ̀ọ̀kan pẹ̀lú ìjíròrò tirẹ̀.',
        },
        {
          title: 'Àpérò tí a ń bójútó',
          body: 'Jíròrò ìgbàgbọ́ àti ìgbésí ayé ìjọ nígbà tí àwọn alábòójútó ń jẹ́ kí ìjíròrò wà ní ọ̀wọ̀.',
        },
        {
          title: 'Ìwíregbè ẹgbẹ́ kékeré',
          body: 'Ẹgbẹ́ ilé rẹ tàbí ẹ̀kọ́ Bíbélì rẹ ní ìwíregbè tirẹ̀ fún àìní àdúrà, ètò àti ìṣírí.',
        },
        {
          title: 'Ìfiránṣẹ́ tààrà',
          body: 'Kọ̀wé sí ọmọ ìjọ tàbí aṣáájú kan ní ìkọ̀kọ̀ láìpín nọ́ńbà fóònù rẹ.',
        },
        {
          title: 'Ìkéde',
          body: 'Àwọn aṣáájú ń fi ìròyìn pàtàkì síta lẹ́ẹ̀kan, ó sì ń dé ọ̀dọ̀ gbogbo ọmọ àwùjọ náà.',
        },
        {
          title: 'Olùbásọ̀rọ̀ àti Pátákó Ìkópa',
          body: 'Pa àwọn ènìyàn tí o mọ̀ mọ́ sínú àkójọ olùbásọ̀rọ̀ rẹ, kí o sì ṣayẹyẹ ìkópa lórí Pátákó Ìkópa.',
        },
      ],
    },
    benefits: {
      title: 'Ìdí tí ó fi ṣe pàtàkì',
      items: [
        {
          title: 'Kò sí ẹni tí a gbàgbé',
          body: 'Àwọn ẹni tuntun ń rí ẹgbẹ́ àti ìjíròrò láti ọ̀sẹ̀ àkọ́kọ́ wọn.',
        },
        {
          title: 'Ó ní ààbò ju ìkànnì àjọlò gbangba lọ',
          body: 'Ìjíròrò ń wà nínú ìjọ rẹ, pẹ̀lú àbójútó àti láìsí ìtọpinpin fún ìpolówó.',
        },
        {
          title: 'Àwọn aṣáájú ń fi àkókò pamọ́',
          body: 'Ìkéde kan rọ́pò ọ̀wọ́ ímeèlì, àtẹ̀jíṣẹ́ àti ìfiránṣẹ́ orí ayélujára.',
        },
        {
          title: 'Ìṣírí tí a lè rí',
          body: 'Pátákó Ìkópa ń fi àwọn tí ń gbàdúrà, tí ń sìn, tí wọ́n sì ń kópa hàn.',
        },
      ],
    },
    howItWorks: {
      title: 'Bí ó ṣe ń ṣiṣẹ́',
      steps: [
        {
          title: 'Darapọ̀ mọ́ àwọn àwùjọ rẹ',
          body: 'Wá ìjọ rẹ àti àwọn ẹgbẹ́ tí o jẹ́ ọmọ ẹgbẹ́ wọn.',
        },
        {
          title: 'Kí àwọn ènìyàn',
          body: 'Ṣe ìfihàn ara rẹ nínú ìwíregbè ẹgbẹ́ kékeré rẹ tàbí bẹ̀rẹ̀ ìjíròrò nínú àpérò.',
        },
        {
          title: 'Máa bá wọn sọ̀rọ̀',
          body: 'Tẹ̀lé àwọn ìkéde kí o sì fi ìfiránṣẹ́ ránṣẹ́ sí ọ̀rẹ́, pẹ̀lú ìfitónilétí tí o ń ṣàkóso.',
        },
      ],
    },
    cta: {
      title: 'Mú ìjíròrò ìjọ rẹ wálé',
      body: 'Darapọ̀ lọ́fẹ̀ẹ́ kí o sì wá àwọn àwùjọ rẹ lónìí, tàbí ṣètò àfihàn fún ẹgbẹ́ aṣáájú rẹ.',
    },
  },
  volunteerHub: {
    meta: {
      title: 'Ibùdó Olùyọ̀ǹda: Ibùdó Iṣẹ́ Ìsìn D.I.V.I.N.E. — Koinonia',
      description:
        'So àwọn ọmọ ìjọ pọ̀ mọ́ ẹgbẹ́ iṣẹ́ ìsìn gẹ́gẹ́ bí ọgbọ́n àti ẹ̀bùn ẹ̀mí, fi àǹfààní síta, ṣàyẹ̀wò ìbéèrè, ṣètò àkókò pẹ̀lú ìránnilétí, kí o sì dúpẹ́ lọ́wọ́ olùyọ̀ǹda.',
    },
    hero: {
      eyebrow: 'Ibùdó Olùyọ̀ǹda',
      title: 'Ran gbogbo ọmọ ìjọ lọ́wọ́ láti rí ibi tí wọn yóò ti sìn',
      subtitle: 'Ibùdó Iṣẹ́ Ìsìn D.I.V.I.N.E. ń so ènìyàn pọ̀ mọ́ ẹgbẹ́ iṣẹ́ ìsìn gẹ́gẹ́ bí ọgbọ́n àti ẹ̀bùn ẹ̀mí wọn.',
    },
    overview: {
      title: 'Iṣẹ́ ìsìn tí ọ̀pọ̀ ń pín',
      paragraphs: [
        'Ọ̀pọ̀ ìjọ ló gbára lé àwọn olùyọ̀ǹda olóòótọ́ díẹ̀ nígbà tí àwọn mìíràn ń dúró kí a tó pè wọ́n. Ibùdó Iṣẹ́ Ìsìn ń fi gbogbo ipò tí ó ṣí sílẹ̀ hàn àti ibi tí ẹ̀bùn ọmọ ìjọ kọ̀ọ̀kan bá mu.',
        'Àwọn aṣáájú ń fi àǹfààní síta, ń ṣàyẹ̀wò ìbéèrè, wọ́n sì ń ṣètò àkókò, kí àwọn ẹgbẹ́ lè kún láìsí pé à ń pe àwọn ènìyàn kan náà ní gbogbo ọ̀sẹ̀.',
      ],
    },
    features: {
      title: 'Gbogbo ohun tí ẹgbẹ́ olùyọ̀ǹda rẹ nílò',
      items: [
        {
          title: 'Ẹgbẹ́ iṣẹ́ ìsìn',
          body: 'Wo àwọn aṣáájú, ọmọ ẹgbẹ́, ipò àti ààyè tí ó ṣí sílẹ̀ nínú ẹgbẹ́ kọ̀ọ̀kan ní ojú kan.',
        },
        {
          title: 'Pátákó àǹfààní',
          body: 'Wo gbogbo ipò tí ó ṣí sílẹ̀ káàkiri ìjọ rẹ àti ohun tí ọ̀kọ̀ọ̀kan ní nínú.',
        },
        {
          title: 'Ìbáramu ọgbọ́n àti ẹ̀bùn',
          body: 'Àbá wá láti inú ọgbọ́n rẹ àti àyẹ̀wò ẹ̀bùn rẹ: ti ìpìlẹ̀, pẹ̀lú ìbéèrè {basicQuestions}, tàbí ti kíkún, pẹ̀lú {comprehensiveQuestions}.',
        },
        {
          title: 'Ìṣètò àkókò pẹ̀lú ìránnilétí',
          body: 'Ṣètò ẹni tí yóò sìn àti ìgbà, àwọn olùyọ̀ǹda sì ń gba ìránnilétí ṣáájú iṣẹ́ kọ̀ọ̀kan.',
        },
        {
          title: 'Ìbéèrè láti darapọ̀',
          body: 'Àwọn ọmọ ìjọ ń béèrè ní ìgbésẹ̀ díẹ̀, àwọn aṣáájú sì ń ṣàyẹ̀wò, ń gbà wọ́n, wọ́n sì ń kí wọn káàbọ̀.',
        },
        {
          title: 'Àmì ẹ̀yẹ ìmọrírì',
          body: 'Àmì ẹ̀yẹ ń dúpẹ́ lọ́wọ́ àwọn olùyọ̀ǹda fún iṣẹ́ ìsìn olóòótọ́ àti àṣeyọrí tí wọ́n dé.',
        },
      ],
    },
    benefits: {
      title: 'Ìdí tí ó fi ṣe pàtàkì',
      items: [
        {
          title: 'Ènìyàn púpọ̀ síi ń sìn',
          body: 'Ipò tí ó ṣe kedere àti ìbáramu ẹ̀bùn ń pe àwọn ọmọ ìjọ tí kò mọ ibi tí wọn yóò ti bẹ̀rẹ̀ rí.',
        },
        {
          title: 'Ẹgbẹ́ tí ó ní ìlera',
          body: 'Pípín ẹrù ń ran àwọn olùyọ̀ǹda rẹ tí ó jẹ́ olóòótọ́ jùlọ lọ́wọ́ kí agara má bàa dá wọn.',
        },
        {
          title: 'Àlàfo díẹ̀ ní ọjọ́ náà',
          body: 'Ìṣètò àkókò àti ìránnilétí túmọ̀ sí pé iṣẹ́ tí a pa tì àti ìpè àkókò ìkẹyìn yóò dín kù.',
        },
        {
          title: 'Iṣẹ́ ìsìn tí a rí',
          body: 'Àmì ẹ̀yẹ àti ọpẹ́ ń fi han àwọn olùyọ̀ǹda pé iṣẹ́ ìsìn wọn ṣe pàtàkì.',
        },
      ],
    },
    howItWorks: {
      title: 'Bí ó ṣe ń ṣiṣẹ́',
      steps: [
        {
          title: 'Ṣàwárí ẹ̀bùn rẹ',
          body: 'Ṣe àyẹ̀wò ẹ̀bùn ẹ̀mí láti rí bí a ṣe dá ọ láti sìn.',
        },
        {
          title: 'Wá ipò kan kí o sì béèrè',
          body: 'Wo pátákó àǹfààní kí o sì béèrè láti darapọ̀ mọ́ ẹgbẹ́ tí ó bá ọ mu.',
        },
        {
          title: 'Sìn pẹ̀lú ẹgbẹ́ rẹ',
          body: 'Aṣáájú rẹ ń fi ọ́ kún ètò àkókò, ìránnilétí sì ń jẹ́ kí o wà ní ìmúrasílẹ̀.',
        },
      ],
    },
    cta: {
      title: 'Ran gbogbo ẹ̀bùn lọ́wọ́ láti rí ààyè rẹ̀',
      body: 'Àwọn ọmọ ìjọ ń ṣe àyẹ̀wò ẹ̀bùn ti ìpìlẹ̀ lọ́fẹ̀ẹ́. Àwọn ìjọ lè ṣètò àfihàn ìṣàkóso olùyọ̀ǹda.',
    },
  },
};

export default copy;
