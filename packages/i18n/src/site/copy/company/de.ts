import type { CompanyCopy } from './en';

/** German copy of the about-us, AI candles and contact-us pages. */
const copy: CompanyCopy = {
  aboutUs: {
    meta: {
      title: 'Über Koinonia: Gemeinschaft für die ganze Gemeinde',
      description:
        'Warum es Koinonia gibt: ein privates, werbefreies Zuhause für Gebet, Bibel und Gemeindeleben, mit Gemeinden entwickelt, damit Pastoren Zeit für Menschen haben.',
    },
    hero: {
      eyebrow: 'Über uns',
      title: 'Gemacht für Gemeinschaft',
      subtitle:
        'Gebet, Bibel, Dienst und Gemeindeleben an einem Ort, damit Ihre Gemeinde auch zwischen den Sonntagen verbunden bleibt.',
    },
    overview: {
      title: 'Warum es Koinonia gibt',
      paragraphs: [
        'Koinonia ist das griechische Wort, mit dem die erste Gemeinde ihre Gemeinschaft beschrieb: ein gemeinsames Leben in der Lehre, im Gebet, im Brotbrechen und in der Sorge füreinander. Für dieses gemeinsame Leben bauen wir.',
        'Viele Gemeinden behelfen sich mit einem Flickenteppich aus Gruppenchats, Eintragungslisten auf Papier und getrennten Spendenwerkzeugen. Pastoren verbringen ihre Abende mit Verwaltung, während Mitglieder unbemerkt aus dem Blick geraten. Koinonia führt alles zusammen, damit Verantwortliche ihre Zeit den Menschen schenken können.',
      ],
    },
    features: {
      title: 'Was wir entwickeln',
      items: [
        {
          title: 'Gebet und Bibel',
          body: 'Die Gebetswand, das S.O.A.P.-Tagebuch, die tägliche Bibellese, Bibellesepläne und eine Hörbibel.',
        },
        {
          title: 'Gemeinschaft',
          body: 'Gemeinschaften, moderierte Foren, Kleingruppen-Chat, Nachrichten und Ankündigungen.',
        },
        {
          title: 'Veranstaltungen',
          body: 'Zu- und Absagen, Erinnerungen, Anwesenheitserfassung und mehrere Orte.',
        },
        {
          title: 'Dienen',
          body: 'Die D.I.V.I.N.E. Dienst-Zentrale bringt Ehrenamtliche und Dienstteams anhand ihrer Fähigkeiten und geistlichen Gaben zusammen.',
        },
        {
          title: 'Gemeindeverwaltung',
          body: 'Mitgliederverwaltung, Kommunikation mit der ganzen Gemeinde und Online-Spenden mit Spenderauswertungen.',
        },
        {
          title: 'Werkzeuge für den Dienst',
          body: 'KI-Studienhilfen, Predigtvorbereitung, Livestreams und Veröffentlichung mit einem Klick auf über 11 Plattformen.',
        },
      ],
    },
    benefits: {
      title: 'Wofür wir stehen',
      items: [
        {
          title: 'Datenschutz zuerst',
          body: 'Kein Werbetracking, keine Analyse durch Dritte, kein Weiterverkauf von Daten. Ein Gebetsanliegen ist Vertrauenssache, kein Produkt.',
        },
        {
          title: 'Mit Gemeinden entwickelt',
          body: 'Gestaltet für echte Gemeindewochen: Gottesdienste, Hauskreise unter der Woche, Dienstpläne und die Menschen, die sie leiten.',
        },
        {
          title: 'Die Sprache jedes Mitglieds',
          body: 'Koinonia spricht {languageCount} Sprachen, damit alle in ihrer Herzenssprache beten und lesen können.',
        },
        {
          title: 'Kostenlos beginnen',
          body: 'Mitglieder starten mit unserem kostenlosen Tarif, ohne Kreditkarte, und können so lange bleiben, wie sie möchten.',
        },
      ],
    },
    howItWorks: {
      title: 'So fangen Sie an',
      steps: [
        {
          title: 'Kostenloses Konto erstellen',
          body: 'Wählen Sie Ihre Sprache und öffnen Sie dann die Gebetswand und die heutige Bibellese.',
        },
        {
          title: 'Ihrer Gemeinde beitreten',
          body: 'Finden Sie Ihre Gemeinde und ihre Gruppen, oder richten Sie Ihre Gemeinde mit einem Gemeindetarif ein.',
        },
        {
          title: 'Gemeinsam wachsen',
          body: 'Füreinander beten, gemeinsam lesen und mit den Gaben dienen, die Gott uns geschenkt hat.',
        },
      ],
    },
    cta: {
      title: 'Kommen Sie und sehen Sie selbst',
      body: 'Starten Sie kostenlos als Mitglied, oder lernen Sie Koinonia mit Ihrem Gemeindeteam in einer Demo kennen.',
    },
  },
  candlesInfo: {
    meta: {
      title: 'KI-Kerzen: Guthaben für Studienhilfen und Predigten',
      description:
        'So funktionieren KI-Kerzen: ein monatliches Kontingent in jedem Tarif für Studienhilfen, Predigten, KI-Audio und -Video, dazu Zusatzpakete ohne Verfallsdatum.',
    },
    hero: {
      eyebrow: 'KI-Kerzen',
      title: 'Ein einfaches Guthaben für alle KI-Funktionen',
      subtitle:
        'Mit Kerzen bezahlen Sie Studienhilfen, Predigtvorbereitung, die KI-Hörbibel und KI-Videos. Jeder Tarif enthält sie.',
    },
    overview: {
      title: 'Was ist eine KI-Kerze?',
      paragraphs: [
        'Eine KI-Kerze ist ein Guthaben, das Sie für die KI-Funktionen von Koinonia einsetzen. Jeder Tarif, auch der kostenlose, enthält jeden Monat Kerzen.',
        'Die Kerzen Ihres Tarifs erneuern sich monatlich. Zusatzpakete bringen Kerzen, die nie verfallen, und Gemeinden erhalten Treuekerzen, wenn sie bei uns bleiben.',
      ],
    },
    features: {
      title: 'KI-Kerzen auf einen Blick',
      items: [
        {
          title: 'Studienhilfen',
          body: 'Eine Anleitung zu jedem Bibeltext oder Thema, mit Gesprächsfragen für Ihre Gruppe.',
        },
        {
          title: 'Predigtvorbereitung',
          body: 'Skizzieren Sie eine Botschaft und sammeln Sie Querverweise – und machen Sie sie dann zu Ihrer eigenen.',
        },
        {
          title: 'KI-Hörbibel',
          body: 'Hören Sie die Bibel vorgelesen, auf dem Weg zur Arbeit oder vor dem Einschlafen.',
        },
        {
          title: 'KI-Video',
          body: 'Machen Sie aus einem Predigtgedanken oder einem Bibeltext ein kurzes Video für Ihre Gemeinde.',
        },
        {
          title: 'Ihr Guthaben im Blick',
          body: 'Ihre Kerzen-Seite zeigt immer, wie viele Sie noch haben.',
        },
        {
          title: 'Im Handumdrehen aufladen',
          body: 'Kaufen Sie ein Zusatzpaket, wann immer Sie mehr brauchen – in jedem Tarif.',
        },
      ],
    },
    benefits: {
      title: 'Warum Kerzen',
      items: [
        {
          title: 'In jedem Tarif enthalten',
          body: 'Mitglieder und Gemeinden erhalten vom ersten Tag an ein monatliches Kontingent.',
        },
        {
          title: 'Keine bösen Überraschungen',
          body: 'Sie verbrauchen nur Kerzen, die Sie bereits haben; nutzungsabhängige Kosten gibt es nicht.',
        },
        {
          title: 'Aufladungen, die bleiben',
          body: 'Kerzen aus Zusatzpaketen verfallen nie – nichts, was Sie kaufen, geht verloren.',
        },
        {
          title: 'Ihre Worte bleiben Ihre',
          body: 'Was Sie eingeben, wird nur verarbeitet, um Ihnen zu antworten, niemals für Werbung.',
        },
      ],
    },
    howItWorks: {
      title: 'So funktionieren Kerzen',
      steps: [
        {
          title: 'Tarif wählen',
          body: 'Jeder Tarif, auch der kostenlose, enthält monatliche Kerzen.',
        },
        {
          title: 'KI-Funktionen nutzen',
          body: 'Jede Studienhilfe, jeder Predigtentwurf, jedes Audiokapitel und jedes Video verbraucht Kerzen.',
        },
        {
          title: 'Bei Bedarf aufladen',
          body: 'Fügen Sie jederzeit ein Zusatzpaket hinzu; Gemeinden erhalten außerdem Treuekerzen.',
        },
      ],
    },
    cta: {
      title: 'KI-Unterstützung für Ihr Bibelstudium und Ihren Dienst',
      body: 'Starten Sie kostenlos mit monatlichen Kerzen, oder kaufen Sie ein Zusatzpaket, wenn Sie mehr brauchen.',
    },
    allotments: {
      title: 'Kerzen je Tarif',
      body: 'Jeder Tarif enthält ein monatliches Kontingent an KI-Kerzen, das sich jeden Monat erneuert.',
    },
    boostPacks: {
      title: 'Zusatzpakete',
      body: 'Einmalige Aufladungen in drei Größen, für jeden Tarif. Kerzen aus Zusatzpaketen verfallen nie.',
    },
    loyalty: {
      title: 'Treuekerzen für Gemeinden',
      body: 'Gemeindetarife erhalten zweimal im Jahr zusätzliche Kerzen – als Dank dafür, dass sie Koinonia treu bleiben.',
    },
  },
  contactUs: {
    meta: {
      title: 'Kontakt zu Koinonia: Support, Demos und Fragen',
      description:
        'So erreichen Sie das Koinonia-Team: Hilfe zu Ihrem Konto, Gemeinde- und Enterprise-Tarife, eine Demo oder einfach eine Frage. Wir beantworten jede Nachricht.',
    },
    hero: {
      eyebrow: 'Kontakt',
      title: 'Wir freuen uns, von Ihnen zu hören',
      subtitle: 'Hilfe, eine Demo oder eine Antwort: Wählen Sie den Weg, der zu Ihnen passt.',
    },
    channels: {
      title: 'Wie können wir helfen?',
      items: {
        contact: {
          title: 'Schreiben Sie uns',
          body: 'Fragen, Ideen oder Rückmeldungen: Jemand aus unserem Team antwortet Ihnen.',
          link: 'Nachricht schreiben',
        },
        support: {
          title: 'Support erhalten',
          body: 'Probleme bei der Anmeldung, Fragen zu Ihrem Tarif oder Ihren Kerzen, oder etwas funktioniert nicht.',
          link: 'Hilfe anfragen',
        },
        enterprise: {
          title: 'Gemeinde- und Enterprise-Tarife',
          body: 'Sie planen Koinonia für eine große Gemeinde, mehrere Standorte oder ein Netzwerk von Gemeinden? Lassen Sie uns sprechen.',
          link: 'Mit unserem Team sprechen',
        },
        demo: {
          title: 'Koinonia in Aktion erleben',
          body: 'Eine Live-Vorführung für Ihre Pastoren und Mitarbeitenden.',
          link: 'Demo anfragen',
        },
      },
    },
    address: {
      title: 'Postanschrift des Unternehmens',
      lines: ['Koinonia', '100 Fellowship Way', 'Suite 200', 'Nashville, TN 37203', 'Vereinigte Staaten'],
    },
    email: {
      title: 'Schreiben Sie uns eine E-Mail',
      support: 'Support: {email}',
      privacy: 'Datenschutz: {email}',
    },
    responseTime: 'Support- und Gemeindeanfragen beantworten wir innerhalb eines Werktags, andere Nachrichten innerhalb von zwei Werktagen.',
  },
};

export default copy;
