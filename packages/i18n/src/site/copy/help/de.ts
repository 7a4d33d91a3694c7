import type { HelpCopy } from './en';

/** German copy of the FAQ and help docs pages. */
const copy: HelpCopy = {
  search: {
    label: 'Suchen',
    placeholder: 'Fragen und Anleitungen durchsuchen',
    results: '{count} Ergebnisse',
    noResults: 'Keine Treffer für „{query}“. Versuchen Sie ein anderes Wort oder wenden Sie sich an den Support.',
    clear: 'Suche zurücksetzen',
  },
  faq: {
    meta: {
      title: 'Häufige Fragen — Koinonia',
      description:
        'Antworten zu Koinonia: Einstieg, kostenlose und bezahlte Tarife, KI-Kerzen, Datenschutz, Sichtbarkeit von Gebeten und was Gemeindetarife für die Leitung bieten.',
    },
    hero: {
      eyebrow: 'Häufige Fragen',
      title: 'Die Fragen, die wir am häufigsten hören',
      subtitle: 'Kurze, ehrliche Antworten für Mitglieder, Leiter und Gemeindeverwaltung.',
    },
    groups: [
      {
        title: 'Erste Schritte',
        items: [
          {
            question: 'Was ist Koinonia?',
            answer:
              'Koinonia ist eine Gemeinde-App für Mitglieder, Leiter, Pastoren, Verwaltung und Ehrenamtliche. Sie vereint Gebetswand, tägliches Bibellesen, S.O.A.P.-Tagebuch, Veranstaltungen, Gruppenchat, Dienst und Spenden an einem Ort, damit eine Gemeinde die ganze Woche über in Gemeinschaft bleibt.',
          },
          {
            question: 'Ist Koinonia kostenlos?',
            answer:
              'Ja. Der Tarif {disciplePlan} ist kostenlos, ohne Kreditkarte, und umfasst die Gebetswand, das S.O.A.P.-Tagebuch, Gesprächsrunden in der Gemeinschaft, tägliches Bibellesen, Lesepläne für Einsteiger und {discipleCandles} KI-Kerzen pro Monat. Bezahlte Tarife bieten mehr Kerzen und Werkzeuge.',
          },
          {
            question: 'Muss meine Gemeinde bei Koinonia sein?',
            answer:
              'Nein. Sie können auch allein lesen, beten und Tagebuch schreiben, und die Auswahl einer Gemeinde bei der Einrichtung ist freiwillig. Wenn Ihre Gemeinde dazukommt, verbinden Sie sich mit demselben Konto mit ihren Gemeinschaften, Veranstaltungen und Dienstteams.',
          },
          {
            question: 'Welche Sprachen spricht Koinonia?',
            answer:
              'Koinonia ist in {languageCount} Sprachen verfügbar, darunter Arabisch, Urdu, Hebräisch und Persisch, die von rechts nach links gelesen werden. Bei Ihrem ersten Besuch schlagen wir Sprachen für Ihr Land vor, und Sie können Ihre Sprache jederzeit in den Einstellungen ändern.',
          },
        ],
      },
      {
        title: 'Tarife und Kerzen',
        items: [
          {
            question: 'Was ist eine KI-Kerze?',
            answer:
              'Eine KI-Kerze ist ein Guthaben für KI-Funktionen: Studienhilfen, Predigtvorbereitung, die KI-Hörbibel und KI-Videos. Jeder Tarif enthält Kerzen, die sich jeden Monat erneuern. Gebet, Bibellesen, Chat und alles andere, was keine KI ist, kostet nie Kerzen.',
          },
          {
            question: 'Was passiert, wenn meine Kerzen aufgebraucht sind?',
            answer:
              'Nur die KI-Funktionen pausieren. Sie können warten, bis sich Ihre monatlichen Kerzen erneuern, ein Zusatzpaket kaufen, dessen Kerzen nie verfallen, oder in einen Tarif mit mehr Kerzen pro Monat wechseln.',
          },
          {
            question: 'Kann ich meinen Tarif ändern oder kündigen?',
            answer:
              'Ja, jederzeit. Zahlen Sie monatlich, oder zahlen Sie jährlich und erhalten Sie {freeMonths} Monate gratis. Wenn Sie kündigen, behalten Sie Ihren Tarif bis zum Ende des bezahlten Zeitraums und kehren dann mit all Ihren Inhalten zum kostenlosen Tarif zurück.',
          },
          {
            question: 'Haben Kerzen einen Geldwert?',
            answer:
              'Nein. Kerzen sind Guthaben für KI-Funktionen innerhalb von Koinonia. Sie können nicht in Geld umgetauscht oder außerhalb der App verwendet werden.',
          },
        ],
      },
      {
        title: 'Datenschutz und Sicherheit',
        items: [
          {
            question: 'Verkauft Koinonia meine Daten oder zeigt Werbung?',
            answer:
              'Nein. Es gibt kein Werbe-Tracking, keine Analysedienste Dritter und keinen Weiterverkauf von Daten. Wir verwenden Ihre Daten nur, um Koinonia für Sie und Ihre Gemeinde zu betreiben.',
          },
          {
            question: 'Wer kann meine Gebetsanliegen sehen?',
            answer:
              'Das entscheiden Sie bei jedem Anliegen. Öffentliche Anliegen erscheinen an der Gebetswand Ihrer Gemeinde, private bleiben bei Ihnen und dem Gebetskreis, den Sie wählen, und anonyme werden ohne Ihren Namen angezeigt.',
          },
          {
            question: 'Welche Cookies verwendet Koinonia?',
            answer:
              'Ein einziges Anmelde-Cookie, das eine zufällige Sitzungskennung enthält. Es gibt keine Werbe- oder Analyse-Cookies. Ihr Browser speichert außerdem auf Ihrem eigenen Gerät Ihr Design, Ihre Sprache und das Layout der Seitenleiste.',
          },
          {
            question: 'Wie melde ich schädliche Inhalte?',
            answer:
              'Foren und Gruppenchats werden von den Leitern Ihrer Gemeinde moderiert. Wenden Sie sich daher zuerst an einen Moderator oder Leiter dieser Gemeinschaft. Wenn es um Ihre Sicherheit geht oder das Problem nicht gelöst wurde, schreiben Sie an {supportEmail}, und wir gehen der Sache nach.',
          },
        ],
      },
      {
        title: 'Für Gemeinden',
        items: [
          {
            question: 'Wie startet unsere Gemeinde?',
            answer:
              'Wählen Sie {churchBasicPlan} oder {churchStandardPlan}, oder sprechen Sie uns für größere Netzwerke auf {enterprisePlan} an. Gern vereinbaren wir eine Demo und helfen Ihnen, Ihre Mitarbeitenden und Mitglieder einzuladen.',
          },
          {
            question: 'Was bieten die Gemeindetarife zusätzlich?',
            answer:
              'Mitgliederverwaltung, Veranstaltungsplanung, gemeindeweite Kommunikation, einen privaten Gebetskreis, Auswertungen, Verwaltung mehrerer Standorte, Spender- und Spendenauswertungen, Livestream-Anbindung, Ehrenamtsverwaltung und Dienst-Chat in Echtzeit mit CRM.',
          },
          {
            question: 'Was sind Treuekerzen?',
            answer:
              'Ein Dankeschön an Gemeinden, die uns treu bleiben: Alle {loyaltyMonths} Monate erhalten Gemeinden im Tarif {churchBasicPlan} jeweils {basicLoyaltyCandles} zusätzliche Kerzen und Gemeinden im Tarif {churchStandardPlan} jeweils {standardLoyaltyCandles}.',
          },
          {
            question: 'Was können Gemeinde-Administratoren sehen?',
            answer:
              'Administratoren sehen die Mitgliedschaften und Inhalte ihrer eigenen Gemeinschaften. Private Gebete und Tagebücher der Mitglieder bleiben privat, und Spendenbelege sehen nur die spendende Person und die Finanzverantwortlichen der Gemeinde.',
          },
        ],
      },
    ],
  },
  helpDocs: {
    meta: {
      title: 'Hilfe: Schritt-für-Schritt-Anleitungen — Koinonia',
      description:
        'Anleitungen für Koinonia: Konto einrichten, Gebetsanliegen teilen, Leseplänen folgen, Veranstaltungen zusagen, mitarbeiten, Mitglieder verwalten, Kerzen nutzen.',
    },
    hero: {
      eyebrow: 'Hilfe-Anleitungen',
      title: 'Schritt-für-Schritt-Anleitungen',
      subtitle:
        'Suchen Sie die Aufgabe, die Sie erledigen möchten, und folgen Sie den Schritten. Jede Anleitung dauert nur wenige Minuten.',
    },
    articles: [
      {
        id: 'create-your-account',
        title: 'Konto erstellen und Sprache wählen',
        summary: 'Registrieren Sie sich kostenlos und richten Sie Koinonia in der Sprache ein, in der Sie beten.',
        steps: [
          'Wählen Sie „Kostenlos starten“ und geben Sie Ihren Namen, Ihre E-Mail-Adresse und ein Passwort ein. Eine Kreditkarte ist nicht nötig.',
          'Öffnen Sie die E-Mail, die wir Ihnen senden, und folgen Sie dem Link, um Ihre Adresse zu bestätigen.',
          'Schließen Sie die kurze Einrichtung ab: Ihr Profil, Ihre Gemeinde und Ihre Interessen. Die Schritte zu Gemeinde und Interessen können Sie überspringen und später nachholen.',
          'Wählen Sie im letzten Schritt Ihre Sprache. Um sie später zu ändern, öffnen Sie Einstellungen und wählen Sprache; Ihre Auswahl wird in Ihrem Konto gespeichert und gilt auf all Ihren Geräten.',
        ],
      },
      {
        id: 'post-a-prayer-request',
        title: 'Gebetsanliegen teilen und Sichtbarkeit wählen',
        summary: 'Teilen Sie, was Sie auf dem Herzen haben, mit genau den Menschen, die Sie wählen.',
        steps: [
          'Öffnen Sie die Gebetswand unter Anbetung in der Seitenleiste und beginnen Sie ein neues Anliegen.',
          'Geben Sie ihm einen kurzen Titel und schreiben Sie, wofür gebetet werden soll.',
          'Wählen Sie, wer es sieht: Öffentlich für die Gebetswand Ihrer Gemeinde, Privat für Sie und den Gebetskreis Ihrer Wahl oder Anonym, um es ohne Ihren Namen zu teilen.',
          'Veröffentlichen Sie es. Sie werden benachrichtigt, wenn Menschen beten, und das Anliegen zeigt, wie viele mit Ihnen beten.',
          'Wenn das Gebet erhört wurde, markieren Sie es als erhört, damit alle, die mitgebetet haben, mit Ihnen danken können.',
        ],
      },
      {
        id: 'reading-plan-and-soap-journal',
        title: 'Leseplan beginnen und S.O.A.P.-Tagebuch führen',
        summary: 'Gewöhnen Sie sich an, täglich in der Bibel zu lesen und aufzuschreiben, was sie Ihnen sagt.',
        steps: [
          'Öffnen Sie Bibellesen unter Anbetung und sehen Sie sich die Lesepläne an: {beginnerPlans} für Einsteiger und {intermediatePlans} für alle, die tiefer gehen möchten.',
          'Beginnen Sie einen Plan. Jeder Tag bringt eine Lesung mit geführter Andacht und Studienanmerkungen; wählen Sie Ihre Übersetzung oder hören Sie mit der Hörbibel.',
          'Öffnen Sie nach dem Lesen das S.O.A.P.-Tagebuch und schreiben Sie vier kurze Teile: den Bibelvers, der Sie angesprochen hat (Scripture), Ihre Beobachtung (Observation), wie Sie ihn umsetzen wollen (Application) und ein Gebet (Prayer).',
          'Kommen Sie morgen wieder: Ihre Stelle im Plan ist gespeichert, und Ihr Tagebuch bleibt privat, außer Sie entscheiden sich, einen Eintrag zu teilen.',
        ],
      },
      {
        id: 'rsvp-to-an-event',
        title: 'Zu einer Veranstaltung zusagen und Erinnerungen erhalten',
        summary: 'Lassen Sie die Veranstalter wissen, dass Sie kommen, und verpassen Sie nie den Beginn.',
        steps: [
          'Öffnen Sie Veranstaltungen unter Gemeinschaft, um zu sehen, was in Ihrer Gemeinde und Ihren Gruppen ansteht – jeweils mit Ort und Standort.',
          'Öffnen Sie eine Veranstaltung und sagen Sie zu, damit die Veranstalter wissen, mit wie vielen sie rechnen können.',
          'Erinnerungen kommen vor der Veranstaltung über die Kanäle, die Sie in den Benachrichtigungseinstellungen wählen: in der App, per E-Mail oder als Push-Benachrichtigung.',
          'Wenn sich Ihre Pläne ändern, aktualisieren Sie Ihre Antwort, damit die Teilnehmerzahl stimmt.',
        ],
      },
      {
        id: 'join-a-community',
        title: 'Einer Gemeinschaft beitreten und mit Ihrer Gruppe chatten',
        summary:
          'Finden Sie Ihre Kleingruppe oder Ihren Dienstbereich und bleiben Sie zwischen den Treffen in Kontakt.',
        steps: [
          'Öffnen Sie Gemeinschaften unter Gemeinschaft und finden Sie die Gruppen und Dienstbereiche Ihrer Gemeinde.',
          'Treten Sie denen bei, zu denen Sie gehören. Danach sehen Sie deren Ankündigungen, Foren und Veranstaltungen.',
          'Beteiligen Sie sich an den Foren, die Ihre Leiter moderieren, oder öffnen Sie den Chat Ihrer Gruppe für ein schnelles Gespräch.',
          'Nutzen Sie Nachrichten für Gespräche unter vier Augen und Kontakte, um die Menschen, die Sie kennen, griffbereit zu haben.',
        ],
      },
      {
        id: 'volunteer-and-gifts-assessment',
        title: 'Eine ehrenamtliche Aufgabe finden und den Gabentest machen',
        summary: 'Entdecken Sie, wie Sie begabt sind, und finden Sie einen Platz zum Dienen, der zu Ihnen passt.',
        steps: [
          'Machen Sie den Test der geistlichen Gaben: Der Basistest hat {basicQuestions} Fragen und ist kostenlos; der ausführliche Test hat {comprehensiveQuestions} Fragen und ist ab dem Tarif {servantPlan} enthalten.',
          'Öffnen Sie die Dienst-Zentrale unter Dienen. Einsatzmöglichkeiten, die zu Ihren Fähigkeiten und Gaben passen, werden zuerst vorgeschlagen.',
          'Öffnen Sie eine Einsatzmöglichkeit, um das Team, die Aufgaben und die Zahl der freien Plätze zu sehen, und bewerben Sie sich dann.',
          'Verfolgen Sie Ihre Bewerbung unter Meine Bewerbungen. Sobald Sie in einem Team sind, erscheinen Ihr Dienstplan und Ihre Erinnerungen in der Dienst-Zentrale, und Anerkennungsabzeichen würdigen Ihren Dienst.',
        ],
      },
      {
        id: 'invite-staff-and-manage-members',
        title: 'Mitarbeitende einladen und Mitglieder verwalten',
        summary: 'Für Gemeinde-Administratoren: Holen Sie Ihr Team dazu und halten Sie Ihre Mitgliederliste aktuell.',
        steps: [
          'Öffnen Sie Gemeinde-Admin in der Seitenleiste. Der Bereich erscheint, sobald Ihnen das Konto Ihrer Gemeinde Administratorrechte gibt.',
          'Laden Sie in der Mitarbeiterverwaltung eine Person per E-Mail ein und wählen Sie ihre Rolle: Administrator, Leiter oder Moderator.',
          'Die Person erhält eine Einladung und nimmt sie an, indem sie sich anmeldet oder ein Konto erstellt; Sie werden benachrichtigt, wenn sie dazukommt.',
          'Nutzen Sie die Personenverwaltung, um Ihre Mitglieder zu sehen, ihre Angaben zu aktualisieren und sie Gruppen und Dienstbereichen zuzuordnen.',
          'Versenden Sie gemeindeweite Neuigkeiten über die Kommunikationszentrale, damit alle sie an einem Ort erfahren.',
        ],
      },
      {
        id: 'ai-candles-and-boost-packs',
        title: 'KI-Kerzen nutzen und ein Zusatzpaket kaufen',
        summary:
          'Setzen Sie Kerzen für KI-Werkzeuge zum Bibelstudium und zur Predigtvorbereitung ein und laden Sie bei Bedarf nach.',
        steps: [
          'Öffnen Sie Kerzen unter Konto, um Ihr Guthaben zu sehen und was jede KI-Funktion kostet.',
          'Nutzen Sie eine KI-Funktion, etwa eine Studienhilfe oder die Predigtvorbereitung; die Kerzen, die sie kostet, werden von Ihrem Guthaben abgezogen.',
          'Die Kerzen Ihres Tarifs erneuern sich jeden Monat. Wenn Sie vorher mehr brauchen, kaufen Sie ein Zusatzpaket: S mit {smallPackCandles} Kerzen, M mit {mediumPackCandles} oder L mit {largePackCandles}.',
          'Der Preis wird vor der Zahlung in Ihrer Währung angezeigt, und Kerzen aus Zusatzpaketen verfallen nie.',
        ],
      },
      {
        id: 'theme-font-size-and-notifications',
        title: 'Design, Schriftgröße und Benachrichtigungen ändern',
        summary: 'Machen Sie Koinonia angenehm lesbar und entscheiden Sie, was Sie erreicht.',
        steps: [
          'Öffnen Sie Einstellungen und wählen Sie unter Darstellung das Design Hell, Dunkel oder Automatisch. Automatisch folgt Ihrem Gerät. Mit dem Schalter in der Kopfzeile wechseln Sie ebenfalls schnell.',
          'Wählen Sie die Schriftgröße Klein, Mittel oder Groß. Ihre Auswahl wird in Ihrem Konto gespeichert.',
          'Öffnen Sie die Benachrichtigungseinstellungen und legen Sie für jede Art von Benachrichtigung fest, ob sie in der App erscheint, per E-Mail kommt oder als Push-Nachricht auf Ihr Gerät gesendet wird.',
          'Heften Sie bis zu {maxPinned} Lieblingsseiten in der Seitenleiste an, damit sie oben bleiben.',
        ],
      },
      {
        id: 'export-or-delete-your-data',
        title: 'Ihre Daten exportieren oder löschen',
        summary:
          'Sehen Sie, was Koinonia über Sie speichert, laden Sie eine Kopie herunter oder löschen Sie Ihr Konto.',
        steps: [
          'Um eine Kopie Ihrer Daten oder die Löschung Ihres Kontos anzufordern, senden Sie eine Supportanfrage (wählen Sie Allgemeine Anfragen) oder schreiben Sie an {privacyEmail}.',
          'Um Ihren Namen, Benutzernamen oder Ihr Foto zu korrigieren, öffnen Sie Profil über das Avatar-Menü.',
          'Wenn Sie Ihr Konto löschen, werden Ihre Daten innerhalb von {deletionDays} Tagen gelöscht – ausgenommen Spendenbelege, die Ihre Gemeinde gesetzlich aufbewahren muss.',
          'Schreiben Sie von der E-Mail-Adresse Ihres Kontos, damit wir wissen, dass die Anfrage von Ihnen stammt; wir antworten innerhalb eines Werktags.',
        ],
      },
    ],
  },
  stillNeedHelp: {
    title: 'Brauchen Sie weitere Hilfe?',
    body: 'Unser Support-Team liest jede Nachricht und antwortet innerhalb eines Werktags. Schreiben Sie uns, was Sie tun wollten und was passiert ist.',
  },
};

export default copy;
