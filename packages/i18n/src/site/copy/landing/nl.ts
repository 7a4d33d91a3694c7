import type { LandingCopy } from './en';

/** Dutch copy of the landing page. */
const copy: LandingCopy = {
  meta: {
    title: 'Koinonia — De alles-in-één-app voor kerkelijke gemeenschap',
    description:
      'Gebedsmuur, dagelijks Bijbellezen, evenementen, groepschat en vrijwilligerswerk in één privacyvriendelijke app voor leden, leiders, voorgangers en medewerkers.',
  },
  hero: {
    eyebrow: 'De alles-in-één-app voor je kerk',
    title: 'Gemeenschap die de hele week doorgaat',
    subtitle:
      'Gebed, de Bijbel, evenementen, chat en dienen in één app waarin privacy voorop staat, voor je leden, leiders en medewerkers.',
  },
  overview: {
    title: 'Eén thuis voor het gemeenteleven van je kerk',
    paragraphs: [
      'Veel kerken jongleren met een groepsapp, een intekenlijst, een collectepagina en een vrijwilligersrooster in Excel. Koinonia brengt dat allemaal samen op één plek: leden vinden alles terug en leiders hoeven geen lijsten meer over te typen van het ene hulpmiddel naar het andere.',
      'Leden bidden voor elkaar, lezen dagelijks in de Bijbel en melden zich aan om te dienen. Voorgangers en beheerders zien wie verbonden is en waar hulp nodig is, in {languageCount} talen.',
    ],
  },
  features: {
    title: 'Alles wat je kerk doet, in één app',
    items: [
      {
        title: 'Gebedsmuur',
        body: 'Privé, openbare of anonieme gebedsverzoeken, gebedskringen en verhoorde gebeden, dag en nacht open.',
      },
      {
        title: 'Bijbellezen en dagboek',
        body: 'Dagelijkse Bijbelgedeelten, begeleide overdenkingen, leesplannen, een audiobijbel en een S.O.A.P.-dagboek.',
      },
      {
        title: 'Evenementen en gemeenschap',
        body: 'Aanmeldingen, herinneringen, gemodereerde forums, chat voor kleine groepen, berichten en mededelingen.',
      },
      {
        title: 'Dienstcentrum',
        body: 'Koppel leden aan bedieningsteams op basis van vaardigheden en geestelijke gaven, en plan en bedank ze daarna.',
      },
      {
        title: 'Bijbelstudie en preekvoorbereiding met AI',
        body: 'Studiegidsen en preekschetsen op verzoek, betaald met de AI-kaarsen die bij elk abonnement horen.',
      },
      {
        title: 'Kerkbeheer',
        body: 'Ledenbeheer, online geven met giftenanalyse, livestream, meerdere locaties en contentstudio’s.',
      },
    ],
  },
  featurePages: {
    title: 'Ontdek de functies',
    items: {
      prayerWall: {
        title: 'Gebedsmuur',
        body: 'Deel wat je bezighoudt, vorm gebedskringen en vier samen verhoorde gebeden.',
      },
      bibleReading: {
        title: 'Bijbellezen',
        body: 'Lees, luister en overdenk elke dag met leesplannen, overdenkingen en je S.O.A.P.-dagboek.',
      },
      events: {
        title: 'Evenementen',
        body: 'Plan bijeenkomsten met aanmeldingen, herinneringen en aanwezigheid op al je locaties.',
      },
      communityChat: {
        title: 'Gemeenschapschat',
        body: 'Houd gemeenschappen en kleine groepen veilig met elkaar in gesprek, ook tussen de zondagen door.',
      },
      volunteerHub: {
        title: 'Vrijwilligerscentrum',
        body: 'Help elk lid een plek te vinden om te dienen die past bij zijn of haar gaven.',
      },
    },
  },
  audiences: {
    title: 'Gemaakt voor iedereen in je kerk',
    items: [
      {
        title: 'Leden',
        body: 'Bid, lees, schrijf in je dagboek en doe mee met je kerk vanaf je telefoon, op elk uur van de dag.',
      },
      {
        title: 'Groeps- en bedieningsleiders',
        body: 'Chat met je groep, deel mededelingen, plan evenementen en vul vrijwilligersrollen in.',
      },
      {
        title: 'Voorgangers',
        body: 'Zie waar je mensen zorg nodig hebben en bereid preken en Bijbelstudies voor met hulp van AI.',
      },
      {
        title: 'Kerkbeheerders en vrijwilligers',
        body: 'Beheer leden, giften, locaties en roosters zonder een la vol spreadsheets.',
      },
    ],
  },
  benefits: {
    title: 'Waarom kerken voor Koinonia kiezen',
    items: [
      {
        title: 'Minder administratie, meer pastoraat',
        body: 'Eén app vervangt het lappendeken van losse hulpmiddelen, zodat medewerkers hun tijd aan mensen besteden.',
      },
      {
        title: 'Leden die verbonden blijven',
        body: 'Gebed, Bijbellezen en chat geven mensen een reden om ook tussen de zondagen terug te komen.',
      },
      {
        title: 'Klaar voor elke locatie',
        body: 'Beheer meerdere locaties vanuit één account en organiseer evenementen op verschillende plaatsen.',
      },
      {
        title: 'In de taal van elk lid',
        body: 'Iedereen kiest zijn eigen taal en een licht of donker thema, en kan inhoud offline bewaren.',
      },
    ],
  },
  howItWorks: {
    title: 'Zo werkt het',
    steps: [
      {
        title: 'Maak een gratis account aan',
        body: 'Meld je binnen een minuut aan, zonder betaalkaart, en kies je taal.',
      },
      {
        title: 'Sluit je aan bij je kerk of zet hem op',
        body: 'Zoek je kerk en groepen, of breng je gemeente samen met een kerkabonnement.',
      },
      {
        title: 'Bid, lees, kom samen en dien',
        body: 'Begin met het Bijbelgedeelte van vandaag of een gebedsverzoek, en groei van daaruit verder.',
      },
    ],
  },
  cta: {
    title: 'Breng je kerk samen op één plek',
    body: 'Begin vandaag gratis, of plan een demo en we laten je team Koinonia stap voor stap zien.',
  },
};

export default copy;
