import type { FormsCopy } from './en';

/** Tagalog copy of the contact, enterprise and support forms. */
const copy: FormsCopy = {
  email: {
    subject: 'Natanggap namin ang inyong mensahe',
    greeting: 'Magandang araw, {name},',
    received: {
      contact:
        'Salamat po sa pagsulat sa Koinonia. Natanggap namin ang inyong mensahe at sasagutin namin ito sa loob ng dalawang araw ng trabaho.',
      enterprise:
        'Salamat po sa inyong interes sa Koinonia para sa inyong simbahan. Makikipag-ugnayan sa inyo ang isa sa aming pangkat sa loob ng isang araw ng trabaho upang magtakda ng pag-uusap o pagpapakita.',
      support:
        'Salamat po sa pakikipag-ugnayan sa pangkat na umaalalay ng Koinonia. Natanggap namin ang inyong kahilingan at sasagutin namin ito sa loob ng isang araw ng trabaho.',
    },
    copyHeading: 'Ang inyong mensahe',
    ignore: 'Kung hindi kayo ang nagpadala ng mensaheng ito, maaari ninyong ipagwalang-bahala ang email na ito.',
    signature: 'Ang pangkat ng Koinonia',
  },
  fields: {
    name: 'Inyong pangalan',
    email: 'Direksyong email',
    message: 'Mensahe',
    organization: 'Simbahan o samahan',
    congregationSize: 'Laki ng kongregasyon',
    category: 'Ano ang maitutulong namin?',
    optional: '(hindi sapilitan)',
  },
  congregationSizes: {
    under100: 'Kulang sa 100',
    from100to499: '100–499',
    from500to1999: '500–1,999',
    from2000: '2,000 o higit pa',
  },
  categories: {
    support: 'Pag-alalay o tulong na teknikal',
    partnerships: 'Pakikipagtulungan ng simbahan at pagpapakita',
    general: 'Mga pangkalahatang katanungan',
  },
  categoryHints: {
    support: 'Pagpasok, ang inyong plano o kandila, o isang tampok na hindi gumagana.',
    partnerships: 'Pagdadala ng Koinonia sa inyong simbahan o pagtatakda ng pagpapakita.',
    general: 'Mga tanong, mungkahi o puna.',
  },
  hints: {
    characters: '{count} / {max} titik',
  },
  errors: {
    summary: 'Pakiwasto ang mga may-tandang bahagi.',
    nameRequired: 'Pakilagay ang inyong pangalan.',
    nameTooLong: 'Hanggang {max} titik lamang ang inyong pangalan.',
    emailRequired: 'Pakilagay ang inyong direksyong email.',
    emailInvalid: 'Pakilagay ang wastong direksyong email, gaya ng name@example.com.',
    emailTooLong: 'Hanggang {max} titik lamang ang inyong direksyong email.',
    messageTooShort: 'Kailangang may hindi bababa sa {min} titik ang inyong mensahe.',
    messageTooLong: 'Hanggang {max} titik lamang ang inyong mensahe.',
    organizationRequired: 'Pakilagay ang pangalan ng inyong simbahan o samahan.',
    organizationTooLong: 'Hanggang {max} titik lamang ang pangalan ng inyong simbahan o samahan.',
    sizeRequired: 'Pakipili ang laki ng inyong kongregasyon.',
    categoryRequired: 'Pakipili kung ano ang maitutulong namin.',
    rateLimited:
      'Nakapagpadala kayo ng ilang mensahe sa maikling panahon. Pakisubukang muli pagkaraan ng {minutes} minuto.',
    network: 'Hindi namin maabot ang Koinonia. Suriin ang inyong koneksyon; naririto pa rin ang inyong mensahe.',
    server: 'Nagkaroon ng suliranin sa aming panig. Naririto pa rin ang inyong mensahe; pakisubukang muli.',
  },
  states: {
    send: 'Ipadala',
    sending: 'Ipinapadala…',
    sentTitle: 'Salamat po, naipadala na ang inyong mensahe',
    sentBody:
      'Nagpadala kami ng pagpapatibay sa {email}. Kung hindi ito dumating sa lalong madaling panahon, tingnan ang inyong folder ng spam.',
    sendAnother: 'Magpadala ng panibagong mensahe',
  },
  contact: {
    meta: {
      title: 'Magpadala ng mensahe sa pangkat ng Koinonia',
      description:
        'Sumulat sa pangkat ng Koinonia: tanong, mungkahi o puna hinggil sa aplikasyon. Binabasa namin ang bawat mensahe at sumasagot sa email sa loob ng dalawang araw.',
    },
    hero: {
      eyebrow: 'Pakikipag-ugnayan',
      title: 'Padalhan kami ng mensahe',
      subtitle: 'Sabihin sa amin ang nasa inyong isip. Sumasagot kami sa email sa loob ng dalawang araw ng trabaho.',
    },
  },
  enterprise: {
    meta: {
      title: 'Koinonia para sa inyong simbahan: makipag-usap sa amin',
      description:
        'Dalhin ang Koinonia sa malaking kongregasyon, ilang sangay o samahan ng simbahan. Isalaysay ang inyong simbahan at magtatakda kami ng pag-uusap at pagpapakita.',
    },
    hero: {
      eyebrow: 'Mga planong pansimbahan at pangmalakihan',
      title: 'Sama-sama nating planuhin ang Koinonia para sa inyong simbahan',
      subtitle:
        'Isalaysay ninyo sa amin ang inyong kongregasyon at mga ministeryo, at ipapakita namin kung paano sila mapaglilingkuran ng Koinonia.',
    },
    points: {
      title: 'Ano ang susunod na mangyayari',
      items: [
        'Sasagot kami sa loob ng isang araw ng trabaho upang magtakda ng pag-uusap.',
        'Ipapakita namin sa inyo at sa inyong mga kawani ang Koinonia sa isang tuwirang pagpapakita.',
        'Sama-sama nating pipiliin ang planong angkop sa inyong kongregasyon at mga sangay.',
        'Kayo ang magpapasya sa sarili ninyong panahon, nang walang anumang pananagutan.',
      ],
    },
  },
  support: {
    meta: {
      title: 'Pag-alalay ng Koinonia: tulong para sa inyong account',
      description:
        'Humingi ng tulong sa pagpasok, plano at kandilang AI, paghahanda ng simbahan o tampok na hindi gumagana. Sumasagot kami sa loob ng isang araw ng trabaho.',
    },
    hero: {
      eyebrow: 'Pag-alalay',
      title: 'Paano namin kayo matutulungan?',
      subtitle:
        'Sabihin sa amin kung ano ang nangyayari at kung ano ang inaasahan ninyo. Sumasagot kami sa loob ng isang araw ng trabaho.',
    },
    before: {
      title: 'Bago kayo sumulat',
      body: 'Marami nang kasagutan sa aming Mga Madalas Itanong at mga gabay, mula sa pagpasok hanggang sa mga plano, kandila at pagkapribado.',
    },
  },
};

export default copy;
