import type { CompanyCopy } from './en';

/** Italian copy of the about-us, AI candles and contact-us pages. */
const copy: CompanyCopy = {
  aboutUs: {
    meta: {
      title: 'Chi è Koinonia: comunione per tutta la chiesa',
      description:
        'Perché esiste Koinonia: una casa privata e senza pubblicità per preghiera, Parola e servizio, creata con le chiese per dare ai pastori più tempo per le persone.',
    },
    hero: {
      eyebrow: 'Chi siamo',
      title: 'Pensato per la comunione',
      subtitle:
        'Preghiera, Scrittura, servizio e vita di chiesa in un unico luogo, perché la tua comunità resti unita anche tra una domenica e l’altra.',
    },
    overview: {
      title: 'Perché esiste Koinonia',
      paragraphs: [
        'Koinonia è la parola greca con cui la chiesa primitiva indicava la comunione: una vita condivisa nell’insegnamento, nella preghiera, nello spezzare il pane e nella cura reciproca. È per questa vita condivisa che costruiamo.',
        'Molte chiese vanno avanti con un mosaico di chat di gruppo, fogli d’iscrizione di carta e strumenti separati per le offerte. I pastori passano le serate tra le pratiche amministrative, mentre alcuni membri si allontanano senza che nessuno se ne accorga. Koinonia mette tutto insieme, così i responsabili possono dedicare il loro tempo alle persone.',
      ],
    },
    features: {
      title: 'Che cosa costruiamo',
      items: [
        {
          title: 'Preghiera e Scrittura',
          body: 'Il Muro della preghiera, il diario S.O.A.P., la lettura biblica quotidiana, i piani di lettura e una Bibbia audio.',
        },
        {
          title: 'Comunità',
          body: 'Comunità, forum moderati, chat per piccoli gruppi, messaggi e avvisi.',
        },
        {
          title: 'Eventi',
          body: 'Conferme di partecipazione, promemoria, registro delle presenze e più sedi.',
        },
        {
          title: 'Servizio',
          body: 'Il Centro servizio D.I.V.I.N.E. abbina i volontari ai team dei ministeri in base alle loro capacità e ai loro doni spirituali.',
        },
        {
          title: 'Amministrazione della chiesa',
          body: 'Gestione dei membri, comunicazione con tutta la chiesa e offerte online con statistiche sui donatori.',
        },
        {
          title: 'Strumenti per il ministero',
          body: 'Guide di studio e preparazione delle prediche con l’IA, dirette streaming e pubblicazione con un clic su oltre 11 piattaforme.',
        },
      ],
    },
    benefits: {
      title: 'I nostri valori',
      items: [
        {
          title: 'Prima di tutto la privacy',
          body: 'Nessun tracciamento pubblicitario, nessuna analisi di terze parti, nessuna rivendita di dati. Una richiesta di preghiera è un atto di fiducia, non un prodotto.',
        },
        {
          title: 'Costruito con le chiese',
          body: 'Pensato attorno alla vera settimana di una chiesa: culti, gruppi infrasettimanali, turni di servizio e chi li guida.',
        },
        {
          title: 'La lingua di ogni membro',
          body: 'Koinonia parla {languageCount} lingue, così ognuno può pregare e leggere nella lingua del proprio cuore.',
        },
        {
          title: 'Gratis per iniziare',
          body: 'I membri iniziano con il nostro piano gratuito, senza carta, e possono restarci per tutto il tempo che vogliono.',
        },
      ],
    },
    howItWorks: {
      title: 'Come iniziare',
      steps: [
        {
          title: 'Crea il tuo account gratuito',
          body: 'Scegli la tua lingua, poi apri il Muro della preghiera e la lettura biblica di oggi.',
        },
        {
          title: 'Unisciti alla tua chiesa',
          body: 'Trova la tua chiesa e i suoi gruppi, oppure registra la tua con un piano per chiese.',
        },
        {
          title: 'Cresciamo insieme',
          body: 'Preghiamo gli uni per gli altri, leggiamo insieme e serviamo con i doni che Dio ci ha dato.',
        },
      ],
    },
    cta: {
      title: 'Vieni e vedi',
      body: 'Inizia gratis come membro, oppure scopri Koinonia con il team della tua chiesa in una demo.',
    },
  },
  candlesInfo: {
    meta: {
      title: 'Candele IA: crediti per studi biblici e prediche',
      description:
        'Come funzionano le candele IA: una dotazione mensile in ogni piano per guide di studio, prediche, audio e video con IA, più pacchetti extra che non scadono mai.',
    },
    hero: {
      eyebrow: 'Candele IA',
      title: 'Un unico credito semplice per tutte le funzioni di IA',
      subtitle:
        'Le candele servono per le guide di studio, la preparazione delle prediche, la Bibbia audio con IA e i video con IA. Sono incluse in ogni piano.',
    },
    overview: {
      title: 'Che cos’è una candela IA?',
      paragraphs: [
        'Una candela IA è un credito che spendi per le funzioni di IA di Koinonia. Ogni piano, anche quello gratuito, include candele ogni mese.',
        'Le candele del piano si rinnovano ogni mese. I pacchetti extra aggiungono candele che non scadono mai, e le chiese ricevono candele fedeltà perché restano con noi.',
      ],
    },
    features: {
      title: 'Le candele IA in breve',
      items: [
        {
          title: 'Guide di studio',
          body: 'Una guida su qualsiasi brano o tema, con domande per la discussione nel tuo gruppo.',
        },
        {
          title: 'Preparazione delle prediche',
          body: 'Imposta lo schema di un messaggio e raccogli i riferimenti incrociati, poi fallo tuo.',
        },
        {
          title: 'Bibbia audio con IA',
          body: 'Ascolta la Scrittura letta ad alta voce mentre vai al lavoro o prima di dormire.',
        },
        {
          title: 'Video con IA',
          body: 'Trasforma un punto della predica o un brano in un breve video per la tua chiesa.',
        },
        {
          title: 'Il tuo saldo sempre sotto controllo',
          body: 'La pagina delle candele mostra sempre quante te ne restano.',
        },
        {
          title: 'Ricarica in un attimo',
          body: 'Acquista un pacchetto extra quando te ne servono di più, con qualsiasi piano.',
        },
      ],
    },
    benefits: {
      title: 'Perché le candele',
      items: [
        {
          title: 'Incluse in ogni piano',
          body: 'Membri e chiese ricevono una dotazione mensile fin dal primo giorno.',
        },
        {
          title: 'Nessuna bolletta a sorpresa',
          body: 'Spendi solo le candele che hai già; non ci sono costi a consumo.',
        },
        {
          title: 'Ricariche che restano',
          body: 'Le candele dei pacchetti extra non scadono mai, quindi nulla di ciò che acquisti va sprecato.',
        },
        {
          title: 'Le tue parole restano tue',
          body: 'Ciò che scrivi viene elaborato solo per risponderti, mai per la pubblicità.',
        },
      ],
    },
    howItWorks: {
      title: 'Come funzionano le candele',
      steps: [
        {
          title: 'Scegli un piano',
          body: 'Ogni piano, compreso quello gratuito, include candele ogni mese.',
        },
        {
          title: 'Usa le funzioni di IA',
          body: 'Ogni guida di studio, schema di predica, capitolo audio o video consuma candele.',
        },
        {
          title: 'Ricarica quando ti serve',
          body: 'Aggiungi un pacchetto extra in qualsiasi momento; le chiese guadagnano anche candele fedeltà.',
        },
      ],
    },
    cta: {
      title: 'L’aiuto dell’IA per il tuo studio e il tuo ministero',
      body: 'Inizia gratis con le candele mensili, oppure acquista un pacchetto extra quando te ne servono di più.',
    },
    allotments: {
      title: 'Candele per piano',
      body: 'Ogni piano include una dotazione mensile di candele IA che si rinnova ogni mese.',
    },
    boostPacks: {
      title: 'Pacchetti extra',
      body: 'Ricariche una tantum in tre formati, per qualsiasi piano. Le candele dei pacchetti extra non scadono mai.',
    },
    loyalty: {
      title: 'Candele fedeltà per le chiese',
      body: 'I piani per chiese ricevono candele in più due volte l’anno, come ringraziamento per la fedeltà a Koinonia.',
    },
  },
  contactUs: {
    meta: {
      title: 'Contatta Koinonia: assistenza, demo e domande',
      description:
        'Scrivi al team di Koinonia: aiuto con il tuo account, piani per chiese e grandi realtà, una demo o una semplice domanda. Rispondiamo a ogni messaggio.',
    },
    hero: {
      eyebrow: 'Contattaci',
      title: 'Ci farebbe piacere sentirti',
      subtitle: 'Aiuto, una demo o una risposta: scegli la strada più adatta a te.',
    },
    channels: {
      title: 'Come possiamo aiutarti?',
      items: {
        contact: {
          title: 'Scrivici un messaggio',
          body: 'Domande, idee o suggerimenti: qualcuno del nostro team ti risponderà.',
          link: 'Scrivici',
        },
        support: {
          title: 'Ricevi assistenza',
          body: 'Problemi di accesso, domande sul tuo piano o sulle candele, o qualcosa che non funziona.',
          link: 'Chiedi aiuto',
        },
        enterprise: {
          title: 'Piani per chiese e grandi realtà',
          body: 'Stai valutando Koinonia per una comunità numerosa, più sedi o una rete di chiese? Parliamone.',
          link: 'Parla con il nostro team',
        },
        demo: {
          title: 'Guarda Koinonia all’opera',
          body: 'Una presentazione dal vivo per i tuoi pastori e il tuo staff.',
          link: 'Richiedi una demo',
        },
      },
    },
    address: {
      title: 'Indirizzo postale della società',
      lines: ['Koinonia', '100 Fellowship Way', 'Suite 200', 'Nashville, TN 37203', 'Stati Uniti'],
    },
    email: {
      title: 'Scrivici un’email',
      support: 'Assistenza: {email}',
      privacy: 'Privacy: {email}',
    },
    responseTime: 'Rispondiamo alle richieste di assistenza e delle chiese entro un giorno lavorativo, agli altri messaggi entro due.',
  },
};

export default copy;
