import type { LandingCopy } from './en';

/** Italian copy of the landing page. */
const copy: LandingCopy = {
  meta: {
    title: 'Koinonia — La super app della chiesa per la comunione',
    description:
      'Muro della preghiera, lettura biblica quotidiana, eventi, chat di gruppo e volontariato in un’app rispettosa della privacy per membri, leader, pastori e staff.',
  },
  hero: {
    eyebrow: 'La super app della chiesa',
    title: 'Una comunione che continua tutta la settimana',
    subtitle:
      'Preghiera, Scrittura, eventi, chat e servizio in un’unica app rispettosa della privacy per i tuoi membri, i responsabili e lo staff.',
  },
  overview: {
    title: 'Un’unica casa per la vita comunitaria della tua chiesa',
    paragraphs: [
      'Molte chiese si destreggiano tra una chat di gruppo, un foglio di iscrizione, una pagina per le offerte e un foglio di calcolo per i volontari. Koinonia riunisce tutto in un unico luogo: i membri trovano ogni cosa e i responsabili smettono di copiare elenchi da uno strumento all’altro.',
      'I membri pregano gli uni per gli altri, leggono la Bibbia ogni giorno e si offrono per servire. Pastori e amministratori vedono chi è coinvolto e dove serve aiuto, in {languageCount} lingue.',
    ],
  },
  features: {
    title: 'Tutto ciò che fa la tua chiesa, in un’unica app',
    items: [
      {
        title: 'Muro della preghiera',
        body: 'Richieste private, pubbliche o anonime, cerchie di preghiera e preghiere esaudite, aperto a ogni ora.',
      },
      {
        title: 'Lettura biblica e diario',
        body: 'Letture quotidiane, meditazioni guidate, piani di lettura, una Bibbia audio e un diario S.O.A.P.',
      },
      {
        title: 'Eventi e comunità',
        body: 'Conferme di partecipazione, promemoria, forum moderati, chat dei piccoli gruppi, messaggi e annunci.',
      },
      {
        title: 'Centro servizio',
        body: 'Abbina i membri alle squadre di ministero in base a capacità e doni spirituali, poi organizza i turni e ringraziali.',
      },
      {
        title: 'Studio e preparazione delle prediche con l’IA',
        body: 'Guide di studio e schemi di predica su richiesta, pagati con le candele IA incluse in ogni piano.',
      },
      {
        title: 'Amministrazione della chiesa',
        body: 'Gestione dei membri, offerte online con analisi dei donatori, diretta streaming, più sedi e studi per i contenuti.',
      },
    ],
  },
  featurePages: {
    title: 'Esplora le funzionalità',
    items: {
      prayerWall: {
        title: 'Muro della preghiera',
        body: 'Condividi i bisogni, raduna cerchie di preghiera e celebrate insieme le preghiere esaudite.',
      },
      bibleReading: {
        title: 'Lettura biblica',
        body: 'Leggi, ascolta e medita ogni giorno con piani, meditazioni e il tuo diario S.O.A.P.',
      },
      events: {
        title: 'Eventi',
        body: 'Organizza incontri con conferme di partecipazione, promemoria e presenze in ogni sede.',
      },
      communityChat: {
        title: 'Chat della comunità',
        body: 'Tieni comunità e piccoli gruppi in dialogo, in sicurezza, da una domenica all’altra.',
      },
      volunteerHub: {
        title: 'Centro volontariato',
        body: 'Aiuta ogni membro a trovare un posto dove servire adatto ai suoi doni.',
      },
    },
  },
  audiences: {
    title: 'Pensata per tutti nella tua chiesa',
    items: [
      {
        title: 'Membri',
        body: 'Prega, leggi, scrivi il tuo diario e partecipa alla vita della tua chiesa dal telefono, a qualsiasi ora.',
      },
      {
        title: 'Responsabili di gruppi e ministeri',
        body: 'Chatta con il tuo gruppo, condividi annunci, organizza eventi e copri i ruoli dei volontari.',
      },
      {
        title: 'Pastori',
        body: 'Scopri dove la tua comunità ha bisogno di cura e prepara prediche e studi con l’aiuto dell’IA.',
      },
      {
        title: 'Amministratori e volontari della chiesa',
        body: 'Gestisci membri, offerte, sedi e turni senza un cassetto pieno di fogli di calcolo.',
      },
    ],
  },
  benefits: {
    title: 'Perché le chiese scelgono Koinonia',
    items: [
      {
        title: 'Meno burocrazia, più ministero',
        body: 'Un’unica app sostituisce il mosaico di strumenti, così lo staff dedica il suo tempo alle persone.',
      },
      {
        title: 'Membri che restano in contatto',
        body: 'Preghiera, lettura e chat danno alle persone un motivo per tornare tra una domenica e l’altra.',
      },
      {
        title: 'Pronta per ogni sede',
        body: 'Gestisci più sedi da un unico account e organizza eventi in più luoghi.',
      },
      {
        title: 'Nella lingua di ogni membro',
        body: 'Ognuno sceglie la propria lingua e un tema chiaro o scuro, e può conservare contenuti offline.',
      },
    ],
  },
  howItWorks: {
    title: 'Come funziona',
    steps: [
      {
        title: 'Crea un account gratuito',
        body: 'Registrati in un minuto, senza carta, e scegli la tua lingua.',
      },
      {
        title: 'Unisciti alla tua chiesa o registrala',
        body: 'Trova la tua chiesa e i tuoi gruppi, oppure porta la tua comunità con un piano per chiese.',
      },
      {
        title: 'Prega, leggi, incontrati e servi',
        body: 'Inizia dalla lettura di oggi o da una richiesta di preghiera, e cresci da lì.',
      },
    ],
  },
  cta: {
    title: 'Riunisci la tua chiesa in un unico luogo',
    body: 'Inizia gratis oggi stesso, oppure prenota una demo e presenteremo Koinonia al tuo team passo dopo passo.',
  },
};

export default copy;
