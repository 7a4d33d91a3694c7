import type { FormsCopy } from './en';

/** Chichewa copy of the contact, enterprise and support forms. */
const copy: FormsCopy = {
  email: {
    subject: 'Talandira uthenga wanu',
    greeting: 'Moni {name},',
    received: {
      contact:
        'Zikomo polembera Koinonia. Talandira uthenga wanu ndipo tidzakuyankhani pasanathe masiku awiri ogwira ntchito.',
      enterprise:
        'Zikomo chifukwa chofuna Koinonia ya mpingo wanu. Wina wa gulu lathu adzalumikizana nanu pasanathe tsiku limodzi logwira ntchito kuti tikonze nthawi yokambirana kapena chiwonetsero.',
      support:
        'Zikomo polumikizana ndi gulu la thandizo la Koinonia. Talandira pempho lanu ndipo tidzakuyankhani pasanathe tsiku limodzi logwira ntchito.',
    },
    copyHeading: 'Uthenga wanu',
    ignore: 'Ngati simunatumize uthengawu, mungathe kunyalanyaza imelo iyi.',
    signature: 'Gulu la Koinonia',
  },
  fields: {
    name: 'Dzina lanu',
    email: 'Adiresi ya imelo',
    message: 'Uthenga',
    organization: 'Mpingo kapena bungwe',
    congregationSize: 'Kukula kwa mpingo',
    category: 'Kodi tingakuthandizeni pa chiyani?',
    optional: '(mwakufuna kwanu)',
  },
  congregationSizes: {
    under100: 'Osakwana 100',
    from100to499: '100–499',
    from500to1999: '500–1,999',
    from2000: '2,000 kapena kuposerapo',
  },
  categories: {
    support: 'Uphungu kapena thandizo la ukadaulo',
    partnerships: 'Mgwirizano ndi mipingo ndi ziwonetsero',
    general: 'Mafunso ena',
  },
  categoryHints: {
    support: 'Kulowa, pulani kapena makandulo anu, kapena chinthu chimene sichikugwira ntchito.',
    partnerships: 'Kubweretsa Koinonia ku mpingo wanu kapena kukonza chiwonetsero.',
    general: 'Mafunso, maganizo kapena ndemanga.',
  },
  hints: {
    characters: 'Zilembo {count} / {max}',
  },
  errors: {
    summary: 'Chonde konzani magawo amene alembedwa chizindikiro.',
    nameRequired: 'Chonde lembani dzina lanu.',
    nameTooLong: 'Dzina lanu lisapitirire zilembo {max}.',
    emailRequired: 'Chonde lembani adiresi yanu ya imelo.',
    emailInvalid: 'Chonde lembani adiresi ya imelo yolondola, monga name@example.com.',
    emailTooLong: 'Adiresi yanu ya imelo isapitirire zilembo {max}.',
    messageTooShort: 'Uthenga wanu ukhale ndi zilembo zosachepera {min}.',
    messageTooLong: 'Uthenga wanu usapitirire zilembo {max}.',
    organizationRequired: 'Chonde lembani dzina la mpingo kapena bungwe lanu.',
    organizationTooLong: 'Dzina la mpingo kapena bungwe lanu lisapitirire zilembo {max}.',
    sizeRequired: 'Chonde sankhani kukula kwa mpingo wanu.',
    categoryRequired: 'Chonde sankhani zimene tingakuthandizeni.',
    rateLimited: 'Mwatumiza mauthenga angapo mu nthawi yochepa. Chonde yesaninso pakatha mphindi {minutes}.',
    network: 'Sitinathe kufika ku Koinonia. Onani intaneti yanu; uthenga wanu udakali pano.',
    server: 'Pachitika vuto kumbali yathu. Uthenga wanu udakali pano; chonde yesaninso.',
  },
  states: {
    send: 'Tumizani',
    sending: 'Tikutumiza…',
    sentTitle: 'Zikomo, uthenga wanu watumizidwa',
    sentBody: 'Tatumiza imelo yotsimikizira ku {email}. Ngati sifika posachedwa, onani m’foda ya spam.',
    sendAnother: 'Tumizani uthenga wina',
  },
  contact: {
    meta: {
      title: 'Tumizani uthenga ku gulu la Koinonia',
      description:
        'Lemberani gulu la Koinonia ndi funso, maganizo kapena ndemanga za pulogalamuyi. Timawerenga uthenga uliwonse ndi kuyankha pa imelo pasanathe masiku awiri.',
    },
    hero: {
      eyebrow: 'Kulumikizana',
      title: 'Titumizireni uthenga',
      subtitle: 'Tiuzeni zimene zili mumtima mwanu. Timayankha pa imelo pasanathe masiku awiri ogwira ntchito.',
    },
  },
  enterprise: {
    meta: {
      title: 'Koinonia ya mpingo wanu: lankhulani ndi gulu lathu',
      description:
        'Bweretsani Koinonia ku mpingo waukulu, nthambi zingapo kapena gulu la mipingo. Tiuzeni za mpingo wanu ndipo tidzakonza zokambirana ndi chiwonetsero chamoyo.',
    },
    hero: {
      eyebrow: 'Mapulani a mipingo ndi mabungwe akuluakulu',
      title: 'Tiyeni tikonze Koinonia ya mpingo wanu',
      subtitle: 'Tiuzeni za mpingo wanu ndi mautumiki anu, ndipo tidzakuonetsani momwe Koinonia ingawatumikirire.',
    },
    points: {
      title: 'Zimene zidzachitike kenako',
      items: [
        'Tidzakuyankhani pasanathe tsiku limodzi logwira ntchito kuti tikonze nthawi yokambirana.',
        'Tidzakuonetsani inu ndi ogwira ntchito anu Koinonia pa chiwonetsero chamoyo.',
        'Pamodzi tidzasankha pulani yogwirizana ndi mpingo wanu ndi nthambi zanu.',
        'Mumasankha pa nthawi yanu, popanda kukakamizidwa.',
      ],
    },
  },
  support: {
    meta: {
      title: 'Thandizo la Koinonia: thandizo pa akaunti yanu',
      description:
        'Pezani thandizo polowa, pulani ndi makandulo a AI, kukhazikitsa mpingo kapena chinthu chosagwira ntchito. Timayankha pasanathe tsiku limodzi logwira ntchito.',
    },
    hero: {
      eyebrow: 'Thandizo',
      title: 'Kodi tingakuthandizeni bwanji?',
      subtitle:
        'Tiuzeni zimene zikuchitika ndi zimene mumayembekezera. Timayankha pasanathe tsiku limodzi logwira ntchito.',
    },
    before: {
      title: 'Musanatilembere',
      body: 'Mayankho ambiri ali kale m’mafunso ofunsidwa kawirikawiri ndi m’maupangiri athu, kuyambira kulowa mpaka mapulani, makandulo ndi zachinsinsi.',
    },
  },
};

export default copy;
