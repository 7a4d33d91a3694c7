import type { FormsCopy } from './en';

/** German copy of the contact, enterprise and support forms. */
const copy: FormsCopy = {
  email: {
    subject: 'Wir haben Ihre Nachricht erhalten',
    greeting: 'Hallo {name},',
    received: {
      contact: 'Vielen Dank für Ihre Nachricht an Koinonia. Wir haben sie erhalten und antworten Ihnen innerhalb von zwei Werktagen.',
      enterprise:
        'Vielen Dank für Ihr Interesse an Koinonia für Ihre Gemeinde. Jemand aus unserem Team meldet sich innerhalb eines Werktags bei Ihnen, um ein Gespräch oder eine Demo zu vereinbaren.',
      support:
        'Vielen Dank, dass Sie sich an den Koinonia-Support gewandt haben. Wir haben Ihre Anfrage erhalten und antworten innerhalb eines Werktags.',
    },
    copyHeading: 'Ihre Nachricht',
    ignore: 'Wenn Sie diese Nachricht nicht gesendet haben, können Sie diese E-Mail ignorieren.',
    signature: 'Ihr Koinonia-Team',
  },
  fields: {
    name: 'Ihr Name',
    email: 'E-Mail-Adresse',
    message: 'Nachricht',
    organization: 'Gemeinde oder Organisation',
    congregationSize: 'Größe der Gemeinde',
    category: 'Wobei können wir helfen?',
    optional: '(optional)',
  },
  congregationSizes: {
    under100: 'Unter 100',
    from100to499: '100–499',
    from500to1999: '500–1.999',
    from2000: '2.000 oder mehr',
  },
  categories: {
    support: 'Support oder technische Hilfe',
    partnerships: 'Partnerschaften mit Gemeinden und Demos',
    general: 'Allgemeine Anfragen',
  },
  categoryHints: {
    support: 'Anmeldung, Ihr Tarif oder Ihre Kerzen, oder eine Funktion, die nicht richtig läuft.',
    partnerships: 'Koinonia in Ihre Gemeinde bringen oder eine Demo buchen.',
    general: 'Fragen, Ideen oder Rückmeldungen.',
  },
  hints: {
    characters: '{count} / {max} Zeichen',
  },
  errors: {
    summary: 'Bitte korrigieren Sie die markierten Felder.',
    nameRequired: 'Bitte geben Sie Ihren Namen ein.',
    nameTooLong: 'Ihr Name darf höchstens {max} Zeichen lang sein.',
    emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.',
    emailTooLong: 'Ihre E-Mail-Adresse darf höchstens {max} Zeichen lang sein.',
    messageTooShort: 'Ihre Nachricht muss mindestens {min} Zeichen lang sein.',
    messageTooLong: 'Ihre Nachricht darf höchstens {max} Zeichen lang sein.',
    organizationRequired: 'Bitte geben Sie den Namen Ihrer Gemeinde oder Organisation ein.',
    organizationTooLong: 'Der Name Ihrer Gemeinde oder Organisation darf höchstens {max} Zeichen lang sein.',
    sizeRequired: 'Bitte wählen Sie die Größe Ihrer Gemeinde.',
    categoryRequired: 'Bitte wählen Sie, wobei wir helfen können.',
    rateLimited: 'Sie haben in kurzer Zeit mehrere Nachrichten gesendet. Bitte versuchen Sie es in {minutes} Minuten erneut.',
    network: 'Koinonia ist gerade nicht erreichbar. Prüfen Sie Ihre Verbindung – Ihre Nachricht bleibt erhalten.',
    server: 'Bei uns ist etwas schiefgelaufen. Ihre Nachricht bleibt erhalten; bitte versuchen Sie es erneut.',
  },
  states: {
    send: 'Senden',
    sending: 'Wird gesendet…',
    sentTitle: 'Vielen Dank, Ihre Nachricht wurde gesendet',
    sentBody: 'Wir haben eine Bestätigung an {email} geschickt. Falls sie nicht bald ankommt, sehen Sie bitte in Ihrem Spam-Ordner nach.',
    sendAnother: 'Weitere Nachricht senden',
  },
  contact: {
    meta: {
      title: 'Schreiben Sie dem Koinonia-Team',
      description:
        'Schreiben Sie dem Koinonia-Team Ihre Frage, Idee oder Rückmeldung zur App. Wir lesen jede Nachricht und antworten per E-Mail innerhalb von zwei Werktagen.',
    },
    hero: {
      eyebrow: 'Kontakt',
      title: 'Schreiben Sie uns',
      subtitle: 'Erzählen Sie uns, was Sie bewegt. Wir antworten per E-Mail innerhalb von zwei Werktagen.',
    },
  },
  enterprise: {
    meta: {
      title: 'Koinonia für Ihre Gemeinde: Sprechen Sie mit uns',
      description:
        'Koinonia für eine große Gemeinde, mehrere Standorte oder ein Gemeindenetzwerk. Erzählen Sie uns von Ihrer Gemeinde – wir vereinbaren Gespräch und Live-Demo.',
    },
    hero: {
      eyebrow: 'Gemeinde- und Enterprise-Tarife',
      title: 'Lassen Sie uns Koinonia für Ihre Gemeinde planen',
      subtitle: 'Erzählen Sie uns von Ihrer Gemeinde und Ihren Dienstbereichen, und wir zeigen Ihnen, wie Koinonia ihnen dienen kann.',
    },
    points: {
      title: 'So geht es weiter',
      items: [
        'Wir melden uns innerhalb eines Werktags, um ein Gespräch zu vereinbaren.',
        'Wir zeigen Ihnen und Ihren Mitarbeitenden Koinonia in einer Live-Demo.',
        'Gemeinsam wählen wir den Tarif, der zu Ihrer Gemeinde und Ihren Standorten passt.',
        'Sie entscheiden in Ruhe und ganz unverbindlich.',
      ],
    },
  },
  support: {
    meta: {
      title: 'Koinonia-Support: Hilfe zu Ihrem Konto',
      description:
        'Hilfe bei der Anmeldung, zu Tarif und KI-Kerzen, zur Einrichtung Ihrer Gemeinde oder bei einer Funktion, die nicht läuft. Antwort innerhalb eines Werktags.',
    },
    hero: {
      eyebrow: 'Support',
      title: 'Wie können wir helfen?',
      subtitle: 'Beschreiben Sie, was passiert und was Sie erwartet haben. Wir antworten innerhalb eines Werktags.',
    },
    before: {
      title: 'Bevor Sie schreiben',
      body: 'Viele Antworten finden Sie schon in unseren häufigen Fragen und Hilfeartikeln – von der Anmeldung über Tarife und Kerzen bis zum Datenschutz.',
    },
  },
};

export default copy;
