import type { LegalCopy } from './en';

/** Yoruba copy of the privacy policy and terms of service. */
const copy: LegalCopy = {
  updated: 'Ìgbà ìkẹyìn tí a ṣe àtúnṣe: {date}',
  contents: 'Àkóónú',
  privacyPolicy: {
    meta: {
      title: 'Ìlànà àṣírí — Koinonia',
      description:
        'Ohun tí Koinonia ń gbà, ìdí rẹ̀, ẹni tí ó lè rí i, bí a ṣe ń pa á mọ́ pẹ́ tó àti ẹ̀tọ́ rẹ. Kò sí ìtọpinpin ìpolówó, kò sí ìtúpalẹ̀ ẹlòmíràn, a kò sì ń ta dátà rẹ.',
    },
    title: 'Ìlànà àṣírí',
    intro:
      'Koinonia jẹ́ ibi àdúrà, Ìwé Mímọ́ àti ìdàpọ̀, èyí sì ń béèrè ìgbẹ́kẹ̀lé. Ìlànà yìí ṣàlàyé ní èdè tí ó yé ohun tí a ń gbà, ohun tí a ń fi ṣe àti ohun tí a kì í ṣe láé: a kì í fi ìpolówó hàn, a kì í lo ìtúpalẹ̀ ẹlòmíràn, a kì í sì ta dátà rẹ láé.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Ta ni wá',
        paragraphs: [
          'Koinonia ni ó ń bójútó dátà ara ẹni tí a ṣàpèjúwe níbí. Àdírẹ́sì wa ni Koinonia, 100 Fellowship Way, Suite 200, Nashville, TN 37203, Orílẹ̀-èdè Amẹ́ríkà. Fún ìbéèrè èyíkéyìí nípa àṣírí, kọ̀wé sí {privacyEmail}.',
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'Ohun tí a ń gbà',
        paragraphs: [
          'Àkáǹtì rẹ: orúkọ rẹ, àdírẹ́sì ímeèlì rẹ, orúkọ olùmúlò rẹ àti ọ̀rọ̀ aṣínà rẹ. A ń pa ọ̀rọ̀ aṣínà mọ́ gẹ́gẹ́ bí hash Argon2id nìkan, kì í ṣe ọ̀rọ̀ aṣínà náà fúnra rẹ̀. O lè fi fọ́tò àkọsílẹ̀ ara ẹni kún un.',
          'Ètò rẹ: èdè tí o fẹ́, àwọ̀, ìwọ̀n lẹ́tà, orílẹ̀-èdè, ètò ìfitónilétí àti àyẹ̀wò ọ̀sẹ̀-ọ̀sẹ̀ rẹ. Tí o bá gba ètò tí a dábàá ní ìgbà àkọ́kọ́ tí o wá, a ń fi èdè, orílẹ̀-èdè àti agbègbè àkókò tí o yàn pamọ́.',
          'Ohun tí o ṣẹ̀dá: ìbéèrè àdúrà, àkọsílẹ̀ ìwé àkọsílẹ̀, ìfiránṣẹ́, ìṣẹ̀lẹ̀ àti ìdáhùn sí ìpè, àti àkọsílẹ̀ ọrẹ rẹ tí ìjọ rẹ bá ń gba ọrẹ lórí ayélujára.',
          'Ìfiránṣẹ́ tí o fi ránṣẹ́ sí wa nípasẹ̀ fọ́ọ̀mù ìbánisọ̀rọ̀, ti àjọ ńlá àti ti àtìlẹ́yìn: orúkọ rẹ, àdírẹ́sì ímeèlì rẹ, ìfiránṣẹ́ náà, ẹ̀ka rẹ̀, àjọ rẹ àti èdè rẹ.',
        ],
      },
      {
        id: 'how-we-use-it',
        heading: 'Bí a ṣe ń lò ó',
        paragraphs: [
          'A ń lo dátà rẹ láti mú Koinonia ṣiṣẹ́ fún ọ: láti mú ọ wọlé, láti fi àkóónú rẹ han àwọn tí o yàn, láti pa ètò rẹ mọ́ àti láti dáhùn ìfiránṣẹ́ rẹ.',
          'A ń fi ímeèlì ránṣẹ́ sí ọ fún ìgbàpadà àkáǹtì, ìjẹ́rìí ímeèlì, ìjápọ̀ ìwọlé, ìjẹ́rìí ìfiránṣẹ́ tí o fi ránṣẹ́ sí wa àti ìfitónilétí tí o tàn nínú ètò ìfitónilétí rẹ nìkan.',
          'Nígbà tí o bá lo ẹ̀yà AI kan, a ń ṣiṣẹ́ lórí ọ̀rọ̀ tí o fi ránṣẹ́ láti pèsè ìdáhùn rẹ. A kì í lò ó fún ìpolówó láé.',
          'Olùpèsè ìsanwó wa ni ó ń bójútó ìsanwó. Koinonia kì í rí, bẹ́ẹ̀ ni kì í pa nọ́ńbà káàdì rẹ tí ó pé mọ́.',
        ],
      },
      {
        id: 'who-can-see-it',
        heading: 'Ta ni ó lè rí ohun tí o pín',
        paragraphs: [
          'A ń fi ohun tí o ṣẹ̀dá hàn gẹ́gẹ́ bí ìhàn tí o yàn. Ìbéèrè àdúrà gbangba ń hàn lórí ògiri àdúrà ìjọ rẹ, ti ìkọ̀kọ̀ ń wà pẹ̀lú ìwọ àti àwùjọ àdúrà tí o yàn nìkan, a sì ń fi aláìlórúkọ hàn láìsí orúkọ rẹ.',
          'Alábòójútó ìjọ àti ti ẹgbẹ́ ń rí àwọn ọmọ ẹgbẹ́ àti àkóónú àwùjọ tiwọn. Olùfúnni àti alábòójútó ìṣúnná ìjọ rẹ̀ nìkan ni ó ń rí àkọsílẹ̀ ọrẹ.',
        ],
      },
      {
        id: 'what-we-never-do',
        heading: 'Ohun tí a kì í ṣe láé',
        paragraphs: [
          'A kì í ta dátà rẹ, a kì í pín in fún ìpolówó, a kì í sì tọpa rẹ lórí àwọn ojú-òpó wẹ́ẹ̀bù mìíràn. A kì í lo ìtúpalẹ̀ ẹlòmíràn.',
          'A ń fi dátà fún àwọn mìíràn níbi tí ìlànà yìí bá sọ bẹ́ẹ̀ nìkan, bí àlàyé ìsanwó fún olùpèsè ìsanwó wa, tàbí níbi tí òfin bá pa á láṣẹ fún wa.',
        ],
      },
      {
        id: 'cookies-and-local-storage',
        heading: 'Kúkì àti ìpamọ́ agbègbè',
        paragraphs: [
          'Koinonia ń lo kúkì kan ṣoṣo: kúkì ìwọlé tí ó di nọ́mbà ìdánimọ̀ ìgbà kan tí a yàn láìròtẹ́lẹ̀ mú. Àwọn ìwé àfọwọ́kọ orí ojú-ìwé kò lè kà á, ó sì ń parí nígbà tí o bá jáde tàbí lẹ́yìn àkókò kan láìlò ó. A kì í lo kúkì ìpolówó tàbí ti ìtúpalẹ̀.',
          'Ìpamọ́ agbègbè aṣàwákiri rẹ ń pa àwọ̀ rẹ, èdè rẹ, ìṣètò ẹ̀gbẹ́ rẹ àti ìgbà ìkẹyìn tí a fi ìkíni káàbọ̀ hàn mọ́, kí ojú-òpó náà lè rí bí o ṣe fi í sílẹ̀. Èyí ń wà lórí ẹ̀rọ rẹ.',
        ],
      },
      {
        id: 'country-detection',
        heading: 'Bí a ṣe ń mọ orílẹ̀-èdè rẹ',
        paragraphs: [
          'Láti dábàá èdè kan àti láti fi iye owó hàn ní owó orílẹ̀-èdè rẹ, a ń wá orílẹ̀-èdè rẹ láti àdírẹ́sì IP rẹ nínú àkójọ dátà kan lórí sáfà tiwa. A kì í fi àdírẹ́sì rẹ ránṣẹ́ sí ẹnikẹ́ni mìíràn, ìwádìí náà kò sì pa á mọ́.',
          'Ọjà yìí ní dátà GeoLite2 tí MaxMind ṣẹ̀dá nínú, èyí tí ó wà ní {link}.',
        ],
      },
      {
        id: 'retention',
        heading: 'Bí a ṣe ń pa á mọ́ pẹ́ tó',
        paragraphs: [
          'A ń pa dátà àkáǹtì rẹ mọ́ níwọ̀n ìgbà tí o bá ní àkáǹtì. Nígbà tí o bá pa àkáǹtì rẹ rẹ́, a ó pa dátà rẹ̀ rẹ́ láàárín ọjọ́ {deletionDays}, àyàfi àkọsílẹ̀ ọrẹ tí òfin sọ pé ìjọ rẹ gbọ́dọ̀ pa mọ́.',
          'A ń pa ìfiránṣẹ́ ìbánisọ̀rọ̀, ti àjọ ńlá àti ti àtìlẹ́yìn mọ́ fún oṣù {messageRetentionMonths} kí a lè dáhùn wọn kí a sì tẹ̀lé wọn, lẹ́yìn náà a ó pa wọ́n rẹ́. Nígbà tí o bá fi ọ̀kan ránṣẹ́, a ń lo àdírẹ́sì IP rẹ fún òǹkà ìgbà kúkúrú tí ó ń dènà ìkún-omi ìfiránṣẹ́ nìkan; ó ń parí láàárín wákàtí kan, a kì í sì pa á mọ́ pẹ̀lú ìfiránṣẹ́ rẹ.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Ẹ̀tọ́ rẹ',
        paragraphs: [
          'O lè rí, gbé jáde, ṣàtúnṣe àti pa dátà rẹ rẹ́. Àkọsílẹ̀ ara ẹni rẹ àti àwọn ààyò rẹ wà nínú Ètò àti lójú-ìwé àkọsílẹ̀ ara ẹni rẹ; fún ẹ̀dà gbogbo rẹ̀ tàbí pípa àkáǹtì rẹ rẹ́, fi ìbéèrè àtìlẹ́yìn ránṣẹ́ tàbí kọ̀wé sí {privacyEmail}, a ó sì dáhùn kíákíá.',
          'O tún lè tako bí a ṣe ń lo dátà rẹ tàbí fi ẹ̀sùn sùn sí àjọ tí ń dáàbò bo dátà níbi tí o ń gbé.',
        ],
      },
      {
        id: 'children',
        heading: 'Àwọn ọmọdé',
        paragraphs: [
          'O gbọ́dọ̀ ti pé ọmọ ọdún {minimumAge} ó kéré tán láti ṣí àkáǹtì tìrẹ. Àwọn ọmọ ìjọ tí ó kéré jù bẹ́ẹ̀ lè kópa nípasẹ̀ ìjọ wọn nìkan, pẹ̀lú ìyọ̀ǹda òbí tàbí alágbàtọ́.',
          'Tí o bá gbàgbọ́ pé ọmọ tí kò tíì pé ọdún {minimumAge} ní àkáǹtì láìsí ìyọ̀ǹda náà, kọ̀wé sí {privacyEmail}, a ó sì yọ ọ́ kúrò.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Àtúnṣe àti ìbánisọ̀rọ̀',
        paragraphs: [
          'Tí a bá yí ìlànà yìí padà, a ó ṣe àtúnṣe ọjọ́ tí ó wà lókè, àti fún àtúnṣe pàtàkì, a ó sọ fún ọ nínú áàpù tàbí nípasẹ̀ ímeèlì kí wọ́n tó bẹ̀rẹ̀ sí í ṣiṣẹ́.',
          'A máa ń káàbọ̀ ìbéèrè nípa àṣírí rẹ nígbà gbogbo ní {privacyEmail}.',
        ],
      },
    ],
  },
  termsOfService: {
    meta: {
      title: 'Àwọn òfin ìlò — Koinonia',
      description:
        'Àwọn òfin fún lílo Koinonia: àkáǹtì rẹ, lílò pẹ̀lú ọ̀wọ̀, ẹni tí ó ni àkóónú rẹ, ètò, ìsanwó àti àbẹ́là AI, alábòójútó ìjọ àti ẹ̀tọ́ rẹ.',
    },
    title: 'Àwọn òfin ìlò',
    intro:
      'Àwọn òfin yìí ni àdéhùn láàárín ìwọ àti Koinonia nígbà tí o bá ń lo áàpù àti ojú-òpó wẹ́ẹ̀bù wa. A ti jẹ́ kí wọ́n kúrú kí wọ́n sì ṣe kedere. Nípa ṣíṣí àkáǹtì tàbí lílo Koinonia, o gbà wọ́n.',
    sections: [
      {
        id: 'accounts',
        heading: 'Àkáǹtì rẹ',
        paragraphs: [
          'O gbọ́dọ̀ ti pé ọmọ ọdún {minimumAge} ó kéré tán láti ṣí àkáǹtì. Àwọn ọmọ ìjọ tí ó kéré jù bẹ́ẹ̀ lè kópa nípasẹ̀ ìjọ wọn nìkan, pẹ̀lú ìyọ̀ǹda òbí tàbí alágbàtọ́.',
          'Fún wa ní àlàyé tí ó péye, pa ọ̀rọ̀ aṣínà rẹ mọ́ fún ara rẹ, kí o sì sọ fún wa ní {supportEmail} tí o bá rò pé ẹlòmíràn ti lo àkáǹtì rẹ. Ìwọ ni ó ń dáhùn fún ohun tí ó ṣẹlẹ̀ lábẹ́ àkáǹtì rẹ.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Lílo Koinonia pẹ̀lú ìṣọ́ra',
        paragraphs: [
          'A kọ́ Koinonia fún ìdàpọ̀. Bá àwọn mìíràn lò pẹ̀lú ọ̀wọ̀: kò sí ìyọlẹ́nu, ìhalẹ̀, ìkórìíra tàbí ìfòòró, kò sí ìfiránṣẹ́ ìdọ̀tí tàbí ìpolówó tí a kò fẹ́, kò sì sí ohun tí ó lòdì sí òfin.',
          'Bọ̀wọ̀ fún àṣírí àdúrà. Má ṣe dà kọ, fi ránṣẹ́ síwájú tàbí ṣí ìbéèrè ìkọ̀kọ̀ tàbí aláìlórúkọ payá, tàbí ohunkóhun tí a pín nínú àwùjọ àdúrà tàbí ẹgbẹ́ kan, níta ibi tí a ti pín in.',
          'Má ṣe gbìyànjú láti fipá wọ àkáǹtì, láti da iṣẹ́ náà rú tàbí láti kó dátà àwọn ọmọ ìjọ mìíràn jọ.',
        ],
      },
      {
        id: 'your-content',
        heading: 'Àkóónú rẹ',
        paragraphs: [
          'Ìwọ ni ó ni ohun tí o fi síta: àdúrà, àkọsílẹ̀ ìwé àkọsílẹ̀, ìfiránṣẹ́, ìṣẹ̀lẹ̀ àti mídíà. O fún Koinonia ní àṣẹ tí ó pọndandan nìkan láti pa á mọ́ àti láti fi hàn àwọn tí o yàn, àṣẹ náà sì ń parí nígbà tí o bá pa á rẹ́.',
          'Fi ohun tí o ní ẹ̀tọ́ láti pín nìkan síta, títí kan fọ́tò àwọn ènìyàn mìíràn.',
        ],
      },
      {
        id: 'church-administrators',
        heading: 'Alábòójútó ìjọ',
        paragraphs: [
          'Tí o bá ń ṣàkóso ìjọ, iṣẹ́ ìránṣẹ́ tàbí ẹgbẹ́ kan lórí Koinonia, o ń ṣojú àwùjọ náà. Pe àwọn tí ó jẹ́ ọmọ rẹ̀ nìkan, fi ìṣọ́ra fún àwọn òṣìṣẹ́ ní ipa, kí o sì lo àlàyé àwọn ọmọ ìjọ fún ìgbésí ayé ìjọ nìkan.',
          'Bójútó àwọn àpérò àti ìwíregbè rẹ lọ́nà títọ́, pa àkọsílẹ̀ ọrẹ mọ́ gẹ́gẹ́ bí òfin ti béèrè, kí o sì rí i dájú pé o ní ìyọ̀ǹda òbí tàbí alágbàtọ́ fún ọmọ ìjọ èyíkéyìí tí kò tíì pé ọdún {minimumAge}.',
        ],
      },
      {
        id: 'plans-billing-and-candles',
        heading: 'Ètò, ìsanwó àti àbẹ́là AI',
        paragraphs: [
          'Ètò {disciplePlan} jẹ́ ọ̀fẹ́. A ń gba owó ètò ìsanwó lóṣooṣù tàbí lọ́dọọdún ṣáájú, ètò ọdọọdún sì ń náni ní iye kan náà pẹ̀lú oṣù {monthsCharged}. A ń fi iye owó hàn kí o tó sanwó, ní owó orílẹ̀-èdè rẹ níbi tí a bá ti lè ṣe é, pẹ̀lú owó-orí èyíkéyìí.',
          'Ìforúkọsílẹ̀ ń sọ ara rẹ̀ dọ̀tun ní òpin àkókò kọ̀ọ̀kan títí tí o fi fagilé e. O lè fagilé nígbàkigbà; ètò rẹ yóò wà títí di òpin àkókò tí o ti sanwó fún. Níbi tí òfin bá fún ọ ní ẹ̀tọ́ sí ìdápadà owó, a ó bọ̀wọ̀ fún un.',
          'Àbẹ́là AI jẹ́ kírẹ́dítì fún àwọn ẹ̀yà AI. Àbẹ́là ètò rẹ ń sọ ara wọn dọ̀tun lóṣooṣù; àbẹ́là láti inú àpò àfikún kì í parí. Àbẹ́là kò ní iye owó, a kò sì lè pààrọ̀ wọn sí owó.',
        ],
      },
      {
        id: 'ai-features',
        heading: 'Àwọn ẹ̀yà AI',
        paragraphs: [
          'Ìtọ́sọ́nà ẹ̀kọ́ AI, ìmúrasílẹ̀ ìwàásù, Bíbélì olóhùn AI àti fídíò AI lè ràn ọ́ lọ́wọ́ láti kẹ́kọ̀ọ́ àti láti múra sílẹ̀, ṣùgbọ́n wọ́n lè ṣàṣìṣe. Fi Ìwé Mímọ́ àti ìmọ̀ràn ìjọ rẹ dán ohun tí wọ́n pèsè wò, kí o sì dáhùn fún ohun tí o tẹ̀ jáde.',
          'A ń ṣiṣẹ́ lórí ọ̀rọ̀ tí o fi ránṣẹ́ láti fún ọ ní ìdáhùn, a kì í sì lò ó fún ìpolówó láé. Má ṣe fi àlàyé àṣírí àwọn ẹlòmíràn ránṣẹ́.',
        ],
      },
      {
        id: 'availability',
        heading: 'Wíwà lárọ̀ọ́wọ́tó',
        paragraphs: [
          'A ń ṣiṣẹ́ kí Koinonia lè wà lárọ̀ọ́wọ́tó tọ̀sán-tòru, ṣùgbọ́n a kò lè ṣèlérí pé kò ní dáwọ́ dúró láé, fún àpẹẹrẹ nígbà àtúnṣe. Àwọn ẹ̀yà lè yí padà bí ọjà náà ṣe ń dàgbà; tí a bá yọ ohun tí o ń sanwó fún kúrò, a ó kọ́kọ́ sọ fún ọ.',
          'Koinonia kì í ṣe iṣẹ́ pàjáwìrì tàbí ìdípò fún ìtọ́jú olùṣọ́-àgùntàn tàbí ìrànlọ́wọ́ ọ̀jọ̀gbọ́n. Tí ẹnìkan bá wà nínú ewu, kàn sí iṣẹ́ pàjáwìrì àdúgbò rẹ.',
        ],
      },
      {
        id: 'ending-your-account',
        heading: 'Pípa àkáǹtì rẹ dé',
        paragraphs: [
          'O lè ní kí a pa àkáǹtì rẹ rẹ́ nígbàkigbà: fi ìbéèrè àtìlẹ́yìn ránṣẹ́ tàbí kọ̀wé sí {supportEmail}.',
          'A lè dá àkáǹtì tí ó ń rú àwọn òfin yìí lọ́nà tí ó burú jáì tàbí léraléra dúró tàbí pa á dé. Àyàfi tí ọ̀rọ̀ náà bá jẹ́ kánjúkánjú tàbí tí òfin bá dí i lọ́wọ́, a ó sọ ìdí rẹ̀ fún ọ, a ó sì fún ọ ní àǹfààní láti fèsì.',
        ],
      },
      {
        id: 'liability',
        heading: 'Ojúṣe wa',
        paragraphs: [
          'A ń pèsè Koinonia pẹ̀lú ìṣọ́ra ṣùgbọ́n bí ó ṣe wà. Níwọ̀n bí òfin bá ti gbà, a kò dáhùn fún àdánù tí kò tààrà, gbogbo ojúṣe wa sí ọ sì mọ sí iye tí o san fún wa ní oṣù méjìlá ṣáájú ẹ̀sùn náà.',
          'Kò sí ohunkóhun nínú àwọn òfin yìí tí ó ń mú ẹ̀tọ́ tí òfin àwọn oníbàárà orílẹ̀-èdè rẹ fún ọ kúrò.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'Òfin tí ó ń darí rẹ̀',
        paragraphs: [
          'Àwọn òfin Ìpínlẹ̀ Tennessee, Orílẹ̀-èdè Amẹ́ríkà, ni ó ń darí àwọn òfin yìí. Tí a kò bá lè yanjú àríyànjiyàn nípa kíkọ́kọ́ bá wa sọ̀rọ̀, àwọn ilé-ẹjọ́ Tennessee ni yóò gbọ́ ọ, àyàfi tí òfin àdúgbò rẹ bá fún ọ ní ẹ̀tọ́ láti lọ sí ilé-ẹjọ́ tìrẹ.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Àtúnṣe àti ìbánisọ̀rọ̀',
        paragraphs: [
          'Tí a bá yí àwọn òfin yìí padà, a ó ṣe àtúnṣe ọjọ́ tí ó wà lókè, a ó sì sọ fún ọ nípa àtúnṣe pàtàkì kí wọ́n tó bẹ̀rẹ̀ sí í ṣiṣẹ́. Tí o kò bá gbà, o lè dẹ́kun lílo Koinonia kí o sì pa àkáǹtì rẹ rẹ́.',
          'A káàbọ̀ ìbéèrè nípa àwọn òfin yìí ní {supportEmail}, tàbí nípasẹ̀ lẹ́tà sí Koinonia, 100 Fellowship Way, Suite 200, Nashville, TN 37203, Orílẹ̀-èdè Amẹ́ríkà.',
        ],
      },
    ],
  },
};

export default copy;
