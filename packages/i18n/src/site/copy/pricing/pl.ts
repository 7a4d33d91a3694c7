import type { PricingCopy } from './en';

/** Polish copy of the pricing page. */
const copy: PricingCopy = {
  meta: {
    title: 'Cennik: plany dla członków i kościołów — Koinonia',
    description:
      'Porównaj plany Koinonia: zacznij za darmo, dokupuj świece AI, gdy trzeba albo wyposaż cały kościół w opiekę nad członkami, darowizny, wydarzenia i wolontariat.',
  },
  hero: {
    eyebrow: 'Cennik',
    title: 'Plan dla każdego wierzącego i każdego kościoła',
    subtitle:
      'Zacznij za darmo od ściany modlitwy, codziennego czytania Biblii i dziennika S.O.A.P. Dodaj narzędzia AI, gdy będą Ci potrzebne, albo zgromadź całą wspólnotę w planie dla kościoła.',
  },
  tabs: {
    label: 'Rodzaj planu',
    individual: 'Plany indywidualne',
    individualGoal: 'Dla duchowego wzrostu i poczucia przynależności',
    church: 'Plany dla kościołów',
    churchGoal: 'Dla zaangażowania i wzrostu kościoła',
  },
  billing: {
    label: 'Okres rozliczeniowy',
    monthly: 'Miesięcznie',
    yearly: 'Rocznie',
    yearlySaving: '2 miesiące gratis',
  },
  price: {
    free: 'Za darmo',
    noCard: 'Bez karty płatniczej',
    perMonth: '/mies.',
    perYear: '/rok',
    billedYearly: '{amount} przy płatności rocznej',
    candlesPerMonth: '{count} świec AI miesięcznie',
    contactUs: 'Cena indywidualna',
    vatIncluded: 'Ceny zawierają {rate}% VAT.',
    shownIn: 'Ceny w walucie {currency} ({country}).',
    usdFallback: 'Ceny w dolarach amerykańskich.',
  },
  popular: 'Najczęściej wybierany',
  choose: 'Zacznij',
  contactSales: 'Skontaktuj się z działem sprzedaży',
  everythingIn: 'Wszystko z planu {plan}, a do tego:',
  plans: {
    disciple: {
      tagline: 'Wszystko, czego potrzebujesz, by się modlić, czytać Pismo i należeć do wspólnoty.',
      features: [
        'Ściana modlitwy z prośbami prywatnymi, publicznymi i anonimowymi',
        'Dziennik S.O.A.P.',
        'Dyskusje we wspólnocie',
        'Codzienne czytanie Biblii',
        'Plany czytania dla początkujących',
        'Podstawowe narzędzia do studium Biblii',
        'Test darów duchowych ({basicQuestions} pytań)',
      ],
    },
    servant: {
      tagline: 'Wejdź głębiej w studium Pisma i odkryj, jakimi darami Bóg obdarzył Cię do służby.',
      features: [
        'Pełny test darów duchowych ({comprehensiveQuestions} pytań)',
        'Zaawansowana analityka',
        'Priorytetowa pomoc techniczna',
      ],
    },
    torchbearer: {
      tagline: 'Dla liderów, którzy budują służby i tworzą dla nich treści.',
      features: [
        'Tworzenie służb i zarządzanie nimi',
        'Generator własnych planów czytania',
        'Materiały premium dla służby',
        'Biblia audio AI',
        'Tworzenie wideo z AI',
        'Nieograniczone treści offline',
        'Integracje na zamówienie',
      ],
    },
    churchBasic: {
      tagline: 'Jedno miejsce dla Twoich członków, służb i pracowników.',
      features: [
        'Zarządzanie członkami',
        'Planowanie wydarzeń',
        'Komunikacja z całym kościołem',
        'Prywatny krąg modlitewny dla Twojego kościoła',
        'System zarządzania wolontariuszami',
        'Czat służby w czasie rzeczywistym z CRM',
        'Analiza darowizn i ofiarodawców',
        'Integracja transmisji na żywo',
        'Zarządzanie wieloma kampusami',
        'Analityka kościoła',
      ],
    },
    churchStandard: {
      tagline: 'Dla rozwijających się kościołów, które w nauczaniu i mediach korzystają z AI.',
      features: [
        'Większy miesięczny limit świec AI na przygotowanie kazań, przewodniki do studium i media',
        'Większa z naszych dwóch nagród lojalnościowych dla kościołów',
      ],
    },
    enterprise: {
      tagline: 'Dla dużych wspólnot i sieci kościołów.',
      features: [
        'Cena ustalona według wielkości wspólnoty i liczby kampusów',
        'Prezentacja na żywo i rozmowa o planach z naszym zespołem',
        'Priorytetowa pomoc dla Twoich pracowników i administratorów',
      ],
    },
  },
  boostPacks: {
    title: 'Pakiety doładowania',
    body: 'Potrzebujesz więcej świec AI, zanim Twój plan się odnowi? Doładuj je jednorazowym pakietem — w każdym planie.',
    pack: 'Pakiet doładowania {size}',
    candles: '{count} świec AI',
    noExpiry: 'Nigdy nie wygasają',
    buy: 'Kup pakiet',
  },
  loyalty: {
    title: 'Świece lojalnościowe dla kościołów',
    body: 'Kościoły, które zostają z Koinonia, dwa razy w roku otrzymują dodatkowe świece AI ponad swój miesięczny limit.',
    shepherd: 'Shepherd: {count} świec lojalnościowych co 6 miesięcy',
    beacon: 'Beacon: {count} świec lojalnościowych co 6 miesięcy',
  },
  enterprise: {
    title: 'Służysz w dużym kościele lub w kilku kampusach?',
    body: 'Opowiedz nam o swojej wspólnocie, a przygotujemy plan dopasowany do Twoich kampusów, służb i pracowników — zaczynając od prezentacji.',
  },
  faq: {
    title: 'Pytania o plany',
    items: [
      {
        question: 'Czy mogę później zmienić plan lub okres rozliczeniowy?',
        answer:
          'Tak. W swoim koncie możesz w każdej chwili przejść na inny plan albo przełączyć się między płatnością miesięczną a roczną. Wyższy plan działa od razu; niższy plan lub nowy okres rozliczeniowy zaczyna się od najbliższej daty płatności.',
      },
      {
        question: 'Jak zrezygnować z planu?',
        answer:
          'Zrezygnuj w swoim koncie, kiedy tylko zechcesz. Plan pozostaje aktywny do końca opłaconego okresu, a potem dalej korzystasz z naszego bezpłatnego planu — Twoje modlitwy i wpisy w dzienniku zostają nienaruszone.',
      },
      {
        question: 'Czym jest świeca AI?',
        answer:
          'Świeca to kredyt, który wydajesz na funkcje AI: przewodniki do studium, przygotowanie kazań, Biblię audio AI i wideo AI. Świece z planu odnawiają się co miesiąc, a świece z pakietów doładowania nigdy nie wygasają.',
      },
      {
        question: 'Potrzebuję planu dla kościoła czy planu indywidualnego?',
        answer:
          'Plany indywidualne towarzyszą jednej osobie w jej drodze z Bogiem. Plany dla kościołów wyposażają całą wspólnotę: zarządzanie członkami, wydarzenia, komunikację, darowizny i wolontariat. Członkowie mogą dołączyć do swojego kościoła w każdym planie indywidualnym, także w bezpłatnym.',
      },
    ],
  },
};

export default copy;
