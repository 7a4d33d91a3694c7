import type { LegalCopy } from './en';

/** Dutch copy of the privacy policy and terms of service. */
const copy: LegalCopy = {
  updated: 'Laatst bijgewerkt: {date}',
  contents: 'Inhoud',
  privacyPolicy: {
    meta: {
      title: 'Privacybeleid — Koinonia',
      description:
        'Wat Koinonia verzamelt, waarom, wie het ziet, hoe lang we het bewaren en wat je rechten zijn. Geen advertentietracking, geen analyse door derden, geen verkoop.',
    },
    title: 'Privacybeleid',
    intro:
      'Koinonia is een plek voor gebed, de Bijbel en gemeenschap, en dat vraagt om vertrouwen. Dit beleid legt in gewone woorden uit wat we verzamelen, wat we ermee doen en wat we nooit doen: we tonen geen advertenties, gebruiken geen analysediensten van derden en verkopen je gegevens nooit.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Wie we zijn',
        paragraphs: [
          'Koinonia is verantwoordelijk voor de persoonsgegevens die hier worden beschreven. Ons postadres is Koinonia, 100 Fellowship Way, Suite 200, Nashville, TN 37203, Verenigde Staten. Voor elke vraag over privacy kun je schrijven naar {privacyEmail}.',
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'Wat we verzamelen',
        paragraphs: [
          'Je account: je naam, e-mailadres, gebruikersnaam en wachtwoord. Het wachtwoord bewaren we alleen als Argon2id-hash, nooit het wachtwoord zelf. Je kunt een profielfoto toevoegen.',
          'Je instellingen: voorkeurstaal, thema, lettergrootte, land, meldingsinstellingen en je wekelijkse terugblikken. Accepteer je bij je eerste bezoek de voorgestelde instellingen, dan bewaren we de taal, het land en de tijdzone die je gekozen hebt.',
          'Wat je zelf maakt: gebedsverzoeken, dagboeknotities, berichten, evenementen en aanmeldingen, en je giftenregistraties als je kerk online geven gebruikt.',
          'Berichten die je ons stuurt via de contact-, enterprise- en ondersteuningsformulieren: je naam, e-mailadres, bericht, categorie, organisatie en taal.',
        ],
      },
      {
        id: 'how-we-use-it',
        heading: 'Hoe we het gebruiken',
        paragraphs: [
          'We gebruiken je gegevens om Koinonia voor je te laten werken: om je in te loggen, je inhoud te tonen aan de mensen die jij gekozen hebt, je instellingen te bewaren en je berichten te beantwoorden.',
          'We sturen je alleen e-mail voor accountherstel, bevestiging van je e-mailadres, inloglinks, bevestigingen van berichten die je ons stuurde en de meldingen die je zelf aanzet in je meldingsinstellingen.',
          'Gebruik je een AI-functie, dan wordt de tekst die je invoert verwerkt om je antwoord te maken. Die tekst wordt nooit voor advertenties gebruikt.',
          'Betalingen worden afgehandeld door onze betaaldienstverlener. Koinonia ziet of bewaart nooit je volledige kaartnummer.',
        ],
      },
      {
        id: 'who-can-see-it',
        heading: 'Wie ziet wat je deelt',
        paragraphs: [
          'Wat je maakt, wordt getoond volgens de zichtbaarheid die je kiest. Een openbaar gebedsverzoek verschijnt op de gebedsmuur van je kerk, een privéverzoek blijft bij jou en de gebedskring die je kiest, en een anoniem verzoek wordt zonder je naam getoond.',
          'Beheerders van kerken en groepen zien het ledenbestand en de inhoud van hun eigen gemeenschappen. Giftenregistraties zijn alleen zichtbaar voor de gever en de financieel beheerders van zijn of haar kerk.',
        ],
      },
      {
        id: 'what-we-never-do',
        heading: 'Wat we nooit doen',
        paragraphs: [
          'We verkopen je gegevens niet, delen ze niet voor advertenties en volgen je niet op andere websites. We gebruiken geen analysediensten van derden.',
          'We geven gegevens alleen aan anderen door waar dit beleid dat zegt, zoals betaalgegevens aan onze betaaldienstverlener, of waar de wet ons daartoe verplicht.',
        ],
      },
      {
        id: 'cookies-and-local-storage',
        heading: 'Cookies en lokale opslag',
        paragraphs: [
          'Koinonia plaatst één cookie: een inlogcookie met een willekeurige sessie-id. Scripts op de pagina kunnen dit cookie niet lezen, en het vervalt wanneer je uitlogt of na een periode zonder gebruik. We plaatsen geen advertentie- of analysecookies.',
          'De lokale opslag van je browser bewaart je thema, taal, de indeling van de zijbalk en wanneer het welkomstbericht voor het laatst is getoond, zodat de site eruitziet zoals je hem achterliet. Dit blijft op je eigen apparaat.',
        ],
      },
      {
        id: 'country-detection',
        heading: 'Hoe we je land bepalen',
        paragraphs: [
          'Om een taal voor te stellen en prijzen in je eigen valuta te tonen, zoeken we je land op aan de hand van je IP-adres, in een database op onze eigen servers. Je adres wordt naar niemand anders gestuurd, en de opzoeking slaat het niet op.',
          'Dit product bevat GeoLite2-gegevens van MaxMind, beschikbaar via {link}.',
        ],
      },
      {
        id: 'retention',
        heading: 'Hoe lang we het bewaren',
        paragraphs: [
          'We bewaren je accountgegevens zolang je een account hebt. Verwijder je je account, dan worden de gegevens binnen {deletionDays} dagen verwijderd, behalve giftenregistraties die je kerk wettelijk moet bewaren.',
          'Contact-, enterprise- en ondersteuningsberichten bewaren we {messageRetentionMonths} maanden, zodat we ze kunnen beantwoorden en opvolgen; daarna worden ze verwijderd. Als je zo’n bericht stuurt, wordt je IP-adres alleen gebruikt voor een kortlevende teller die een stortvloed aan berichten tegenhoudt; die teller verloopt binnen een uur en wordt nooit samen met je bericht bewaard.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Je rechten',
        paragraphs: [
          'Je kunt je gegevens inzien, exporteren, corrigeren en verwijderen. Je profiel en je keuzes vind je in Instellingen en op je profielpagina; voor een kopie van alles of de verwijdering van je account stuur je een ondersteuningsverzoek of schrijf je naar {privacyEmail}, en we antwoorden snel.',
          'Je kunt ook bezwaar maken tegen de manier waarop we je gegevens gebruiken, of een klacht indienen bij de toezichthouder voor gegevensbescherming in je land.',
        ],
      },
      {
        id: 'children',
        heading: 'Kinderen',
        paragraphs: [
          'Je moet minstens {minimumAge} jaar oud zijn om een eigen account aan te maken. Jongere leden kunnen alleen via hun kerk meedoen, met toestemming van een ouder of voogd.',
          'Denk je dat een kind jonger dan {minimumAge} zonder die toestemming een account heeft, schrijf dan naar {privacyEmail} en we verwijderen het.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Wijzigingen en contact',
        paragraphs: [
          'Als we dit beleid wijzigen, passen we de datum bovenaan aan, en bij belangrijke wijzigingen laten we het je in de app of per e-mail weten voordat ze ingaan.',
          'Vragen over je privacy zijn altijd welkom via {privacyEmail}.',
        ],
      },
    ],
  },
  termsOfService: {
    meta: {
      title: 'Gebruiksvoorwaarden — Koinonia',
      description:
        'De voorwaarden voor het gebruik van Koinonia: je account, respectvol gebruik, wie eigenaar is van je inhoud, abonnementen, betaling, AI-kaarsen en je rechten.',
    },
    title: 'Gebruiksvoorwaarden',
    intro:
      'Deze voorwaarden vormen de afspraak tussen jou en Koinonia wanneer je onze app en website gebruikt. We hebben ze kort en helder gehouden. Door een account aan te maken of Koinonia te gebruiken, ga je ermee akkoord.',
    sections: [
      {
        id: 'accounts',
        heading: 'Je account',
        paragraphs: [
          'Je moet minstens {minimumAge} jaar oud zijn om een account aan te maken. Jongere leden kunnen alleen via hun kerk meedoen, met toestemming van een ouder of voogd.',
          'Geef juiste gegevens op, houd je wachtwoord voor jezelf en laat het ons weten via {supportEmail} als je denkt dat iemand anders je account heeft gebruikt. Je bent verantwoordelijk voor wat er onder je account gebeurt.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Koinonia met zorg gebruiken',
        paragraphs: [
          'Koinonia is gemaakt voor gemeenschap. Behandel anderen met respect: geen intimidatie, bedreigingen, haat of pesten, geen spam of ongewenste reclame, en niets wat tegen de wet is.',
          'Respecteer de vertrouwelijkheid van gebed. Kopieer, stuur door of onthul geen privé- of anoniem verzoek, of iets wat in een gebedskring of groep gedeeld is, buiten de plek waar het gedeeld werd.',
          'Probeer niet in te breken in accounts, de dienst te verstoren of gegevens van andere leden te verzamelen.',
        ],
      },
      {
        id: 'your-content',
        heading: 'Je inhoud',
        paragraphs: [
          'Wat je plaatst, is van jou: gebeden, dagboeknotities, berichten, evenementen en media. Je geeft Koinonia alleen de toestemming die nodig is om het te bewaren en te tonen aan de mensen die jij gekozen hebt, en die toestemming vervalt wanneer je het verwijdert.',
          'Plaats alleen wat je mag delen, ook als het gaat om foto’s van andere mensen.',
        ],
      },
      {
        id: 'church-administrators',
        heading: 'Kerkbeheerders',
        paragraphs: [
          'Beheer je een kerk, bediening of groep op Koinonia, dan handel je namens die gemeenschap. Nodig alleen mensen uit die erbij horen, geef medewerkersrollen met zorg en gebruik gegevens van leden alleen voor het leven van de kerk.',
          'Modereer je forums en chats eerlijk, bewaar giftenregistraties zoals de wet vereist en zorg dat je toestemming van een ouder of voogd hebt voor elk lid jonger dan {minimumAge}.',
        ],
      },
      {
        id: 'plans-billing-and-candles',
        heading: 'Abonnementen, betaling en AI-kaarsen',
        paragraphs: [
          'Het {disciplePlan}-abonnement is gratis. Betaalde abonnementen worden per maand of per jaar vooruit gefactureerd, en een jaarabonnement kost hetzelfde als {monthsCharged} maanden. Prijzen zie je voordat je betaalt, waar mogelijk in je eigen valuta, inclusief eventuele belastingen.',
          'Een abonnement wordt aan het einde van elke periode verlengd totdat je opzegt. Je kunt op elk moment opzeggen; je houdt je abonnement tot het einde van de periode waarvoor je betaald hebt. Waar de wet je recht geeft op terugbetaling, respecteren we dat.',
          'AI-kaarsen zijn tegoed voor AI-functies. De kaarsen van je abonnement worden elke maand aangevuld; kaarsen uit extra pakketten verlopen niet. Kaarsen hebben geen geldwaarde en kunnen niet voor geld worden ingewisseld.',
        ],
      },
      {
        id: 'ai-features',
        heading: 'AI-functies',
        paragraphs: [
          'AI-studiegidsen, preekvoorbereiding, de AI-audiobijbel en AI-video kunnen je helpen bij studie en voorbereiding, maar ze kunnen zich vergissen. Toets wat ze opleveren aan de Schrift en aan het advies van je kerk, en neem verantwoordelijkheid voor wat je publiceert.',
          'De tekst die je invoert, wordt verwerkt om je een antwoord te geven en wordt nooit voor advertenties gebruikt. Voer geen vertrouwelijke informatie van anderen in.',
        ],
      },
      {
        id: 'availability',
        heading: 'Beschikbaarheid',
        paragraphs: [
          'We doen ons best om Koinonia dag en nacht beschikbaar te houden, maar we kunnen niet beloven dat de dienst nooit onderbroken wordt, bijvoorbeeld tijdens onderhoud. Functies kunnen veranderen naarmate het product groeit; als we iets weghalen waarvoor je betaalt, laten we het je eerst weten.',
          'Koinonia is geen hulpdienst en geen vervanging voor pastorale zorg of professionele hulp. Is iemand in gevaar, bel dan de lokale hulpdiensten.',
        ],
      },
      {
        id: 'ending-your-account',
        heading: 'Je account beëindigen',
        paragraphs: [
          'Je kunt je account op elk moment laten verwijderen: stuur een ondersteuningsverzoek of schrijf naar {supportEmail}.',
          'We kunnen een account opschorten of sluiten dat deze voorwaarden ernstig of herhaaldelijk overtreedt. Tenzij de situatie dringend is of de wet het verhindert, vertellen we je waarom en krijg je de kans om te reageren.',
        ],
      },
      {
        id: 'liability',
        heading: 'Onze aansprakelijkheid',
        paragraphs: [
          'We leveren Koinonia met zorg, maar zoals het is. Voor zover de wet dat toestaat, zijn we niet aansprakelijk voor indirecte schade, en is onze totale aansprakelijkheid jegens jou beperkt tot wat je ons hebt betaald in de twaalf maanden vóór de claim.',
          'Niets in deze voorwaarden neemt rechten weg die het consumentenrecht in je land je geeft.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'Toepasselijk recht',
        paragraphs: [
          'Op deze voorwaarden is het recht van de staat Tennessee, Verenigde Staten, van toepassing. Kan een geschil niet eerst in overleg met ons worden opgelost, dan wordt het voorgelegd aan de rechtbanken van Tennessee, tenzij je lokale recht je het recht geeft om naar je eigen rechter te stappen.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Wijzigingen en contact',
        paragraphs: [
          'Als we deze voorwaarden wijzigen, passen we de datum bovenaan aan en laten we je belangrijke wijzigingen weten voordat ze ingaan. Ga je er niet mee akkoord, dan kun je stoppen met Koinonia en je account verwijderen.',
          'Vragen over deze voorwaarden zijn welkom via {supportEmail}, of per post aan Koinonia, 100 Fellowship Way, Suite 200, Nashville, TN 37203, Verenigde Staten.',
        ],
      },
    ],
  },
};

export default copy;
