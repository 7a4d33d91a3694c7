import type { FeaturesCopy } from './en';

/** Dutch copy of the five feature pages (prayer wall, Bible reading, events, community chat, volunteer hub). */
const copy: FeaturesCopy = {
  prayerWall: {
    meta: {
      title: 'Gebedsmuur: dag en nacht samen bidden — Koinonia',
      description:
        'Deel gebedsverzoeken privé, openbaar of anoniem, vorm gebedskringen, zie wie er voor je bidt en vier verhoorde gebeden met je kerk.',
    },
    hero: {
      eyebrow: 'Gebedsmuur',
      title: 'Niemand draagt zijn gebedsnood alleen',
      subtitle: 'Deel wat je bezighoudt privé, openbaar of anoniem, en laat je kerk met je meebidden.',
    },
    overview: {
      title: 'Gebed in het hart van je kerk',
      paragraphs: [
        'Gebedsnood wacht zelden tot zondag. Op de Gebedsmuur kunnen leden op elk uur om gebed vragen en weten ze dat anderen voor hen bidden.',
        'Jij bepaalt wie elk verzoek ziet, en verhoorde gebeden worden gemarkeerd, zodat iedereen God kan danken.',
      ],
    },
    features: {
      title: 'Wat de Gebedsmuur biedt',
      items: [
        {
          title: 'Privé, openbaar of anoniem',
          body: 'Houd een verzoek voor jezelf, deel het met je kerk of plaats het zonder je naam.',
        },
        {
          title: 'Gebedskringen',
          body: 'Verzamel een kleine kring rond één nood, zoals een ziekenhuisopname of een rouwend gezin.',
        },
        {
          title: 'Zie wie er bidt',
          body: 'Weet dat er mensen voor je verzoek bidden, zodat je het nooit alleen hoeft te dragen.',
        },
        {
          title: 'Verhoorde gebeden',
          body: 'Markeer een gebed als verhoord en vertel wat er gebeurd is, zodat anderen zich met je kunnen verblijden.',
        },
        {
          title: 'Meldingen naar jouw keuze',
          body: 'Hoor het wanneer iemand voor je bidt, en zet elke melding naar wens aan of uit.',
        },
        {
          title: 'Dag en nacht open',
          body: 'Plaats een verzoek en bid mee om middernacht of op het middaguur, op je telefoon of je computer.',
        },
      ],
    },
    benefits: {
      title: 'Waarom het ertoe doet',
      items: [
        {
          title: 'Zorg bereikt mensen eerder',
          body: 'Noden worden gedeeld zodra ze ontstaan, niet pas dagen later.',
        },
        {
          title: 'Leiders zien de noden',
          body: 'Openbare verzoeken en gebedskringen laten voorgangers zien waar zorg nodig is.',
        },
        {
          title: 'Geloof groeit door getuigenissen',
          body: 'Verhoorde gebeden worden een blijvend verslag van Gods trouw.',
        },
        {
          title: 'Gevoelige noden blijven veilig',
          body: 'Met privé- en anonieme verzoeken kunnen mensen om gebed vragen zonder angst voor geroddel.',
        },
      ],
    },
    howItWorks: {
      title: 'Zo werkt het',
      steps: [
        {
          title: 'Schrijf je verzoek',
          body: 'Vertel in je eigen woorden wat je op het hart hebt.',
        },
        {
          title: 'Kies wie het ziet',
          body: 'Maak het privé, openbaar of anoniem, of deel het met een gebedskring.',
        },
        {
          title: 'Bid en dank',
          body: 'Bid voor anderen en markeer verhoringen wanneer ze komen.',
        },
      ],
    },
    cta: {
      title: 'Begin vandaag samen te bidden',
      body: 'De Gebedsmuur is gratis. Plaats binnen een paar minuten je eerste gebedsverzoek.',
    },
  },
  bibleReading: {
    meta: {
      title: 'Bijbelleesplannen en S.O.A.P.-dagboek — Koinonia',
      description:
        'Dagelijks Bijbellezen, begeleide overdenkingen, leesplannen, studieaantekeningen, meerdere vertalingen, een audiobijbel en een S.O.A.P.-dagboek.',
    },
    hero: {
      eyebrow: 'Bijbellezen',
      title: 'Open elke dag samen het Woord',
      subtitle: 'Dagelijkse Bijbelgedeelten, begeleide overdenkingen, leesplannen en een S.O.A.P.-dagboek waarmee Gods Woord wortel schiet.',
    },
    overview: {
      title: 'Een dagelijkse gewoonte die blijft',
      paragraphs: [
        'Beginnen met Bijbellezen is makkelijk; volhouden is moeilijk. Koinonia geeft je elke dag een gedeelte, een begeleide overdenking en een plek om op te schrijven wat je leert.',
        'Lees in meerdere vertalingen, luister onderweg en bespreek het gedeelte met je kerk. Studieaantekeningen en AI-studiegidsen helpen je dieper te graven.',
      ],
    },
    features: {
      title: 'Alles om te lezen en te studeren',
      items: [
        {
          title: 'Dagelijks lezen en overdenken',
          body: 'Elke dag krijg je een Bijbelgedeelte en een korte overdenking om over na te denken en mee te bidden.',
        },
        {
          title: 'Leesplannen voor elke fase',
          body: 'Kies uit {beginnerPlans} plannen voor beginners en {intermediatePlans} voor gevorderden, en volg dag voor dag je voortgang.',
        },
        {
          title: 'S.O.A.P.-dagboek',
          body: 'Schrijf bij elk gedeelte de Schrifttekst op (Scripture), je Observatie, de Toepassing (Application) en een Gebed (Prayer).',
        },
        {
          title: 'Studieaantekeningen en vertalingen',
          body: 'Vergelijk verschillende Bijbelvertalingen en lees aantekeningen over context en betekenis.',
        },
        {
          title: 'Audiobijbel',
          body: 'Luister terwijl je autorijdt, wandelt of kookt.',
        },
        {
          title: 'Samen in gesprek',
          body: 'Deel een inzicht over het gedeelte van vandaag en lees wat anderen is opgevallen.',
        },
      ],
    },
    benefits: {
      title: 'Waarom het ertoe doet',
      items: [
        {
          title: 'Volhouden op de lange termijn',
          body: 'Een dagelijks ritme en zichtbare voortgang helpen leden week na week te blijven lezen.',
        },
        {
          title: 'Begrijpen, niet alleen lezen',
          body: 'Overdenkingen, aantekeningen en je dagboek maken van een hoofdstuk iets wat je in je leven handen en voeten geeft.',
        },
        {
          title: 'Gods Woord waar je ook bent',
          body: 'Lees op elk apparaat, bewaar gedeelten om offline te lezen of luister onderweg.',
        },
        {
          title: 'Een kerk die samen leest',
          body: 'Groepen die hetzelfde plan volgen, praten met elkaar vanuit wat ze samen gelezen hebben.',
        },
      ],
    },
    howItWorks: {
      title: 'Zo werkt het',
      steps: [
        {
          title: 'Kies een plan',
          body: 'Begin met het gedeelte van vandaag of kies een plan dat bij je tijd past.',
        },
        {
          title: 'Lees, luister en overdenk',
          body: 'Lees of luister, volg de overdenking en schrijf een S.O.A.P.-notitie.',
        },
        {
          title: 'Deel en ga door',
          body: 'Bespreek het gedeelte met je kerk en zie je voortgang groeien.',
        },
      ],
    },
    cta: {
      title: 'Begin vandaag aan je eerste leesplan',
      body: 'Dagelijks Bijbellezen, de plannen voor beginners en het S.O.A.P.-dagboek zijn gratis, zonder betaalkaart.',
    },
  },
  events: {
    meta: {
      title: 'Kerkelijke evenementen met aanmelding — Koinonia',
      description:
        'Maak evenementen aan, verzamel aanmeldingen, stuur herinneringen en houd de aanwezigheid bij op al je locaties, in één agenda die je leden vertrouwen.',
    },
    hero: {
      eyebrow: 'Evenementen',
      title: 'Elke bijeenkomst op één plek gepland',
      subtitle: 'Maak evenementen aan, verzamel aanmeldingen, stuur herinneringen en houd de aanwezigheid bij op elke locatie.',
    },
    overview: {
      title: 'Van zondagse dienst tot zendingsreis',
      paragraphs: [
        'Het kerkelijk leven zit vol bijeenkomsten: diensten, jeugdavonden, gezamenlijke maaltijden en retraites. Koinonia zet ze allemaal in één agenda die leden vertrouwen.',
        'Leiders zien wie er komt en wie er was, zodat ze vooruit kunnen plannen en contact kunnen zoeken met wie ze gemist hebben.',
      ],
    },
    features: {
      title: 'Hulpmiddelen voor elk evenement',
      items: [
        {
          title: 'Eenvoudig een evenement aanmaken',
          body: 'Vul een titel, tijd en plaats in en publiceer het voor je kerk, een gemeenschap of een groep.',
        },
        {
          title: 'Aanmelden met één tik',
          body: 'Leden reageren in een oogwenk, en jij ziet het aantal aanmeldingen groeien.',
        },
        {
          title: 'Herinneringen',
          body: 'Wie heeft gereageerd, krijgt vóór het evenement een herinnering, zodat minder mensen het vergeten.',
        },
        {
          title: 'Aanwezigheid bijhouden',
          body: 'Noteer wie er was en vergelijk de opkomst van het ene evenement met het volgende.',
        },
        {
          title: 'Meerdere locaties',
          body: 'Houd een evenement op verschillende plaatsen of locaties, met elk adres duidelijk vermeld.',
        },
        {
          title: 'Eén overzicht voor leden',
          body: 'Leden zien de evenementen van hun kerk en hun groepen bij elkaar.',
        },
      ],
    },
    benefits: {
      title: 'Waarom het ertoe doet',
      items: [
        {
          title: 'Betere opkomst',
          body: 'Makkelijk reageren en herinneringen op tijd brengen meer mensen over de drempel.',
        },
        {
          title: 'Plannen met echte aantallen',
          body: 'Weet op hoeveel mensen je kunt rekenen voor maaltijden, zitplaatsen en kinderopvang.',
        },
        {
          title: 'Met zorg nabellen',
          body: 'De aanwezigheid laat zien wie al een tijdje ontbreekt, zodat leiders contact kunnen opnemen.',
        },
        {
          title: 'Minder papierwerk',
          body: 'Geen intekenlijsten of spreadsheets meer die je na afloop moet samenvoegen.',
        },
      ],
    },
    howItWorks: {
      title: 'Zo werkt het',
      steps: [
        {
          title: 'Maak het evenement aan',
          body: 'Stel de datum, tijd en locaties in en kies wie er uitgenodigd wordt.',
        },
        {
          title: 'Verzamel reacties',
          body: 'Leden melden zich aan in de app en krijgen herinneringen naarmate de dag nadert.',
        },
        {
          title: 'Kom samen en volg op',
          body: 'Noteer op de dag zelf wie er is, en zoek contact met wie er niet bij kon zijn.',
        },
      ],
    },
    cta: {
      title: 'Plan je volgende bijeenkomst met Koinonia',
      body: 'Aanmelden is gratis voor leden. Kerkabonnementen voegen volledige evenementenplanning toe; plan een demo om het te zien.',
    },
  },
  communityChat: {
    meta: {
      title: 'Gemeenschapschat, forums en berichten — Koinonia',
      description:
        'Gemeenschappen, gemodereerde forums, chat voor kleine groepen, privéberichten en mededelingen die je kerk ook tussen de zondagen verbonden houden.',
    },
    hero: {
      eyebrow: 'Gemeenschapschat',
      title: 'Blijf verbonden tussen de zondagen',
      subtitle: 'Gemeenschappen, gemodereerde forums, chat voor kleine groepen, berichten en mededelingen op één veilige plek.',
    },
    overview: {
      title: 'Gemeenschap die verder gaat dan de kerkdeur',
      paragraphs: [
        'Gemeenschap stopt niet wanneer de dienst afgelopen is. Elke gemeenschap en kleine groep krijgt een eigen plek om de hele week met elkaar te praten en elkaar te bemoedigen.',
        'Leiders plaatsen mededelingen, moderatoren zorgen dat de forums vriendelijk blijven en leden sturen elkaar berichten zonder hun telefoonnummer te delen.',
      ],
    },
    features: {
      title: 'Manieren om in contact te blijven',
      items: [
        {
          title: 'Gemeenschappen',
          body: 'Sluit je aan bij je kerk, haar bedieningen en interessegroepen, elk met eigen gesprekken.',
        },
        {
          title: 'Gemodereerde forums',
          body: 'Praat over geloof en kerkelijk leven, terwijl moderatoren ervoor zorgen dat het respectvol blijft.',
        },
        {
          title: 'Chat voor kleine groepen',
          body: 'Je huiskring of Bijbelstudiegroep krijgt een eigen chat voor gebedspunten, plannen en bemoediging.',
        },
        {
          title: 'Privéberichten',
          body: 'Schrijf een lid of leider persoonlijk, zonder je telefoonnummer te delen.',
        },
        {
          title: 'Mededelingen',
          body: 'Leiders plaatsen belangrijk nieuws één keer, en het bereikt elk lid van de gemeenschap.',
        },
        {
          title: 'Contacten en het Betrokkenheidsbord',
          body: 'Bewaar de mensen die je kent in je contacten, en vier betrokkenheid op het Betrokkenheidsbord.',
        },
      ],
    },
    benefits: {
      title: 'Waarom het ertoe doet',
      items: [
        {
          title: 'Niemand raakt uit beeld',
          body: 'Nieuwkomers vinden vanaf hun eerste week een groep en een gesprek.',
        },
        {
          title: 'Veiliger dan openbare sociale media',
          body: 'Gesprekken blijven binnen je kerk, met moderatie en zonder advertentietracking.',
        },
        {
          title: 'Leiders besparen tijd',
          body: 'Eén mededeling vervangt een reeks e-mails, appjes en berichten.',
        },
        {
          title: 'Bemoediging die zichtbaar is',
          body: 'Het Betrokkenheidsbord zet mensen in het zonnetje die bidden, dienen en meedoen.',
        },
      ],
    },
    howItWorks: {
      title: 'Zo werkt het',
      steps: [
        {
          title: 'Sluit je aan bij je gemeenschappen',
          body: 'Zoek je kerk en de groepen waar je bij hoort.',
        },
        {
          title: 'Zeg hallo',
          body: 'Stel jezelf voor in de chat van je kleine groep of begin een gesprek op het forum.',
        },
        {
          title: 'Blijf in contact',
          body: 'Volg mededelingen en stuur vrienden berichten, met meldingen die jij zelf instelt.',
        },
      ],
    },
    cta: {
      title: 'Haal de gesprekken van je kerk naar één plek',
      body: 'Doe gratis mee en vind vandaag nog je gemeenschappen, of plan een demo voor je leiderschapsteam.',
    },
  },
  volunteerHub: {
    meta: {
      title: 'Vrijwilligers: het D.I.V.I.N.E.-Dienstcentrum — Koinonia',
      description:
        'Koppel leden aan bedieningsteams op vaardigheden en geestelijke gaven, plaats vacatures, beoordeel aanmeldingen, plan met herinneringen en bedank vrijwilligers.',
    },
    hero: {
      eyebrow: 'Vrijwilligerscentrum',
      title: 'Help elk lid een plek te vinden om te dienen',
      subtitle: 'Het D.I.V.I.N.E.-Dienstcentrum koppelt mensen aan bedieningsteams op basis van vaardigheden en geestelijke gaven.',
    },
    overview: {
      title: 'Dienen dat door velen gedragen wordt',
      paragraphs: [
        'Veel kerken leunen op een paar trouwe vrijwilligers, terwijl anderen wachten tot ze gevraagd worden. Het Dienstcentrum laat elke open taak zien en waar de gaven van elk lid passen.',
        'Leiders plaatsen vacatures, beoordelen aanmeldingen en maken roosters, zodat teams bezet blijven zonder elke week dezelfde mensen te hoeven vragen.',
      ],
    },
    features: {
      title: 'Alles voor je vrijwilligersteams',
      items: [
        {
          title: 'Bedieningsteams',
          body: 'Zie de leiders, leden, taken en open plekken van elk team in één overzicht.',
        },
        {
          title: 'Vacaturebord',
          body: 'Bekijk alle open taken in je kerk en wat ze inhouden.',
        },
        {
          title: 'Afstemmen op vaardigheden en gaven',
          body: 'Suggesties zijn gebaseerd op je vaardigheden en je gaventest: de basistest met {basicQuestions} vragen of de uitgebreide test met {comprehensiveQuestions}.',
        },
        {
          title: 'Roosters met herinneringen',
          body: 'Plan wie wanneer dient, en vrijwilligers krijgen voor elke dienst een herinnering.',
        },
        {
          title: 'Aanmeldingen',
          body: 'Leden melden zich in een paar stappen aan, en leiders beoordelen, accepteren en verwelkomen hen.',
        },
        {
          title: 'Waarderingsbadges',
          body: 'Badges bedanken vrijwilligers voor trouwe inzet en bereikte mijlpalen.',
        },
      ],
    },
    benefits: {
      title: 'Waarom het ertoe doet',
      items: [
        {
          title: 'Meer mensen die dienen',
          body: 'Duidelijke taken en afstemming op gaven nodigen leden uit die nooit wisten waar ze moesten beginnen.',
        },
        {
          title: 'Gezondere teams',
          body: 'Door de last te delen raken je trouwste vrijwilligers niet opgebrand.',
        },
        {
          title: 'Minder gaten op de dag zelf',
          body: 'Roosters en herinneringen betekenen minder gemiste diensten en minder telefoontjes op het laatste moment.',
        },
        {
          title: 'Inzet die gezien wordt',
          body: 'Badges en bedankjes laten vrijwilligers zien dat hun dienstwerk ertoe doet.',
        },
      ],
    },
    howItWorks: {
      title: 'Zo werkt het',
      steps: [
        {
          title: 'Ontdek je gaven',
          body: 'Doe de test naar geestelijke gaven en zie hoe God je gevormd heeft om te dienen.',
        },
        {
          title: 'Vind een taak en meld je aan',
          body: 'Bekijk het vacaturebord en meld je aan bij het team dat bij je past.',
        },
        {
          title: 'Dien samen met je team',
          body: 'Je leider zet je op het rooster, en herinneringen zorgen dat je klaarstaat.',
        },
      ],
    },
    cta: {
      title: 'Help elke gave haar plek te vinden',
      body: 'Leden doen de basistest naar gaven gratis. Kerken kunnen een demo van het vrijwilligersbeheer inplannen.',
    },
  },
};

export default copy;
