import type { CompanyCopy } from './en';

/** Dutch copy of the about-us, AI candles and contact-us pages. */
const copy: CompanyCopy = {
  aboutUs: {
    meta: {
      title: 'Over Koinonia: gemeenschap voor de hele kerk',
      description:
        'Waarom Koinonia bestaat: één privé, reclamevrij thuis voor gebed, de Bijbel en dienen, samen met kerken gebouwd zodat voorgangers tijd hebben voor mensen.',
    },
    hero: {
      eyebrow: 'Over ons',
      title: 'Gemaakt voor gemeenschap',
      subtitle:
        'Gebed, de Bijbel, dienen en het kerkelijk leven op één plek, zodat je gemeente ook tussen de zondagen verbonden blijft.',
    },
    overview: {
      title: 'Waarom Koinonia bestaat',
      paragraphs: [
        'Koinonia is het Griekse woord dat de eerste christenen gebruikten voor gemeenschap: een gedeeld leven van onderwijs, gebed, het breken van het brood en zorg voor elkaar. Voor dat gedeelde leven bouwen wij.',
        'Veel kerken draaien op een lappendeken van groepsapps, papieren intekenlijsten en losse hulpmiddelen voor giften. Voorgangers zijn hun avonden kwijt aan administratie, terwijl leden ongemerkt uit beeld raken. Koinonia brengt het samen, zodat leiders hun tijd aan mensen kunnen geven.',
      ],
    },
    features: {
      title: 'Wat we bouwen',
      items: [
        {
          title: 'Gebed en de Bijbel',
          body: 'De Gebedsmuur, een S.O.A.P.-dagboek, dagelijks Bijbellezen, leesplannen en een audiobijbel.',
        },
        {
          title: 'Gemeenschap',
          body: 'Gemeenschappen, gemodereerde forums, chat voor kleine groepen, berichten en mededelingen.',
        },
        {
          title: 'Evenementen',
          body: 'Aanmelden, herinneringen, aanwezigheidsregistratie en meerdere locaties.',
        },
        {
          title: 'Dienen',
          body: 'Het D.I.V.I.N.E.-Dienstcentrum koppelt vrijwilligers aan bedieningsteams op basis van vaardigheden en geestelijke gaven.',
        },
        {
          title: 'Kerkbeheer',
          body: 'Ledenbeheer, communicatie met de hele kerk en online geven met analyses van gevers.',
        },
        {
          title: 'Hulpmiddelen voor bedieningen',
          body: 'AI-studiegidsen, preekvoorbereiding, livestreams en met één klik verspreiden naar meer dan 11 platforms.',
        },
      ],
    },
    benefits: {
      title: 'Waar we voor staan',
      items: [
        {
          title: 'Privacy voorop',
          body: 'Geen advertentietracking, geen analyse door derden, geen doorverkoop van gegevens. Een gebedsverzoek is een kwestie van vertrouwen, geen product.',
        },
        {
          title: 'Samen met kerken gebouwd',
          body: 'Ontworpen rond een echte kerkweek: diensten, doordeweekse groepen, roosters voor vrijwilligers en de mensen die ze leiden.',
        },
        {
          title: 'De taal van elk lid',
          body: 'Koinonia spreekt {languageCount} talen, zodat iedereen kan bidden en lezen in de taal van zijn hart.',
        },
        {
          title: 'Gratis om te beginnen',
          body: 'Leden beginnen met ons gratis abonnement, zonder betaalkaart, en kunnen zo lang blijven als ze willen.',
        },
      ],
    },
    howItWorks: {
      title: 'Zo begin je',
      steps: [
        {
          title: 'Maak een gratis account aan',
          body: 'Kies je taal en open dan de Gebedsmuur en de Bijbellezing van vandaag.',
        },
        {
          title: 'Sluit je aan bij je kerk',
          body: 'Zoek je kerk en haar groepen, of zet je eigen kerk op met een kerkabonnement.',
        },
        {
          title: 'Groei samen',
          body: 'Bid voor elkaar, lees samen en dien met de gaven die God je gegeven heeft.',
        },
      ],
    },
    cta: {
      title: 'Kom en zie',
      body: 'Begin gratis als lid, of ontdek Koinonia samen met je kerkteam in een demo.',
    },
  },
  candlesInfo: {
    meta: {
      title: 'AI-kaarsen: tegoed voor studiegidsen en preken',
      description:
        'Zo werken AI-kaarsen: een maandelijks tegoed bij elk abonnement voor studiegidsen, preken, AI-audio en -video, plus extra pakketten die nooit verlopen.',
    },
    hero: {
      eyebrow: 'AI-kaarsen',
      title: 'Eén eenvoudig tegoed voor elke AI-functie',
      subtitle:
        'Met kaarsen betaal je studiegidsen, preekvoorbereiding, de AI-audiobijbel en AI-video. Elk abonnement bevat ze.',
    },
    overview: {
      title: 'Wat is een AI-kaars?',
      paragraphs: [
        'Een AI-kaars is een tegoed dat je besteedt aan de AI-functies van Koinonia. Elk abonnement, ook het gratis abonnement, bevat elke maand kaarsen.',
        'Kaarsen uit je abonnement worden elke maand aangevuld. Extra pakketten voegen kaarsen toe die nooit verlopen, en kerken krijgen loyaliteitskaarsen als ze bij ons blijven.',
      ],
    },
    features: {
      title: 'AI-kaarsen in één oogopslag',
      items: [
        {
          title: 'Studiegidsen',
          body: 'Een gids bij elk Bijbelgedeelte of thema, met gespreksvragen voor je groep.',
        },
        {
          title: 'Preekvoorbereiding',
          body: 'Zet een boodschap op, verzamel kruisverwijzingen en maak hem daarna helemaal je eigen.',
        },
        {
          title: 'AI-audiobijbel',
          body: 'Luister onderweg naar je werk of voor het slapengaan naar de voorgelezen Bijbel.',
        },
        {
          title: 'AI-video',
          body: 'Maak van een preekpunt of Bijbelgedeelte een korte video voor je kerk.',
        },
        {
          title: 'Je tegoed in één oogopslag',
          body: 'Je kaarsenpagina laat altijd zien hoeveel je nog hebt.',
        },
        {
          title: 'Snel aanvullen',
          body: 'Koop een extra pakket wanneer je meer nodig hebt, bij elk abonnement.',
        },
      ],
    },
    benefits: {
      title: 'Waarom kaarsen',
      items: [
        {
          title: 'Bij elk abonnement inbegrepen',
          body: 'Leden en kerken krijgen vanaf de eerste dag een maandelijks tegoed.',
        },
        {
          title: 'Geen verrassingen op de rekening',
          body: 'Je besteedt alleen kaarsen die je al hebt; er zijn geen kosten op basis van gebruik.',
        },
        {
          title: 'Aanvullingen die blijven',
          body: 'Kaarsen uit extra pakketten verlopen nooit, dus niets wat je koopt gaat verloren.',
        },
        {
          title: 'Je woorden blijven van jou',
          body: 'Wat je typt, wordt alleen verwerkt om je te antwoorden, nooit voor reclame.',
        },
      ],
    },
    howItWorks: {
      title: 'Zo werken kaarsen',
      steps: [
        {
          title: 'Kies een abonnement',
          body: 'Elk abonnement, ook het gratis abonnement, bevat maandelijkse kaarsen.',
        },
        {
          title: 'Gebruik AI-functies',
          body: 'Elke studiegids, preekschets, elk audiohoofdstuk en elke video kost kaarsen.',
        },
        {
          title: 'Vul aan wanneer nodig',
          body: 'Voeg op elk moment een extra pakket toe; kerken verdienen daarnaast loyaliteitskaarsen.',
        },
      ],
    },
    cta: {
      title: 'AI-hulp voor je Bijbelstudie en je bediening',
      body: 'Begin gratis met maandelijkse kaarsen, of koop een extra pakket wanneer je meer nodig hebt.',
    },
    allotments: {
      title: 'Kaarsen per abonnement',
      body: 'Elk abonnement bevat een maandelijks tegoed aan AI-kaarsen dat elke maand wordt aangevuld.',
    },
    boostPacks: {
      title: 'Extra pakketten',
      body: 'Losse aanvullingen in drie formaten, bij elk abonnement. Kaarsen uit extra pakketten verlopen nooit.',
    },
    loyalty: {
      title: 'Loyaliteitskaarsen voor kerken',
      body: 'Kerkabonnementen krijgen twee keer per jaar extra kaarsen, als dank voor hun trouw aan Koinonia.',
    },
  },
  contactUs: {
    meta: {
      title: 'Contact met Koinonia: ondersteuning, demo’s en vragen',
      description:
        'Neem contact op met het Koinonia-team: hulp bij je account, kerk- en enterprise-abonnementen, een demo of een vraag. We beantwoorden elk bericht.',
    },
    hero: {
      eyebrow: 'Neem contact op',
      title: 'We horen graag van je',
      subtitle: 'Hulp, een demo of een antwoord: kies de manier die bij je past.',
    },
    channels: {
      title: 'Waarmee kunnen we helpen?',
      items: {
        contact: {
          title: 'Stuur ons een bericht',
          body: 'Vragen, ideeën of feedback: iemand van ons team reageert.',
          link: 'Schrijf ons',
        },
        support: {
          title: 'Krijg ondersteuning',
          body: 'Problemen met inloggen, vragen over je abonnement of kaarsen, of iets dat niet werkt.',
          link: 'Vraag om hulp',
        },
        enterprise: {
          title: 'Kerk- en enterprise-abonnementen',
          body: 'Denk je aan Koinonia voor een grote gemeente, meerdere locaties of een netwerk van kerken? Laten we praten.',
          link: 'Praat met ons team',
        },
        demo: {
          title: 'Zie Koinonia in actie',
          body: 'Een live rondleiding voor je voorgangers en medewerkers.',
          link: 'Vraag een demo aan',
        },
      },
    },
    address: {
      title: 'Postadres van het bedrijf',
      lines: ['Koinonia', '100 Fellowship Way', 'Suite 200', 'Nashville, TN 37203', 'Verenigde Staten'],
    },
    email: {
      title: 'Mail ons',
      support: 'Ondersteuning: {email}',
      privacy: 'Privacy: {email}',
    },
    responseTime: 'Vragen over ondersteuning en van kerken beantwoorden we binnen één werkdag, andere berichten binnen twee werkdagen.',
  },
};

export default copy;
