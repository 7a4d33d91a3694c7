import type { FormsCopy } from './en';

/** Dutch copy of the contact, enterprise and support forms. */
const copy: FormsCopy = {
  email: {
    subject: 'We hebben je bericht ontvangen',
    greeting: 'Hallo {name},',
    received: {
      contact: 'Bedankt voor je bericht aan Koinonia. We hebben het ontvangen en antwoorden binnen twee werkdagen.',
      enterprise:
        'Bedankt voor je interesse in Koinonia voor je kerk. Iemand van ons team neemt binnen één werkdag contact met je op om een gesprek of een demo te plannen.',
      support:
        'Bedankt dat je contact hebt opgenomen met de ondersteuning van Koinonia. We hebben je verzoek ontvangen en antwoorden binnen één werkdag.',
    },
    copyHeading: 'Je bericht',
    ignore: 'Heb je dit bericht niet verstuurd? Dan kun je deze e-mail negeren.',
    signature: 'Het Koinonia-team',
  },
  fields: {
    name: 'Je naam',
    email: 'E-mailadres',
    message: 'Bericht',
    organization: 'Kerk of organisatie',
    congregationSize: 'Grootte van de gemeente',
    category: 'Waarmee kunnen we helpen?',
    optional: '(optioneel)',
  },
  congregationSizes: {
    under100: 'Minder dan 100',
    from100to499: '100–499',
    from500to1999: '500–1.999',
    from2000: '2.000 of meer',
  },
  categories: {
    support: 'Ondersteuning of technische hulp',
    partnerships: 'Samenwerking met kerken en demo’s',
    general: 'Algemene vragen',
  },
  categoryHints: {
    support: 'Inloggen, je abonnement of kaarsen, of een functie die niet werkt.',
    partnerships: 'Koinonia naar je kerk brengen of een demo inplannen.',
    general: 'Vragen, ideeën of feedback.',
  },
  hints: {
    characters: '{count} / {max} tekens',
  },
  errors: {
    summary: 'Verbeter de gemarkeerde velden.',
    nameRequired: 'Vul je naam in.',
    nameTooLong: 'Je naam mag maximaal {max} tekens lang zijn.',
    emailRequired: 'Vul je e-mailadres in.',
    emailInvalid: 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.nl.',
    emailTooLong: 'Je e-mailadres mag maximaal {max} tekens lang zijn.',
    messageTooShort: 'Je bericht moet minstens {min} tekens lang zijn.',
    messageTooLong: 'Je bericht mag maximaal {max} tekens lang zijn.',
    organizationRequired: 'Vul de naam van je kerk of organisatie in.',
    organizationTooLong: 'De naam van je kerk of organisatie mag maximaal {max} tekens lang zijn.',
    sizeRequired: 'Kies de grootte van je gemeente.',
    categoryRequired: 'Kies waarmee we kunnen helpen.',
    rateLimited: 'Je hebt in korte tijd meerdere berichten verstuurd. Probeer het over {minutes} minuten opnieuw.',
    network: 'We konden Koinonia niet bereiken. Controleer je verbinding; je bericht staat er nog.',
    server: 'Er ging bij ons iets mis. Je bericht staat er nog; probeer het opnieuw.',
  },
  states: {
    send: 'Versturen',
    sending: 'Bezig met versturen…',
    sentTitle: 'Bedankt, je bericht is verstuurd',
    sentBody: 'We hebben een bevestiging gestuurd naar {email}. Komt die niet snel binnen, kijk dan in je spammap.',
    sendAnother: 'Nog een bericht sturen',
  },
  contact: {
    meta: {
      title: 'Stuur het Koinonia-team een bericht',
      description:
        'Schrijf het Koinonia-team met een vraag, een idee of feedback over de app. We lezen elk bericht en antwoorden binnen twee werkdagen per e-mail.',
    },
    hero: {
      eyebrow: 'Contact',
      title: 'Stuur ons een bericht',
      subtitle: 'Vertel ons wat je bezighoudt. We antwoorden binnen twee werkdagen per e-mail.',
    },
  },
  enterprise: {
    meta: {
      title: 'Koinonia voor je kerk: praat met ons team',
      description:
        'Breng Koinonia naar een grote gemeente, meerdere locaties of een netwerk van kerken. Vertel ons over je kerk, dan plannen we een gesprek en een live demo.',
    },
    hero: {
      eyebrow: 'Kerk- en enterprise-abonnementen',
      title: 'Laten we Koinonia voor je kerk plannen',
      subtitle: 'Vertel ons over je gemeente en bedieningen, dan laten we zien hoe Koinonia ze kan dienen.',
    },
    points: {
      title: 'Wat er daarna gebeurt',
      items: [
        'We reageren binnen één werkdag om een gesprek te plannen.',
        'We laten jou en je medewerkers Koinonia zien in een live demo.',
        'Samen kiezen we het abonnement dat past bij je gemeente en locaties.',
        'Je beslist in je eigen tempo, zonder enige verplichting.',
      ],
    },
  },
  support: {
    meta: {
      title: 'Ondersteuning van Koinonia: hulp bij je account',
      description:
        'Hulp bij inloggen, je abonnement en AI-kaarsen, het inrichten van je kerk of een functie die niet werkt. Ons ondersteuningsteam antwoordt binnen één werkdag.',
    },
    hero: {
      eyebrow: 'Ondersteuning',
      title: 'Waarmee kunnen we helpen?',
      subtitle: 'Vertel ons wat er gebeurt en wat je had verwacht. We antwoorden binnen één werkdag.',
    },
    before: {
      title: 'Voordat je schrijft',
      body: 'Veel antwoorden staan al in onze veelgestelde vragen en handleidingen, van inloggen tot abonnementen, kaarsen en privacy.',
    },
  },
};

export default copy;
