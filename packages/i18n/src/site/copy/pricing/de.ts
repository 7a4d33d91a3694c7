import type { PricingCopy } from './en';

/** German copy of the pricing page. */
const copy: PricingCopy = {
  meta: {
    title: 'Preise: Tarife für Mitglieder und Gemeinden — Koinonia',
    description:
      'Koinonia-Tarife im Vergleich: kostenlos starten, KI-Kerzen nach Bedarf ergänzen oder die ganze Gemeinde ausstatten – für Mitglieder, Spenden und Ehrenamt.',
  },
  hero: {
    eyebrow: 'Preise',
    title: 'Ein Tarif für jeden Gläubigen und jede Gemeinde',
    subtitle:
      'Starten Sie kostenlos mit der Gebetswand, der täglichen Bibellese und Ihrem S.O.A.P.-Tagebuch. Nutzen Sie KI-Werkzeuge, wenn Sie sie brauchen, oder bringen Sie Ihre ganze Gemeinde mit einem Gemeindetarif zusammen.',
  },
  tabs: {
    label: 'Tarife für',
    individual: 'Einzelne Mitglieder',
    individualGoal: 'Für geistliches Wachstum und Zugehörigkeit',
    church: 'Gemeindetarife',
    churchGoal: 'Für Beteiligung und Wachstum',
  },
  billing: {
    label: 'Abrechnungszeitraum',
    monthly: 'Monatlich',
    yearly: 'Jährlich',
    yearlySaving: '2 Monate gratis',
  },
  price: {
    free: 'Kostenlos',
    noCard: 'Keine Kreditkarte nötig',
    perMonth: '/Monat',
    perYear: '/Jahr',
    billedYearly: '{amount} bei jährlicher Abrechnung',
    candlesPerMonth: '{count} KI-Kerzen pro Monat',
    contactUs: 'Individueller Preis',
    vatIncluded: 'Preise inkl. {rate} % MwSt.',
    shownIn: 'Preise in {currency} für {country}.',
    usdFallback: 'Preise in US-Dollar.',
  },
  popular: 'Am beliebtesten',
  choose: 'Jetzt starten',
  contactSales: 'Vertrieb kontaktieren',
  everythingIn: 'Alles aus {plan}, dazu:',
  plans: {
    disciple: {
      tagline: 'Alles, was Sie brauchen, um zu beten, in der Bibel zu lesen und dazuzugehören.',
      features: [
        'Gebetswand mit privaten, öffentlichen und anonymen Anliegen',
        'S.O.A.P.-Tagebuch',
        'Gespräche in der Gemeinschaft',
        'Tägliche Bibellese',
        'Bibellesepläne für Einsteiger',
        'Grundlegende Werkzeuge für das Bibelstudium',
        'Test der geistlichen Gaben ({basicQuestions} Fragen)',
      ],
    },
    servant: {
      tagline: 'Vertiefen Sie Ihr Bibelstudium und entdecken Sie, mit welchen Gaben Gott Sie zum Dienen beschenkt hat.',
      features: [
        'Ausführlicher Test der geistlichen Gaben ({comprehensiveQuestions} Fragen)',
        'Erweiterte Auswertungen',
        'Bevorzugter Support',
      ],
    },
    torchbearer: {
      tagline: 'Für Verantwortliche, die Dienste aufbauen und Inhalte für sie gestalten.',
      features: [
        'Dienstbereiche anlegen und verwalten',
        'Generator für eigene Bibellesepläne',
        'Premium-Ressourcen für den Gemeindedienst',
        'KI-Hörbibel',
        'KI-Videoerstellung',
        'Unbegrenzte Offline-Inhalte',
        'Individuelle Integrationen',
      ],
    },
    churchBasic: {
      tagline: 'Ein Ort für Ihre Mitglieder, Dienstbereiche und Mitarbeitenden.',
      features: [
        'Mitgliederverwaltung',
        'Veranstaltungsplanung',
        'Kommunikation mit der ganzen Gemeinde',
        'Ein privater Gebetskreis für Ihre Gemeinde',
        'Ehrenamtsverwaltung',
        'Echtzeit-Chat für Dienstbereiche mit CRM',
        'Auswertungen zu Spenden und Spendern',
        'Livestream-Integration',
        'Verwaltung mehrerer Standorte',
        'Gemeindeauswertungen',
      ],
    },
    churchStandard: {
      tagline: 'Für wachsende Gemeinden, die bei Lehre und Medien auf KI setzen.',
      features: [
        'Ein größeres monatliches Kontingent an KI-Kerzen für Predigtvorbereitung, Studienhilfen und Medien',
        'Die größere unserer beiden Treueprämien für Gemeinden',
      ],
    },
    enterprise: {
      tagline: 'Für große Gemeinden und Gemeindenetzwerke.',
      features: [
        'Ein Preis, abgestimmt auf die Größe Ihrer Gemeinde und Ihre Standorte',
        'Eine Live-Demo und ein Planungsgespräch mit unserem Team',
        'Bevorzugter Support für Ihre Mitarbeitenden und Administratoren',
      ],
    },
  },
  boostPacks: {
    title: 'Zusatzpakete',
    body: 'Sie brauchen mehr KI-Kerzen, bevor sich Ihr Tarif erneuert? Laden Sie mit einem einmaligen Zusatzpaket auf – in jedem Tarif.',
    pack: 'Zusatzpaket {size}',
    candles: '{count} KI-Kerzen',
    noExpiry: 'Verfällt nie',
    buy: 'Paket kaufen',
  },
  loyalty: {
    title: 'Treuekerzen für Gemeinden',
    body: 'Gemeinden, die Koinonia treu bleiben, erhalten zweimal im Jahr zusätzliche KI-Kerzen – zusätzlich zu ihrem monatlichen Kontingent.',
    shepherd: 'Shepherd: {count} Treuekerzen alle 6 Monate',
    beacon: 'Beacon: {count} Treuekerzen alle 6 Monate',
  },
  enterprise: {
    title: 'Sie dienen in einer großen Gemeinde oder an mehreren Standorten?',
    body: 'Erzählen Sie uns von Ihrer Gemeinde, und wir gestalten mit Ihnen einen Tarif für Ihre Standorte, Dienstbereiche und Mitarbeitenden – zum Auftakt mit einer Demo.',
  },
  faq: {
    title: 'Fragen zu den Tarifen',
    items: [
      {
        question: 'Kann ich meinen Tarif oder Abrechnungszeitraum später ändern?',
        answer:
          'Ja. Sie können in Ihrem Konto jederzeit den Tarif wechseln oder zwischen monatlicher und jährlicher Abrechnung umstellen. Ein höherer Tarif gilt sofort; ein niedrigerer Tarif oder ein neuer Abrechnungszeitraum beginnt mit Ihrem nächsten Abrechnungstermin.',
      },
      {
        question: 'Wie kündige ich?',
        answer:
          'Kündigen Sie jederzeit in Ihrem Konto. Ihr Tarif bleibt bis zum Ende des bezahlten Zeitraums aktiv; danach nutzen Sie unseren kostenlosen Tarif weiter, und Ihre Gebete und Tagebucheinträge bleiben erhalten.',
      },
      {
        question: 'Was ist eine KI-Kerze?',
        answer:
          'Eine Kerze ist ein Guthaben, das Sie für KI-Funktionen einsetzen: Studienhilfen, Predigtvorbereitung, die KI-Hörbibel und KI-Videos. Die Kerzen Ihres Tarifs erneuern sich jeden Monat; Kerzen aus Zusatzpaketen verfallen nie.',
      },
      {
        question: 'Brauche ich einen Gemeindetarif oder einen Einzeltarif?',
        answer:
          'Einzeltarife begleiten den persönlichen Weg eines Menschen mit Gott. Gemeindetarife rüsten eine ganze Gemeinde aus: Mitgliederverwaltung, Veranstaltungen, Kommunikation, Spenden und Ehrenamt. Mitglieder können sich mit jedem Einzeltarif ihrer Gemeinde anschließen, auch mit dem kostenlosen.',
      },
    ],
  },
};

export default copy;
