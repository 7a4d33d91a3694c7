import type { FeaturesCopy } from './en';

/** German copy of the five feature pages (prayer wall, Bible reading, events, community chat, volunteer hub). */
const copy: FeaturesCopy = {
  prayerWall: {
    meta: {
      title: 'Gebetswand: gemeinsam beten, Tag und Nacht — Koinonia',
      description:
        'Gebetsanliegen privat, öffentlich oder anonym teilen, Gebetskreise bilden, sehen, wer betet, und erhörte Gebete gemeinsam mit Ihrer Gemeinde feiern.',
    },
    hero: {
      eyebrow: 'Gebetswand',
      title: 'Kein Gebetsanliegen wird allein getragen',
      subtitle: 'Teilen Sie ein Anliegen privat, öffentlich oder anonym, und lassen Sie Ihre Gemeinde mit Ihnen beten.',
    },
    overview: {
      title: 'Gebet im Herzen Ihrer Gemeinde',
      paragraphs: [
        'Gebetsanliegen warten selten bis Sonntag. Über die Gebetswand können Mitglieder zu jeder Stunde um Gebet bitten und wissen, dass andere für sie beten.',
        'Sie entscheiden, wer jedes Anliegen sieht, und erhörte Gebete werden markiert, damit alle Gott danken können.',
      ],
    },
    features: {
      title: 'Was die Gebetswand bietet',
      items: [
        {
          title: 'Privat, öffentlich oder anonym',
          body: 'Behalten Sie ein Anliegen für sich, teilen Sie es mit Ihrer Gemeinde oder veröffentlichen Sie es ohne Ihren Namen.',
        },
        {
          title: 'Gebetskreise',
          body: 'Sammeln Sie einen kleinen Kreis um ein Anliegen, etwa einen Krankenhausaufenthalt oder eine trauernde Familie.',
        },
        {
          title: 'Sehen, wer betet',
          body: 'Sie wissen, dass Menschen für Ihr Anliegen beten – Sie tragen es nie allein.',
        },
        {
          title: 'Erhörte Gebete',
          body: 'Markieren Sie ein Gebet als erhört und ergänzen Sie ein Update, damit andere sich mit Ihnen freuen können.',
        },
        {
          title: 'Benachrichtigungen nach Ihrer Wahl',
          body: 'Erfahren Sie, wenn jemand für Sie betet, und schalten Sie jede Benachrichtigung ein oder aus.',
        },
        {
          title: 'Rund um die Uhr geöffnet',
          body: 'Posten und beten Sie um Mitternacht oder am Mittag, auf dem Handy oder am Computer.',
        },
      ],
    },
    benefits: {
      title: 'Warum das wichtig ist',
      items: [
        {
          title: 'Fürsorge kommt früher an',
          body: 'Anliegen werden geteilt, wenn sie entstehen – nicht erst Tage später.',
        },
        {
          title: 'Leiter sehen die Nöte',
          body: 'Öffentliche Anliegen und Gebetskreise zeigen Pastoren, wo Seelsorge gebraucht wird.',
        },
        {
          title: 'Glaube wächst durch Zeugnis',
          body: 'Erhörte Gebete werden zu einem Zeugnis von Gottes Treue.',
        },
        {
          title: 'Sensible Anliegen bleiben geschützt',
          body: 'Private und anonyme Anliegen ermöglichen es, ohne Angst vor Gerede um Gebet zu bitten.',
        },
      ],
    },
    howItWorks: {
      title: 'So funktioniert es',
      steps: [
        {
          title: 'Anliegen aufschreiben',
          body: 'Schreiben Sie in eigenen Worten, was Sie auf dem Herzen haben.',
        },
        {
          title: 'Sichtbarkeit wählen',
          body: 'Machen Sie es privat, öffentlich oder anonym, oder teilen Sie es mit einem Gebetskreis.',
        },
        {
          title: 'Beten und danken',
          body: 'Beten Sie für andere und markieren Sie Gebetserhörungen, wenn sie kommen.',
        },
      ],
    },
    cta: {
      title: 'Beginnen Sie noch heute, gemeinsam zu beten',
      body: 'Die Gebetswand ist kostenlos. Veröffentlichen Sie Ihr erstes Anliegen in wenigen Minuten.',
    },
  },
  bibleReading: {
    meta: {
      title: 'Bibellesepläne und S.O.A.P.-Tagebuch — Koinonia',
      description:
        'Tägliche Bibellese, geführte Andachten, Lesepläne, Studienanmerkungen, mehrere Übersetzungen, Hörbibel und S.O.A.P.-Tagebuch, damit Gottes Wort Wurzeln schlägt.',
    },
    hero: {
      eyebrow: 'Bibellesen',
      title: 'Jeden Tag Gottes Wort aufschlagen – gemeinsam',
      subtitle:
        'Tägliche Lesungen, geführte Andachten, Lesepläne und ein S.O.A.P.-Tagebuch, die Gottes Wort Wurzeln schlagen lassen.',
    },
    overview: {
      title: 'Eine tägliche Gewohnheit, die bleibt',
      paragraphs: [
        'Mit dem Bibellesen anzufangen ist leicht; dranzubleiben ist schwer. Koinonia schenkt Ihnen jeden Tag einen Bibeltext, eine geführte Andacht und einen Ort, um festzuhalten, was Sie lernen.',
        'Lesen Sie in mehreren Übersetzungen, hören Sie unterwegs und sprechen Sie mit Ihrer Gemeinde über den Text. Studienanmerkungen und KI-Studienhilfen führen Sie tiefer.',
      ],
    },
    features: {
      title: 'Alles zum Lesen und Studieren',
      items: [
        {
          title: 'Tägliche Lesung und Andacht',
          body: 'Jeder Tag bringt einen Bibeltext und eine kurze Andacht zum Nachdenken und Beten.',
        },
        {
          title: 'Lesepläne für jede Etappe',
          body: 'Wählen Sie aus {beginnerPlans} Plänen für Einsteiger und {intermediatePlans} für Fortgeschrittene und verfolgen Sie Ihren Fortschritt Tag für Tag.',
        },
        {
          title: 'S.O.A.P.-Tagebuch',
          body: 'Notieren Sie zu jeder Lesung den Bibelvers (Scripture), Ihre Beobachtung (Observation), die Anwendung (Application) und ein Gebet (Prayer).',
        },
        {
          title: 'Studienanmerkungen und Übersetzungen',
          body: 'Vergleichen Sie mehrere Bibelübersetzungen und lesen Sie Anmerkungen zu Zusammenhang und Bedeutung.',
        },
        {
          title: 'Hörbibel',
          body: 'Hören Sie zu, während Sie Auto fahren, spazieren gehen oder kochen.',
        },
        {
          title: 'Austausch in der Gemeinschaft',
          body: 'Teilen Sie einen Gedanken zum heutigen Text und lesen Sie, was anderen aufgefallen ist.',
        },
      ],
    },
    benefits: {
      title: 'Warum das wichtig ist',
      items: [
        {
          title: 'Beständigkeit über die Zeit',
          body: 'Ein täglicher Rhythmus und sichtbarer Fortschritt helfen Mitgliedern, Woche für Woche zu lesen.',
        },
        {
          title: 'Verstehen statt nur lesen',
          body: 'Andachten, Anmerkungen und Tagebuch machen aus einem Kapitel etwas, das man lebt.',
        },
        {
          title: 'Gottes Wort, wo immer Sie sind',
          body: 'Lesen Sie auf jedem Gerät, speichern Sie Lesungen für die Offline-Nutzung oder hören Sie unterwegs.',
        },
        {
          title: 'Eine Gemeinde im Gleichklang',
          body: 'Gruppen, die demselben Plan folgen, sprechen über eine gemeinsame Lektüre.',
        },
      ],
    },
    howItWorks: {
      title: 'So funktioniert es',
      steps: [
        {
          title: 'Plan auswählen',
          body: 'Beginnen Sie mit der heutigen Lesung oder wählen Sie einen Plan, der zu Ihrer Zeit passt.',
        },
        {
          title: 'Lesen, hören und nachdenken',
          body: 'Lesen oder hören Sie, folgen Sie der Andacht und schreiben Sie einen S.O.A.P.-Eintrag.',
        },
        {
          title: 'Teilen und dranbleiben',
          body: 'Sprechen Sie mit Ihrer Gemeinde über den Text und sehen Sie Ihren Fortschritt wachsen.',
        },
      ],
    },
    cta: {
      title: 'Beginnen Sie heute Ihren ersten Leseplan',
      body: 'Tägliche Lesung, Pläne für Einsteiger und das S.O.A.P.-Tagebuch sind kostenlos, ohne Kreditkarte.',
    },
  },
  events: {
    meta: {
      title: 'Veranstaltungen mit Zusagen und Erinnerungen — Koinonia',
      description:
        'Gemeindeveranstaltungen anlegen, Zusagen sammeln, Erinnerungen senden und die Anwesenheit an allen Standorten erfassen – in einem verlässlichen Kalender.',
    },
    hero: {
      eyebrow: 'Veranstaltungen',
      title: 'Jedes Treffen an einem Ort geplant',
      subtitle:
        'Veranstaltungen anlegen, Zusagen sammeln, Erinnerungen senden und die Anwesenheit an jedem Ort erfassen.',
    },
    overview: {
      title: 'Vom Sonntagsgottesdienst bis zum Missionseinsatz',
      paragraphs: [
        'Gemeindeleben ist voller Begegnungen: Gottesdienste, Jugendabende, gemeinsame Essen und Freizeiten. Koinonia bündelt sie in einem Kalender, dem die Mitglieder vertrauen.',
        'Leiter sehen, wer kommt und wer da war, damit sie vorausplanen und bei denen nachhaken können, die gefehlt haben.',
      ],
    },
    features: {
      title: 'Werkzeuge für jede Veranstaltung',
      items: [
        {
          title: 'Einfach Veranstaltungen anlegen',
          body: 'Titel, Uhrzeit und Ort eintragen und für Ihre Gemeinde, eine Gemeinschaft oder eine Gruppe veröffentlichen.',
        },
        {
          title: 'Zusagen mit einem Fingertipp',
          body: 'Mitglieder antworten im Handumdrehen, und Sie sehen die Zahl wachsen.',
        },
        {
          title: 'Erinnerungen',
          body: 'Wer geantwortet hat, bekommt vor der Veranstaltung eine Erinnerung – so vergessen es weniger.',
        },
        {
          title: 'Anwesenheit erfassen',
          body: 'Halten Sie fest, wer gekommen ist, und vergleichen Sie die Beteiligung von Veranstaltung zu Veranstaltung.',
        },
        {
          title: 'Mehrere Orte',
          body: 'Führen Sie eine Veranstaltung an mehreren Orten oder Standorten durch, jede Adresse klar angezeigt.',
        },
        {
          title: 'Eine Liste für die Mitglieder',
          body: 'Mitglieder sehen die Veranstaltungen ihrer Gemeinde und ihrer Gruppen an einem Ort.',
        },
      ],
    },
    benefits: {
      title: 'Warum das wichtig ist',
      items: [
        {
          title: 'Mehr Teilnehmende',
          body: 'Einfache Zusagen und rechtzeitige Erinnerungen bringen mehr Menschen durch die Tür.',
        },
        {
          title: 'Mit echten Zahlen planen',
          body: 'Wissen, mit wie vielen Personen beim Essen, bei den Sitzplätzen und in der Kinderbetreuung zu rechnen ist.',
        },
        {
          title: 'Fürsorglich nachgehen',
          body: 'Die Anwesenheit zeigt, wer länger gefehlt hat, damit Leiter sich melden können.',
        },
        {
          title: 'Weniger Papierkram',
          body: 'Keine Anmeldezettel oder Tabellen, die nach der Veranstaltung abgeglichen werden müssen.',
        },
      ],
    },
    howItWorks: {
      title: 'So funktioniert es',
      steps: [
        {
          title: 'Veranstaltung anlegen',
          body: 'Legen Sie Datum, Uhrzeit und Orte fest und wählen Sie, wer eingeladen ist.',
        },
        {
          title: 'Antworten sammeln',
          body: 'Mitglieder sagen in der App zu und erhalten Erinnerungen, wenn der Tag näher rückt.',
        },
        {
          title: 'Zusammenkommen und nachfassen',
          body: 'Erfassen Sie am Tag selbst die Anwesenheit und melden Sie sich bei denen, die nicht kommen konnten.',
        },
      ],
    },
    cta: {
      title: 'Planen Sie Ihr nächstes Treffen mit Koinonia',
      body: 'Mitglieder sagen kostenlos zu. Gemeindetarife bieten die vollständige Veranstaltungsplanung – vereinbaren Sie eine Demo, um sie kennenzulernen.',
    },
  },
  communityChat: {
    meta: {
      title: 'Gemeinschafts-Chat, Foren und Nachrichten — Koinonia',
      description:
        'Gemeinschaften, moderierte Foren, Kleingruppen-Chat, Direktnachrichten und Ankündigungen, die Ihre Gemeinde zwischen den Sonntagen verbinden und ermutigen.',
    },
    hero: {
      eyebrow: 'Gemeinschafts-Chat',
      title: 'Verbunden bleiben zwischen den Sonntagen',
      subtitle:
        'Gemeinschaften, moderierte Foren, Kleingruppen-Chat, Nachrichten und Ankündigungen an einem sicheren Ort.',
    },
    overview: {
      title: 'Gemeinschaft über die Kirchentür hinaus',
      paragraphs: [
        'Gemeinschaft endet nicht mit dem Gottesdienst. Jede Gemeinschaft und jede Kleingruppe bekommt einen eigenen Raum, um sich die ganze Woche auszutauschen und einander zu ermutigen.',
        'Leiter veröffentlichen Ankündigungen, Moderatoren sorgen für einen freundlichen Ton in den Foren, und Mitglieder schreiben einander, ohne ihre Telefonnummer weiterzugeben.',
      ],
    },
    features: {
      title: 'Wege, in Kontakt zu bleiben',
      items: [
        {
          title: 'Gemeinschaften',
          body: 'Treten Sie Ihrer Gemeinde, ihren Diensten und Interessengruppen bei – jede mit eigenen Gesprächen.',
        },
        {
          title: 'Moderierte Foren',
          body: 'Sprechen Sie über Glauben und Gemeindeleben, während Moderatoren für einen respektvollen Umgang sorgen.',
        },
        {
          title: 'Kleingruppen-Chat',
          body: 'Ihr Hauskreis oder Bibelkreis bekommt einen eigenen Chat für Gebetsanliegen, Absprachen und Ermutigung.',
        },
        {
          title: 'Direktnachrichten',
          body: 'Schreiben Sie einem Mitglied oder Leiter privat, ohne Ihre Telefonnummer weiterzugeben.',
        },
        {
          title: 'Ankündigungen',
          body: 'Leiter veröffentlichen wichtige Neuigkeiten einmal, und sie erreichen alle Mitglieder der Gemeinschaft.',
        },
        {
          title: 'Kontakte und Engagement-Tafel',
          body: 'Behalten Sie die Menschen, die Sie kennen, in Ihren Kontakten und würdigen Sie Beteiligung auf der Engagement-Tafel.',
        },
      ],
    },
    benefits: {
      title: 'Warum das wichtig ist',
      items: [
        {
          title: 'Niemand geht verloren',
          body: 'Neue finden schon in ihrer ersten Woche eine Gruppe und ein Gespräch.',
        },
        {
          title: 'Sicherer als öffentliche soziale Netzwerke',
          body: 'Gespräche bleiben in Ihrer Gemeinde, moderiert und ohne Werbe-Tracking.',
        },
        {
          title: 'Leiter sparen Zeit',
          body: 'Eine Ankündigung ersetzt eine Kette aus E-Mails, SMS und Beiträgen.',
        },
        {
          title: 'Ermutigung, die sichtbar wird',
          body: 'Die Engagement-Tafel würdigt alle, die beten, dienen und mitmachen.',
        },
      ],
    },
    howItWorks: {
      title: 'So funktioniert es',
      steps: [
        {
          title: 'Gemeinschaften beitreten',
          body: 'Finden Sie Ihre Gemeinde und die Gruppen, zu denen Sie gehören.',
        },
        {
          title: 'Hallo sagen',
          body: 'Stellen Sie sich im Chat Ihrer Kleingruppe vor oder beginnen Sie eine Diskussion im Forum.',
        },
        {
          title: 'In Kontakt bleiben',
          body: 'Verfolgen Sie Ankündigungen und schreiben Sie Freunden – mit Benachrichtigungen, die Sie selbst steuern.',
        },
      ],
    },
    cta: {
      title: 'Holen Sie die Gespräche Ihrer Gemeinde nach Hause',
      body: 'Treten Sie kostenlos bei und finden Sie noch heute Ihre Gemeinschaften, oder vereinbaren Sie eine Demo für Ihr Leitungsteam.',
    },
  },
  volunteerHub: {
    meta: {
      title: 'Ehrenamt: die D.I.V.I.N.E. Dienst-Zentrale — Koinonia',
      description:
        'Mitglieder nach Fähigkeiten und geistlichen Gaben mit Dienstteams verbinden, Einsätze ausschreiben, Bewerbungen prüfen, Dienstpläne erstellen und Danke sagen.',
    },
    hero: {
      eyebrow: 'Ehrenamts-Zentrale',
      title: 'Helfen Sie jedem Mitglied, seinen Platz zum Dienen zu finden',
      subtitle:
        'Die D.I.V.I.N.E. Dienst-Zentrale bringt Menschen nach Fähigkeiten und geistlichen Gaben mit Dienstteams zusammen.',
    },
    overview: {
      title: 'Dienst, der auf vielen Schultern ruht',
      paragraphs: [
        'Viele Gemeinden stützen sich auf wenige treue Ehrenamtliche, während andere darauf warten, gefragt zu werden. Die Dienst-Zentrale zeigt jede offene Aufgabe und wo die Gaben jedes Mitglieds hineinpassen.',
        'Leiter schreiben Einsätze aus, prüfen Bewerbungen und erstellen Dienstpläne, damit Teams vollständig bleiben, ohne jede Woche dieselben Menschen zu fragen.',
      ],
    },
    features: {
      title: 'Alles für Ihre ehrenamtlichen Teams',
      items: [
        {
          title: 'Dienstteams',
          body: 'Sehen Sie Leiter, Mitglieder, Aufgaben und freie Plätze jedes Teams auf einen Blick.',
        },
        {
          title: 'Einsatzbörse',
          body: 'Durchsuchen Sie alle offenen Aufgaben in Ihrer Gemeinde und was dazugehört.',
        },
        {
          title: 'Abgleich nach Fähigkeiten und Gaben',
          body: 'Vorschläge beruhen auf Ihren Fähigkeiten und Ihrem Gabentest: dem Basistest mit {basicQuestions} Fragen oder dem ausführlichen Test mit {comprehensiveQuestions}.',
        },
        {
          title: 'Dienstpläne mit Erinnerungen',
          body: 'Planen Sie, wer wann dient, und Ehrenamtliche erhalten vor jedem Einsatz eine Erinnerung.',
        },
        {
          title: 'Bewerbungen',
          body: 'Mitglieder bewerben sich in wenigen Schritten, und Leiter prüfen, nehmen an und heißen willkommen.',
        },
        {
          title: 'Anerkennungsabzeichen',
          body: 'Abzeichen danken Ehrenamtlichen für treuen Dienst und erreichte Meilensteine.',
        },
      ],
    },
    benefits: {
      title: 'Warum das wichtig ist',
      items: [
        {
          title: 'Mehr Menschen im Dienst',
          body: 'Klare Aufgaben und der Gabenabgleich laden Mitglieder ein, die nie wussten, wo sie anfangen sollen.',
        },
        {
          title: 'Gesündere Teams',
          body: 'Wenn die Last geteilt wird, brennen Ihre treuesten Ehrenamtlichen nicht aus.',
        },
        {
          title: 'Weniger Lücken am Tag selbst',
          body: 'Dienstpläne und Erinnerungen bedeuten weniger verpasste Einsätze und weniger Anrufe in letzter Minute.',
        },
        {
          title: 'Dienst, der gesehen wird',
          body: 'Abzeichen und Dank zeigen Ehrenamtlichen, dass ihr Dienst zählt.',
        },
      ],
    },
    howItWorks: {
      title: 'So funktioniert es',
      steps: [
        {
          title: 'Gaben entdecken',
          body: 'Machen Sie den Test der geistlichen Gaben und sehen Sie, wie Gott Sie zum Dienen begabt hat.',
        },
        {
          title: 'Aufgabe finden und bewerben',
          body: 'Stöbern Sie in der Einsatzbörse und bewerben Sie sich beim Team, das zu Ihnen passt.',
        },
        {
          title: 'Mit Ihrem Team dienen',
          body: 'Ihr Leiter trägt Sie in den Dienstplan ein, und Erinnerungen halten Sie bereit.',
        },
      ],
    },
    cta: {
      title: 'Damit jede Gabe ihren Platz findet',
      body: 'Mitglieder machen den Basis-Gabentest kostenlos. Gemeinden können eine Demo der Ehrenamtsverwaltung vereinbaren.',
    },
  },
};

export default copy;
