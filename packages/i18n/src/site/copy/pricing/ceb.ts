import type { PricingCopy } from './en';

/** Cebuano copy of the pricing page. */
const copy: PricingCopy = {
  meta: {
    title: 'Presyo: mga plano alang sa miyembro ug simbahan — Koinonia',
    description:
      'Itandi ang mga plano sa Koinonia: sugdi nga libre, dugangi og AI nga kandila, o sangkapi ang simbahan sa miyembro, paghalad, kalihokan ug boluntaryo.',
  },
  hero: {
    eyebrow: 'Presyo',
    title: 'Usa ka plano alang sa matag magtutuo ug matag simbahan',
    subtitle:
      'Sugdi nga libre uban ang bungbong sa pag-ampo, adlaw-adlaw nga pagbasa sa Bibliya ug ang imong S.O.A.P. nga journal. Dugangi og mga himan sa AI kung kinahanglan nimo, o tigoma ang tibuok nimong kongregasyon sa usa ka plano sa simbahan.',
  },
  tabs: {
    label: 'Mga plano alang sa',
    individual: 'Indibidwal nga mga miyembro',
    individualGoal: 'Alang sa espirituhanong pagtubo ug pagkabahin',
    church: 'Mga plano sa simbahan',
    churchGoal: 'Alang sa pag-apil ug pagtubo',
  },
  billing: {
    label: 'Panahon sa pagbayad',
    monthly: 'Binulan',
    yearly: 'Tinuig',
    yearlySaving: '2 ka bulan nga libre',
  },
  price: {
    free: 'Libre',
    noCard: 'Walay card nga gikinahanglan',
    perMonth: '/bulan',
    perYear: '/tuig',
    billedYearly: '{amount} nga bayran matag tuig',
    candlesPerMonth: '{count} ka AI nga kandila matag bulan',
    contactUs: 'Presyo nga ihaom kaninyo',
    vatIncluded: 'Apil na sa presyo ang {rate}% nga VAT.',
    shownIn: 'Mga presyo sa {currency} alang sa {country}.',
    usdFallback: 'Mga presyo sa dolyar sa Amerika.',
  },
  popular: 'Labing gipili',
  choose: 'Sugdi na',
  contactSales: 'Kontaka ang among team',
  everythingIn: 'Tanan sa {plan}, dugang pa:',
  plans: {
    disciple: {
      tagline: 'Tanan nga imong gikinahanglan aron mag-ampo, mobasa ug mahisakop.',
      features: [
        'Bungbong sa pag-ampo nga adunay pribado, publiko ug anonimo nga mga hangyo',
        'S.O.A.P. nga journal',
        'Mga panaghisgot sa komunidad',
        'Adlaw-adlaw nga pagbasa sa Bibliya',
        'Mga plano sa pagbasa alang sa nagsugod',
        'Sukaranang mga himan sa pagtuon sa Bibliya',
        'Pagsusi sa espirituhanong gasa ({basicQuestions} ka pangutana)',
      ],
    },
    servant: {
      tagline: 'Molawom pa sa pagtuon ug diskobreha kung giunsa ka paghatagi og gasa aron moalagad.',
      features: [
        'Kompleto nga pagsusi sa espirituhanong gasa ({comprehensiveQuestions} ka pangutana)',
        'Mas lawom nga analytics',
        'Inunang tabang',
      ],
    },
    torchbearer: {
      tagline: 'Alang sa mga lider nga nagtukod og ministeryo ug nagmugna alang niini.',
      features: [
        'Paghimo ug pagdumala sa ministeryo',
        'Tighimo og kaugalingong plano sa pagbasa',
        'Premium nga mga kahinguhaan sa ministeryo',
        'AI audio nga Bibliya',
        'Paghimo og video gamit ang AI',
        'Walay limit nga offline nga sulod',
        'Mga integrasyon nga gihaom kaninyo',
      ],
    },
    churchBasic: {
      tagline: 'Usa ka dapit alang sa imong mga miyembro, ministeryo ug staff.',
      features: [
        'Pagdumala sa miyembro',
        'Pagplano sa kalihokan',
        'Komunikasyon sa tibuok simbahan',
        'Pribado nga lingin sa pag-ampo alang sa imong simbahan',
        'Sistema sa pagdumala sa boluntaryo',
        'Real-time nga chat sa ministeryo uban ang CRM',
        'Analytics sa paghalad sa mga naghatag',
        'Integrasyon sa livestream',
        'Pagdumala sa daghang campus',
        'Analytics sa simbahan',
      ],
    },
    churchStandard: {
      tagline: 'Alang sa nagtubo nga mga simbahan nga nagsalig sa AI sa pagtudlo ug media.',
      features: [
        'Mas dako nga binulan nga gahin sa AI nga kandila alang sa pag-andam sa wali, mga giya sa pagtuon ug media',
        'Ang mas dako sa among duha ka ganti sa pagkamaunongon alang sa simbahan',
      ],
    },
    enterprise: {
      tagline: 'Alang sa dagkong kongregasyon ug mga network sa simbahan.',
      features: [
        'Presyo nga pagkasabotan sumala sa gidak-on sa inyong kongregasyon ug mga campus',
        'Usa ka live nga demo ug panaghisgot sa pagplano uban sa among team',
        'Inunang tabang alang sa inyong staff ug mga administrador',
      ],
    },
  },
  boostPacks: {
    title: 'Mga boost pack',
    body: 'Kinahanglan pa og AI nga kandila una mabag-o ang imong plano? Dugangi gamit ang usa ka boost pack nga kausa ra bayran, bisan unsa ang imong plano.',
    pack: 'Boost pack {size}',
    candles: '{count} ka AI nga kandila',
    noExpiry: 'Dili gayod ma-expire',
    buy: 'Palita ang pack',
  },
  loyalty: {
    title: 'Mga kandila sa pagkamaunongon alang sa mga simbahan',
    body: 'Ang mga simbahan nga nagpabilin sa Koinonia makadawat og dugang nga AI nga kandila kaduha sa usa ka tuig, dugang sa ilang binulan nga gahin.',
    shepherd: 'Shepherd: {count} ka kandila sa pagkamaunongon matag 6 ka bulan',
    beacon: 'Beacon: {count} ka kandila sa pagkamaunongon matag 6 ka bulan',
  },
  enterprise: {
    title: 'Nag-alagad ba kamo sa dakong simbahan o daghang campus?',
    body: 'Sultihi kami bahin sa inyong kongregasyon ug maghimo kami og plano nga mohaom sa inyong mga campus, ministeryo ug staff, sugod sa usa ka demo.',
  },
  faq: {
    title: 'Mga pangutana bahin sa mga plano',
    items: [
      {
        question: 'Mausab ba nako ang akong plano o panahon sa pagbayad sa ulahi?',
        answer:
          'Oo. Mobalhin ka sa laing plano o ilisi ang binulan ug tinuig nga pagbayad gikan sa imong account bisan kanus-a. Ang mas taas nga plano magsugod dayon; ang mas ubos nga plano o bag-ong panahon sa pagbayad magsugod sa imong sunod nga adlaw sa pagbayad.',
      },
      {
        question: 'Unsaon nako pagkansela?',
        answer:
          'Kanselaha gikan sa imong account bisan kanus-a nimo gusto. Magpabiling aktibo ang imong plano hangtod sa katapusan sa panahon nga imong nabayran, unya mopadayon ka sa among libre nga plano nga kompleto gihapon ang imong mga pag-ampo ug sinulat sa journal.',
      },
      {
        question: 'Unsa ang AI nga kandila?',
        answer:
          'Ang kandila usa ka kredito nga imong igasto sa mga bahin sa AI: mga giya sa pagtuon, pag-andam sa wali, ang AI audio nga Bibliya ug AI nga video. Ang mga kandila sa plano mabag-o matag bulan; ang mga kandila sa boost pack dili gayod ma-expire.',
      },
      {
        question: 'Plano sa simbahan ba o indibidwal nga plano ang akong kinahanglan?',
        answer:
          'Ang indibidwal nga mga plano alang sa paglakaw sa usa ka tawo uban sa Dios. Ang mga plano sa simbahan nagsangkap sa usa ka kongregasyon: pagdumala sa miyembro, mga kalihokan, komunikasyon, paghalad ug mga boluntaryo. Makaapil ang mga miyembro sa ilang simbahan bisan unsa ang ilang indibidwal nga plano, lakip ang libre.',
      },
    ],
  },
};

export default copy;
