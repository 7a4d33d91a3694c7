import type { FormsCopy } from './en';

/** Cebuano copy of the contact, enterprise and support forms. */
const copy: FormsCopy = {
  email: {
    subject: 'Nadawat namo ang imong mensahe',
    greeting: 'Maayong adlaw, {name},',
    received: {
      contact:
        'Salamat sa imong pagsulat sa Koinonia. Nadawat namo ang imong mensahe ug motubag kami sulod sa duha ka adlaw sa trabaho.',
      enterprise:
        'Salamat sa imong interes sa Koinonia alang sa imong simbahan. Kontakon ka sa usa sa among team sulod sa usa ka adlaw sa trabaho aron magplano og panaghisgot o demo.',
      support:
        'Salamat sa pagkontak sa team sa tabang sa Koinonia. Nadawat namo ang imong hangyo ug motubag kami sulod sa usa ka adlaw sa trabaho.',
    },
    copyHeading: 'Ang imong mensahe',
    ignore: 'Kung dili ikaw ang nagpadala niini nga mensahe, mahimo nimong ibalewala kini nga email.',
    signature: 'Ang team sa Koinonia',
  },
  fields: {
    name: 'Imong ngalan',
    email: 'Email address',
    message: 'Mensahe',
    organization: 'Simbahan o organisasyon',
    congregationSize: 'Gidak-on sa kongregasyon',
    category: 'Unsay among ikatabang?',
    optional: '(opsyonal)',
  },
  congregationSizes: {
    under100: 'Ubos sa 100',
    from100to499: '100–499',
    from500to1999: '500–1,999',
    from2000: '2,000 o labaw pa',
  },
  categories: {
    support: 'Tabang o teknikal nga suporta',
    partnerships: 'Pakigtambayayong sa simbahan ug mga demo',
    general: 'Kinatibuk-ang mga pangutana',
  },
  categoryHints: {
    support: 'Pag-sign in, ang imong plano o kandila, o usa ka bahin nga dili molihok.',
    partnerships: 'Pagdala sa Koinonia sa imong simbahan o pag-book og demo.',
    general: 'Mga pangutana, ideya o komentaryo.',
  },
  hints: {
    characters: '{count} / {max} ka karakter',
  },
  errors: {
    summary: 'Palihug tul-ira ang mga field nga gimarkahan.',
    nameRequired: 'Palihug isulod ang imong ngalan.',
    nameTooLong: 'Hangtod {max} ka karakter lang ang imong ngalan.',
    emailRequired: 'Palihug isulod ang imong email address.',
    emailInvalid: 'Palihug isulod ang husto nga email address, sama sa name@example.com.',
    emailTooLong: 'Hangtod {max} ka karakter lang ang imong email address.',
    messageTooShort: 'Kinahanglan nga adunay labing menos {min} ka karakter ang imong mensahe.',
    messageTooLong: 'Hangtod {max} ka karakter lang ang imong mensahe.',
    organizationRequired: 'Palihug isulod ang ngalan sa imong simbahan o organisasyon.',
    organizationTooLong: 'Hangtod {max} ka karakter lang ang ngalan sa imong simbahan o organisasyon.',
    sizeRequired: 'Palihug pilia ang gidak-on sa imong kongregasyon.',
    categoryRequired: 'Palihug pilia kung unsay among ikatabang.',
    rateLimited:
      'Daghan kag napadalang mensahe sa mubo nga panahon. Palihug sulayi pag-usab human sa {minutes} ka minuto.',
    network: 'Dili namo maabot ang Koinonia. Susiha ang imong koneksyon; ania pa gihapon ang imong mensahe.',
    server: 'Adunay sayop sa among bahin. Ania pa gihapon ang imong mensahe; palihug sulayi pag-usab.',
  },
  states: {
    send: 'Ipadala',
    sending: 'Gipadala…',
    sentTitle: 'Salamat, napadala na ang imong mensahe',
    sentBody: 'Nagpadala kami og kumpirmasyon sa {email}. Kung dili kini moabot dayon, susiha ang imong spam folder.',
    sendAnother: 'Pagpadala og laing mensahe',
  },
  contact: {
    meta: {
      title: 'Padad-i og mensahe ang team sa Koinonia',
      description:
        'Sulati ang Koinonia: pangutana, ideya o komentaryo bahin sa app. Among basahon ang matag mensahe ug motubag sa email sulod sa duha ka adlaw sa trabaho.',
    },
    hero: {
      eyebrow: 'Kontak',
      title: 'Padad-i kami og mensahe',
      subtitle: 'Isulti kanamo ang anaa sa imong hunahuna. Motubag kami sa email sulod sa duha ka adlaw sa trabaho.',
    },
  },
  enterprise: {
    meta: {
      title: 'Koinonia alang sa imong simbahan: pakigsulti sa among team',
      description:
        'Dad-a ang Koinonia sa dakong kongregasyon, daghang campus o network sa simbahan. Isaysay ang imong simbahan ug mag-andam kami og panaghisgot ug live nga demo.',
    },
    hero: {
      eyebrow: 'Mga plano sa simbahan ug dagkong organisasyon',
      title: 'Planohon nato ang Koinonia alang sa imong simbahan',
      subtitle:
        'Sultihi kami bahin sa imong kongregasyon ug mga ministeryo, ug ipakita namo kung giunsa sila maalagaran sa Koinonia.',
    },
    points: {
      title: 'Unsay sunod nga mahitabo',
      items: [
        'Motubag kami sulod sa usa ka adlaw sa trabaho aron magplano og panaghisgot.',
        'Ipakita namo kanimo ug sa imong staff ang Koinonia pinaagi sa usa ka live nga demo.',
        'Magkauban kitang mopili sa plano nga mohaom sa imong kongregasyon ug mga campus.',
        'Ikaw ang mohukom sa imong kaugalingong panahon, walay obligasyon.',
      ],
    },
  },
  support: {
    meta: {
      title: 'Suporta sa Koinonia: tabang alang sa imong account',
      description:
        'Pangayo og tabang sa pag-sign in, plano ug AI nga kandila, setup sa simbahan o bahin nga dili molihok. Motubag kami sulod sa usa ka adlaw sa trabaho.',
    },
    hero: {
      eyebrow: 'Tabang',
      title: 'Unsaon namo pagtabang kanimo?',
      subtitle:
        'Isulti kanamo kung unsay nahitabo ug unsay imong gipaabot. Motubag kami sulod sa usa ka adlaw sa trabaho.',
    },
    before: {
      title: 'Sa dili pa ka mosulat',
      body: 'Daghang tubag ang anaa na sa among Kanunayng Pangutana ug mga giya, gikan sa pag-sign in hangtod sa mga plano, kandila ug privacy.',
    },
  },
};

export default copy;
