import type { LandingCopy } from './en';

/** German copy of the landing page. */
const copy: LandingCopy = {
  meta: {
    title: 'Koinonia — Die Gemeinde-Super-App für Gemeinschaft',
    description:
      'Gebetswand, tägliches Bibellesen, Veranstaltungen, Gruppenchat und Ehrenamt in einer datenschutzfreundlichen App für Mitglieder, Leiter, Pastoren und Team.',
  },
  hero: {
    eyebrow: 'Die Gemeinde-Super-App',
    title: 'Gemeinschaft, die die ganze Woche trägt',
    subtitle:
      'Gebet, Bibel, Veranstaltungen, Chat und Dienst in einer datenschutzfreundlichen App für Ihre Mitglieder, Leiter und Mitarbeitenden.',
  },
  overview: {
    title: 'Ein Zuhause für das gemeinsame Leben Ihrer Gemeinde',
    paragraphs: [
      'Viele Gemeinden jonglieren mit einem Gruppenchat, einer Anmeldeliste, einer Spendenseite und einer Tabelle für Ehrenamtliche. Koinonia bringt all das an einen Ort: Mitglieder finden alles, und Leiter müssen keine Listen mehr von einem Werkzeug ins nächste kopieren.',
      'Mitglieder beten füreinander, lesen täglich in der Bibel und melden sich zum Mitarbeiten. Pastoren und Verwaltung sehen, wer verbunden ist und wo Hilfe gebraucht wird – in {languageCount} Sprachen.',
    ],
  },
  features: {
    title: 'Alles, was Ihre Gemeinde tut, in einer App',
    items: [
      {
        title: 'Gebetswand',
        body: 'Private, öffentliche oder anonyme Anliegen, Gebetskreise und erhörte Gebete – rund um die Uhr geöffnet.',
      },
      {
        title: 'Bibellesen und Tagebuch',
        body: 'Tägliche Lesungen, geführte Andachten, Bibellesepläne, eine Hörbibel und ein S.O.A.P.-Tagebuch.',
      },
      {
        title: 'Veranstaltungen und Gemeinschaft',
        body: 'Zu- und Absagen, Erinnerungen, moderierte Foren, Kleingruppen-Chat, Nachrichten und Ankündigungen.',
      },
      {
        title: 'Dienst-Zentrale',
        body: 'Bringen Sie Mitglieder nach Fähigkeiten und geistlichen Gaben mit Dienstteams zusammen, planen Sie Einsätze und sagen Sie Danke.',
      },
      {
        title: 'Bibelstudium und Predigtvorbereitung mit KI',
        body: 'Studienhilfen und Predigtentwürfe auf Abruf, bezahlt mit den KI-Kerzen, die in jedem Tarif enthalten sind.',
      },
      {
        title: 'Gemeindeverwaltung',
        body: 'Mitgliederverwaltung, Online-Spenden mit Spenderauswertung, Livestream, mehrere Standorte und Content-Studios.',
      },
    ],
  },
  featurePages: {
    title: 'Die Funktionen entdecken',
    items: {
      prayerWall: {
        title: 'Gebetswand',
        body: 'Anliegen teilen, Gebetskreise bilden und gemeinsam über erhörte Gebete staunen.',
      },
      bibleReading: {
        title: 'Bibellesen',
        body: 'Jeden Tag lesen, hören und nachdenken – mit Leseplänen, Andachten und Ihrem S.O.A.P.-Tagebuch.',
      },
      events: {
        title: 'Veranstaltungen',
        body: 'Treffen planen mit Zusagen, Erinnerungen und Anwesenheit an jedem Standort.',
      },
      communityChat: {
        title: 'Gemeinschafts-Chat',
        body: 'Gemeinschaften und Kleingruppen bleiben auch zwischen den Sonntagen sicher im Gespräch.',
      },
      volunteerHub: {
        title: 'Ehrenamts-Zentrale',
        body: 'Helfen Sie jedem Mitglied, einen Platz zum Dienen zu finden, der zu seinen Gaben passt.',
      },
    },
  },
  audiences: {
    title: 'Für alle in Ihrer Gemeinde gemacht',
    items: [
      {
        title: 'Mitglieder',
        body: 'Beten, lesen, Tagebuch schreiben und am Gemeindeleben teilnehmen – vom Handy aus, zu jeder Stunde.',
      },
      {
        title: 'Gruppen- und Dienstleiter',
        body: 'Mit der Gruppe chatten, Ankündigungen teilen, Veranstaltungen planen und ehrenamtliche Aufgaben besetzen.',
      },
      {
        title: 'Pastoren',
        body: 'Sehen, wo Ihre Gemeinde Seelsorge braucht, und Predigten und Bibelarbeiten mit KI-Unterstützung vorbereiten.',
      },
      {
        title: 'Gemeindeverwaltung und Ehrenamtliche',
        body: 'Mitglieder, Spenden, Standorte und Dienstpläne verwalten – ohne eine Schublade voller Tabellen.',
      },
    ],
  },
  benefits: {
    title: 'Warum Gemeinden sich für Koinonia entscheiden',
    items: [
      {
        title: 'Weniger Verwaltung, mehr Gemeindearbeit',
        body: 'Eine App ersetzt den Flickenteppich aus Werkzeugen, damit Mitarbeitende ihre Zeit mit Menschen verbringen.',
      },
      {
        title: 'Mitglieder, die verbunden bleiben',
        body: 'Gebet, Bibellesen und Chat geben Menschen einen Grund, auch zwischen den Sonntagen wiederzukommen.',
      },
      {
        title: 'Bereit für jeden Standort',
        body: 'Verwalten Sie mehrere Standorte mit einem Konto und halten Sie Veranstaltungen an mehreren Orten ab.',
      },
      {
        title: 'In der Sprache jedes Mitglieds',
        body: 'Jede Person wählt ihre Sprache und ein helles oder dunkles Design und kann Inhalte offline speichern.',
      },
    ],
  },
  howItWorks: {
    title: 'So funktioniert es',
    steps: [
      {
        title: 'Kostenloses Konto erstellen',
        body: 'Registrieren Sie sich in einer Minute, ohne Kreditkarte, und wählen Sie Ihre Sprache.',
      },
      {
        title: 'Gemeinde beitreten oder anlegen',
        body: 'Finden Sie Ihre Gemeinde und Ihre Gruppen, oder holen Sie Ihre Gemeinde mit einem Gemeindetarif dazu.',
      },
      {
        title: 'Beten, lesen, zusammenkommen und dienen',
        body: 'Beginnen Sie mit der heutigen Lesung oder einem Gebetsanliegen und wachsen Sie von dort aus weiter.',
      },
    ],
  },
  cta: {
    title: 'Bringen Sie Ihre Gemeinde an einem Ort zusammen',
    body: 'Starten Sie noch heute kostenlos, oder vereinbaren Sie eine Demo, und wir führen Ihr Team Schritt für Schritt durch Koinonia.',
  },
};

export default copy;
