import type { PricingCopy } from './en';

/** Tagalog copy of the pricing page. */
const copy: PricingCopy = {
  meta: {
    title: 'Mga Halaga: mga plano para sa kasapi at simbahan — Koinonia',
    description:
      'Paghambingin ang mga plano ng Koinonia: magsimula nang walang bayad, magdagdag ng kandilang AI, o ihanda ang simbahan sa kasapi, abuloy, pagtitipon, boluntaryo.',
  },
  hero: {
    eyebrow: 'Mga Halaga',
    title: 'May plano para sa bawat mananampalataya at bawat simbahan',
    subtitle:
      'Magsimula nang walang bayad sa dingding ng panalangin, araw-araw na pagbabasa ng Bibliya at sa inyong talaarawang S.O.A.P. Magdagdag ng mga kasangkapang AI kapag kailangan ninyo, o pagbuklurin ang buong kongregasyon sa isang planong pansimbahan.',
  },
  tabs: {
    label: 'Mga plano para sa',
    individual: 'Mga kasaping indibidwal',
    individualGoal: 'Para sa paglago sa espiritu at pakikibahagi',
    church: 'Mga planong pansimbahan',
    churchGoal: 'Para sa pakikilahok at paglago',
  },
  billing: {
    label: 'Panahon ng paniningil',
    monthly: 'Buwanan',
    yearly: 'Taunan',
    yearlySaving: '2 buwang walang bayad',
  },
  price: {
    free: 'Walang bayad',
    noCard: 'Hindi kailangan ang kard',
    perMonth: '/buwan',
    perYear: '/taon',
    billedYearly: '{amount} na sinisingil taun-taon',
    candlesPerMonth: '{count} kandilang AI bawat buwan',
    contactUs: 'Halagang iniaangkop sa inyo',
    vatIncluded: 'Kasama na sa mga halaga ang {rate}% VAT.',
    shownIn: 'Mga halaga sa {currency} para sa {country}.',
    usdFallback: 'Mga halaga sa dolyar ng Estados Unidos.',
  },
  popular: 'Pinakamadalas piliin',
  choose: 'Magsimula',
  contactSales: 'Makipag-usap sa aming pangkat',
  everythingIn: 'Lahat ng nasa {plan}, at dagdag pa rito:',
  plans: {
    disciple: {
      tagline: 'Lahat ng kailangan ninyo upang manalangin, magbasa at mapabilang.',
      features: [
        'Dingding ng panalangin na may pribado, hayag at hindi nagpapakilalang kahilingan',
        'Talaarawang S.O.A.P.',
        'Mga talakayan ng pamayanan',
        'Araw-araw na pagbabasa ng Bibliya',
        'Mga plano ng pagbasa para sa nagsisimula',
        'Mga payak na kasangkapan sa pag-aaral ng Bibliya',
        'Pagsusuri ng mga espirituwal na kaloob ({basicQuestions} tanong)',
      ],
    },
    servant: {
      tagline: 'Lumalim pa sa pag-aaral at tuklasin kung paano kayo pinagkalooban upang maglingkod.',
      features: [
        'Masusing pagsusuri ng mga espirituwal na kaloob ({comprehensiveQuestions} tanong)',
        'Mas malalim na pagsusuri ng datos',
        'Inuunang pag-alalay',
      ],
    },
    torchbearer: {
      tagline: 'Para sa mga pinunong nagtatayo ng ministeryo at lumilikha para rito.',
      features: [
        'Pagbuo at pangangasiwa ng ministeryo',
        'Tagabuo ng sariling plano ng pagbasa',
        'Mga piling sanggunian para sa ministeryo',
        'Bibliyang napapakinggan na gawa ng AI',
        'Paglikha ng bidyo sa tulong ng AI',
        'Walang takdang nilalamang magagamit nang offline',
        'Mga pag-uugnay na iniaangkop sa inyo',
      ],
    },
    churchBasic: {
      tagline: 'Iisang lugar para sa inyong mga kasapi, ministeryo at kawani.',
      features: [
        'Pangangasiwa ng mga kasapi',
        'Pagpaplano ng mga pagtitipon',
        'Pakikipag-ugnayan sa buong simbahan',
        'Isang pribadong bilog ng panalangin para sa inyong simbahan',
        'Sistema ng pangangasiwa ng mga boluntaryo',
        'Sabayang usapan ng ministeryo na may CRM',
        'Pagsusuri ng pag-aabuloy ng mga nagbibigay',
        'Pag-uugnay sa livestream',
        'Pangangasiwa ng maraming sangay',
        'Pagsusuri ng datos ng simbahan',
      ],
    },
    churchStandard: {
      tagline: 'Para sa mga lumalagong simbahan na umaasa sa AI sa pagtuturo at media.',
      features: [
        'Mas malaking buwanang laan ng kandilang AI para sa paghahanda ng sermon, mga gabay sa pag-aaral at media',
        'Ang mas malaki sa aming dalawang gantimpala ng katapatan para sa simbahan',
      ],
    },
    enterprise: {
      tagline: 'Para sa malalaking kongregasyon at mga samahan ng mga simbahan.',
      features: [
        'Halagang pagkakasunduan ayon sa laki ng inyong kongregasyon at mga sangay',
        'Isang tuwirang pagpapakita at pag-uusap sa pagpaplano kasama ang aming pangkat',
        'Inuunang pag-alalay para sa inyong mga kawani at tagapangasiwa',
      ],
    },
  },
  boostPacks: {
    title: 'Mga dagdag na pakete',
    body: 'Kailangan pa ba ninyo ng kandilang AI bago mapanibago ang inyong plano? Magdagdag sa pamamagitan ng isang minsanang pakete, anuman ang inyong plano.',
    pack: 'Dagdag na pakete {size}',
    candles: '{count} kandilang AI',
    noExpiry: 'Hindi kailanman napapaso',
    buy: 'Bilhin ang pakete',
  },
  loyalty: {
    title: 'Mga kandila ng katapatan para sa mga simbahan',
    body: 'Ang mga simbahang nananatili sa Koinonia ay tumatanggap ng karagdagang kandilang AI makalawa sa isang taon, bukod pa sa kanilang buwanang laan.',
    shepherd: 'Shepherd: {count} kandila ng katapatan tuwing 6 na buwan',
    beacon: 'Beacon: {count} kandila ng katapatan tuwing 6 na buwan',
  },
  enterprise: {
    title: 'Naglilingkod ba kayo sa isang malaking simbahan o sa ilang sangay?',
    body: 'Isalaysay ninyo sa amin ang inyong kongregasyon at bubuo kami ng planong angkop sa inyong mga sangay, ministeryo at kawani, simula sa isang pagpapakita.',
  },
  faq: {
    title: 'Mga tanong hinggil sa mga plano',
    items: [
      {
        question: 'Maaari ko bang palitan ang aking plano o panahon ng paniningil sa ibang araw?',
        answer:
          'Opo. Lumipat sa ibang plano o magpalit sa pagitan ng buwanan at taunang paniningil mula sa inyong account anumang oras. Agad na nagsisimula ang mas mataas na plano; ang mas mababang plano o bagong panahon ng paniningil ay nagsisimula sa inyong susunod na araw ng paniningil.',
      },
      {
        question: 'Paano ko ihihinto ang aking plano?',
        answer:
          'Ihinto ito mula sa inyong account kailanman ninyo naisin. Mananatiling aktibo ang inyong plano hanggang sa katapusan ng panahong binayaran ninyo, saka kayo magpapatuloy sa aming planong walang bayad nang buo pa rin ang inyong mga panalangin at isinulat sa talaarawan.',
      },
      {
        question: 'Ano ang kandilang AI?',
        answer:
          'Ang kandila ay isang kreditong ginugugol ninyo sa mga tampok na AI: mga gabay sa pag-aaral, paghahanda ng sermon, ang Bibliyang napapakinggan na gawa ng AI at bidyong gawa ng AI. Napapanibago bawat buwan ang mga kandila ng plano; hindi kailanman napapaso ang mga kandila mula sa dagdag na pakete.',
      },
      {
        question: 'Planong pansimbahan ba o planong pang-indibidwal ang kailangan ko?',
        answer:
          'Ang mga planong pang-indibidwal ay para sa paglakad ng isang tao kasama ang Diyos. Ang mga planong pansimbahan ay naghahanda sa isang kongregasyon: pangangasiwa ng mga kasapi, mga pagtitipon, pakikipag-ugnayan, pag-aabuloy at mga boluntaryo. Maaaring sumapi ang mga kasapi sa kanilang simbahan gamit ang alinmang planong pang-indibidwal, pati ang walang bayad.',
      },
    ],
  },
};

export default copy;
