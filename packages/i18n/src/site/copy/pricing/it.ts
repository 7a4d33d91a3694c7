import type { PricingCopy } from './en';

/** Italian copy of the pricing page. */
const copy: PricingCopy = {
  meta: {
    title: 'Prezzi: piani per membri e chiese — Koinonia',
    description:
      'Confronta i piani di Koinonia: inizia gratis, aggiungi candele IA quando cresci o dai alla tua chiesa gli strumenti per membri, offerte, eventi e volontari.',
  },
  hero: {
    eyebrow: 'Prezzi',
    title: 'Un piano per ogni credente e ogni chiesa',
    subtitle:
      'Inizia gratis con il Muro della preghiera, la lettura biblica quotidiana e il tuo diario S.O.A.P. Aggiungi gli strumenti di IA quando ti servono, oppure riunisci tutta la tua comunità con un piano per chiese.',
  },
  tabs: {
    label: 'Piani per',
    individual: 'Singoli membri',
    individualGoal: 'Per crescere nella fede e sentirsi parte',
    church: 'Piani per chiese',
    churchGoal: 'Per partecipazione e crescita',
  },
  billing: {
    label: 'Periodo di fatturazione',
    monthly: 'Mensile',
    yearly: 'Annuale',
    yearlySaving: '2 mesi gratis',
  },
  price: {
    free: 'Gratis',
    noCard: 'Nessuna carta richiesta',
    perMonth: '/mese',
    perYear: '/anno',
    billedYearly: '{amount} fatturati annualmente',
    candlesPerMonth: '{count} candele IA al mese',
    contactUs: 'Prezzo su misura',
    vatIncluded: 'Prezzi IVA inclusa ({rate}%).',
    shownIn: 'Prezzi in {currency} per {country}.',
    usdFallback: 'Prezzi in dollari statunitensi.',
  },
  popular: 'Il più scelto',
  choose: 'Inizia',
  contactSales: 'Contatta il team commerciale',
  everythingIn: 'Tutto quello che offre {plan}, e in più:',
  plans: {
    disciple: {
      tagline: 'Tutto ciò che ti serve per pregare, leggere la Bibbia e sentirti a casa.',
      features: [
        'Muro della preghiera con richieste private, pubbliche e anonime',
        'Diario S.O.A.P.',
        'Discussioni nella comunità',
        'Lettura biblica quotidiana',
        'Piani di lettura per principianti',
        'Strumenti di base per lo studio biblico',
        'Test sui doni spirituali ({basicQuestions} domande)',
      ],
    },
    servant: {
      tagline: 'Approfondisci lo studio e scopri i doni che Dio ti ha dato per servire.',
      features: [
        'Test completo sui doni spirituali ({comprehensiveQuestions} domande)',
        'Statistiche avanzate',
        'Assistenza prioritaria',
      ],
    },
    torchbearer: {
      tagline: 'Per i responsabili che costruiscono ministeri e creano contenuti per loro.',
      features: [
        'Creazione e gestione di ministeri',
        'Generatore di piani di lettura personalizzati',
        'Risorse premium per il ministero',
        'Bibbia audio con IA',
        'Creazione di video con IA',
        'Contenuti offline illimitati',
        'Integrazioni personalizzate',
      ],
    },
    churchBasic: {
      tagline: 'Un unico spazio per i tuoi membri, i ministeri e lo staff.',
      features: [
        'Gestione dei membri',
        'Organizzazione di eventi',
        'Comunicazione con tutta la chiesa',
        'Un circolo di preghiera privato per la tua chiesa',
        'Sistema di gestione dei volontari',
        'Chat dei ministeri in tempo reale con CRM',
        'Statistiche su offerte e donatori',
        'Integrazione delle dirette streaming',
        'Gestione di più sedi',
        'Statistiche della chiesa',
      ],
    },
    churchStandard: {
      tagline: 'Per chiese in crescita che si affidano all’IA per l’insegnamento e i media.',
      features: [
        'Più candele IA ogni mese per preparare prediche, guide di studio e contenuti multimediali',
        'La più ricca delle nostre due ricompense fedeltà per le chiese',
      ],
    },
    enterprise: {
      tagline: 'Per grandi comunità e reti di chiese.',
      features: [
        'Un prezzo concordato in base alle dimensioni della tua comunità e alle sedi',
        'Una demo dal vivo e un incontro di pianificazione con il nostro team',
        'Assistenza prioritaria per il tuo staff e gli amministratori',
      ],
    },
  },
  boostPacks: {
    title: 'Pacchetti extra',
    body: 'Ti servono più candele IA prima del rinnovo del piano? Ricarica con un pacchetto extra una tantum, con qualsiasi piano.',
    pack: 'Pacchetto extra {size}',
    candles: '{count} candele IA',
    noExpiry: 'Non scadono mai',
    buy: 'Acquista il pacchetto',
  },
  loyalty: {
    title: 'Candele fedeltà per le chiese',
    body: 'Le chiese che restano con Koinonia ricevono candele IA in più due volte l’anno, oltre alla dotazione mensile.',
    shepherd: 'Shepherd: {count} candele fedeltà ogni 6 mesi',
    beacon: 'Beacon: {count} candele fedeltà ogni 6 mesi',
  },
  enterprise: {
    title: 'Servi in una chiesa grande o con più sedi?',
    body: 'Raccontaci della tua comunità e costruiremo un piano su misura per le tue sedi, i ministeri e lo staff, a partire da una demo.',
  },
  faq: {
    title: 'Domande sui piani',
    items: [
      {
        question: 'Posso cambiare piano o periodo di fatturazione in seguito?',
        answer:
          'Sì. Dal tuo account puoi passare a un altro piano o scegliere tra fatturazione mensile e annuale in qualsiasi momento. Un piano superiore si attiva subito; un piano inferiore o un nuovo periodo di fatturazione parte dalla prossima data di fatturazione.',
      },
      {
        question: 'Come posso disdire?',
        answer:
          'Disdici dal tuo account quando vuoi. Il piano resta attivo fino alla fine del periodo già pagato; poi continui con il nostro piano gratuito, con le tue preghiere e le pagine del diario intatte.',
      },
      {
        question: 'Che cos’è una candela IA?',
        answer:
          'Una candela è un credito che spendi per le funzioni di IA: guide di studio, preparazione delle prediche, Bibbia audio con IA e video con IA. Le candele del piano si rinnovano ogni mese; quelle dei pacchetti extra non scadono mai.',
      },
      {
        question: 'Mi serve un piano per chiese o un piano individuale?',
        answer:
          'I piani individuali accompagnano il cammino di una persona con Dio. I piani per chiese danno a un’intera comunità gli strumenti per gestire membri, eventi, comunicazione, offerte e volontari. I membri possono unirsi alla propria chiesa con qualsiasi piano individuale, anche quello gratuito.',
      },
    ],
  },
};

export default copy;
