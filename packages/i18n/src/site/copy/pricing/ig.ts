import type { PricingCopy } from './en';

/** Igbo copy of the pricing page. */
const copy: PricingCopy = {
  meta: {
    title: 'Ọnụahịa: atụmatụ maka ndị otu na chọọchị — Koinonia',
    description:
      'Tụnyere atụmatụ Koinonia: malite n’efu dị ka onye otu, gbakwunye kandụl AI ka ị na-eto, ma ọ bụ kwadebe chọọchị gị maka ndị otu, onyinye, mmemme na ndị ọrụ afọ ofufo.',
  },
  hero: {
    eyebrow: 'Ọnụahịa',
    title: 'Atụmatụ maka onye kwere ekwe ọ bụla na chọọchị ọ bụla',
    subtitle:
      'Jiri mgbidi ekpere, ọgụgụ Baịbụl kwa ụbọchị na akwụkwọ ndetu S.O.A.P. gị malite n’efu. Gbakwunye ngwaọrụ AI mgbe ị chọrọ ha, ma ọ bụ jiri atụmatụ chọọchị chịkọta ọgbakọ gị niile ọnụ.',
  },
  tabs: {
    label: 'Atụmatụ maka',
    individual: 'Ndị otu n’otu n’otu',
    individualGoal: 'Maka uto nke mmụọ na ịnọ n’ezinụlọ',
    church: 'Atụmatụ chọọchị',
    churchGoal: 'Maka ntinye aka na uto',
  },
  billing: {
    label: 'Oge ịkwụ ụgwọ',
    monthly: 'Kwa ọnwa',
    yearly: 'Kwa afọ',
    yearlySaving: 'Ọnwa 2 n’efu',
  },
  price: {
    free: 'N’efu',
    noCard: 'Achọghị kaadị',
    perMonth: '/ọnwa',
    perYear: '/afọ',
    billedYearly: '{amount} a na-akwụ kwa afọ',
    candlesPerMonth: 'Kandụl AI {count} kwa ọnwa',
    contactUs: 'Ọnụahịa a haziri maka gị',
    vatIncluded: 'Ọnụahịa gụnyere VAT {rate}%.',
    shownIn: 'Ọnụahịa na {currency} maka {country}.',
    usdFallback: 'Ọnụahịa na dọla US.',
  },
  popular: 'Nke a kacha ahọrọ',
  choose: 'Malite',
  contactSales: 'Kpọtụrụ ndị ọrịre anyị',
  everythingIn: 'Ihe niile dị na {plan}, gbakwunyere:',
  plans: {
    disciple: {
      tagline: 'Ihe niile ị chọrọ iji kpee ekpere, gụọ Okwu ahụ ma nwee ebe obibi n’ezinụlọ Chineke.',
      features: [
        'Mgbidi ekpere nwere arịrịọ nzuzo, nke ọha na nke enweghị aha',
        'Akwụkwọ ndetu S.O.A.P.',
        'Mkparịta ụka obodo',
        'Ọgụgụ Baịbụl kwa ụbọchị',
        'Atụmatụ ọgụgụ maka ndị mbido',
        'Ngwaọrụ ọmụmụ Baịbụl bụ isi',
        'Nyocha onyinye mmụọ (ajụjụ {basicQuestions})',
      ],
    },
    servant: {
      tagline: 'Banye n’ime omimi n’ọmụmụ gị ma chọpụta onyinye Chineke nyere gị maka ije ozi.',
      features: [
        'Nyocha onyinye mmụọ zuru ezu (ajụjụ {comprehensiveQuestions})',
        'Nyocha ọnụọgụ dị elu',
        'Nkwado a na-ebu ụzọ nye',
      ],
    },
    torchbearer: {
      tagline: 'Maka ndị ndu na-ewu ọrụ ozi ma na-emepụtara ha ihe.',
      features: [
        'Imepụta na ilekọta ọrụ ozi',
        'Ihe na-emepụta atụmatụ ọgụgụ nke gị',
        'Akụrụngwa ije ozi pụrụ iche',
        'Baịbụl AI a na-ege ntị',
        'Imepụta vidiyo site na AI',
        'Ọdịnaya n’enweghị ịntanetị n’enweghị oke',
        'Njikọ ndị a haziri maka gị',
      ],
    },
    churchBasic: {
      tagline: 'Otu ebe maka ndị otu gị, ọrụ ozi gị na ndị ọrụ gị.',
      features: [
        'Nlekọta ndị otu',
        'Nhazi mmemme',
        'Nkwurịta okwu n’ofe chọọchị niile',
        'Otu ekpere nzuzo maka chọọchị gị',
        'Usoro nlekọta ndị ọrụ afọ ofufo',
        'Mkparịta ụka ije ozi ozugbo nwere CRM',
        'Nyocha onyinye ndị na-enye onyinye',
        'Njikọ mgbasa ozi ndụ',
        'Nlekọta ọtụtụ ogige',
        'Nyocha ọnụọgụ chọọchị',
      ],
    },
    churchStandard: {
      tagline: 'Maka chọọchị na-eto eto na-adabere na AI maka nkuzi na mgbasa ozi.',
      features: [
        'Kandụl AI ka ukwuu kwa ọnwa maka nkwadebe ozi ọma, ntuziaka ọmụmụ na mgbasa ozi',
        'Nke ka ukwuu n’ime ụgwọ ọrụ iguzosi ike abụọ anyị na-enye chọọchị',
      ],
    },
    enterprise: {
      tagline: 'Maka nnukwu ọgbakọ na netwọk chọọchị.',
      features: [
        'Ọnụahịa a kwekọrịtara dabere n’ọnụọgụ ọgbakọ gị na ogige gị',
        'Ngosi ozugbo na mkparịta ụka nhazi gị na ndị otu anyị',
        'Nkwado a na-ebu ụzọ nye ndị ọrụ gị na ndị nchịkwa gị',
      ],
    },
  },
  boostPacks: {
    title: 'Ngwugwu mgbakwunye',
    body: 'Ị chọrọ kandụl AI ọzọ tupu atụmatụ gị emeghari? Zụta otu ngwugwu mgbakwunye, n’atụmatụ ọ bụla.',
    pack: 'Ngwugwu mgbakwunye {size}',
    candles: 'Kandụl AI {count}',
    noExpiry: 'Ọ naghị agwụ agwụ',
    buy: 'Zụta ngwugwu',
  },
  loyalty: {
    title: 'Kandụl iguzosi ike maka chọọchị',
    body: 'Chọọchị ndị na-anọgide na Koinonia na-enweta kandụl AI mgbakwunye ugboro abụọ n’afọ, gbakwunyere kandụl ha na-enweta kwa ọnwa.',
    shepherd: 'Shepherd: kandụl iguzosi ike {count} n’ọnwa 6 ọ bụla',
    beacon: 'Beacon: kandụl iguzosi ike {count} n’ọnwa 6 ọ bụla',
  },
  enterprise: {
    title: 'Ị na-eje ozi na nnukwu chọọchị ma ọ bụ n’ọtụtụ ogige?',
    body: 'Gwa anyị maka ọgbakọ gị, anyị ga-ahazi atụmatụ dabara n’ogige gị, ọrụ ozi gị na ndị ọrụ gị, na-amalite site na ngosi.',
  },
  faq: {
    title: 'Ajụjụ gbasara atụmatụ',
    items: [
      {
        question: 'Enwere m ike ịgbanwe atụmatụ m ma ọ bụ oge ịkwụ ụgwọ m emechaa?',
        answer:
          'Ee. Kwaga n’atụmatụ ọzọ ma ọ bụ gbanwee n’etiti ịkwụ ụgwọ kwa ọnwa na kwa afọ site n’akaụntụ gị mgbe ọ bụla. Atụmatụ ka elu na-amalite ozugbo; atụmatụ dị ala ma ọ bụ oge ịkwụ ụgwọ ọhụrụ na-amalite n’ụbọchị ịkwụ ụgwọ gị na-esote.',
      },
      {
        question: 'Kedu ka m ga-esi kagbuo?',
        answer:
          'Kagbuo site n’akaụntụ gị mgbe ọ bụla masịrị gị. Atụmatụ gị na-arụ ọrụ ruo ngwụcha oge ị kwụrụ ụgwọ ya, mgbe ahụ ị ga-aga n’ihu n’atụmatụ efu anyị, ekpere gị na ndetu gị ka dị n’ụzọ zuru oke.',
      },
      {
        question: 'Gịnị bụ kandụl AI?',
        answer:
          'Kandụl bụ kredit ị na-eji akwụ ụgwọ njirimara AI: ntuziaka ọmụmụ, nkwadebe ozi ọma, Baịbụl AI a na-ege ntị na vidiyo AI. Kandụl atụmatụ na-emeghari kwa ọnwa; kandụl ngwugwu mgbakwunye anaghị agwụ agwụ.',
      },
      {
        question: 'Ọ̀ bụ atụmatụ chọọchị ka m chọrọ ka ọ bụ atụmatụ onwe?',
        answer:
          'Atụmatụ onwe na-enyere otu onye aka n’ije ya na Chineke. Atụmatụ chọọchị na-akwadebe ọgbakọ: nlekọta ndị otu, mmemme, nkwurịta okwu, onyinye na ndị ọrụ afọ ofufo. Ndị otu nwere ike isonye na chọọchị ha n’atụmatụ onwe ọ bụla, gụnyere nke efu.',
      },
    ],
  },
};

export default copy;
