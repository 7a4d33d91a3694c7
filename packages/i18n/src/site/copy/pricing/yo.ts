import type { PricingCopy } from './en';

/** Yoruba copy of the pricing page. */
const copy: PricingCopy = {
  meta: {
    title: 'Iye owó: ètò fún ọmọ ìjọ àti ìjọ — Koinonia',
    description:
      'Fi àwọn ètò Koinonia wéra: bẹ̀rẹ̀ lọ́fẹ̀ẹ́ gẹ́gẹ́ bí ọmọ ìjọ, fi àbẹ́là AI kún un bí o ṣe ń dàgbà, tàbí pèsè ìtọ́jú ọmọ ìjọ, ọrẹ, ìṣẹ̀lẹ̀ àti olùyọ̀ǹda fún gbogbo ìjọ rẹ.',
  },
  hero: {
    eyebrow: 'Iye owó',
    title: 'Ètò kan fún gbogbo onígbàgbọ́ àti gbogbo ìjọ',
    subtitle:
      'Bẹ̀rẹ̀ lọ́fẹ̀ẹ́ pẹ̀lú ògiri àdúrà, kíka Bíbélì ojoojúmọ́ àti ìwé àkọsílẹ̀ S.O.A.P. rẹ. Fi irinṣẹ́ AI kún un nígbà tí o bá nílò wọn, tàbí kó gbogbo ìjọ rẹ jọ pọ̀ lórí ètò ìjọ.',
  },
  tabs: {
    label: 'Ètò fún',
    individual: 'Ọmọ ìjọ kọ̀ọ̀kan',
    individualGoal: 'Fún ìdàgbàsókè ẹ̀mí àti ìjẹ́ ara ìdílé',
    church: 'Ètò ìjọ',
    churchGoal: 'Fún ìkópa àti ìdàgbàsókè',
  },
  billing: {
    label: 'Àkókò ìsanwó',
    monthly: 'Lóṣooṣù',
    yearly: 'Lọ́dọọdún',
    yearlySaving: 'Oṣù 2 lọ́fẹ̀ẹ́',
  },
  price: {
    free: 'Ọ̀fẹ́',
    noCard: 'Kò nílò káàdì',
    perMonth: '/oṣù',
    perYear: '/ọdún',
    billedYearly: '{amount} tí a ń san lọ́dọọdún',
    candlesPerMonth: 'Àbẹ́là AI {count} lóṣooṣù',
    contactUs: 'Iye owó tí a ṣe fún ọ',
    vatIncluded: 'Iye owó ti ní VAT {rate}% nínú.',
    shownIn: 'Iye owó ní {currency} fún {country}.',
    usdFallback: 'Iye owó ní dọ́là Amẹ́ríkà.',
  },
  popular: 'Èyí tí ó gbajúmọ̀ jùlọ',
  choose: 'Bẹ̀rẹ̀',
  contactSales: 'Kàn sí ẹ̀ka títà',
  everythingIn: 'Gbogbo ohun tí ó wà nínú {plan}, pẹ̀lú:',
  plans: {
    disciple: {
      tagline: 'Gbogbo ohun tí o nílò láti gbàdúrà, láti kàwé àti láti jẹ́ ara ìdílé.',
      features: [
        'Ògiri àdúrà pẹ̀lú ìbéèrè ìkọ̀kọ̀, gbangba àti aláìlórúkọ',
        'Ìwé àkọsílẹ̀ S.O.A.P.',
        'Ìjíròrò àwùjọ',
        'Kíka Bíbélì ojoojúmọ́',
        'Ètò kíkà fún olùbẹ̀rẹ̀',
        'Irinṣẹ́ ìpìlẹ̀ fún ẹ̀kọ́ Bíbélì',
        'Ìdánwò ẹ̀bùn ẹ̀mí (ìbéèrè {basicQuestions})',
      ],
    },
    servant: {
      tagline: 'Lọ jinlẹ̀ síi nínú ẹ̀kọ́ kí o sì ṣàwárí ẹ̀bùn tí Ọlọ́run fún ọ láti fi sìn.',
      features: [
        'Ìdánwò ẹ̀bùn ẹ̀mí tí ó péye (ìbéèrè {comprehensiveQuestions})',
        'Ìtúpalẹ̀ tí ó jinlẹ̀',
        'Àtìlẹ́yìn ní ìṣáájú',
      ],
    },
    torchbearer: {
      tagline: 'Fún àwọn aṣáájú tí ń kọ́ iṣẹ́ ìsìn tí wọ́n sì ń ṣẹ̀dá àkóónú fún wọn.',
      features: [
        'Ìdásílẹ̀ àti ìṣàkóso iṣẹ́ ìsìn',
        'Olùṣẹ̀dá ètò kíkà tìrẹ',
        'Ohun èlò iṣẹ́ ìsìn tí ó ga jùlọ',
        'Bíbélì olóhùn AI',
        'Ìṣẹ̀dá fídíò pẹ̀lú AI',
        'Àkóónú láìsí ìntánẹ́ẹ̀tì láìní òpin',
        'Ìsopọ̀ tí a ṣe fún ọ',
      ],
    },
    churchBasic: {
      tagline: 'Ibì kan fún àwọn ọmọ ìjọ rẹ, iṣẹ́ ìsìn rẹ àti òṣìṣẹ́ rẹ.',
      features: [
        'Ìṣàkóso ọmọ ìjọ',
        'Ìṣètò ìṣẹ̀lẹ̀',
        'Ìbánisọ̀rọ̀ fún gbogbo ìjọ',
        'Àwùjọ àdúrà ìkọ̀kọ̀ fún ìjọ rẹ',
        'Ètò ìṣàkóso olùyọ̀ǹda',
        'Ìwíregbè iṣẹ́ ìsìn ní àkókò gidi pẹ̀lú CRM',
        'Ìtúpalẹ̀ ọrẹ àwọn olùfúnni',
        'Ìsopọ̀ ìgbéjáde ní tààrà',
        'Ìṣàkóso ọ̀pọ̀ ẹ̀ka ìjọ',
        'Ìtúpalẹ̀ ìjọ',
      ],
    },
    churchStandard: {
      tagline: 'Fún àwọn ìjọ tí ń dàgbà tí wọ́n gbára lé AI fún ẹ̀kọ́ àti àkóónú.',
      features: [
        'Àbẹ́là AI tí ó pọ̀ síi lóṣooṣù fún ìmúrasílẹ̀ ìwàásù, ìtọ́sọ́nà ẹ̀kọ́ àti àkóónú',
        'Èyí tí ó tóbi jùlọ nínú ẹ̀bùn ìdúróṣinṣin méjì tí a ń fún ìjọ',
      ],
    },
    enterprise: {
      tagline: 'Fún àwọn ìjọ ńlá àti nẹ́tíwọ̀ọ̀kì ìjọ.',
      features: [
        'Iye owó tí a jọ fẹnukò lé gẹ́gẹ́ bí ìtóbi ìjọ rẹ àti àwọn ẹ̀ka rẹ̀',
        'Àfihàn ní tààrà àti ìjíròrò ìṣètò pẹ̀lú ẹgbẹ́ wa',
        'Àtìlẹ́yìn ní ìṣáájú fún òṣìṣẹ́ àti alábòójútó rẹ',
      ],
    },
  },
  boostPacks: {
    title: 'Àpò àfikún',
    body: 'Ṣé o nílò àbẹ́là AI síi kí ètò rẹ tó sọ ara rẹ̀ dọ̀tun? Ra àpò àfikún ẹ̀ẹ̀kan, lórí ètò èyíkéyìí.',
    pack: 'Àpò àfikún {size}',
    candles: 'Àbẹ́là AI {count}',
    noExpiry: 'Kì í parí láé',
    buy: 'Ra àpò',
  },
  loyalty: {
    title: 'Àbẹ́là ìdúróṣinṣin fún ìjọ',
    body: 'Àwọn ìjọ tí ó dúró pẹ̀lú Koinonia ń gba àbẹ́là AI àfikún lẹ́ẹ̀mejì lọ́dún, lórí àbẹ́là oṣooṣù wọn.',
    shepherd: 'Shepherd: àbẹ́là ìdúróṣinṣin {count} ní gbogbo oṣù 6',
    beacon: 'Beacon: àbẹ́là ìdúróṣinṣin {count} ní gbogbo oṣù 6',
  },
  enterprise: {
    title: 'Ṣé ìjọ ńlá tàbí ọ̀pọ̀ ẹ̀ka ìjọ ni ò ń sìn?',
    body: 'Sọ fún wa nípa ìjọ rẹ, a ó sì ṣe ètò tí ó bá àwọn ẹ̀ka ìjọ rẹ, iṣẹ́ ìsìn rẹ àti òṣìṣẹ́ rẹ mu, bẹ̀rẹ̀ pẹ̀lú àfihàn.',
  },
  faq: {
    title: 'Ìbéèrè nípa ètò',
    items: [
      {
        question: 'Ṣé mo lè yí ètò mi tàbí àkókò ìsanwó mi padà lẹ́yìn náà?',
        answer:
          'Bẹ́ẹ̀ ni. Lọ sí ètò mìíràn tàbí yí padà láàárín ìsanwó oṣooṣù àti ti ọdọọdún láti inú àkáǹtì rẹ nígbàkigbà. Ètò tí ó ga jù ń bẹ̀rẹ̀ lẹ́sẹ̀kẹsẹ̀; ètò tí ó rẹlẹ̀ jù tàbí àkókò ìsanwó tuntun ń bẹ̀rẹ̀ ní ọjọ́ ìsanwó rẹ tí ó kàn.',
      },
      {
        question: 'Báwo ni mo ṣe lè fagilé?',
        answer:
          'Fagilé láti inú àkáǹtì rẹ nígbàkigbà tí o bá fẹ́. Ètò rẹ yóò máa ṣiṣẹ́ títí di òpin àkókò tí o sanwó fún, lẹ́yìn náà o máa tẹ̀síwájú lórí ètò ọ̀fẹ́ wa, gbogbo àdúrà àti ìwé àkọsílẹ̀ rẹ sì máa wà pé.',
      },
      {
        question: 'Kí ni àbẹ́là AI?',
        answer:
          'Àbẹ́là jẹ́ kírẹ́dítì tí o ń ná lórí àwọn ẹ̀yà AI: ìtọ́sọ́nà ẹ̀kọ́, ìmúrasílẹ̀ ìwàásù, Bíbélì olóhùn AI àti fídíò AI. Àbẹ́là ètò ń sọ ara wọn dọ̀tun lóṣooṣù; àbẹ́là àpò àfikún kì í parí láé.',
      },
      {
        question: 'Ṣé ètò ìjọ ni mo nílò tàbí ètò ti ẹnì kọ̀ọ̀kan?',
        answer:
          'Ètò ẹnì kọ̀ọ̀kan wà fún ìrìn ẹnì kan pẹ̀lú Ọlọ́run. Ètò ìjọ ń pèsè fún gbogbo ìjọ: ìṣàkóso ọmọ ìjọ, ìṣẹ̀lẹ̀, ìbánisọ̀rọ̀, ọrẹ àti olùyọ̀ǹda. Àwọn ọmọ ìjọ lè darapọ̀ mọ́ ìjọ wọn lórí ètò ẹnì kọ̀ọ̀kan èyíkéyìí, títí kan ti ọ̀fẹ́.',
      },
    ],
  },
};

export default copy;
