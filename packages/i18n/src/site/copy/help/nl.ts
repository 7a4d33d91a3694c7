import type { HelpCopy } from './en';

/** Dutch copy of the FAQ and help docs pages. */
const copy: HelpCopy = {
  search: {
    label: 'Zoeken',
    placeholder: 'Zoek in vragen en handleidingen',
    results: '{count} resultaten',
    noResults: 'Niets gevonden voor “{query}”. Probeer een ander woord of neem contact op met ondersteuning.',
    clear: 'Zoekopdracht wissen',
  },
  faq: {
    meta: {
      title: 'Veelgestelde vragen — Koinonia',
      description:
        'Antwoorden over Koinonia: aan de slag, gratis en betaalde abonnementen, AI-kaarsen, privacy, wie gebeden ziet en wat kerkabonnementen voorgangers bieden.',
    },
    hero: {
      eyebrow: 'Veelgestelde vragen',
      title: 'De vragen die we het vaakst horen',
      subtitle: 'Korte, eerlijke antwoorden voor leden, leiders en kerkbeheerders.',
    },
    groups: [
      {
        title: 'Aan de slag',
        items: [
          {
            question: 'Wat is Koinonia?',
            answer:
              'Koinonia is een kerk-app voor leden, leiders, voorgangers, beheerders en vrijwilligers. De Gebedsmuur, dagelijks Bijbellezen, het S.O.A.P.-dagboek, evenementen, groepschat, dienen en geven komen samen op één plek, zodat een kerk de hele week met elkaar verbonden blijft.',
          },
          {
            question: 'Is Koinonia gratis?',
            answer:
              'Ja. Het {disciplePlan}-abonnement is gratis, zonder betaalkaart, en bevat de Gebedsmuur, het S.O.A.P.-dagboek, gesprekken in de gemeenschap, dagelijks Bijbellezen, leesplannen voor beginners en {discipleCandles} AI-kaarsen per maand. Betaalde abonnementen geven meer kaarsen en meer hulpmiddelen.',
          },
          {
            question: 'Moet mijn kerk ook op Koinonia zitten?',
            answer:
              'Nee. Je kunt ook op jezelf lezen, bidden en je dagboek bijhouden, en een kerk kiezen tijdens het instellen is niet verplicht. Sluit je kerk zich aan, dan maak je met hetzelfde account verbinding met haar gemeenschappen, evenementen en dienstteams.',
          },
          {
            question: 'In welke talen is Koinonia beschikbaar?',
            answer:
              'Koinonia is beschikbaar in {languageCount} talen, waaronder Arabisch, Urdu, Hebreeuws en Perzisch, die van rechts naar links worden geschreven. Bij je eerste bezoek stellen we talen voor die bij je land passen, en je kunt je taal altijd wijzigen in Instellingen.',
          },
        ],
      },
      {
        title: 'Abonnementen en kaarsen',
        items: [
          {
            question: 'Wat is een AI-kaars?',
            answer:
              'Een AI-kaars is een tegoed dat je besteedt aan AI-functies: studiegidsen, preekvoorbereiding, de AI-audiobijbel en AI-video. Elk abonnement bevat kaarsen die elke maand worden aangevuld. Bidden, lezen, chatten en alles wat geen AI is, kost nooit kaarsen.',
          },
          {
            question: 'Wat gebeurt er als mijn kaarsen op zijn?',
            answer:
              'Alleen de AI-functies pauzeren. Je kunt wachten tot je maandelijkse kaarsen worden aangevuld, een extra pakket kopen waarvan de kaarsen nooit verlopen, of overstappen op een abonnement met meer kaarsen per maand.',
          },
          {
            question: 'Kan ik mijn abonnement wijzigen of opzeggen?',
            answer:
              'Ja, op elk moment. Betaal per maand, of betaal per jaar en krijg {freeMonths} maanden gratis. Zeg je op, dan houd je je abonnement tot het einde van de periode waarvoor je betaald hebt, en daarna ga je terug naar het gratis abonnement, met al je inhoud intact.',
          },
          {
            question: 'Hebben kaarsen een geldwaarde?',
            answer:
              'Nee. Kaarsen zijn tegoed voor AI-functies binnen Koinonia. Ze kunnen niet worden ingewisseld voor geld of buiten de app worden gebruikt.',
          },
        ],
      },
      {
        title: 'Privacy en veiligheid',
        items: [
          {
            question: 'Verkoopt Koinonia mijn gegevens of toont het advertenties?',
            answer:
              'Nee. Er is geen advertentietracking, geen analyse door derden en geen doorverkoop van gegevens. We gebruiken je gegevens alleen om Koinonia voor jou en je kerk te laten werken.',
          },
          {
            question: 'Wie kan mijn gebedsverzoeken zien?',
            answer:
              'Dat kies je per verzoek. Openbare verzoeken verschijnen op de gebedsmuur van je kerk, privéverzoeken blijven bij jou en de gebedskring die je kiest, en anonieme verzoeken worden zonder je naam getoond.',
          },
          {
            question: 'Welke cookies gebruikt Koinonia?',
            answer:
              'Eén inlogcookie met een willekeurige sessie-id. Er zijn geen advertentie- of analysecookies. Je browser onthoudt daarnaast op je eigen apparaat je thema, taal en de indeling van de zijbalk.',
          },
          {
            question: 'Hoe meld ik iets schadelijks?',
            answer:
              'Forums en groepschats worden gemodereerd door de leiders van je kerk, dus vertel het eerst aan een moderator of leider van die gemeenschap. Gaat het om je veiligheid of is het niet opgelost, schrijf dan naar {supportEmail} en we zoeken het uit.',
          },
        ],
      },
      {
        title: 'Voor kerken',
        items: [
          {
            question: 'Hoe gaat onze kerk van start?',
            answer:
              'Kies {churchBasicPlan} of {churchStandardPlan}, of neem contact met ons op over {enterprisePlan} voor grotere netwerken. We plannen graag een demo in en helpen je om je medewerkers en leden uit te nodigen.',
          },
          {
            question: 'Wat voegen kerkabonnementen toe?',
            answer:
              'Ledenbeheer, evenementenplanning, communicatie met de hele kerk, een besloten gebedskring, analyses, beheer van meerdere locaties, analyse van giften, livestreamintegratie, vrijwilligersbeheer en realtime bedieningschat met CRM.',
          },
          {
            question: 'Wat zijn loyaliteitskaarsen?',
            answer:
              'Een bedankje voor kerken die bij ons blijven: elke {loyaltyMonths} maanden krijgen kerken met {churchBasicPlan} {basicLoyaltyCandles} extra kaarsen en kerken met {churchStandardPlan} {standardLoyaltyCandles}.',
          },
          {
            question: 'Wat kunnen kerkbeheerders zien?',
            answer:
              'Beheerders zien het ledenbestand en de inhoud van hun eigen gemeenschappen. Privégebeden en dagboeken van leden blijven privé, en giften zijn alleen zichtbaar voor de gever en de financieel beheerders van de kerk.',
          },
        ],
      },
    ],
  },
  helpDocs: {
    meta: {
      title: 'Handleidingen: stap voor stap — Koinonia',
      description:
        'Stapsgewijze handleidingen voor Koinonia: je account instellen, gebedsverzoeken plaatsen, leesplannen volgen, je aanmelden, dienen, leden beheren en AI-kaarsen.',
    },
    hero: {
      eyebrow: 'Handleidingen',
      title: 'Stap voor stap uitgelegd',
      subtitle: 'Zoek de taak die je wilt uitvoeren en volg de stappen. Elke handleiding kost maar een paar minuten.',
    },
    articles: [
      {
        id: 'create-your-account',
        title: 'Maak je account aan en kies een taal',
        summary: 'Meld je gratis aan en stel Koinonia in in de taal waarin je bidt.',
        steps: [
          'Kies “Gratis beginnen” en vul je naam, e-mailadres en een wachtwoord in. Je hebt geen betaalkaart nodig.',
          'Open de e-mail die we je sturen en volg de link om je adres te bevestigen.',
          'Doorloop de korte kennismaking: je profiel, je kerk en je interesses. De stappen voor kerk en interesses kun je overslaan en later invullen.',
          'Kies in de laatste stap je taal. Wil je die later wijzigen, open dan Instellingen en kies Taal; je keuze wordt in je account opgeslagen en gaat mee naar elk apparaat.',
        ],
      },
      {
        id: 'post-a-prayer-request',
        title: 'Plaats een gebedsverzoek en kies wie het ziet',
        summary: 'Deel wat je op het hart hebt met precies de mensen die jij wilt.',
        steps: [
          'Open Gebedsmuur onder Aanbidding in de zijbalk en begin een nieuw verzoek.',
          'Geef het een korte titel en schrijf op waarvoor je gebed vraagt.',
          'Kies wie het ziet: Openbaar voor de gebedsmuur van je kerk, Privé voor jou en de gebedskring die je kiest, of Anoniem om het zonder je naam te delen.',
          'Plaats het. Je krijgt een melding wanneer mensen bidden, en bij het verzoek staat hoeveel mensen met je meebidden.',
          'Is het gebed verhoord, markeer het dan als verhoord, zodat iedereen die meebad samen met jou God kan danken.',
        ],
      },
      {
        id: 'reading-plan-and-soap-journal',
        title: 'Begin een leesplan en houd een S.O.A.P.-dagboek bij',
        summary: 'Bouw een dagelijkse gewoonte op om de Bijbel te lezen en op te schrijven wat die voor jou betekent.',
        steps: [
          'Open Bijbellezen onder Aanbidding en bekijk de leesplannen: {beginnerPlans} voor beginners en {intermediatePlans} voor wie dieper wil gaan.',
          'Begin een plan. Elke dag krijg je een gedeelte met een begeleide overdenking en studieaantekeningen; kies je vertaling of luister met de audiobijbel.',
          'Open na het lezen het S.O.A.P.-dagboek en schrijf vier korte delen: de Schrifttekst die je trof (Scripture), je Observatie, hoe je het gaat toepassen (Application) en een Gebed (Prayer).',
          'Kom morgen terug: je plek in het plan wordt bewaard, en je dagboek blijft privé, tenzij je ervoor kiest een notitie te delen.',
        ],
      },
      {
        id: 'rsvp-to-an-event',
        title: 'Meld je aan voor een evenement en ontvang herinneringen',
        summary: 'Laat de organisatoren weten dat je komt en mis nooit het begin.',
        steps: [
          'Open Evenementen onder Verbinden om te zien wat er binnenkort in je kerk en je groepen gebeurt, met bij elk evenement de plaats en locatie.',
          'Open een evenement en meld je aan, zodat de organisatoren weten op hoeveel mensen ze kunnen rekenen.',
          'Vóór het evenement krijg je herinneringen via de kanalen die je in Meldingsinstellingen kiest: in de app, per e-mail of als pushmelding.',
          'Veranderen je plannen, pas dan je aanmelding aan, zodat het aantal aanwezigen klopt.',
        ],
      },
      {
        id: 'join-a-community',
        title: 'Sluit je aan bij een gemeenschap en chat met je groep',
        summary: 'Vind je kleine groep of bediening en blijf in contact tussen de bijeenkomsten door.',
        steps: [
          'Open Gemeenschappen onder Verbinden en zoek de groepen en bedieningen van je kerk.',
          'Sluit je aan bij de groepen waar je bij hoort. Hun mededelingen, forums en evenementen verschijnen dan bij jou.',
          'Doe mee op de forums, die door je leiders worden gemodereerd, of open de chat van je groep voor een snel gesprek.',
          'Gebruik Berichten voor persoonlijke gesprekken en Contacten om de mensen die je kent dichtbij te houden.',
        ],
      },
      {
        id: 'volunteer-and-gifts-assessment',
        title: 'Vind vrijwilligerswerk en doe de gaventest',
        summary: 'Ontdek welke gaven je hebt gekregen en vind een plek om te dienen die bij je past.',
        steps: [
          'Doe de test naar geestelijke gaven: de basistest heeft {basicQuestions} vragen en is gratis; de uitgebreide test heeft {comprehensiveQuestions} vragen en hoort bij {servantPlan} en hoger.',
          'Open het Dienstcentrum onder Dienen. Mogelijkheden die bij je vaardigheden en gaven passen, worden als eerste voorgesteld.',
          'Open een mogelijkheid om het team te zien, wat de taak inhoudt en hoeveel plekken er nog open zijn, en meld je dan aan.',
          'Volg je aanmelding onder Mijn aanmeldingen. Zodra je in een team zit, verschijnen je rooster en herinneringen in het Dienstcentrum, en waarderingsbadges zetten je inzet in het licht.',
        ],
      },
      {
        id: 'invite-staff-and-manage-members',
        title: 'Nodig medewerkers uit en beheer leden',
        summary: 'Voor kerkbeheerders: haal je team binnen en houd je ledenlijst actueel.',
        steps: [
          'Open Kerkbeheer in de zijbalk. Het verschijnt zodra het account van je kerk je beheerdersrechten geeft.',
          'Nodig bij het medewerkersbeheer iemand uit via e-mail en kies zijn of haar rol: beheerder, leider of moderator.',
          'Diegene krijgt een uitnodiging en accepteert die door in te loggen of een account aan te maken; je krijgt een melding zodra hij of zij erbij is.',
          'Gebruik Personenbeheer om je leden te zien, hun gegevens bij te werken en hen in te delen in groepen en bedieningen.',
          'Verstuur nieuws voor de hele kerk vanuit het Communicatiecentrum, zodat iedereen het op één plek hoort.',
        ],
      },
      {
        id: 'ai-candles-and-boost-packs',
        title: 'Gebruik AI-kaarsen en koop een extra pakket',
        summary: 'Besteed kaarsen aan AI-hulp bij Bijbelstudie en preken, en vul aan wanneer je meer nodig hebt.',
        steps: [
          'Open Kaarsen onder Account om je saldo te zien en wat elke AI-functie kost.',
          'Gebruik een AI-functie, zoals een studiegids of preekvoorbereiding; de kaarsen die het kost, gaan van je saldo af.',
          'De kaarsen van je abonnement worden elke maand aangevuld. Heb je eerder meer nodig, koop dan een extra pakket: S met {smallPackCandles} kaarsen, M met {mediumPackCandles} of L met {largePackCandles}.',
          'De prijs zie je in je eigen valuta voordat je betaalt, en de kaarsen uit een extra pakket verlopen nooit.',
        ],
      },
      {
        id: 'theme-font-size-and-notifications',
        title: 'Thema, lettergrootte en meldingen wijzigen',
        summary: 'Maak Koinonia prettig leesbaar en bepaal wat je bereikt.',
        steps: [
          'Open Instellingen en kies onder Weergave het thema Licht, Donker of Automatisch. Automatisch volgt je apparaat. Met de knop bovenaan de pagina wissel je ook snel.',
          'Kies de lettergrootte Klein, Middel of Groot. Je keuze wordt in je account opgeslagen.',
          'Open Meldingsinstellingen en kies per soort melding of die in de app verschijnt, per e-mail komt of als pushmelding op je apparaat.',
          'Zet tot {maxPinned} favoriete pagina’s vast in de zijbalk, zodat ze bovenaan blijven staan.',
        ],
      },
      {
        id: 'export-or-delete-your-data',
        title: 'Je gegevens exporteren of verwijderen',
        summary: 'Zie welke gegevens Koinonia over je bewaart, vraag een kopie aan of verwijder je account.',
        steps: [
          'Wil je een kopie van je gegevens of de verwijdering van je account aanvragen, stuur dan een ondersteuningsverzoek (kies “Algemene vragen”) of schrijf naar {privacyEmail}.',
          'Wil je je naam, gebruikersnaam of foto corrigeren, open dan Profiel via het avatarmenu.',
          'Verwijder je je account, dan worden je gegevens binnen {deletionDays} dagen verwijderd, behalve giftenregistraties die je kerk wettelijk moet bewaren.',
          'Schrijf vanaf het e-mailadres van je account, zodat we weten dat het verzoek van jou komt; we antwoorden binnen één werkdag.',
        ],
      },
    ],
  },
  stillNeedHelp: {
    title: 'Nog hulp nodig?',
    body: 'Ons ondersteuningsteam leest elk bericht en antwoordt binnen één werkdag. Vertel ons wat je probeerde te doen en wat er gebeurde.',
  },
};

export default copy;
