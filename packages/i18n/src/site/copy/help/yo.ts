import type { HelpCopy } from './en';

/** Yoruba copy of the FAQ and help docs pages. */
const copy: HelpCopy = {
  search: {
    label: 'Wá',
    placeholder: 'Wá ìbéèrè àti ìtọ́sọ́nà',
    results: 'Àbájáde {count}',
    noResults: 'Kò sí ohun tí ó bá “{query}” mu. Gbìyànjú ọ̀rọ̀ mìíràn, tàbí kàn sí àtìlẹ́yìn.',
    clear: 'Pa ìwádìí rẹ́',
  },
  faq: {
    meta: {
      title: 'Àwọn ìbéèrè tó wọ́pọ̀ — Koinonia',
      description:
        'Ìdáhùn nípa Koinonia: bíbẹ̀rẹ̀, ètò ọ̀fẹ́ àti ti ìsanwó, àbẹ́là AI, àṣírí, ẹni tí ó ń rí àdúrà àti ohun tí ètò ìjọ ń fún olùṣọ́-àgùntàn àti alábòójútó.',
    },
    hero: {
      eyebrow: 'Ìbéèrè tó wọ́pọ̀',
      title: 'Àwọn ìbéèrè tí a ń gbọ́ jùlọ',
      subtitle: 'Ìdáhùn kúkúrú àti òtítọ́ fún àwọn ọmọ ìjọ, aṣáájú àti alábòójútó ìjọ.',
    },
    groups: [
      {
        title: 'Bíbẹ̀rẹ̀',
        items: [
          {
            question: 'Kí ni Koinonia?',
            answer:
              'Koinonia jẹ́ áàpù ìjọ fún àwọn ọmọ ìjọ, aṣáájú, olùṣọ́-àgùntàn, alábòójútó àti olùyọ̀ǹda. Ó kó ògiri àdúrà, kíka Bíbélì ojoojúmọ́, ìwé àkọsílẹ̀ S.O.A.P., àwọn ìṣẹ̀lẹ̀, ìwíregbè ẹgbẹ́, iṣẹ́ ìsìn àti ọrẹ jọ sí ibì kan, kí ìjọ lè wà ní ìdàpọ̀ ní gbogbo ọ̀sẹ̀.',
          },
          {
            question: 'Ṣé Koinonia jẹ́ ọ̀fẹ́?',
            answer:
              'Bẹ́ẹ̀ ni. Ètò {disciplePlan} jẹ́ ọ̀fẹ́ láìnílò káàdì, ó sì ní ògiri àdúrà, ìwé àkọsílẹ̀ S.O.A.P., ìjíròrò àwùjọ, kíka Bíbélì ojoojúmọ́, ètò kíkà olùbẹ̀rẹ̀ àti àbẹ́là AI {discipleCandles} lóṣooṣù. Àwọn ètò ìsanwó ń fi àbẹ́là àti irinṣẹ́ púpọ̀ síi kún un.',
          },
          {
            question: 'Ṣé ó pọndandan kí ìjọ mi wà lórí Koinonia?',
            answer:
              'Rárá. O lè kàwé, gbàdúrà àti kọ àkọsílẹ̀ fúnra rẹ, yíyan ìjọ nígbà ìṣètò kò sì pọndandan. Nígbà tí ìjọ rẹ bá darapọ̀, o máa sopọ̀ mọ́ àwọn àwùjọ rẹ̀, àwọn ìṣẹ̀lẹ̀ rẹ̀ àti ẹgbẹ́ iṣẹ́ ìsìn rẹ̀ láti àkáǹtì kan náà.',
          },
          {
            question: 'Àwọn èdè wo ni Koinonia ń sọ?',
            answer:
              'Koinonia wà ní èdè {languageCount}, títí kan Lárúbáwá, Urdu, Hébérù àti Farsi tí a ń kà láti ọ̀tún sí òsì. Ní ìgbà àkọ́kọ́ tí o bá wá, a máa dábàá àwọn èdè fún orílẹ̀-èdè rẹ, o sì lè yí tìrẹ padà nígbàkigbà nínú Ètò.',
          },
        ],
      },
      {
        title: 'Ètò àti àbẹ́là',
        items: [
          {
            question: 'Kí ni àbẹ́là AI?',
            answer:
              'Àbẹ́là AI jẹ́ kírẹ́dítì tí a ń ná lórí àwọn ẹ̀yà AI: ìtọ́sọ́nà ẹ̀kọ́, ìmúrasílẹ̀ ìwàásù, Bíbélì olóhùn AI àti fídíò AI. Gbogbo ètò ló ní àbẹ́là tí ń sọ ara wọn dọ̀tun lóṣooṣù. Àdúrà, kíkà, ìwíregbè àti gbogbo ohun mìíràn tí kì í ṣe AI kì í ná àbẹ́là kankan.',
          },
          {
            question: 'Kí ló ń ṣẹlẹ̀ tí àbẹ́là mi bá tán?',
            answer:
              'Àwọn ẹ̀yà AI nìkan ni ó máa dúró. O lè dúró de àbẹ́là oṣù rẹ láti sọ ara wọn dọ̀tun, ra àpò àfikún tí àbẹ́là rẹ̀ kì í parí, tàbí lọ sí ètò tí ó ní àbẹ́là oṣooṣù tí ó pọ̀ síi.',
          },
          {
            question: 'Ṣé mo lè yí ètò mi padà tàbí fagilé e?',
            answer:
              'Bẹ́ẹ̀ ni, nígbàkigbà. Sanwó lóṣooṣù, tàbí sanwó lọ́dọọdún kí o sì gba oṣù {freeMonths} lọ́fẹ̀ẹ́. Tí o bá fagilé, ètò rẹ yóò wà títí di òpin àkókò tí o ti sanwó fún, lẹ́yìn náà o máa padà sí ètò ọ̀fẹ́ pẹ̀lú gbogbo àkóónú rẹ.',
          },
          {
            question: 'Ṣé àbẹ́là ní iye owó?',
            answer:
              'Rárá. Àbẹ́là jẹ́ kírẹ́dítì fún àwọn ẹ̀yà AI nínú Koinonia. A kò lè pààrọ̀ wọn sí owó tàbí lò wọ́n lẹ́yìn áàpù náà.',
          },
        ],
      },
      {
        title: 'Àṣírí àti ààbò',
        items: [
          {
            question: 'Ṣé Koinonia ń ta dátà mi tàbí ń fi ìpolówó hàn?',
            answer:
              'Rárá. Kò sí ìtọpinpin fún ìpolówó, kò sí ìtúpalẹ̀ ẹlòmíràn, a kò sì ń ta dátà. A ń lo dátà rẹ láti mú Koinonia ṣiṣẹ́ fún ìwọ àti ìjọ rẹ nìkan.',
          },
          {
            question: 'Ta ni ó lè rí ìbéèrè àdúrà mi?',
            answer:
              'Ìwọ ni o ń yàn fún ìbéèrè kọ̀ọ̀kan. Ìbéèrè gbangba ń hàn lórí ògiri àdúrà ìjọ rẹ, ti ìkọ̀kọ̀ ń wà pẹ̀lú ìwọ àti àwùjọ àdúrà tí o yàn nìkan, a sì ń fi àwọn aláìlórúkọ hàn láìsí orúkọ rẹ.',
          },
          {
            question: 'Àwọn kúkì wo ni Koinonia ń lò?',
            answer:
              'Kúkì ìwọlé kan tí ó di nọ́mbà ìdánimọ̀ ìgbà kan tí a yàn láìròtẹ́lẹ̀ mú. Kò sí kúkì ìpolówó tàbí ti ìtúpalẹ̀. Aṣàwákiri rẹ tún ń rántí àwọ̀, èdè àti ìṣètò ẹ̀gbẹ́ rẹ lórí ẹ̀rọ tìrẹ.',
          },
          {
            question: 'Báwo ni mo ṣe lè jábọ̀ ohun tí ó lè ṣe ìpalára?',
            answer:
              'Àwọn aṣáájú ìjọ rẹ ni ó ń bójútó àpérò àti ìwíregbè ẹgbẹ́, nítorí náà kọ́kọ́ sọ fún alábòójútó tàbí aṣáájú àwùjọ náà. Tí ó bá kan ààbò rẹ tàbí tí a kò bá yanjú rẹ̀, kọ̀wé sí {supportEmail}, a ó sì wò ó.',
          },
        ],
      },
      {
        title: 'Fún àwọn ìjọ',
        items: [
          {
            question: 'Báwo ni ìjọ wa ṣe lè bẹ̀rẹ̀?',
            answer:
              'Yan {churchBasicPlan} tàbí {churchStandardPlan}, tàbí kàn sí wa nípa {enterprisePlan} fún àwọn nẹ́tíwọ̀ọ̀kì tí ó tóbi. Inú wa yóò dùn láti ṣètò àfihàn àti láti ràn ọ́ lọ́wọ́ láti pe àwọn òṣìṣẹ́ àti ọmọ ìjọ rẹ.',
          },
          {
            question: 'Kí ni àwọn ètò ìjọ ń fi kún un?',
            answer:
              'Ìṣàkóso ọmọ ìjọ, ìṣètò ìṣẹ̀lẹ̀, ìbánisọ̀rọ̀ fún gbogbo ìjọ, àwùjọ àdúrà ìkọ̀kọ̀, ìtúpalẹ̀, ìṣàkóso ọ̀pọ̀ ẹ̀ka ìjọ, ìtúpalẹ̀ ọrẹ àwọn olùfúnni, ìsopọ̀ ìgbéjáde ní tààrà, ìṣàkóso olùyọ̀ǹda àti ìwíregbè iṣẹ́ ìsìn ní àkókò gidi pẹ̀lú CRM.',
          },
          {
            question: 'Kí ni àbẹ́là ìdúróṣinṣin?',
            answer:
              'Ọpẹ́ fún àwọn ìjọ tí ó dúró tì wá: ní gbogbo oṣù {loyaltyMonths}, àwọn ìjọ lórí {churchBasicPlan} ń gba àbẹ́là àfikún {basicLoyaltyCandles}, àwọn ìjọ lórí {churchStandardPlan} sì ń gba {standardLoyaltyCandles}.',
          },
          {
            question: 'Kí ni alábòójútó ìjọ lè rí?',
            answer:
              'Àwọn alábòójútó ń rí àwọn ọmọ ẹgbẹ́ àti àkóónú àwùjọ tiwọn. Àdúrà àti ìwé àkọsílẹ̀ ìkọ̀kọ̀ àwọn ọmọ ìjọ ń wà ní ìkọ̀kọ̀, olùfúnni àti alábòójútó ìṣúnná ìjọ nìkan ni ó sì ń rí àkọsílẹ̀ ọrẹ.',
          },
        ],
      },
    ],
  },
  helpDocs: {
    meta: {
      title: 'Ìwé ìrànlọ́wọ́: ìtọ́sọ́nà ní ìgbésẹ̀-ìgbésẹ̀ — Koinonia',
      description:
        'Ìtọ́sọ́nà Koinonia: ṣètò àkáǹtì rẹ, fi ìbéèrè àdúrà síta, tẹ̀lé ètò kíkà, dáhùn sí ìpè ìṣẹ̀lẹ̀, yọ̀ǹda ara rẹ, ṣàkóso ọmọ ìjọ kí o sì lo àbẹ́là AI.',
    },
    hero: {
      eyebrow: 'Ìwé ìrànlọ́wọ́',
      title: 'Ìtọ́sọ́nà ní ìgbésẹ̀-ìgbésẹ̀',
      subtitle: 'Wá iṣẹ́ tí o fẹ́ ṣe kí o sì tẹ̀lé àwọn ìgbésẹ̀. Ìtọ́sọ́nà kọ̀ọ̀kan ń gba ìṣẹ́jú díẹ̀.',
    },
    articles: [
      {
        id: 'create-your-account',
        title: 'Ṣí àkáǹtì rẹ kí o sì yan èdè kan',
        summary: 'Forúkọ sílẹ̀ lọ́fẹ̀ẹ́ kí o sì ṣètò Koinonia ní èdè tí o fi ń gbàdúrà.',
        steps: [
          'Yan “Bẹ̀rẹ̀ lọ́fẹ̀ẹ́” kí o sì tẹ orúkọ rẹ, àdírẹ́sì ímeèlì rẹ àti ọ̀rọ̀ aṣínà kan. A kò nílò káàdì.',
          'Ṣí ímeèlì tí a fi ránṣẹ́ sí ọ kí o sì tẹ̀lé ìjápọ̀ náà láti jẹ́rìí àdírẹ́sì rẹ.',
          'Parí ìṣètò kúkúrú náà: àkọsílẹ̀ ara ẹni rẹ, ìjọ rẹ àti àwọn ohun tí o nífẹ̀ẹ́ sí. O lè fo ìgbésẹ̀ ìjọ àti ohun tí o nífẹ̀ẹ́ sí kí o sì padà wá lẹ́yìn náà.',
          'Yan èdè rẹ ní ìgbésẹ̀ ìkẹyìn. Láti yí i padà lẹ́yìn náà, ṣí Ètò kí o sì yan Èdè; a ń fi ohun tí o yàn pamọ́ sí àkáǹtì rẹ, ó sì ń tẹ̀lé ọ lọ sí gbogbo ẹ̀rọ.',
        ],
      },
      {
        id: 'post-a-prayer-request',
        title: 'Fi ìbéèrè àdúrà síta kí o sì yan ẹni tí yóò rí i',
        summary: 'Pín ohun tí ó wà lọ́kàn rẹ pẹ̀lú àwọn tí o fẹ́ nìkan.',
        steps: [
          'Ṣí Ògiri àdúrà lábẹ́ Ìjọsìn ní ẹ̀gbẹ́ ojú-ìwé kí o sì bẹ̀rẹ̀ ìbéèrè tuntun.',
          'Fún un ní àkọlé kúkúrú kí o sì kọ ohun tí o fẹ́ kí a gbàdúrà fún.',
          'Yan ẹni tí yóò rí i: Gbangba fún ògiri àdúrà ìjọ rẹ, Ìkọ̀kọ̀ fún ìwọ àti àwùjọ àdúrà tí o yàn, tàbí Aláìlórúkọ láti pín in láìsí orúkọ rẹ.',
          'Fi í síta. A ó máa sọ fún ọ bí àwọn ènìyàn ṣe ń gbàdúrà, ìbéèrè náà yóò sì fi iye àwọn tí ń bá ọ gbàdúrà hàn.',
          'Nígbà tí a bá dáhùn àdúrà náà, sàmì sí i gẹ́gẹ́ bí èyí tí a ti dáhùn kí gbogbo àwọn tí ó gbàdúrà lè bá ọ dúpẹ́.',
        ],
      },
      {
        id: 'reading-plan-and-soap-journal',
        title: 'Bẹ̀rẹ̀ ètò kíkà kí o sì máa kọ ìwé àkọsílẹ̀ S.O.A.P.',
        summary: 'Kọ́ àṣà ojoojúmọ́ ti kíka Ìwé Mímọ́ àti kíkọ ohun tí ó túmọ̀ sí fún ọ sílẹ̀.',
        steps: [
          'Ṣí Kíka Bíbélì lábẹ́ Ìjọsìn kí o sì wo àwọn ètò kíkà: {beginnerPlans} fún olùbẹ̀rẹ̀ àti {intermediatePlans} fún àwọn tí ó ṣetán láti jìn síi.',
          'Bẹ̀rẹ̀ ètò kan. Ọjọ́ kọ̀ọ̀kan ń mú kíkà wá pẹ̀lú ìfọkànsìn oníṣamọ̀nà àti àkọsílẹ̀ ẹ̀kọ́; yan ìtumọ̀ rẹ tàbí fetí sí Bíbélì olóhùn.',
          'Lẹ́yìn kíkà, ṣí Ìwé àkọsílẹ̀ S.O.A.P. kí o sì kọ apá kúkúrú mẹ́rin: Ìwé Mímọ́ tí ó ta sí ọ, Àkíyèsí rẹ, bí o ṣe máa lò ó, àti Àdúrà kan.',
          'Padà wá lọ́la: a ti fi ibi tí o dé nínú ètò náà pamọ́, ìwé àkọsílẹ̀ rẹ sì ń wà ní ìkọ̀kọ̀ àyàfi tí o bá yàn láti pín àkọsílẹ̀ kan.',
        ],
      },
      {
        id: 'rsvp-to-an-event',
        title: 'Dáhùn sí ìpè ìṣẹ̀lẹ̀ kí o sì gba ìránnilétí',
        summary: 'Jẹ́ kí àwọn olùṣètò mọ̀ pé o ń bọ̀, kí ìbẹ̀rẹ̀ má sì kọjá ọ láé.',
        steps: [
          'Ṣí Àwọn ìṣẹ̀lẹ̀ lábẹ́ Ìbáṣepọ̀ láti rí ohun tí ń bọ̀ ní ìjọ rẹ àti ẹgbẹ́ rẹ, pẹ̀lú ibi àti ẹ̀ka ìjọ ọ̀kọ̀ọ̀kan.',
          'Ṣí ìṣẹ̀lẹ̀ kan kí o sì dáhùn sí ìpè kí àwọn olùṣètò lè mọ iye ènìyàn tí wọn yóò retí.',
          'Ìránnilétí ń dé ṣáájú ìṣẹ̀lẹ̀ náà nípasẹ̀ àwọn ọ̀nà tí o yàn nínú Ètò ìfitónilétí: nínú áàpù, nípasẹ̀ ímeèlì tàbí gẹ́gẹ́ bí ìfitónilétí sí ẹ̀rọ rẹ.',
          'Tí ètò rẹ bá yí padà, ṣe àtúnṣe ìdáhùn rẹ kí iye àwọn tí yóò wá lè péye.',
        ],
      },
      {
        id: 'join-a-community',
        title: 'Darapọ̀ mọ́ àwùjọ kan kí o sì bá ẹgbẹ́ rẹ wíregbè',
        summary: 'Wá ẹgbẹ́ kékeré rẹ tàbí iṣẹ́ ìránṣẹ́ rẹ kí o sì máa bá wọn sọ̀rọ̀ láàárín ìpàdé.',
        steps: [
          'Ṣí Àwọn àwùjọ lábẹ́ Ìbáṣepọ̀ kí o sì wá àwọn ẹgbẹ́ àti iṣẹ́ ìránṣẹ́ ìjọ rẹ.',
          'Darapọ̀ mọ́ àwọn tí o jẹ́ ọmọ ẹgbẹ́ wọn. Ìkéde wọn, àpérò wọn àti ìṣẹ̀lẹ̀ wọn yóò sì máa hàn sí ọ.',
          'Kópa nínú àwọn àpérò, èyí tí àwọn aṣáájú rẹ ń bójútó, tàbí ṣí ìwíregbè ẹgbẹ́ rẹ fún ọ̀rọ̀ kíákíá.',
          'Lo Àwọn ìfiránṣẹ́ fún ìjíròrò ẹnì kan sí ẹnì kan, kí o sì lo Àwọn olùbásọ̀rọ̀ láti pa àwọn ènìyàn tí o mọ̀ mọ́ nítòsí.',
        ],
      },
      {
        id: 'volunteer-and-gifts-assessment',
        title: 'Wá àǹfààní ìyọ̀ǹda kí o sì ṣe àyẹ̀wò ẹ̀bùn',
        summary: 'Ṣàwárí ẹ̀bùn tí Ọlọ́run fún ọ kí o sì rí ibi iṣẹ́ ìsìn tí ó bá ọ mu.',
        steps: [
          'Ṣe àyẹ̀wò ẹ̀bùn ẹ̀mí: ti ìpìlẹ̀ ní ìbéèrè {basicQuestions}, ó sì jẹ́ ọ̀fẹ́; ti kíkún ní ìbéèrè {comprehensiveQuestions}, ó sì wà pẹ̀lú {servantPlan} àti àwọn ètò tí ó ga jù ú lọ.',
          'Ṣí Ibùdó Iṣẹ́ Ìsìn lábẹ́ Iṣẹ́ Ìsìn. Àwọn àǹfààní tí ó bá ọgbọ́n àti ẹ̀bùn rẹ mu ni a ó kọ́kọ́ dábàá.',
          'Ṣí àǹfààní kan láti rí ẹgbẹ́ náà, ohun tí ó ní nínú àti iye ààyè tí ó ṣí sílẹ̀, lẹ́yìn náà béèrè.',
          'Tẹ̀lé ìbéèrè rẹ nínú Àwọn ìbéèrè mi. Ní kété tí o bá wà nínú ẹgbẹ́ kan, ètò àkókò rẹ àti ìránnilétí yóò hàn nínú Ibùdó Iṣẹ́ Ìsìn, àmì ẹ̀yẹ ìmọrírì yóò sì máa ṣàmì iṣẹ́ ìsìn rẹ.',
        ],
      },
      {
        id: 'invite-staff-and-manage-members',
        title: 'Pe òṣìṣẹ́ kí o sì ṣàkóso àwọn ọmọ ìjọ',
        summary: 'Fún alábòójútó ìjọ: mú ẹgbẹ́ rẹ wọlé kí o sì jẹ́ kí àkójọ ọmọ ìjọ rẹ wà lọ́jọ́.',
        steps: [
          'Ṣí Àbójútó Ìjọ ní ẹ̀gbẹ́ ojú-ìwé. Ó ń hàn ní kété tí àkáǹtì ìjọ rẹ bá fún ọ ní àṣẹ alábòójútó.',
          'Nínú ìṣàkóso òṣìṣẹ́, pe ènìyàn kan nípasẹ̀ ímeèlì kí o sì yan ipa rẹ̀: alábòójútó, aṣáájú tàbí olùbójútó àkóónú.',
          'Wọ́n ń gba ìpè, wọ́n sì ń gbà á nípa wíwọlé tàbí ṣíṣí àkáǹtì; a ó sọ fún ọ nígbà tí wọ́n bá darapọ̀.',
          'Lo Ìṣàkóso ènìyàn láti rí àwọn ọmọ ìjọ rẹ, ṣe àtúnṣe àlàyé wọn, kí o sì ṣètò wọn sínú ẹgbẹ́ àti iṣẹ́ ìránṣẹ́.',
          'Fi ìròyìn fún gbogbo ìjọ ránṣẹ́ láti Ibùdó ìbánisọ̀rọ̀ kí gbogbo ènìyàn lè gbọ́ ọ ní ibì kan.',
        ],
      },
      {
        id: 'ai-candles-and-boost-packs',
        title: 'Lo àbẹ́là AI kí o sì ra àpò àfikún',
        summary: 'Ná àbẹ́là lórí irinṣẹ́ AI fún ẹ̀kọ́ àti ìwàásù, kí o sì fi kún un nígbà tí o bá nílò síi.',
        steps: [
          'Ṣí Àbẹ́là lábẹ́ Àkáǹtì láti rí iye tí ó kù fún ọ àti iye tí ẹ̀yà AI kọ̀ọ̀kan ń ná.',
          'Lo ẹ̀yà AI kan, bí ìtọ́sọ́nà ẹ̀kọ́ tàbí ìmúrasílẹ̀ ìwàásù; a ó yọ iye àbẹ́là tí ó ná kúrò nínú iye tí ó kù fún ọ.',
          'Àbẹ́là ètò rẹ ń sọ ara wọn dọ̀tun lóṣooṣù. Tí o bá nílò síi ṣáájú ìgbà náà, ra àpò àfikún: S pẹ̀lú àbẹ́là {smallPackCandles}, M pẹ̀lú {mediumPackCandles} tàbí L pẹ̀lú {largePackCandles}.',
          'A ń fi iye owó hàn ní owó orílẹ̀-èdè rẹ kí o tó sanwó, àbẹ́là àpò àfikún kì í sì í parí.',
        ],
      },
      {
        id: 'theme-font-size-and-notifications',
        title: 'Yí àwọ̀, ìwọ̀n lẹ́tà àti ìfitónilétí padà',
        summary: 'Jẹ́ kí Koinonia rọrùn láti kà kí o sì pinnu ohun tí yóò dé ọ̀dọ̀ rẹ.',
        steps: [
          'Ṣí Ètò àti, lábẹ́ Ìrísí, yan àwọ̀ Ìmọ́lẹ̀, Dúdú tàbí Aládàáṣe. Aládàáṣe ń tẹ̀lé ẹ̀rọ rẹ. Bọ́tìnnì tí ó wà lókè ojú-ìwé náà tún ń yí i padà kíákíá.',
          'Yan ìwọ̀n lẹ́tà Kékeré, Àárín tàbí Ńlá. A ń fi ohun tí o yàn pamọ́ sí àkáǹtì rẹ.',
          'Ṣí Ètò ìfitónilétí kí o sì yan, fún irú ìfitónilétí kọ̀ọ̀kan, bóyá yóò hàn nínú áàpù, wá nípasẹ̀ ímeèlì tàbí dé sí ẹ̀rọ rẹ.',
          'Gún tó ojú-ìwé àyànfẹ́ {maxPinned} mọ́ ẹ̀gbẹ́ ojú-ìwé kí wọ́n lè wà lókè.',
        ],
      },
      {
        id: 'export-or-delete-your-data',
        title: 'Gbé dátà rẹ jáde tàbí pa á rẹ́',
        summary: 'Wo ohun tí Koinonia ní nípa rẹ, gba ẹ̀dà kan tàbí pa àkáǹtì rẹ rẹ́.',
        steps: [
          'Láti béèrè ẹ̀dà dátà rẹ tàbí pípa àkáǹtì rẹ rẹ́, fi ìbéèrè àtìlẹ́yìn ránṣẹ́ (yan “Ìbéèrè gbogbogbòò”) tàbí kọ̀wé sí {privacyEmail}.',
          'Láti ṣàtúnṣe orúkọ rẹ, orúkọ olùmúlò rẹ tàbí fọ́tò rẹ, ṣí Àkọsílẹ̀ ara ẹni láti inú àkójọ àwòrán rẹ.',
          'Nígbà tí o bá pa àkáǹtì rẹ rẹ́, a ó pa dátà rẹ rẹ́ láàárín ọjọ́ {deletionDays}, àyàfi àkọsílẹ̀ ọrẹ tí òfin sọ pé ìjọ rẹ gbọ́dọ̀ pa mọ́.',
          'Kọ̀wé láti àdírẹ́sì ímeèlì tí ó wà lórí àkáǹtì rẹ, kí a lè mọ̀ pé ọ̀dọ̀ rẹ ni ìbéèrè náà ti wá; a ó dáhùn láàárín ọjọ́ iṣẹ́ kan.',
        ],
      },
    ],
  },
  stillNeedHelp: {
    title: 'Ṣé o ṣì nílò ìrànlọ́wọ́?',
    body: 'Ẹgbẹ́ àtìlẹ́yìn wa ń ka gbogbo ìfiránṣẹ́, wọ́n sì ń dáhùn láàárín ọjọ́ iṣẹ́ kan. Sọ fún wa ohun tí o ń gbìyànjú láti ṣe àti ohun tí ó ṣẹlẹ̀.',
  },
};

export default copy;
