import type { PricingCopy } from './en';

/** Filipino copy of the pricing page. */
const copy: PricingCopy = {
  meta: {
    title: 'Presyo: mga plan para sa miyembro at simbahan — Koinonia',
    description:
      'Ikumpara ang mga plan ng Koinonia: magsimula nang libre, magdagdag ng AI kandila habang lumalago, o i-equip ang simbahan: miyembro, giving, events, volunteer.',
  },
  hero: {
    eyebrow: 'Presyo',
    title: 'May plan para sa bawat mananampalataya at bawat simbahan',
    subtitle:
      'Magsimula nang libre gamit ang pader ng panalangin, araw-araw na pagbasa ng Bibliya at ang S.O.A.P. journal mo. Magdagdag ng AI tools kapag kailangan mo, o pagsama-samahin ang buong kongregasyon mo sa isang church plan.',
  },
  tabs: {
    label: 'Mga plan para sa',
    individual: 'Mga indibidwal na miyembro',
    individualGoal: 'Para sa espirituwal na paglago at pakikibahagi',
    church: 'Mga church plan',
    churchGoal: 'Para sa engagement at paglago',
  },
  billing: {
    label: 'Billing period',
    monthly: 'Buwanan',
    yearly: 'Taunan',
    yearlySaving: '2 buwang libre',
  },
  price: {
    free: 'Libre',
    noCard: 'Walang card na kailangan',
    perMonth: '/buwan',
    perYear: '/taon',
    billedYearly: '{amount} na sinisingil taun-taon',
    candlesPerMonth: '{count} AI kandila bawat buwan',
    contactUs: 'Custom na presyo',
    vatIncluded: 'Kasama na sa presyo ang {rate}% VAT.',
    shownIn: 'Mga presyo sa {currency} para sa {country}.',
    usdFallback: 'Mga presyo sa US dollar.',
  },
  popular: 'Pinakasikat',
  choose: 'Magsimula',
  contactSales: 'Kausapin ang sales',
  everythingIn: 'Lahat ng nasa {plan}, dagdag pa ang:',
  plans: {
    disciple: {
      tagline: 'Lahat ng kailangan mo para manalangin, magbasa at maging bahagi ng komunidad.',
      features: [
        'Pader ng panalangin na may pribado, pampubliko at anonymous na request',
        'S.O.A.P. journal',
        'Mga talakayan ng komunidad',
        'Araw-araw na pagbasa ng Bibliya',
        'Mga reading plan para sa baguhan',
        'Mga basic na tool sa Bible study',
        'Spiritual gifts assessment ({basicQuestions} tanong)',
      ],
    },
    servant: {
      tagline: 'Lumalim pa sa pag-aaral at tuklasin kung paano ka binigyan ng kaloob para maglingkod.',
      features: [
        'Comprehensive na spiritual gifts assessment ({comprehensiveQuestions} tanong)',
        'Advanced analytics',
        'Priority support',
      ],
    },
    torchbearer: {
      tagline: 'Para sa mga leader na bumubuo ng ministry at gumagawa ng content para rito.',
      features: [
        'Paggawa at pamamahala ng ministry',
        'Custom na reading plan generator',
        'Mga premium na resource para sa ministry',
        'AI audio Bible',
        'Paggawa ng video gamit ang AI',
        'Unlimited na offline content',
        'Mga custom integration',
      ],
    },
    churchBasic: {
      tagline: 'Iisang lugar para sa mga miyembro, ministry at staff mo.',
      features: [
        'Pamamahala ng miyembro',
        'Event planning',
        'Komunikasyon sa buong simbahan',
        'Pribadong prayer circle para sa simbahan mo',
        'Sistema sa pamamahala ng volunteer',
        'Real-time na ministry chat na may CRM',
        'Donor giving analytics',
        'Livestream integration',
        'Pamamahala ng maraming campus',
        'Church analytics',
      ],
    },
    churchStandard: {
      tagline: 'Para sa lumalagong simbahan na umaasa sa AI para sa pagtuturo at media.',
      features: [
        'Mas malaking buwanang allowance ng AI kandila para sa paghahanda ng sermon, study guides at media',
        'Ang mas malaki sa dalawa naming loyalty reward para sa simbahan',
      ],
    },
    enterprise: {
      tagline: 'Para sa malalaking kongregasyon at network ng mga simbahan.',
      features: [
        'Presyong napagkasunduan ayon sa laki ng kongregasyon at mga campus mo',
        'Live demo at planning na usapan kasama ang team namin',
        'Priority support para sa staff at mga administrator mo',
      ],
    },
  },
  boostPacks: {
    title: 'Mga boost pack',
    body: 'Kailangan mo pa ng AI kandila bago ma-renew ang plan mo? Mag-top up gamit ang one-time na boost pack, sa kahit anong plan.',
    pack: 'Boost pack {size}',
    candles: '{count} AI kandila',
    noExpiry: 'Hindi nag-e-expire',
    buy: 'Bilhin ang pack',
  },
  loyalty: {
    title: 'Mga loyalty kandila para sa simbahan',
    body: 'Ang mga simbahang nananatili sa Koinonia ay nakakatanggap ng dagdag na AI kandila dalawang beses sa isang taon, bukod pa sa buwanang allowance nila.',
    shepherd: 'Shepherd: {count} loyalty kandila tuwing 6 na buwan',
    beacon: 'Beacon: {count} loyalty kandila tuwing 6 na buwan',
  },
  enterprise: {
    title: 'Malaking simbahan o maraming campus ba ang pinaglilingkuran mo?',
    body: 'Ikuwento mo sa amin ang kongregasyon mo at bubuo kami ng plan na akma sa mga campus, ministry at staff mo, simula sa isang demo.',
  },
  faq: {
    title: 'Mga tanong tungkol sa mga plan',
    items: [
      {
        question: 'Puwede ko bang palitan ang plan o billing period ko sa susunod?',
        answer:
          'Oo. Lumipat sa ibang plan o magpalit sa pagitan ng buwanan at taunang billing mula sa account mo anumang oras. Agad na magsisimula ang mas mataas na plan; ang mas mababang plan o bagong billing period ay magsisimula sa susunod mong billing date.',
      },
      {
        question: 'Paano ako magka-cancel?',
        answer:
          'Mag-cancel mula sa account mo kahit kailan mo gusto. Aktibo pa rin ang plan mo hanggang matapos ang panahong binayaran mo, saka ka magpapatuloy sa libreng plan namin nang buo pa rin ang mga panalangin at journal entry mo.',
      },
      {
        question: 'Ano ang AI kandila?',
        answer:
          'Ang kandila ay credit na ginagamit mo sa mga AI feature: study guides, paghahanda ng sermon, AI audio Bible at AI video. Nare-renew bawat buwan ang mga kandila ng plan; hindi kailanman nag-e-expire ang mga kandila mula sa boost pack.',
      },
      {
        question: 'Church plan ba o indibidwal na plan ang kailangan ko?',
        answer:
          'Ang mga indibidwal na plan ay para sa paglakad ng isang tao kasama ang Diyos. Ang mga church plan ay nag-e-equip sa buong kongregasyon: pamamahala ng miyembro, events, komunikasyon, giving at mga volunteer. Puwedeng sumali ang mga miyembro sa simbahan nila gamit ang kahit anong indibidwal na plan, kasama ang libre.',
      },
    ],
  },
};

export default copy;
