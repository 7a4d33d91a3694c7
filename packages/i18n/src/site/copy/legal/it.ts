import type { LegalCopy } from './en';

/** Italian copy of the privacy policy and terms of service. */
const copy: LegalCopy = {
  updated: 'Ultimo aggiornamento: {date}',
  contents: 'Indice',
  privacyPolicy: {
    meta: {
      title: 'Informativa sulla privacy — Koinonia',
      description:
        'Cosa raccoglie Koinonia, perché, chi lo vede, per quanto lo conserviamo e i tuoi diritti. Niente tracciamento pubblicitario, analisi di terzi o vendita di dati.',
    },
    title: 'Informativa sulla privacy',
    intro:
      'Koinonia è un luogo di preghiera, Scrittura e comunione, e questo richiede fiducia. Questa informativa spiega con parole semplici che cosa raccogliamo, che cosa ne facciamo e che cosa non facciamo mai: non mostriamo pubblicità, non usiamo analisi di terze parti e non vendiamo mai i tuoi dati.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Chi siamo',
        paragraphs: [
          'Koinonia è titolare dei dati personali descritti qui. Il nostro indirizzo postale è Koinonia, 100 Fellowship Way, Suite 200, Nashville, TN 37203, Stati Uniti. Per qualsiasi domanda sulla privacy, scrivi a {privacyEmail}.',
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'Che cosa raccogliamo',
        paragraphs: [
          'Il tuo account: nome, indirizzo email, nome utente e password. Conserviamo la password solo come hash Argon2id, mai la password in sé. Puoi aggiungere una foto del profilo.',
          'Le tue impostazioni: lingua preferita, tema, dimensione del testo, paese, impostazioni delle notifiche e i tuoi bilanci settimanali. Se alla prima visita accetti le impostazioni suggerite, salviamo la lingua, il paese e il fuso orario che hai scelto.',
          'Ciò che crei: richieste di preghiera, pagine del diario, messaggi, eventi e conferme di partecipazione, oltre alle registrazioni delle tue offerte se la tua chiesa usa le offerte online.',
          'I messaggi che ci invii tramite i moduli di contatto, del piano Enterprise e di assistenza: nome, indirizzo email, messaggio, categoria, organizzazione e lingua.',
        ],
      },
      {
        id: 'how-we-use-it',
        heading: 'Come li usiamo',
        paragraphs: [
          'Usiamo i tuoi dati per far funzionare Koinonia per te: per farti accedere, mostrare i tuoi contenuti alle persone che hai scelto, conservare le tue impostazioni e rispondere ai tuoi messaggi.',
          'Ti inviamo email solo per il recupero dell’account, la verifica dell’indirizzo email, i link di accesso, la conferma dei messaggi che ci hai inviato e le notifiche che attivi nelle impostazioni delle notifiche.',
          'Quando usi una funzione di IA, il testo che invii viene elaborato per produrre la tua risposta. Non viene mai usato per la pubblicità.',
          'I pagamenti sono gestiti dal nostro fornitore di servizi di pagamento. Koinonia non vede né conserva mai il numero completo della tua carta.',
        ],
      },
      {
        id: 'who-can-see-it',
        heading: 'Chi può vedere ciò che condividi',
        paragraphs: [
          'Ciò che crei viene mostrato secondo la visibilità che scegli. Una richiesta di preghiera pubblica compare sul muro della preghiera della tua chiesa, una privata resta tra te e la cerchia di preghiera che scegli, e una anonima viene mostrata senza il tuo nome.',
          'Gli amministratori di chiese e gruppi vedono i membri e i contenuti delle proprie comunità. Le registrazioni delle offerte sono visibili solo a chi ha donato e agli amministratori finanziari della sua chiesa.',
        ],
      },
      {
        id: 'what-we-never-do',
        heading: 'Che cosa non facciamo mai',
        paragraphs: [
          'Non vendiamo i tuoi dati, non li condividiamo per scopi pubblicitari e non ti tracciamo su altri siti web. Non usiamo analisi di terze parti.',
          'Trasmettiamo dati ad altri solo nei casi previsti da questa informativa, come i dati di pagamento al nostro fornitore di servizi di pagamento, o quando la legge ci obbliga.',
        ],
      },
      {
        id: 'cookies-and-local-storage',
        heading: 'Cookie e archiviazione locale',
        paragraphs: [
          'Koinonia imposta un solo cookie: un cookie di accesso che contiene un identificativo di sessione casuale. Non può essere letto dagli script della pagina e scade quando esci o dopo un periodo di inattività. Non impostiamo cookie pubblicitari né di analisi.',
          'L’archiviazione locale del tuo browser conserva il tema, la lingua, la disposizione della barra laterale e quando è stato mostrato l’ultima volta il messaggio di benvenuto, così il sito resta come lo hai lasciato. Questi dati restano sul tuo dispositivo.',
        ],
      },
      {
        id: 'country-detection',
        heading: 'Come rileviamo il tuo paese',
        paragraphs: [
          'Per suggerirti una lingua e mostrarti i prezzi nella tua valuta, ricaviamo il tuo paese dal tuo indirizzo IP tramite un database sui nostri server. Il tuo indirizzo non viene inviato a nessun altro, e la ricerca non lo conserva.',
          'Questo prodotto include dati GeoLite2 creati da MaxMind, disponibili su {link}.',
        ],
      },
      {
        id: 'retention',
        heading: 'Per quanto tempo li conserviamo',
        paragraphs: [
          'Conserviamo i dati del tuo account finché hai un account. Quando elimini il tuo account, i suoi dati vengono cancellati entro {deletionDays} giorni, tranne le registrazioni delle offerte che la tua chiesa deve conservare per legge.',
          'I messaggi di contatto, del piano Enterprise e di assistenza vengono conservati per {messageRetentionMonths} mesi per poter rispondere e dare seguito, poi vengono eliminati. Quando ne invii uno, il tuo indirizzo IP viene usato solo per un contatore di breve durata che blocca gli invii in massa; scade entro un’ora e non viene mai conservato insieme al tuo messaggio.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'I tuoi diritti',
        paragraphs: [
          'Puoi vedere, esportare, correggere ed eliminare i tuoi dati. Il tuo profilo e le tue preferenze si trovano in Impostazioni e nella pagina del tuo profilo; per una copia di tutti i tuoi dati o l’eliminazione del tuo account, invia una richiesta di assistenza o scrivi a {privacyEmail}, e ti risponderemo prontamente.',
          'Puoi anche opporti al modo in cui usiamo i tuoi dati o presentare un reclamo all’autorità per la protezione dei dati del luogo in cui vivi.',
        ],
      },
      {
        id: 'children',
        heading: 'Minori',
        paragraphs: [
          'Devi avere almeno {minimumAge} anni per creare un account tuo. I membri più giovani possono partecipare solo tramite la loro chiesa, con il consenso di un genitore o tutore.',
          'Se ritieni che un minore di {minimumAge} anni abbia un account senza tale consenso, scrivi a {privacyEmail} e lo rimuoveremo.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Modifiche e contatti',
        paragraphs: [
          'Se modifichiamo questa informativa, aggiorneremo la data in alto e, per le modifiche importanti, te lo comunicheremo nell’app o via email prima che entrino in vigore.',
          'Le domande sulla tua privacy sono sempre benvenute a {privacyEmail}.',
        ],
      },
    ],
  },
  termsOfService: {
    meta: {
      title: 'Termini di servizio — Koinonia',
      description:
        'I termini d’uso di Koinonia: il tuo account, l’uso rispettoso, di chi sono i contenuti, piani, fatturazione e candele IA, amministratori e i tuoi diritti.',
    },
    title: 'Termini di servizio',
    intro:
      'Questi termini sono l’accordo tra te e Koinonia quando usi la nostra app e il nostro sito web. Li abbiamo voluti brevi e chiari. Creando un account o usando Koinonia, li accetti.',
    sections: [
      {
        id: 'accounts',
        heading: 'Il tuo account',
        paragraphs: [
          'Devi avere almeno {minimumAge} anni per creare un account. I membri più giovani possono partecipare solo tramite la loro chiesa, con il consenso di un genitore o tutore.',
          'Fornisci dati corretti, tieni per te la tua password e avvisaci a {supportEmail} se pensi che qualcun altro abbia usato il tuo account. Sei responsabile di ciò che accade con il tuo account.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Usare Koinonia con cura',
        paragraphs: [
          'Koinonia è fatta per la comunione fraterna. Tratta gli altri con rispetto: niente molestie, minacce, odio o bullismo, niente spam o pubblicità indesiderata, e niente di illegale.',
          'Rispetta la riservatezza della preghiera. Non copiare, inoltrare o rivelare una richiesta privata o anonima, né nulla di ciò che è stato condiviso in una cerchia di preghiera o in un gruppo, al di fuori del luogo in cui è stato condiviso.',
          'Non cercare di accedere ad account altrui, di disturbare il servizio o di raccogliere i dati di altri membri.',
        ],
      },
      {
        id: 'your-content',
        heading: 'I tuoi contenuti',
        paragraphs: [
          'Ciò che pubblichi è tuo: preghiere, pagine del diario, messaggi, eventi e contenuti multimediali. Concedi a Koinonia solo l’autorizzazione necessaria per conservarli e mostrarli alle persone che hai scelto, e questa autorizzazione termina quando li elimini.',
          'Pubblica solo ciò che hai il diritto di condividere, comprese le foto di altre persone.',
        ],
      },
      {
        id: 'church-administrators',
        heading: 'Amministratori della chiesa',
        paragraphs: [
          'Se gestisci una chiesa, un ministero o un gruppo su Koinonia, agisci per conto di quella comunità. Invita solo persone che ne fanno parte, assegna i ruoli dello staff con attenzione e usa le informazioni dei membri solo per la vita della chiesa.',
          'Modera i tuoi forum e le tue chat con equità, conserva le registrazioni delle offerte come richiesto dalla legge e assicurati di avere il consenso di un genitore o tutore per ogni membro minore di {minimumAge} anni.',
        ],
      },
      {
        id: 'plans-billing-and-candles',
        heading: 'Piani, fatturazione e candele IA',
        paragraphs: [
          'Il piano {disciplePlan} è gratuito. I piani a pagamento vengono addebitati in anticipo, ogni mese o ogni anno, e un piano annuale costa quanto {monthsCharged} mesi. I prezzi vengono mostrati prima del pagamento, nella tua valuta quando possibile, tasse incluse.',
          'Un abbonamento si rinnova alla fine di ogni periodo finché non lo disdici. Puoi disdirlo in qualsiasi momento e mantieni il tuo piano fino alla fine del periodo già pagato. Quando la legge ti riconosce il diritto a un rimborso, lo rispettiamo.',
          'Le candele IA sono crediti per le funzioni di IA. Le candele del tuo piano si rinnovano ogni mese; quelle dei pacchetti extra non scadono. Le candele non hanno valore in denaro e non possono essere convertite in denaro.',
        ],
      },
      {
        id: 'ai-features',
        heading: 'Funzioni di IA',
        paragraphs: [
          'Le guide di studio con IA, la preparazione delle prediche, la Bibbia audio con IA e i video con IA possono aiutarti a studiare e a prepararti, ma possono sbagliare. Verifica ciò che producono alla luce della Scrittura e del consiglio della tua chiesa, e assumiti la responsabilità di ciò che pubblichi.',
          'Il testo che invii viene elaborato per darti una risposta e non viene mai usato per la pubblicità. Non inviare informazioni riservate di altre persone.',
        ],
      },
      {
        id: 'availability',
        heading: 'Disponibilità',
        paragraphs: [
          'Lavoriamo perché Koinonia sia disponibile a ogni ora, ma non possiamo promettere che non venga mai interrotta, ad esempio durante la manutenzione. Le funzionalità possono cambiare man mano che il prodotto cresce; se rimuoviamo qualcosa per cui paghi, te lo diremo prima.',
          'Koinonia non è un servizio di emergenza né sostituisce la cura pastorale o l’aiuto di un professionista. Se qualcuno è in pericolo, contatta i servizi di emergenza locali.',
        ],
      },
      {
        id: 'ending-your-account',
        heading: 'Chiudere il tuo account',
        paragraphs: [
          'Puoi far eliminare il tuo account in qualsiasi momento: invia una richiesta di assistenza o scrivi a {supportEmail}.',
          'Possiamo sospendere o chiudere un account che violi questi termini in modo grave o ripetuto. Salvo casi urgenti o divieti di legge, ti spiegheremo il motivo e ti daremo la possibilità di rispondere.',
        ],
      },
      {
        id: 'liability',
        heading: 'La nostra responsabilità',
        paragraphs: [
          'Forniamo Koinonia con cura, ma così com’è. Nei limiti consentiti dalla legge, non siamo responsabili di danni indiretti, e la nostra responsabilità complessiva nei tuoi confronti è limitata a quanto ci hai pagato nei dodici mesi precedenti il reclamo.',
          'Nulla in questi termini toglie i diritti che ti riconosce la normativa a tutela dei consumatori del tuo paese.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'Legge applicabile',
        paragraphs: [
          'Questi termini sono regolati dalle leggi dello Stato del Tennessee, Stati Uniti. Se una controversia non può essere risolta parlandone prima con noi, sarà di competenza dei tribunali del Tennessee, a meno che la legge locale non ti dia il diritto di rivolgerti ai tribunali del tuo paese.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Modifiche e contatti',
        paragraphs: [
          'Se modifichiamo questi termini, aggiorneremo la data in alto e ti informeremo delle modifiche importanti prima che entrino in vigore. Se non sei d’accordo, puoi smettere di usare Koinonia ed eliminare il tuo account.',
          'Le domande su questi termini sono benvenute a {supportEmail} o per posta a Koinonia, 100 Fellowship Way, Suite 200, Nashville, TN 37203, Stati Uniti.',
        ],
      },
    ],
  },
};

export default copy;
