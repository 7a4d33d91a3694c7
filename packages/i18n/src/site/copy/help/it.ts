import type { HelpCopy } from './en';

/** Italian copy of the FAQ and help docs pages. */
const copy: HelpCopy = {
  search: {
    label: 'Cerca',
    placeholder: 'Cerca tra domande e guide',
    results: '{count} risultati',
    noResults: 'Nessun risultato per «{query}». Prova con un’altra parola o contatta l’assistenza.',
    clear: 'Cancella la ricerca',
  },
  faq: {
    meta: {
      title: 'Domande frequenti — Koinonia',
      description:
        'Risposte su Koinonia: come iniziare, piani gratuiti e a pagamento, candele IA, privacy, visibilità delle preghiere e che cosa aggiungono i piani per chiese.',
    },
    hero: {
      eyebrow: 'Domande frequenti',
      title: 'Le domande che ci fanno più spesso',
      subtitle: 'Risposte brevi e sincere per membri, responsabili e amministratori di chiesa.',
    },
    groups: [
      {
        title: 'Per iniziare',
        items: [
          {
            question: 'Che cos’è Koinonia?',
            answer:
              'Koinonia è un’app per la chiesa pensata per membri, responsabili, pastori, amministratori e volontari. Riunisce in un unico luogo il muro della preghiera, la lettura biblica quotidiana, il diario S.O.A.P., gli eventi, la chat di gruppo, il servizio e le offerte, perché una chiesa possa vivere la comunione tutta la settimana.',
          },
          {
            question: 'Koinonia è gratuita?',
            answer:
              'Sì. Il piano {disciplePlan} è gratuito, senza carta, e include il muro della preghiera, il diario S.O.A.P., le discussioni della comunità, la lettura biblica quotidiana, i piani di lettura per principianti e {discipleCandles} candele IA al mese. I piani a pagamento aggiungono più candele e strumenti.',
          },
          {
            question: 'La mia chiesa deve essere su Koinonia?',
            answer:
              'No. Puoi leggere, pregare e scrivere il tuo diario per conto tuo, e scegliere una chiesa durante la configurazione è facoltativo. Quando la tua chiesa si unisce, ti colleghi alle sue comunità, ai suoi eventi e alle sue squadre di servizio dallo stesso account.',
          },
          {
            question: 'In quali lingue è disponibile Koinonia?',
            answer:
              'Koinonia è disponibile in {languageCount} lingue, tra cui arabo, urdu, ebraico e persiano, che si leggono da destra a sinistra. Alla prima visita ti suggeriamo le lingue del tuo paese, e puoi cambiare la tua in qualsiasi momento in Impostazioni.',
          },
        ],
      },
      {
        title: 'Piani e candele',
        items: [
          {
            question: 'Che cos’è una candela IA?',
            answer:
              'Una candela IA è un credito che si spende per le funzioni di IA: guide di studio, preparazione delle prediche, Bibbia audio con IA e video con IA. Ogni piano include candele che si rinnovano ogni mese. Preghiera, lettura, chat e tutto ciò che non è IA non costano mai candele.',
          },
          {
            question: 'Che cosa succede se finisco le candele?',
            answer:
              'Si mettono in pausa solo le funzioni di IA. Puoi aspettare il rinnovo delle candele mensili, acquistare un pacchetto extra le cui candele non scadono mai oppure passare a un piano con più candele al mese.',
          },
          {
            question: 'Posso cambiare o disdire il mio piano?',
            answer:
              'Sì, in qualsiasi momento. Paga ogni mese, oppure paga ogni anno e ottieni {freeMonths} mesi gratis. Se disdici, mantieni il tuo piano fino alla fine del periodo già pagato, poi torni al piano gratuito con tutti i tuoi contenuti intatti.',
          },
          {
            question: 'Le candele hanno un valore in denaro?',
            answer:
              'No. Le candele sono crediti per le funzioni di IA all’interno di Koinonia. Non possono essere convertite in denaro né usate fuori dall’app.',
          },
        ],
      },
      {
        title: 'Privacy e sicurezza',
        items: [
          {
            question: 'Koinonia vende i miei dati o mostra pubblicità?',
            answer:
              'No. Nessun tracciamento pubblicitario, nessuna analisi di terze parti e nessuna rivendita di dati. Usiamo i tuoi dati solo per far funzionare Koinonia per te e per la tua chiesa.',
          },
          {
            question: 'Chi può vedere le mie richieste di preghiera?',
            answer:
              'Lo scegli tu per ogni richiesta. Quelle pubbliche compaiono sul muro della preghiera della tua chiesa, quelle private restano tra te e la cerchia di preghiera che scegli, e quelle anonime vengono mostrate senza il tuo nome.',
          },
          {
            question: 'Quali cookie usa Koinonia?',
            answer:
              'Un solo cookie di accesso che contiene un identificativo di sessione casuale. Non ci sono cookie pubblicitari né di analisi. Il tuo browser ricorda inoltre, sul tuo dispositivo, il tema, la lingua e la disposizione della barra laterale.',
          },
          {
            question: 'Come segnalo qualcosa di dannoso?',
            answer:
              'I forum e le chat di gruppo sono moderati dai responsabili della tua chiesa, quindi avvisa prima un moderatore o un responsabile di quella comunità. Se riguarda la tua sicurezza o non è stato risolto, scrivi a {supportEmail} e verificheremo.',
          },
        ],
      },
      {
        title: 'Per le chiese',
        items: [
          {
            question: 'Come può iniziare la nostra chiesa?',
            answer:
              'Scegli {churchBasicPlan} o {churchStandardPlan}, oppure contattaci per {enterprisePlan} se siete una rete più grande. Saremo felici di prenotare una demo e di aiutarti a invitare il tuo staff e i tuoi membri.',
          },
          {
            question: 'Che cosa aggiungono i piani per chiese?',
            answer:
              'Gestione dei membri, organizzazione degli eventi, comunicazione con tutta la chiesa, una cerchia di preghiera privata, statistiche, gestione di più sedi, analisi delle offerte e dei donatori, integrazione della diretta streaming, gestione dei volontari e chat di ministero in tempo reale con CRM.',
          },
          {
            question: 'Che cosa sono le candele fedeltà?',
            answer:
              'Un ringraziamento alle chiese che restano con noi: ogni {loyaltyMonths} mesi, le chiese con {churchBasicPlan} ricevono {basicLoyaltyCandles} candele in più e le chiese con {churchStandardPlan} ne ricevono {standardLoyaltyCandles}.',
          },
          {
            question: 'Che cosa possono vedere gli amministratori della chiesa?',
            answer:
              'Gli amministratori vedono i membri e i contenuti delle proprie comunità. Le preghiere e i diari privati dei membri restano privati, e le registrazioni delle offerte sono visibili solo a chi ha donato e agli amministratori finanziari della chiesa.',
          },
        ],
      },
    ],
  },
  helpDocs: {
    meta: {
      title: 'Guide passo passo — Koinonia',
      description:
        'Guide passo passo di Koinonia: crea il tuo account, pubblica richieste di preghiera, segui piani di lettura, conferma eventi, servi, gestisci membri e candele.',
    },
    hero: {
      eyebrow: 'Guide',
      title: 'Guide passo passo',
      subtitle: 'Trova l’attività che hai in mente e segui i passaggi. Ogni guida richiede pochi minuti.',
    },
    articles: [
      {
        id: 'create-your-account',
        title: 'Crea il tuo account e scegli una lingua',
        summary: 'Registrati gratis e imposta Koinonia nella lingua in cui preghi.',
        steps: [
          'Scegli «Inizia gratis» e inserisci nome, indirizzo email e una password. Non serve la carta.',
          'Apri l’email che ti inviamo e segui il link per verificare il tuo indirizzo.',
          'Completa la breve configurazione: il tuo profilo, la tua chiesa e i tuoi interessi. Puoi saltare i passaggi su chiesa e interessi e tornarci più tardi.',
          'Scegli la tua lingua nell’ultimo passaggio. Per cambiarla in seguito, apri Impostazioni e scegli Lingua; la tua scelta viene salvata nel tuo account e ti segue su ogni dispositivo.',
        ],
      },
      {
        id: 'post-a-prayer-request',
        title: 'Pubblica una richiesta di preghiera e scegli chi la vede',
        summary: 'Condividi ciò che hai nel cuore esattamente con le persone che desideri.',
        steps: [
          'Apri il Muro della preghiera, sotto Adorazione nella barra laterale, e inizia una nuova richiesta.',
          'Dalle un titolo breve e scrivi per che cosa desideri che si preghi.',
          'Scegli chi la vede: Pubblica per il muro della preghiera della tua chiesa, Privata per te e la cerchia di preghiera che scegli, oppure Anonima per condividerla senza il tuo nome.',
          'Pubblicala. Ricevi un avviso quando le persone pregano, e la richiesta mostra quanti stanno pregando con te.',
          'Quando la preghiera viene esaudita, segnalala come esaudita, perché tutti quelli che hanno pregato possano rendere grazie con te.',
        ],
      },
      {
        id: 'reading-plan-and-soap-journal',
        title: 'Inizia un piano di lettura e tieni un diario S.O.A.P.',
        summary: 'Costruisci l’abitudine quotidiana di leggere la Scrittura e di annotare che cosa significa per te.',
        steps: [
          'Apri Lettura biblica, sotto Adorazione, e sfoglia i piani di lettura: {beginnerPlans} per principianti e {intermediatePlans} per chi è pronto ad andare più a fondo.',
          'Inizia un piano. Ogni giorno porta una lettura con una meditazione guidata e note di studio; scegli la tua traduzione o ascolta con la Bibbia audio.',
          'Dopo la lettura, apri il Diario S.O.A.P. e scrivi quattro brevi parti: il passo della Scrittura che ti ha colpito (Scripture), la tua Osservazione, come lo metterai in pratica (Applicazione) e una Preghiera (Prayer).',
          'Torna domani: il punto in cui sei arrivato nel piano resta salvato, e il tuo diario resta privato a meno che tu non scelga di condividere una pagina.',
        ],
      },
      {
        id: 'rsvp-to-an-event',
        title: 'Conferma la partecipazione a un evento e ricevi promemoria',
        summary: 'Fai sapere agli organizzatori che ci sarai e non perderti mai l’inizio.',
        steps: [
          'Apri Eventi, sotto Connessioni, per vedere che cosa si prepara nella tua chiesa e nei tuoi gruppi, con il luogo e la sede di ciascun evento.',
          'Apri un evento e conferma la partecipazione, così gli organizzatori sanno quante persone aspettarsi.',
          'I promemoria arrivano prima dell’evento attraverso i canali che scegli in Impostazioni delle notifiche: nell’app, via email o come notifica push.',
          'Se i tuoi programmi cambiano, aggiorna la tua risposta perché il conteggio dei partecipanti resti corretto.',
        ],
      },
      {
        id: 'join-a-community',
        title: 'Unisciti a una comunità e chatta con il tuo gruppo',
        summary: 'Trova il tuo piccolo gruppo o ministero e resta in contatto tra un incontro e l’altro.',
        steps: [
          'Apri Comunità, sotto Connessioni, e trova i gruppi e i ministeri della tua chiesa.',
          'Unisciti a quelli di cui fai parte. I loro annunci, forum ed eventi compariranno per te.',
          'Partecipa ai forum, moderati dai tuoi responsabili, oppure apri la chat del tuo gruppo per una conversazione veloce.',
          'Usa Messaggi per le conversazioni a tu per tu e Contatti per tenere a portata di mano le persone che conosci.',
        ],
      },
      {
        id: 'volunteer-and-gifts-assessment',
        title: 'Trova un’opportunità di volontariato e fai la valutazione dei doni',
        summary: 'Scopri quali doni hai ricevuto e trova un posto dove servire adatto a te.',
        steps: [
          'Fai la valutazione dei doni spirituali: quella base ha {basicQuestions} domande ed è gratuita; quella completa ha {comprehensiveQuestions} domande ed è inclusa dal piano {servantPlan} in su.',
          'Apri il Centro servizio, sotto Servizio. Le opportunità in linea con le tue capacità e i tuoi doni ti vengono suggerite per prime.',
          'Apri un’opportunità per vedere la squadra, che cosa comporta e quanti posti sono liberi, poi candidati.',
          'Segui la tua candidatura in Le mie candidature. Quando fai parte di una squadra, i tuoi turni e promemoria compaiono nel Centro servizio, e i badge di riconoscimento danno valore al tuo servizio.',
        ],
      },
      {
        id: 'invite-staff-and-manage-members',
        title: 'Invita lo staff e gestisci i membri',
        summary: 'Per gli amministratori di chiesa: coinvolgi il tuo team e mantieni aggiornato l’elenco dei membri.',
        steps: [
          'Apri Admin chiesa nella barra laterale. Compare quando l’account della tua chiesa ti dà l’accesso da amministratore.',
          'Nella gestione dello staff, invita una persona via email e scegli il suo ruolo: amministratore, responsabile o moderatore.',
          'La persona riceve un invito e lo accetta accedendo o creando un account; ricevi un avviso quando si unisce.',
          'Usa Gestione persone per vedere i tuoi membri, aggiornarne i dati e organizzarli in gruppi e ministeri.',
          'Invia le notizie per tutta la chiesa dal Centro comunicazioni, così tutti le ricevono in un unico posto.',
        ],
      },
      {
        id: 'ai-candles-and-boost-packs',
        title: 'Usa le candele IA e acquista un pacchetto extra',
        summary:
          'Spendi candele negli strumenti di studio e per le prediche con l’IA, e ricarica quando te ne servono altre.',
        steps: [
          'Apri Candele, sotto Account, per vedere il tuo saldo e quanto costa ogni funzione di IA.',
          'Usa una funzione di IA, come una guida di studio o la preparazione di una predica; le candele che costa vengono scalate dal tuo saldo.',
          'Le candele del tuo piano si rinnovano ogni mese. Se te ne servono altre prima, acquista un pacchetto extra: S con {smallPackCandles} candele, M con {mediumPackCandles} o L con {largePackCandles}.',
          'Il prezzo viene mostrato nella tua valuta prima del pagamento, e le candele dei pacchetti extra non scadono mai.',
        ],
      },
      {
        id: 'theme-font-size-and-notifications',
        title: 'Cambia tema, dimensione del testo e notifiche',
        summary: 'Rendi Koinonia comoda da leggere e decidi che cosa ti raggiunge.',
        steps: [
          'Apri Impostazioni e, in Aspetto, scegli il tema Chiaro, Scuro o Automatico. Automatico segue il tuo dispositivo. Anche il pulsante nell’intestazione lo cambia al volo.',
          'Scegli una dimensione del testo Piccola, Media o Grande. La tua scelta viene salvata nel tuo account.',
          'Apri Impostazioni delle notifiche e scegli, per ogni tipo di notifica, se compare nell’app, arriva via email o viene inviata al tuo dispositivo.',
          'Fissa fino a {maxPinned} pagine preferite nella barra laterale per tenerle in cima.',
        ],
      },
      {
        id: 'export-or-delete-your-data',
        title: 'Esporta o elimina i tuoi dati',
        summary: 'Scopri quali dati Koinonia conserva su di te, scaricane una copia o elimina il tuo account.',
        steps: [
          'Per richiedere una copia dei tuoi dati o l’eliminazione del tuo account, invia una richiesta di assistenza (scegli Richieste generali) o scrivi a {privacyEmail}.',
          'Per correggere nome, nome utente o foto, apri Profilo dal menu dell’avatar.',
          'Quando elimini il tuo account, i tuoi dati vengono cancellati entro {deletionDays} giorni, tranne le registrazioni delle offerte che la tua chiesa deve conservare per legge.',
          'Scrivi dall’indirizzo email del tuo account, così sapremo che la richiesta è tua; rispondiamo entro un giorno lavorativo.',
        ],
      },
    ],
  },
  stillNeedHelp: {
    title: 'Ti serve ancora aiuto?',
    body: 'Il nostro team di assistenza legge ogni messaggio e risponde entro un giorno lavorativo. Raccontaci che cosa stavi cercando di fare e che cosa è successo.',
  },
};

export default copy;
