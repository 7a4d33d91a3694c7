import type { FormsCopy } from './en';

/** Filipino copy of the contact, enterprise and support forms. */
const copy: FormsCopy = {
  email: {
    subject: 'Natanggap namin ang mensahe mo',
    greeting: 'Hi {name},',
    received: {
      contact:
        'Salamat sa pagsulat sa Koinonia. Natanggap namin ang mensahe mo at sasagot kami sa loob ng dalawang working day.',
      enterprise:
        'Salamat sa interes mo sa Koinonia para sa simbahan mo. May isang miyembro ng team namin na kokontak sa iyo sa loob ng isang working day para mag-set ng usapan o demo.',
      support:
        'Salamat sa pakikipag-ugnayan sa Koinonia support. Natanggap namin ang request mo at sasagot kami sa loob ng isang working day.',
    },
    copyHeading: 'Ang mensahe mo',
    ignore: 'Kung hindi ikaw ang nagpadala ng mensaheng ito, puwede mong balewalain ang email na ito.',
    signature: 'Ang Koinonia team',
  },
  fields: {
    name: 'Pangalan mo',
    email: 'Email address',
    message: 'Mensahe',
    organization: 'Simbahan o organisasyon',
    congregationSize: 'Laki ng kongregasyon',
    category: 'Ano ang maitutulong namin?',
    optional: '(opsyonal)',
  },
  congregationSizes: {
    under100: 'Wala pang 100',
    from100to499: '100–499',
    from500to1999: '500–1,999',
    from2000: '2,000 o higit pa',
  },
  categories: {
    support: 'Support o technical na tulong',
    partnerships: 'Church partnership at demo',
    general: 'Mga pangkalahatang tanong',
  },
  categoryHints: {
    support: 'Pag-sign in, ang plan o kandila mo, o feature na hindi gumagana.',
    partnerships: 'Pagdadala ng Koinonia sa simbahan mo o pag-book ng demo.',
    general: 'Mga tanong, ideya o feedback.',
  },
  hints: {
    characters: '{count} / {max} character',
  },
  errors: {
    summary: 'Pakiayos ang mga naka-highlight na field.',
    nameRequired: 'Pakilagay ang pangalan mo.',
    nameTooLong: 'Hanggang {max} character lang ang pangalan mo.',
    emailRequired: 'Pakilagay ang email address mo.',
    emailInvalid: 'Pakilagay ang tamang email address, gaya ng name@example.com.',
    emailTooLong: 'Hanggang {max} character lang ang email address mo.',
    messageTooShort: 'Kailangang may hindi bababa sa {min} character ang mensahe mo.',
    messageTooLong: 'Hanggang {max} character lang ang mensahe mo.',
    organizationRequired: 'Pakilagay ang pangalan ng simbahan o organisasyon mo.',
    organizationTooLong: 'Hanggang {max} character lang ang pangalan ng simbahan o organisasyon mo.',
    sizeRequired: 'Pakipili ang laki ng kongregasyon mo.',
    categoryRequired: 'Pakipili kung ano ang maitutulong namin.',
    rateLimited:
      'Marami kang naipadalang mensahe sa maikling panahon. Pakisubukang muli pagkalipas ng {minutes} minuto.',
    network: 'Hindi namin maabot ang Koinonia. Tingnan ang koneksyon mo; nandito pa rin ang mensahe mo.',
    server: 'May nagkaproblema sa panig namin. Nandito pa rin ang mensahe mo; pakisubukang muli.',
  },
  states: {
    send: 'Ipadala',
    sending: 'Ipinapadala…',
    sentTitle: 'Salamat, naipadala na ang mensahe mo',
    sentBody: 'Nag-email kami ng kumpirmasyon sa {email}. Kung hindi ito dumating agad, tingnan ang spam folder mo.',
    sendAnother: 'Magpadala ng isa pang mensahe',
  },
  contact: {
    meta: {
      title: 'Magpadala ng mensahe sa Koinonia team',
      description:
        'Sumulat sa Koinonia team: tanong, ideya o feedback tungkol sa app. Binabasa namin ang bawat mensahe at sumasagot sa email sa loob ng dalawang working day.',
    },
    hero: {
      eyebrow: 'Kontak',
      title: 'Padalhan kami ng mensahe',
      subtitle: 'Sabihin mo sa amin ang nasa isip mo. Sumasagot kami sa email sa loob ng dalawang working day.',
    },
  },
  enterprise: {
    meta: {
      title: 'Koinonia para sa simbahan mo: kausapin ang team namin',
      description:
        'Dalhin ang Koinonia sa malaking kongregasyon, ilang campus o network ng mga simbahan. Ikuwento ang simbahan mo at mag-aayos kami ng usapan at live na demo.',
    },
    hero: {
      eyebrow: 'Church at enterprise plans',
      title: 'Planuhin natin ang Koinonia para sa simbahan mo',
      subtitle:
        'Ikuwento mo sa amin ang kongregasyon at mga ministry mo, at ipapakita namin kung paano sila mapaglilingkuran ng Koinonia.',
    },
    points: {
      title: 'Ano ang susunod na mangyayari',
      items: [
        'Sasagot kami sa loob ng isang working day para mag-set ng usapan.',
        'Ipapakita namin sa iyo at sa staff mo ang Koinonia sa isang live na demo.',
        'Sama-sama nating pipiliin ang plan na akma sa kongregasyon at mga campus mo.',
        'Ikaw ang magpapasya sa sarili mong oras, walang obligasyon.',
      ],
    },
  },
  support: {
    meta: {
      title: 'Koinonia support: tulong para sa account mo',
      description:
        'Humingi ng tulong sa pag-sign in, plan at AI kandila, church setup o feature na hindi gumagana. Sumasagot ang support team namin sa loob ng isang working day.',
    },
    hero: {
      eyebrow: 'Suporta',
      title: 'Paano ka namin matutulungan?',
      subtitle:
        'Sabihin sa amin kung ano ang nangyayari at ano ang inaasahan mo. Sumasagot kami sa loob ng isang working day.',
    },
    before: {
      title: 'Bago ka sumulat',
      body: 'Marami nang sagot sa FAQ at mga gabay namin, mula sa pag-sign in hanggang sa mga plan, kandila at privacy.',
    },
  },
};

export default copy;
