import type { PricingCopy } from './en';

/** Dutch copy of the pricing page. */
const copy: PricingCopy = {
  meta: {
    title: 'Prijzen: abonnementen voor leden en kerken — Koinonia',
    description:
      'Vergelijk de abonnementen van Koinonia: begin gratis, voeg AI-kaarsen toe als je groeit of rust je kerk toe voor leden, giften, evenementen en vrijwilligers.',
  },
  hero: {
    eyebrow: 'Prijzen',
    title: 'Een abonnement voor elke gelovige en elke kerk',
    subtitle:
      'Begin gratis met de Gebedsmuur, dagelijks Bijbellezen en je S.O.A.P.-dagboek. Voeg AI-hulpmiddelen toe wanneer je ze nodig hebt, of breng je hele gemeente samen met een kerkabonnement.',
  },
  tabs: {
    label: 'Abonnementen voor',
    individual: 'Individuele leden',
    individualGoal: 'Om geestelijk te groeien en erbij te horen',
    church: 'Kerkabonnementen',
    churchGoal: 'Voor betrokkenheid en groei',
  },
  billing: {
    label: 'Betaalperiode',
    monthly: 'Per maand',
    yearly: 'Per jaar',
    yearlySaving: '2 maanden gratis',
  },
  price: {
    free: 'Gratis',
    noCard: 'Geen betaalkaart nodig',
    perMonth: '/maand',
    perYear: '/jaar',
    billedYearly: '{amount} per jaar gefactureerd',
    candlesPerMonth: '{count} AI-kaarsen per maand',
    contactUs: 'Prijs op maat',
    vatIncluded: 'Prijzen inclusief {rate}% btw.',
    shownIn: 'Prijzen in {currency} voor {country}.',
    usdFallback: 'Prijzen in Amerikaanse dollars.',
  },
  popular: 'Meest gekozen',
  choose: 'Aan de slag',
  contactSales: 'Neem contact op met sales',
  everythingIn: 'Alles uit {plan}, plus:',
  plans: {
    disciple: {
      tagline: 'Alles wat je nodig hebt om te bidden, de Bijbel te lezen en erbij te horen.',
      features: [
        'Gebedsmuur met privé, openbare en anonieme gebedsverzoeken',
        'S.O.A.P.-dagboek',
        'Gesprekken in de gemeenschap',
        'Dagelijks Bijbellezen',
        'Leesplannen voor beginners',
        'Basishulpmiddelen voor Bijbelstudie',
        'Test naar geestelijke gaven ({basicQuestions} vragen)',
      ],
    },
    servant: {
      tagline: 'Ga dieper in je Bijbelstudie en ontdek met welke gaven God je heeft toegerust om te dienen.',
      features: [
        'Uitgebreide test naar geestelijke gaven ({comprehensiveQuestions} vragen)',
        'Geavanceerde analyses',
        'Voorrang bij ondersteuning',
      ],
    },
    torchbearer: {
      tagline: 'Voor leiders die bedieningen opbouwen en er materiaal voor maken.',
      features: [
        'Bedieningen opzetten en beheren',
        'Generator voor eigen leesplannen',
        'Premium materiaal voor bedieningen',
        'AI-audiobijbel',
        'AI-video maken',
        'Onbeperkt offline inhoud',
        'Koppelingen op maat',
      ],
    },
    churchBasic: {
      tagline: 'Eén plek voor je leden, bedieningen en medewerkers.',
      features: [
        'Ledenbeheer',
        'Evenementen plannen',
        'Communicatie met de hele kerk',
        'Een besloten gebedskring voor je kerk',
        'Systeem voor vrijwilligersbeheer',
        'Realtime chat voor bedieningen met CRM',
        'Analyses van giften en gevers',
        'Livestream-koppeling',
        'Beheer van meerdere locaties',
        'Kerkanalyses',
      ],
    },
    churchStandard: {
      tagline: 'Voor groeiende kerken die voor onderwijs en media op AI bouwen.',
      features: [
        'Meer AI-kaarsen per maand voor preekvoorbereiding, studiegidsen en media',
        'De grootste van onze twee loyaliteitsbeloningen voor kerken',
      ],
    },
    enterprise: {
      tagline: 'Voor grote gemeenten en netwerken van kerken.',
      features: [
        'Een prijs afgestemd op de grootte van je gemeente en je locaties',
        'Een live demo en een planningsgesprek met ons team',
        'Voorrang bij ondersteuning voor je medewerkers en beheerders',
      ],
    },
  },
  boostPacks: {
    title: 'Extra pakketten',
    body: 'Meer AI-kaarsen nodig voordat je abonnement wordt vernieuwd? Vul aan met een los extra pakket, bij elk abonnement.',
    pack: 'Extra pakket {size}',
    candles: '{count} AI-kaarsen',
    noExpiry: 'Verloopt nooit',
    buy: 'Pakket kopen',
  },
  loyalty: {
    title: 'Loyaliteitskaarsen voor kerken',
    body: 'Kerken die bij Koinonia blijven, krijgen twee keer per jaar extra AI-kaarsen, bovenop hun maandelijkse tegoed.',
    shepherd: 'Shepherd: {count} loyaliteitskaarsen elke 6 maanden',
    beacon: 'Beacon: {count} loyaliteitskaarsen elke 6 maanden',
  },
  enterprise: {
    title: 'Dien je in een grote kerk of op meerdere locaties?',
    body: 'Vertel ons over je gemeente, dan stellen we een abonnement samen rond je locaties, bedieningen en medewerkers, te beginnen met een demo.',
  },
  faq: {
    title: 'Vragen over abonnementen',
    items: [
      {
        question: 'Kan ik later van abonnement of betaalperiode wisselen?',
        answer:
          'Ja. Je kunt in je account op elk moment overstappen naar een ander abonnement of wisselen tussen maandelijks en jaarlijks betalen. Een hoger abonnement gaat direct in; een lager abonnement of een nieuwe betaalperiode begint op je volgende factuurdatum.',
      },
      {
        question: 'Hoe zeg ik op?',
        answer:
          'Zeg op in je account wanneer je maar wilt. Je abonnement blijft actief tot het einde van de periode waarvoor je betaald hebt; daarna ga je verder met ons gratis abonnement, met je gebeden en dagboeknotities intact.',
      },
      {
        question: 'Wat is een AI-kaars?',
        answer:
          'Een kaars is een tegoed dat je besteedt aan AI-functies: studiegidsen, preekvoorbereiding, de AI-audiobijbel en AI-video. Kaarsen uit je abonnement worden elke maand aangevuld; kaarsen uit extra pakketten verlopen nooit.',
      },
      {
        question: 'Heb ik een kerkabonnement of een persoonlijk abonnement nodig?',
        answer:
          'Persoonlijke abonnementen ondersteunen de wandel van één persoon met God. Kerkabonnementen rusten een hele gemeente toe: ledenbeheer, evenementen, communicatie, giften en vrijwilligers. Leden kunnen zich met elk persoonlijk abonnement bij hun kerk aansluiten, ook met het gratis abonnement.',
      },
    ],
  },
};

export default copy;
