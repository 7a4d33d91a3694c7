import type { FeaturesCopy } from './en';

/** Italian copy of the five feature pages (prayer wall, Bible reading, events, community chat, volunteer hub). */
const copy: FeaturesCopy = {
  prayerWall: {
    meta: {
      title: 'Muro della preghiera: insieme giorno e notte — Koinonia',
      description:
        'Condividi richieste di preghiera in privato, in pubblico o in anonimo, raduna cerchie di preghiera, vedi chi prega e celebra le risposte con la tua chiesa.',
    },
    hero: {
      eyebrow: 'Muro della preghiera',
      title: 'Nessuna richiesta di preghiera portata da soli',
      subtitle:
        'Condividi un bisogno in privato, in pubblico o in forma anonima, e lascia che la tua chiesa preghi con te.',
    },
    overview: {
      title: 'La preghiera al centro della tua chiesa',
      paragraphs: [
        'I bisogni di preghiera raramente aspettano la domenica. Il Muro della preghiera permette ai membri di chiedere preghiera a qualsiasi ora e di sapere che altri stanno pregando.',
        'Sei tu a decidere chi vede ogni richiesta, e le preghiere esaudite vengono segnalate perché tutti possano rendere grazie.',
      ],
    },
    features: {
      title: 'Che cosa offre il Muro della preghiera',
      items: [
        {
          title: 'Privata, pubblica o anonima',
          body: 'Tieni una richiesta per te, condividila con la tua chiesa o pubblicala senza il tuo nome.',
        },
        {
          title: 'Cerchie di preghiera',
          body: 'Raduna una piccola cerchia attorno a un bisogno, come un ricovero in ospedale o una famiglia in lutto.',
        },
        {
          title: 'Vedi chi sta pregando',
          body: 'Sappi che ci sono persone che pregano per la tua richiesta, così non la porti mai da solo.',
        },
        {
          title: 'Preghiere esaudite',
          body: 'Segna una preghiera come esaudita e aggiungi un aggiornamento, perché altri possano gioire con te.',
        },
        {
          title: 'Notifiche a tua scelta',
          body: 'Sappi quando qualcuno prega per te, e attiva o disattiva ogni avviso.',
        },
        {
          title: 'Aperto a ogni ora',
          body: 'Pubblica e prega a mezzanotte o a mezzogiorno, dal telefono o dal computer.',
        },
      ],
    },
    benefits: {
      title: 'Perché è importante',
      items: [
        {
          title: 'La cura arriva prima',
          body: 'I bisogni vengono condivisi quando nascono, non giorni dopo.',
        },
        {
          title: 'I responsabili vedono i bisogni',
          body: 'Le richieste pubbliche e le cerchie mostrano ai pastori dove serve cura.',
        },
        {
          title: 'La fede cresce con la testimonianza',
          body: 'Le preghiere esaudite diventano una memoria della fedeltà di Dio.',
        },
        {
          title: 'I bisogni delicati restano al sicuro',
          body: 'Le richieste private e anonime permettono di chiedere preghiera senza timore di pettegolezzi.',
        },
      ],
    },
    howItWorks: {
      title: 'Come funziona',
      steps: [
        {
          title: 'Scrivi la tua richiesta',
          body: 'Racconta ciò che hai nel cuore, con parole tue.',
        },
        {
          title: 'Scegli chi la vede',
          body: 'Rendila privata, pubblica o anonima, oppure condividila con una cerchia di preghiera.',
        },
        {
          title: 'Prega e rendi grazie',
          body: 'Prega per gli altri e segna le risposte quando arrivano.',
        },
      ],
    },
    cta: {
      title: 'Cominciate oggi a pregare insieme',
      body: 'Il Muro della preghiera è gratuito. Pubblica la tua prima richiesta in pochi minuti.',
    },
  },
  bibleReading: {
    meta: {
      title: 'Piani di lettura biblica e diario S.O.A.P. — Koinonia',
      description:
        'Letture bibliche quotidiane, meditazioni guidate, piani di lettura, note di studio, più traduzioni, Bibbia audio e diario S.O.A.P. per radicarsi nella Parola.',
    },
    hero: {
      eyebrow: 'Lettura biblica',
      title: 'Aprite la Parola ogni giorno, insieme',
      subtitle:
        'Letture quotidiane, meditazioni guidate, piani di lettura e un diario S.O.A.P. che aiutano la Scrittura a mettere radici.',
    },
    overview: {
      title: 'Un’abitudine quotidiana che dura',
      paragraphs: [
        'Iniziare a leggere la Bibbia è facile; continuare è difficile. Koinonia ti offre ogni giorno un brano, una meditazione guidata e uno spazio per scrivere ciò che impari.',
        'Leggi in più traduzioni, ascolta mentre sei in movimento e parla del brano con la tua chiesa. Le note di studio e le guide di studio con l’IA ti portano più in profondità.',
      ],
    },
    features: {
      title: 'Tutto per leggere e studiare',
      items: [
        {
          title: 'Lettura e meditazione quotidiana',
          body: 'Ogni giorno porta un brano e una breve meditazione su cui riflettere e pregare.',
        },
        {
          title: 'Piani di lettura per ogni fase',
          body: 'Scegli tra {beginnerPlans} piani per principianti e {intermediatePlans} di livello intermedio e segui i tuoi progressi giorno per giorno.',
        },
        {
          title: 'Diario S.O.A.P.',
          body: 'Annota per ogni lettura la Scrittura (Scripture), la tua Osservazione, la sua Applicazione e una Preghiera (Prayer).',
        },
        {
          title: 'Note di studio e traduzioni',
          body: 'Confronta più traduzioni della Bibbia e leggi note di studio sul contesto e sul significato.',
        },
        {
          title: 'Bibbia audio',
          body: 'Ascoltala mentre guidi, cammini o cucini.',
        },
        {
          title: 'Confronto in comunità',
          body: 'Condividi una riflessione sul brano di oggi e leggi che cosa hanno notato gli altri.',
        },
      ],
    },
    benefits: {
      title: 'Perché è importante',
      items: [
        {
          title: 'Costanza nel tempo',
          body: 'Un ritmo quotidiano e progressi visibili aiutano i membri a leggere settimana dopo settimana.',
        },
        {
          title: 'Capire, non solo leggere',
          body: 'Meditazioni, note e diario trasformano un capitolo in qualcosa da vivere.',
        },
        {
          title: 'La Scrittura ovunque tu sia',
          body: 'Leggi su qualsiasi dispositivo, salva le letture per usarle offline o ascoltale in movimento.',
        },
        {
          title: 'Una chiesa in sintonia',
          body: 'I gruppi che seguono lo stesso piano dialogano a partire da una lettura comune.',
        },
      ],
    },
    howItWorks: {
      title: 'Come funziona',
      steps: [
        {
          title: 'Scegli un piano',
          body: 'Inizia dalla lettura di oggi o scegli un piano adatto al tuo tempo.',
        },
        {
          title: 'Leggi, ascolta e medita',
          body: 'Leggi o ascolta, segui la meditazione e scrivi una pagina S.O.A.P.',
        },
        {
          title: 'Condividi e vai avanti',
          body: 'Parla del brano con la tua chiesa e guarda crescere i tuoi progressi.',
        },
      ],
    },
    cta: {
      title: 'Inizia oggi il tuo primo piano di lettura',
      body: 'La lettura quotidiana, i piani per principianti e il diario S.O.A.P. sono gratuiti, senza carta.',
    },
  },
  events: {
    meta: {
      title: 'Eventi della chiesa con conferme e promemoria — Koinonia',
      description:
        'Crea eventi della chiesa, raccogli le conferme, invia promemoria e registra le presenze in ogni luogo e sede, in un unico calendario di cui i membri si fidano.',
    },
    hero: {
      eyebrow: 'Eventi',
      title: 'Ogni incontro, organizzato in un unico luogo',
      subtitle:
        'Crea eventi, raccogli le conferme di partecipazione, invia promemoria e registra le presenze in ogni sede.',
    },
    overview: {
      title: 'Dal culto della domenica al viaggio missionario',
      paragraphs: [
        'La vita della chiesa è piena di incontri: culti, serate giovani, pasti comunitari e ritiri. Koinonia li riunisce in un calendario di cui i membri si fidano.',
        'I responsabili vedono chi verrà e chi è venuto, così possono organizzarsi per tempo e cercare chi è mancato.',
      ],
    },
    features: {
      title: 'Strumenti per ogni evento',
      items: [
        {
          title: 'Creare eventi è semplice',
          body: 'Aggiungi titolo, orario e luogo, e pubblica per la tua chiesa, una comunità o un gruppo.',
        },
        {
          title: 'Conferma con un tocco',
          body: 'I membri rispondono in un attimo e tu vedi crescere il numero.',
        },
        {
          title: 'Promemoria',
          body: 'Chi ha risposto riceve un promemoria prima dell’evento, così meno persone se ne dimenticano.',
        },
        {
          title: 'Registro delle presenze',
          body: 'Registra chi è venuto e confronta la partecipazione da un evento all’altro.',
        },
        {
          title: 'Più luoghi',
          body: 'Organizza un evento in più luoghi o sedi, con ogni indirizzo ben visibile.',
        },
        {
          title: 'Un unico elenco per i membri',
          body: 'I membri vedono insieme gli eventi della loro chiesa e dei loro gruppi.',
        },
      ],
    },
    benefits: {
      title: 'Perché è importante',
      items: [
        {
          title: 'Più partecipazione',
          body: 'Risposte facili e promemoria puntuali portano più persone oltre la porta.',
        },
        {
          title: 'Organizza con numeri reali',
          body: 'Sai quante persone aspettarti per i pasti, i posti a sedere e l’accoglienza dei bambini.',
        },
        {
          title: 'Un seguito pieno di cura',
          body: 'Le presenze mostrano chi manca da un po’, così i responsabili possono farsi vicini.',
        },
        {
          title: 'Meno scartoffie',
          body: 'Niente fogli di iscrizione o fogli di calcolo da far quadrare dopo l’evento.',
        },
      ],
    },
    howItWorks: {
      title: 'Come funziona',
      steps: [
        {
          title: 'Crea l’evento',
          body: 'Imposta data, orario e luoghi, e scegli chi invitare.',
        },
        {
          title: 'Raccogli le risposte',
          body: 'I membri confermano nell’app e ricevono promemoria man mano che il giorno si avvicina.',
        },
        {
          title: 'Incontratevi e seguite le persone',
          body: 'Registra le presenze il giorno stesso e contatta chi non è potuto venire.',
        },
      ],
    },
    cta: {
      title: 'Organizza il tuo prossimo incontro con Koinonia',
      body: 'I membri confermano gratis. I piani per chiese aggiungono l’organizzazione completa degli eventi; prenota una demo per vederla.',
    },
  },
  communityChat: {
    meta: {
      title: 'Chat della comunità, forum e messaggi — Koinonia',
      description:
        'Comunità, forum moderati, chat dei piccoli gruppi, messaggi diretti e annunci che mantengono la tua chiesa unita e incoraggiata tra una domenica e l’altra.',
    },
    hero: {
      eyebrow: 'Chat della comunità',
      title: 'Restate in contatto tra una domenica e l’altra',
      subtitle: 'Comunità, forum moderati, chat dei piccoli gruppi, messaggi e annunci in un unico luogo sicuro.',
    },
    overview: {
      title: 'Comunione oltre la porta della chiesa',
      paragraphs: [
        'La comunione non finisce quando finisce il culto. Ogni comunità e ogni piccolo gruppo ha il suo spazio per parlare e incoraggiarsi a vicenda per tutta la settimana.',
        'I responsabili pubblicano annunci, i moderatori mantengono i forum cordiali e i membri si scrivono senza condividere il numero di telefono.',
      ],
    },
    features: {
      title: 'Modi per restare in contatto',
      items: [
        {
          title: 'Comunità',
          body: 'Unisciti alla tua chiesa, ai suoi ministeri e ai gruppi di interesse, ognuno con le proprie conversazioni.',
        },
        {
          title: 'Forum moderati',
          body: 'Parla di fede e di vita di chiesa mentre i moderatori mantengono il rispetto.',
        },
        {
          title: 'Chat dei piccoli gruppi',
          body: 'Il tuo gruppo familiare o studio biblico ha una chat tutta sua per richieste di preghiera, programmi e incoraggiamento.',
        },
        {
          title: 'Messaggi diretti',
          body: 'Scrivi in privato a un membro o a un responsabile senza condividere il tuo numero di telefono.',
        },
        {
          title: 'Annunci',
          body: 'I responsabili pubblicano una notizia importante una volta sola, e raggiunge tutti i membri della comunità.',
        },
        {
          title: 'Contatti e Bacheca della partecipazione',
          body: 'Tieni nei tuoi contatti le persone che conosci e celebra la partecipazione sulla Bacheca della partecipazione.',
        },
      ],
    },
    benefits: {
      title: 'Perché è importante',
      items: [
        {
          title: 'Nessuno resta indietro',
          body: 'I nuovi arrivati trovano un gruppo e una conversazione fin dalla prima settimana.',
        },
        {
          title: 'Più sicura dei social pubblici',
          body: 'Le conversazioni restano nella tua chiesa, con moderazione e senza tracciamento pubblicitario.',
        },
        {
          title: 'I responsabili risparmiano tempo',
          body: 'Un solo annuncio sostituisce una catena di email, SMS e post.',
        },
        {
          title: 'Un incoraggiamento che si vede',
          body: 'La Bacheca della partecipazione mette in luce chi prega, serve e partecipa.',
        },
      ],
    },
    howItWorks: {
      title: 'Come funziona',
      steps: [
        {
          title: 'Unisciti alle tue comunità',
          body: 'Trova la tua chiesa e i gruppi di cui fai parte.',
        },
        {
          title: 'Saluta',
          body: 'Presentati nella chat del tuo piccolo gruppo o apri una discussione nel forum.',
        },
        {
          title: 'Resta in contatto',
          body: 'Segui gli annunci e scrivi agli amici, con notifiche che controlli tu.',
        },
      ],
    },
    cta: {
      title: 'Riporta a casa le conversazioni della tua chiesa',
      body: 'Iscriviti gratis e trova oggi le tue comunità, oppure prenota una demo per il tuo team di responsabili.',
    },
  },
  volunteerHub: {
    meta: {
      title: 'Volontariato: il Centro servizio D.I.V.I.N.E. — Koinonia',
      description:
        'Abbina i membri alle squadre di ministero per capacità e doni spirituali, pubblica opportunità, valuta candidature, organizza turni e ringrazia i volontari.',
    },
    hero: {
      eyebrow: 'Centro volontariato',
      title: 'Aiuta ogni membro a trovare il suo posto per servire',
      subtitle:
        'Il Centro servizio D.I.V.I.N.E. abbina le persone alle squadre di ministero in base a capacità e doni spirituali.',
    },
    overview: {
      title: 'Un servizio condiviso da molti',
      paragraphs: [
        'Molte chiese si reggono su pochi volontari fedeli, mentre altri aspettano che qualcuno glielo chieda. Il Centro servizio mostra ogni ruolo scoperto e dove si inseriscono i doni di ciascun membro.',
        'I responsabili pubblicano opportunità, valutano le candidature e preparano i turni, così le squadre restano al completo senza chiedere ogni settimana alle stesse persone.',
      ],
    },
    features: {
      title: 'Tutto per le tue squadre di volontari',
      items: [
        {
          title: 'Squadre di ministero',
          body: 'Vedi in un’unica schermata responsabili, membri, ruoli e posti liberi di ogni squadra.',
        },
        {
          title: 'Bacheca delle opportunità',
          body: 'Sfoglia ogni ruolo scoperto nella tua chiesa e scopri che cosa comporta.',
        },
        {
          title: 'Abbinamento per capacità e doni',
          body: 'I suggerimenti si basano sulle tue capacità e sulla tua valutazione dei doni: quella base, con {basicQuestions} domande, o quella completa, con {comprehensiveQuestions}.',
        },
        {
          title: 'Turni con promemoria',
          body: 'Pianifica chi serve e quando, e i volontari ricevono un promemoria prima di ogni turno.',
        },
        {
          title: 'Candidature',
          body: 'I membri si candidano in pochi passaggi, e i responsabili valutano, accettano e danno il benvenuto.',
        },
        {
          title: 'Badge di riconoscimento',
          body: 'I badge ringraziano i volontari per il servizio fedele e i traguardi raggiunti.',
        },
      ],
    },
    benefits: {
      title: 'Perché è importante',
      items: [
        {
          title: 'Più persone al servizio',
          body: 'Ruoli chiari e abbinamento per doni coinvolgono membri che non sapevano da dove cominciare.',
        },
        {
          title: 'Squadre più sane',
          body: 'Condividere il carico aiuta i tuoi volontari più fedeli a non esaurirsi.',
        },
        {
          title: 'Meno buchi nel giorno stabilito',
          body: 'Turni e promemoria significano meno assenze e meno telefonate dell’ultimo minuto.',
        },
        {
          title: 'Un servizio che si vede',
          body: 'Badge e ringraziamenti mostrano ai volontari che il loro servizio conta.',
        },
      ],
    },
    howItWorks: {
      title: 'Come funziona',
      steps: [
        {
          title: 'Scopri i tuoi doni',
          body: 'Fai la valutazione dei doni spirituali per capire come Dio ti ha preparato a servire.',
        },
        {
          title: 'Trova un ruolo e candidati',
          body: 'Sfoglia la bacheca delle opportunità e candidati nella squadra più adatta a te.',
        },
        {
          title: 'Servi con la tua squadra',
          body: 'Il tuo responsabile ti inserisce nei turni e i promemoria ti tengono pronto.',
        },
      ],
    },
    cta: {
      title: 'Aiuta ogni dono a trovare il suo posto',
      body: 'I membri fanno gratis la valutazione base dei doni. Le chiese possono prenotare una demo della gestione dei volontari.',
    },
  },
};

export default copy;
