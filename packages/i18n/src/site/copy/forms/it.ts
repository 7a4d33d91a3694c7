import type { FormsCopy } from './en';

/** Italian copy of the contact, enterprise and support forms. */
const copy: FormsCopy = {
  email: {
    subject: 'Abbiamo ricevuto il tuo messaggio',
    greeting: 'Ciao {name},',
    received: {
      contact: 'Grazie per aver scritto a Koinonia. Abbiamo ricevuto il tuo messaggio e ti risponderemo entro due giorni lavorativi.',
      enterprise:
        'Grazie per il tuo interesse per Koinonia nella tua chiesa. Una persona del nostro team ti contatterà entro un giorno lavorativo per fissare un colloquio o una demo.',
      support:
        'Grazie per aver contattato l’assistenza di Koinonia. Abbiamo ricevuto la tua richiesta e ti risponderemo entro un giorno lavorativo.',
    },
    copyHeading: 'Il tuo messaggio',
    ignore: 'Se non hai inviato tu questo messaggio, puoi ignorare questa email.',
    signature: 'Il team di Koinonia',
  },
  fields: {
    name: 'Il tuo nome',
    email: 'Indirizzo email',
    message: 'Messaggio',
    organization: 'Chiesa o organizzazione',
    congregationSize: 'Dimensioni della comunità',
    category: 'Come possiamo aiutarti?',
    optional: '(facoltativo)',
  },
  congregationSizes: {
    under100: 'Meno di 100',
    from100to499: '100–499',
    from500to1999: '500–1.999',
    from2000: '2.000 o più',
  },
  categories: {
    support: 'Assistenza o aiuto tecnico',
    partnerships: 'Collaborazioni con le chiese e demo',
    general: 'Richieste generali',
  },
  categoryHints: {
    support: 'Accesso, il tuo piano o le candele, oppure una funzione che non va.',
    partnerships: 'Portare Koinonia nella tua chiesa o prenotare una demo.',
    general: 'Domande, idee o suggerimenti.',
  },
  hints: {
    characters: '{count} / {max} caratteri',
  },
  errors: {
    summary: 'Correggi i campi evidenziati.',
    nameRequired: 'Inserisci il tuo nome.',
    nameTooLong: 'Il nome può avere al massimo {max} caratteri.',
    emailRequired: 'Inserisci il tuo indirizzo email.',
    emailInvalid: 'Inserisci un indirizzo email valido, ad esempio nome@esempio.com.',
    emailTooLong: 'L’indirizzo email può avere al massimo {max} caratteri.',
    messageTooShort: 'Il messaggio deve avere almeno {min} caratteri.',
    messageTooLong: 'Il messaggio può avere al massimo {max} caratteri.',
    organizationRequired: 'Inserisci il nome della tua chiesa o organizzazione.',
    organizationTooLong: 'Il nome della chiesa o organizzazione può avere al massimo {max} caratteri.',
    sizeRequired: 'Scegli le dimensioni della tua comunità.',
    categoryRequired: 'Scegli in che cosa possiamo aiutarti.',
    rateLimited: 'Hai inviato diversi messaggi in poco tempo. Riprova tra {minutes} minuti.',
    network: 'Non siamo riusciti a raggiungere Koinonia. Controlla la connessione: il tuo messaggio è ancora qui.',
    server: 'Qualcosa non ha funzionato da parte nostra. Il tuo messaggio è ancora qui: riprova.',
  },
  states: {
    send: 'Invia',
    sending: 'Invio in corso…',
    sentTitle: 'Grazie, il tuo messaggio è stato inviato',
    sentBody: 'Abbiamo inviato una conferma a {email}. Se non arriva a breve, controlla la cartella spam.',
    sendAnother: 'Invia un altro messaggio',
  },
  contact: {
    meta: {
      title: 'Invia un messaggio al team di Koinonia',
      description:
        'Scrivi al team di Koinonia per una domanda, un’idea o un suggerimento sull’app. Leggiamo ogni messaggio e rispondiamo via email entro due giorni lavorativi.',
    },
    hero: {
      eyebrow: 'Contatti',
      title: 'Scrivici un messaggio',
      subtitle: 'Raccontaci cosa hai in mente. Ti rispondiamo via email entro due giorni lavorativi.',
    },
  },
  enterprise: {
    meta: {
      title: 'Koinonia per la tua chiesa: parla con il nostro team',
      description:
        'Porta Koinonia in una grande comunità, in più sedi o in una rete di chiese. Raccontaci della tua chiesa e organizzeremo un colloquio e una demo dal vivo.',
    },
    hero: {
      eyebrow: 'Piani per chiese e grandi realtà',
      title: 'Progettiamo insieme Koinonia per la tua chiesa',
      subtitle: 'Raccontaci della tua comunità e dei tuoi ministeri, e ti mostreremo come Koinonia può servirli.',
    },
    points: {
      title: 'Cosa succede dopo',
      items: [
        'Ti rispondiamo entro un giorno lavorativo per fissare un colloquio.',
        'Mostriamo Koinonia a te e al tuo staff in una demo dal vivo.',
        'Insieme scegliamo il piano adatto alla tua comunità e alle tue sedi.',
        'Decidi con calma, senza alcun impegno.',
      ],
    },
  },
  support: {
    meta: {
      title: 'Assistenza Koinonia: aiuto con il tuo account',
      description:
        'Ricevi aiuto per l’accesso, il tuo piano e le candele IA, la configurazione della chiesa o una funzione che non va. Rispondiamo entro un giorno lavorativo.',
    },
    hero: {
      eyebrow: 'Assistenza',
      title: 'Come possiamo aiutarti?',
      subtitle: 'Raccontaci cosa sta succedendo e cosa ti aspettavi. Ti rispondiamo entro un giorno lavorativo.',
    },
    before: {
      title: 'Prima di scriverci',
      body: 'Molte risposte sono già nelle nostre domande frequenti e nelle guide di aiuto: dall’accesso ai piani, dalle candele alla privacy.',
    },
  },
};

export default copy;
