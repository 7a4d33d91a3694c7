import type { LegalCopy } from './en';

/** German copy of the privacy policy and terms of service. */
const copy: LegalCopy = {
  updated: 'Zuletzt aktualisiert: {date}',
  contents: 'Inhalt',
  privacyPolicy: {
    meta: {
      title: 'Datenschutzerklärung — Koinonia',
      description:
        'Was Koinonia erhebt, warum, wer es sieht, wie lange wir es speichern und Ihre Rechte. Kein Werbe-Tracking, keine Drittanbieter-Analyse, kein Datenverkauf.',
    },
    title: 'Datenschutzerklärung',
    intro:
      'Koinonia ist ein Ort für Gebet, Bibel und Gemeinschaft – und das erfordert Vertrauen. Diese Erklärung sagt in einfachen Worten, was wir erheben, was wir damit tun und was wir niemals tun: Wir zeigen keine Werbung, nutzen keine Analysedienste Dritter und verkaufen Ihre Daten nie.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Wer wir sind',
        paragraphs: [
          'Koinonia ist für die hier beschriebenen personenbezogenen Daten verantwortlich. Unsere Postanschrift lautet Koinonia, 100 Fellowship Way, Suite 200, Nashville, TN 37203, Vereinigte Staaten. Bei Fragen zum Datenschutz schreiben Sie an {privacyEmail}.',
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'Welche Daten wir erheben',
        paragraphs: [
          'Ihr Konto: Ihr Name, Ihre E-Mail-Adresse, Ihr Benutzername und Ihr Passwort. Das Passwort speichern wir nur als Argon2id-Hash, niemals das Passwort selbst. Sie können ein Profilfoto hinzufügen.',
          'Ihre Einstellungen: bevorzugte Sprache, Design, Schriftgröße, Land, Benachrichtigungseinstellungen und Ihre wöchentlichen Rückblicke. Wenn Sie bei Ihrem ersten Besuch die vorgeschlagenen Einstellungen übernehmen, speichern wir die gewählte Sprache, das Land und die Zeitzone.',
          'Was Sie erstellen: Gebetsanliegen, Tagebucheinträge, Nachrichten, Veranstaltungen und Zusagen sowie Ihre Spendenbelege, wenn Ihre Gemeinde Online-Spenden nutzt.',
          'Nachrichten, die Sie uns über das Kontakt-, Enterprise- oder Supportformular senden: Ihr Name, Ihre E-Mail-Adresse, die Nachricht, die Kategorie, die Organisation und die Sprache.',
        ],
      },
      {
        id: 'how-we-use-it',
        heading: 'Wie wir die Daten verwenden',
        paragraphs: [
          'Wir verwenden Ihre Daten, um Koinonia für Sie zu betreiben: um Sie anzumelden, Ihre Inhalte den von Ihnen gewählten Personen zu zeigen, Ihre Einstellungen zu speichern und Ihre Nachrichten zu beantworten.',
          'Wir senden Ihnen E-Mails nur zur Kontowiederherstellung, zur Bestätigung Ihrer E-Mail-Adresse, als Anmeldelinks, als Bestätigung von Nachrichten, die Sie uns geschickt haben, und für die Benachrichtigungen, die Sie in Ihren Benachrichtigungseinstellungen aktivieren.',
          'Wenn Sie eine KI-Funktion nutzen, wird der von Ihnen eingegebene Text verarbeitet, um Ihre Antwort zu erzeugen. Er wird niemals für Werbung verwendet.',
          'Zahlungen wickelt unser Zahlungsdienstleister ab. Koinonia sieht und speichert niemals Ihre vollständige Kartennummer.',
        ],
      },
      {
        id: 'who-can-see-it',
        heading: 'Wer sieht, was Sie teilen',
        paragraphs: [
          'Was Sie erstellen, wird gemäß der von Ihnen gewählten Sichtbarkeit angezeigt. Ein öffentliches Gebetsanliegen erscheint an der Gebetswand Ihrer Gemeinde, ein privates bleibt bei Ihnen und dem Gebetskreis Ihrer Wahl, und ein anonymes wird ohne Ihren Namen angezeigt.',
          'Gemeinde- und Gruppenadministratoren sehen die Mitgliedschaften und Inhalte ihrer eigenen Gemeinschaften. Spendenbelege sehen nur die spendende Person und die Finanzverantwortlichen ihrer Gemeinde.',
        ],
      },
      {
        id: 'what-we-never-do',
        heading: 'Was wir niemals tun',
        paragraphs: [
          'Wir verkaufen Ihre Daten nicht, geben sie nicht für Werbung weiter und verfolgen Sie nicht über andere Websites hinweg. Wir nutzen keine Analysedienste Dritter.',
          'Wir geben Daten nur dann an andere weiter, wenn diese Erklärung es vorsieht – etwa Zahlungsdaten an unseren Zahlungsdienstleister – oder wenn wir gesetzlich dazu verpflichtet sind.',
        ],
      },
      {
        id: 'cookies-and-local-storage',
        heading: 'Cookies und lokaler Speicher',
        paragraphs: [
          'Koinonia setzt ein einziges Cookie: ein Anmelde-Cookie, das eine zufällige Sitzungskennung enthält. Skripte auf der Seite können es nicht lesen, und es endet, wenn Sie sich abmelden oder nach einer Zeit ohne Nutzung. Wir setzen keine Werbe- oder Analyse-Cookies.',
          'Der lokale Speicher Ihres Browsers merkt sich Ihr Design, Ihre Sprache, das Layout der Seitenleiste und wann der Willkommenshinweis zuletzt angezeigt wurde, damit die Website so aussieht, wie Sie sie verlassen haben. Diese Angaben bleiben auf Ihrem Gerät.',
        ],
      },
      {
        id: 'country-detection',
        heading: 'Wie wir Ihr Land ermitteln',
        paragraphs: [
          'Um Ihnen eine Sprache vorzuschlagen und Preise in Ihrer Währung anzuzeigen, ermitteln wir Ihr Land anhand Ihrer IP-Adresse in einer Datenbank auf unseren eigenen Servern. Ihre Adresse wird an niemanden weitergegeben, und die Abfrage speichert sie nicht.',
          'Dieses Produkt enthält GeoLite2-Daten von MaxMind, verfügbar unter {link}.',
        ],
      },
      {
        id: 'retention',
        heading: 'Wie lange wir Daten speichern',
        paragraphs: [
          'Wir speichern Ihre Kontodaten, solange Sie ein Konto haben. Wenn Sie Ihr Konto löschen, werden dessen Daten innerhalb von {deletionDays} Tagen gelöscht – ausgenommen Spendenbelege, die Ihre Gemeinde gesetzlich aufbewahren muss.',
          'Kontakt-, Enterprise- und Supportnachrichten bewahren wir {messageRetentionMonths} Monate lang auf, damit wir sie beantworten und nachverfolgen können; danach werden sie gelöscht. Wenn Sie eine Nachricht senden, wird Ihre IP-Adresse nur für einen kurzlebigen Zähler verwendet, der Nachrichtenfluten verhindert; er läuft innerhalb einer Stunde ab und wird nie zusammen mit Ihrer Nachricht gespeichert.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Ihre Rechte',
        paragraphs: [
          'Sie können Ihre Daten einsehen, exportieren, berichtigen und löschen. Ihr Profil und Ihre Präferenzen verwalten Sie in den Einstellungen und auf Ihrer Profilseite; für eine Kopie aller Daten oder die Löschung Ihres Kontos senden Sie eine Supportanfrage oder schreiben an {privacyEmail}, und wir antworten umgehend.',
          'Sie können außerdem der Verwendung Ihrer Daten widersprechen oder sich bei der Datenschutzaufsichtsbehörde Ihres Wohnorts beschweren.',
        ],
      },
      {
        id: 'children',
        heading: 'Kinder',
        paragraphs: [
          'Sie müssen mindestens {minimumAge} Jahre alt sein, um ein eigenes Konto zu erstellen. Jüngere Mitglieder können nur über ihre Gemeinde und mit Einwilligung eines Elternteils oder Erziehungsberechtigten teilnehmen.',
          'Wenn Sie glauben, dass ein Kind unter {minimumAge} Jahren ohne diese Einwilligung ein Konto hat, schreiben Sie an {privacyEmail}, und wir entfernen es.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Änderungen und Kontakt',
        paragraphs: [
          'Wenn wir diese Erklärung ändern, aktualisieren wir das Datum oben und informieren Sie bei wichtigen Änderungen in der App oder per E-Mail, bevor sie in Kraft treten.',
          'Fragen zu Ihrem Datenschutz sind unter {privacyEmail} jederzeit willkommen.',
        ],
      },
    ],
  },
  termsOfService: {
    meta: {
      title: 'Nutzungsbedingungen — Koinonia',
      description:
        'Die Bedingungen für Koinonia: Ihr Konto, respektvolle Nutzung, Rechte an Ihren Inhalten, Tarife, Abrechnung und KI-Kerzen, Administratoren, Ihre Rechte.',
    },
    title: 'Nutzungsbedingungen',
    intro:
      'Diese Bedingungen sind die Vereinbarung zwischen Ihnen und Koinonia, wenn Sie unsere App und Website nutzen. Wir haben sie kurz und verständlich gehalten. Indem Sie ein Konto erstellen oder Koinonia nutzen, stimmen Sie ihnen zu.',
    sections: [
      {
        id: 'accounts',
        heading: 'Ihr Konto',
        paragraphs: [
          'Sie müssen mindestens {minimumAge} Jahre alt sein, um ein Konto zu erstellen. Jüngere Mitglieder dürfen nur über ihre Gemeinde und mit Einwilligung eines Elternteils oder Erziehungsberechtigten teilnehmen.',
          'Machen Sie zutreffende Angaben, behalten Sie Ihr Passwort für sich und informieren Sie uns unter {supportEmail}, wenn Sie glauben, dass jemand anderes Ihr Konto benutzt hat. Sie sind für alles verantwortlich, was über Ihr Konto geschieht.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Koinonia verantwortungsvoll nutzen',
        paragraphs: [
          'Koinonia ist für Gemeinschaft gemacht. Begegnen Sie anderen mit Respekt: keine Belästigung, Drohungen, Hass oder Mobbing, kein Spam und keine unerwünschte Werbung und nichts Rechtswidriges.',
          'Achten Sie die Vertraulichkeit des Gebets. Ein privates oder anonymes Anliegen und alles, was in einem Gebetskreis oder einer Gruppe geteilt wurde, dürfen Sie nicht kopieren, weiterleiten oder außerhalb des Ortes bekannt machen, an dem es geteilt wurde.',
          'Versuchen Sie nicht, in Konten einzudringen, den Dienst zu stören oder Daten anderer Mitglieder zu sammeln.',
        ],
      },
      {
        id: 'your-content',
        heading: 'Ihre Inhalte',
        paragraphs: [
          'Was Sie veröffentlichen, gehört Ihnen: Gebete, Tagebucheinträge, Nachrichten, Veranstaltungen und Medien. Sie räumen Koinonia nur die Erlaubnis ein, die nötig ist, um Ihre Inhalte zu speichern und den von Ihnen gewählten Personen zu zeigen, und diese Erlaubnis endet, wenn Sie sie löschen.',
          'Veröffentlichen Sie nur, was Sie teilen dürfen – auch Fotos anderer Menschen.',
        ],
      },
      {
        id: 'church-administrators',
        heading: 'Gemeinde-Administratoren',
        paragraphs: [
          'Wenn Sie auf Koinonia eine Gemeinde, einen Dienstbereich oder eine Gruppe verwalten, handeln Sie für diese Gemeinschaft. Laden Sie nur Menschen ein, die dazugehören, vergeben Sie Mitarbeiterrollen mit Sorgfalt und nutzen Sie die Angaben der Mitglieder nur für das Gemeindeleben.',
          'Moderieren Sie Ihre Foren und Chats fair, bewahren Sie Spendenbelege auf, wie es das Gesetz verlangt, und stellen Sie sicher, dass Sie für jedes Mitglied unter {minimumAge} Jahren die Einwilligung eines Elternteils oder Erziehungsberechtigten haben.',
        ],
      },
      {
        id: 'plans-billing-and-candles',
        heading: 'Tarife, Abrechnung und KI-Kerzen',
        paragraphs: [
          'Der Tarif {disciplePlan} ist kostenlos. Bezahlte Tarife werden im Voraus monatlich oder jährlich abgerechnet, und ein Jahrestarif kostet so viel wie {monthsCharged} Monate. Preise werden vor der Zahlung angezeigt, wo möglich in Ihrer Währung und einschließlich aller Steuern.',
          'Ein Abonnement verlängert sich am Ende jedes Zeitraums, bis Sie kündigen. Sie können jederzeit kündigen und behalten Ihren Tarif bis zum Ende des bezahlten Zeitraums. Wo das Gesetz Ihnen ein Recht auf Erstattung gibt, kommen wir dem nach.',
          'KI-Kerzen sind Guthaben für KI-Funktionen. Die Kerzen Ihres Tarifs erneuern sich jeden Monat; Kerzen aus Zusatzpaketen verfallen nicht. Kerzen haben keinen Geldwert und können nicht in Geld umgetauscht werden.',
        ],
      },
      {
        id: 'ai-features',
        heading: 'KI-Funktionen',
        paragraphs: [
          'KI-Studienhilfen, Predigtvorbereitung, die KI-Hörbibel und KI-Videos können Ihnen beim Studieren und Vorbereiten helfen, aber sie können sich irren. Prüfen Sie ihre Ergebnisse an der Heiligen Schrift und am Rat Ihrer Gemeinde, und übernehmen Sie die Verantwortung für das, was Sie veröffentlichen.',
          'Der von Ihnen eingegebene Text wird verarbeitet, um Ihnen eine Antwort zu geben, und niemals für Werbung verwendet. Geben Sie keine vertraulichen Informationen über andere Menschen ein.',
        ],
      },
      {
        id: 'availability',
        heading: 'Verfügbarkeit',
        paragraphs: [
          'Wir arbeiten daran, dass Koinonia rund um die Uhr verfügbar ist, können aber nicht versprechen, dass es nie zu Unterbrechungen kommt, etwa bei Wartungsarbeiten. Funktionen können sich ändern, während das Produkt wächst; wenn wir etwas entfernen, wofür Sie bezahlen, sagen wir es Ihnen vorher.',
          'Koinonia ist kein Notdienst und kein Ersatz für Seelsorge oder professionelle Hilfe. Wenn jemand in Gefahr ist, wenden Sie sich an den örtlichen Notruf.',
        ],
      },
      {
        id: 'ending-your-account',
        heading: 'Ihr Konto beenden',
        paragraphs: [
          'Sie können Ihr Konto jederzeit löschen lassen: Senden Sie eine Supportanfrage oder schreiben Sie an {supportEmail}.',
          'Wir können ein Konto sperren oder schließen, das schwerwiegend oder wiederholt gegen diese Bedingungen verstößt. Sofern die Lage nicht dringend ist oder das Gesetz es verbietet, nennen wir Ihnen den Grund und geben Ihnen Gelegenheit zur Stellungnahme.',
        ],
      },
      {
        id: 'liability',
        heading: 'Unsere Haftung',
        paragraphs: [
          'Wir stellen Koinonia mit Sorgfalt bereit, jedoch so, wie es ist. Soweit gesetzlich zulässig, haften wir nicht für mittelbare Schäden, und unsere Gesamthaftung Ihnen gegenüber ist auf den Betrag begrenzt, den Sie uns in den zwölf Monaten vor dem Anspruch gezahlt haben.',
          'Nichts in diesen Bedingungen schränkt die Rechte ein, die Ihnen das Verbraucherrecht Ihres Landes gewährt.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'Anwendbares Recht',
        paragraphs: [
          'Für diese Bedingungen gilt das Recht des Bundesstaates Tennessee, Vereinigte Staaten. Lässt sich ein Streit nicht zuerst im Gespräch mit uns beilegen, sind die Gerichte in Tennessee zuständig, es sei denn, Ihr örtliches Recht gibt Ihnen das Recht, sich an Ihre eigenen Gerichte zu wenden.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Änderungen und Kontakt',
        paragraphs: [
          'Wenn wir diese Bedingungen ändern, aktualisieren wir das Datum oben und informieren Sie über wichtige Änderungen, bevor sie in Kraft treten. Wenn Sie nicht einverstanden sind, können Sie die Nutzung von Koinonia beenden und Ihr Konto löschen.',
          'Fragen zu diesen Bedingungen beantworten wir gern unter {supportEmail} oder per Post an Koinonia, 100 Fellowship Way, Suite 200, Nashville, TN 37203, Vereinigte Staaten.',
        ],
      },
    ],
  },
};

export default copy;
