import type { ErrorsTranslations } from './en';

/** German (Deutsch): what a failed call says, translated from en.ts. */
const dictionary: ErrorsTranslations = {
  // A failed call, by the code of its answer (packages/contracts errors.ts errorCodes).
  'error.validation_failed': 'Einige Felder sind ungültig',
  'error.not_signed_in': 'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an.',
  'error.forbidden': 'Darauf hast du keinen Zugriff.',
  'error.forbidden.access': 'Dafür brauchst du den Zugriff „{access}“.',
  'error.not_found': 'Nicht gefunden. Vielleicht wurde es entfernt.',
  'error.rate_limited': 'Zu viele Anfragen. Warte ein paar Minuten und versuche es erneut.',
  'error.csrf': 'Diese Anfrage wurde zu deiner Sicherheit abgelehnt. Lade die Seite neu und versuche es erneut.',
  'error.unavailable': 'Das ist gerade nicht verfügbar. Versuche es gleich noch einmal.',
  'error.upstream_error': 'Dieser Teil von Koinonia ist gerade nicht verfügbar. Versuche es gleich noch einmal.',
  'error.upstream_timeout': 'Die Antwort hat zu lange gedauert. Versuche es erneut.',
  'error.overloaded': 'Koinonia ist gerade sehr ausgelastet. Versuche es in ein paar Sekunden erneut.',
  'error.invalid_credentials': 'E-Mail oder Passwort ist falsch',
  'error.login_throttled':
    'Zu viele Anmeldeversuche. Versuche es in {minutes} Min. erneut oder lass dir einen Anmeldelink per E-Mail schicken.',
  'error.signup_throttled': 'Zu viele Registrierungen aus diesem Netzwerk. Versuche es in {minutes} Min. erneut.',
  'error.busy': 'Gerade melden sich zu viele Menschen an. Versuche es in ein paar Sekunden erneut.',
  'error.account_suspended': 'Dieses Konto ist gesperrt. Wende dich an den Support.',
  'error.email_taken': 'Mit dieser E-Mail gibt es bereits ein Konto',
  'error.invalid_token': 'Dieser Link ist ungültig oder abgelaufen. Fordere einen neuen an.',
  'error.already_verified': 'Deine E-Mail ist bereits bestätigt',
  'error.username_taken': 'Dieser Benutzername ist bereits vergeben',
  'error.image_type': 'Lade ein JPEG-, PNG- oder WebP-Bild hoch',
  'error.image_too_large': 'Das Bild darf höchstens 2 MB groß sein',
  'error.upload_failed': 'Der Upload kam nicht vollständig an. Versuche es erneut.',
  'error.church_already_set':
    'Du gehörst bereits zu einer Gemeinde. Eine Gemeindeverwaltung kann dich in eine andere verschieben.',
  'error.invalid_join_link': 'Dieser Beitrittslink ist ungültig. Bitte die Gemeinde um einen neuen.',
  'error.outranked':
    'Du kannst Rollen nur bis zu deiner eigenen vergeben, an Personen mit einer Rolle unter oder gleich deiner',
  'error.not_yourself': 'Du kannst deine eigene Rolle oder Mitgliedschaft nicht ändern',
  'error.request_not_found': 'Diese Person hat nicht um Beitritt zu deiner Gemeinde gebeten',
  'error.member_not_found': 'Diese Person ist kein Mitglied deiner Gemeinde',
  'error.no_church': 'Du gehörst zu keinem Gemeindeteam',
  // A failure api-client describes itself (SPEC §8): no answer, or an answer without a JSON body.
  'error.network': 'Koinonia ist nicht erreichbar. Prüfe deine Verbindung und versuche es erneut.',
  'error.status.401': 'Anmeldung erforderlich. Lade die Seite neu und versuche es erneut.',
  'error.status.403': 'Zugriff verweigert. Bitte prüfe deine Berechtigungen.',
  'error.status.500': 'Serverfehler. Versuche es gleich noch einmal.',
  'error.status.other': 'Anfrage fehlgeschlagen ({status}). Versuche es erneut.',
  // A field problem, by its issue code; {minimum} and {maximum} are the bound broken.
  'error.field.required': 'Dieses Feld ist erforderlich',
  'error.field.too_short': 'Verwende mindestens {minimum} Zeichen',
  'error.field.too_long': 'Verwende höchstens {maximum} Zeichen',
  'error.field.too_small': 'Gib {minimum} oder mehr ein',
  'error.field.too_big': 'Gib {maximum} oder weniger ein',
  'error.field.too_few': 'Wähle mindestens {minimum} aus',
  'error.field.too_many': 'Wähle höchstens {maximum} aus',
  'error.field.not_integer': 'Gib eine ganze Zahl ein',
  'error.field.not_multiple_of': 'Gib eine Zahl in den erlaubten Schritten ein',
  'error.field.invalid_format': 'Das hat nicht das erwartete Format',
  'error.field.invalid_format.email': 'Gib eine gültige E-Mail-Adresse ein',
  'error.field.invalid_format.url': 'Gib eine gültige Webadresse ein',
  'error.field.invalid_format.uuid': 'Das ist keine gültige Kennung',
  'error.field.invalid_option': 'Wähle eine der Optionen',
  'error.field.invalid_type': 'Dieser Wert hat nicht den richtigen Typ',
  'error.field.unexpected_field': 'Dieses Feld wird hier nicht erwartet',
  'error.field.invalid': 'Dieser Wert ist ungültig',
  'error.field.password_common': 'Dieses Passwort ist zu verbreitet. Wähle eines, das schwerer zu erraten ist.',
  'error.field.password_repetitive':
    'Dieses Passwort wiederholt nur ein Zeichen oder besteht nur aus Leerzeichen. Wähle eines, das schwerer zu erraten ist.',
  'error.field.password_contains_personal_info':
    'Dieses Passwort enthält deinen Namen oder deine E-Mail-Adresse. Wähle eines ohne sie.',
  'error.field.username_taken': 'Dieser Benutzername ist bereits vergeben',
  'error.field.username_characters': "Verwende nur Buchstaben, Ziffern, '.' und '_'",
  'error.field.control_characters': 'Entferne Zeilenumbrüche und andere Steuerzeichen',
  'error.field.duplicate_choice': 'Wähle jede Option nur einmal',
  'error.field.unknown_church': 'Wähle eine Gemeinde aus der Liste',
  'error.field.unsupported_language': 'Wähle eine der unterstützten Sprachen',
};

export default dictionary;
