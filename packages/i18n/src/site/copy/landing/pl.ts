import type { LandingCopy } from './en';

/** Polish copy of the landing page. */
const copy: LandingCopy = {
  meta: {
    title: 'Koinonia — aplikacja dla kościoła, która buduje społeczność',
    description:
      'Ściana modlitwy, codzienne czytanie Biblii, wydarzenia, czat grup i wolontariat w jednej aplikacji dbającej o prywatność: dla członków, liderów i pastorów.',
  },
  hero: {
    eyebrow: 'Aplikacja „wszystko w jednym” dla kościoła',
    title: 'Społeczność, która trwa przez cały tydzień',
    subtitle:
      'Modlitwa, Pismo Święte, wydarzenia, czat i służba w jednej aplikacji, która chroni prywatność Twoich członków, liderów i pracowników.',
  },
  overview: {
    title: 'Jeden dom dla wspólnego życia Twojego kościoła',
    paragraphs: [
      'Wiele kościołów żongluje czatem grupowym, listą zapisów, stroną do darowizn i arkuszem wolontariuszy. Koinonia łączy to wszystko w jednym miejscu, więc członkowie łatwo znajdują to, czego szukają, a liderzy nie muszą już przepisywać list z jednego narzędzia do drugiego.',
      'Członkowie modlą się za siebie nawzajem, codziennie czytają Biblię i zgłaszają się do służby. Pastorzy i administratorzy widzą, kto jest związany ze wspólnotą i gdzie potrzeba pomocy, w {languageCount} językach.',
    ],
  },
  features: {
    title: 'Wszystko, czym żyje Twój kościół, w jednej aplikacji',
    items: [
      {
        title: 'Ściana modlitwy',
        body: 'Prywatne, publiczne lub anonimowe prośby, kręgi modlitewne i wysłuchane modlitwy, dostępne o każdej porze dnia i nocy.',
      },
      {
        title: 'Czytanie Biblii i dziennik',
        body: 'Codzienne czytania, prowadzone rozważania, plany czytania, Biblia w wersji audio i dziennik S.O.A.P.',
      },
      {
        title: 'Wydarzenia i wspólnota',
        body: 'Potwierdzanie obecności, przypomnienia, moderowane fora, czat grup domowych, wiadomości i ogłoszenia.',
      },
      {
        title: 'Centrum służby',
        body: 'Dopasuj członków do zespołów służby według umiejętności i darów duchowych, a potem planuj grafiki i dziękuj im.',
      },
      {
        title: 'Studium i przygotowanie kazań z AI',
        body: 'Przewodniki do studium i konspekty kazań na życzenie, opłacane świecami AI, które są w każdym planie.',
      },
      {
        title: 'Administracja kościoła',
        body: 'Zarządzanie członkami, darowizny online z analizą ofiarodawców, transmisje na żywo, wiele kampusów i studia treści.',
      },
    ],
  },
  featurePages: {
    title: 'Poznaj funkcje',
    items: {
      prayerWall: {
        title: 'Ściana modlitwy',
        body: 'Dziel się potrzebami, gromadź kręgi modlitewne i wspólnie świętujcie wysłuchane modlitwy.',
      },
      bibleReading: {
        title: 'Czytanie Biblii',
        body: 'Czytaj, słuchaj i rozważaj każdego dnia dzięki planom, rozważaniom i swojemu dziennikowi S.O.A.P.',
      },
      events: {
        title: 'Wydarzenia',
        body: 'Planuj spotkania z potwierdzeniami obecności, przypomnieniami i listą obecności we wszystkich lokalizacjach.',
      },
      communityChat: {
        title: 'Czat wspólnoty',
        body: 'Pozwól wspólnotom i grupom domowym bezpiecznie rozmawiać także między niedzielami.',
      },
      volunteerHub: {
        title: 'Centrum wolontariatu',
        body: 'Pomóż każdemu członkowi znaleźć miejsce służby, które pasuje do jego darów.',
      },
    },
  },
  audiences: {
    title: 'Dla każdego w Twoim kościele',
    items: [
      {
        title: 'Członkowie',
        body: 'Módl się, czytaj, pisz dziennik i uczestnicz w życiu kościoła ze swojego telefonu o każdej porze.',
      },
      {
        title: 'Liderzy grup i służb',
        body: 'Rozmawiaj ze swoją grupą, publikuj ogłoszenia, planuj wydarzenia i obsadzaj role wolontariuszy.',
      },
      {
        title: 'Pastorzy',
        body: 'Zobacz, gdzie Twoi ludzie potrzebują troski, i przygotowuj kazania oraz studia biblijne z pomocą AI.',
      },
      {
        title: 'Administratorzy kościoła i wolontariusze',
        body: 'Zarządzaj członkami, darowiznami, kampusami i grafikami bez szuflady pełnej arkuszy kalkulacyjnych.',
      },
    ],
  },
  benefits: {
    title: 'Dlaczego kościoły wybierają aplikację Koinonia',
    items: [
      {
        title: 'Mniej administracji, więcej służby',
        body: 'Jedna aplikacja zastępuje mozaikę narzędzi, więc pracownicy mogą poświęcać czas ludziom.',
      },
      {
        title: 'Członkowie, którzy pozostają w kontakcie',
        body: 'Modlitwa, czytanie Biblii i czat dają ludziom powód, by wracać także między niedzielami.',
      },
      {
        title: 'Gotowa na każdy kampus',
        body: 'Zarządzaj kilkoma kampusami z jednego konta i organizuj wydarzenia w wielu lokalizacjach.',
      },
      {
        title: 'W języku każdego członka',
        body: 'Każdy wybiera swój język oraz jasny lub ciemny motyw i może zapisać treści do użytku offline.',
      },
    ],
  },
  howItWorks: {
    title: 'Jak to działa',
    steps: [
      {
        title: 'Załóż bezpłatne konto',
        body: 'Zarejestruj się w minutę, bez karty płatniczej, i wybierz swój język.',
      },
      {
        title: 'Dołącz do swojego kościoła lub go skonfiguruj',
        body: 'Znajdź swój kościół i grupy albo zaproś całą swoją wspólnotę w ramach planu dla kościołów.',
      },
      {
        title: 'Módl się, czytaj, spotykaj się i służ',
        body: 'Zacznij od dzisiejszego czytania albo prośby o modlitwę i rozwijaj się dalej.',
      },
    ],
  },
  cta: {
    title: 'Zgromadź swój kościół w jednym miejscu',
    body: 'Zacznij za darmo już dziś albo umów prezentację, a pokażemy Twojemu zespołowi, jak działa Koinonia.',
  },
};

export default copy;
