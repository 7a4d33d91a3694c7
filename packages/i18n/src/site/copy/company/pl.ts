import type { CompanyCopy } from './en';

/** Polish copy of the about-us, AI candles and contact-us pages. */
const copy: CompanyCopy = {
  aboutUs: {
    meta: {
      title: 'O Koinonia: społeczność dla całego kościoła',
      description:
        'Po co istnieje Koinonia: jeden prywatny dom bez reklam dla modlitwy, Pisma, służby i życia kościoła, tworzony z kościołami, by pastorzy mieli czas dla ludzi.',
    },
    hero: {
      eyebrow: 'O nas',
      title: 'Stworzona dla społeczności',
      subtitle:
        'Modlitwa, Pismo Święte, służba i życie kościoła w jednym miejscu, by Twoja wspólnota pozostawała razem także między niedzielami.',
    },
    overview: {
      title: 'Po co istnieje Koinonia',
      paragraphs: [
        'Koinonia to greckie słowo, którym pierwszy Kościół nazywał społeczność: wspólne życie w nauce apostolskiej, modlitwie, łamaniu chleba i trosce o siebie nawzajem. Właśnie dla takiego wspólnego życia tworzymy naszą aplikację.',
        'Wiele kościołów opiera się na zlepku czatów grupowych, papierowych list zapisów i osobnych narzędzi do darowizn. Pastorzy spędzają wieczory na administracji, a członkowie niepostrzeżenie znikają z pola widzenia. Koinonia łączy to wszystko, by liderzy mogli poświęcać swój czas ludziom.',
      ],
    },
    features: {
      title: 'Co tworzymy',
      items: [
        {
          title: 'Modlitwa i Pismo Święte',
          body: 'Ściana modlitwy, dziennik S.O.A.P., codzienne czytanie Biblii, plany czytania i Biblia audio.',
        },
        {
          title: 'Wspólnota',
          body: 'Społeczności, moderowane fora, czaty grup domowych, wiadomości i ogłoszenia.',
        },
        {
          title: 'Wydarzenia',
          body: 'Potwierdzanie obecności, przypomnienia, rejestrowanie frekwencji i wiele lokalizacji.',
        },
        {
          title: 'Służba',
          body: 'Centrum służby D.I.V.I.N.E. dopasowuje wolontariuszy do zespołów służby według umiejętności i darów duchowych.',
        },
        {
          title: 'Administracja kościoła',
          body: 'Zarządzanie członkami, komunikacja z całym kościołem i darowizny online z analizą ofiarodawców.',
        },
        {
          title: 'Narzędzia dla służby',
          body: 'Przewodniki do studium z AI, przygotowanie kazań, transmisje na żywo i publikacja jednym kliknięciem na ponad 11 platformach.',
        },
      ],
    },
    benefits: {
      title: 'W co wierzymy',
      items: [
        {
          title: 'Prywatność przede wszystkim',
          body: 'Bez śledzenia reklamowego, bez analityki firm trzecich, bez odsprzedaży danych. Prośba o modlitwę to zaufanie, a nie towar.',
        },
        {
          title: 'Tworzona razem z kościołami',
          body: 'Zaprojektowana z myślą o prawdziwym tygodniu kościoła: nabożeństwach, spotkaniach grup w tygodniu, grafikach służby i osobach, które je prowadzą.',
        },
        {
          title: 'Język każdego członka',
          body: 'Koinonia mówi w {languageCount} językach, by każdy mógł modlić się i czytać w swoim ojczystym języku.',
        },
        {
          title: 'Początek za darmo',
          body: 'Członkowie zaczynają od naszego bezpłatnego planu, bez karty płatniczej, i mogą w nim zostać, jak długo chcą.',
        },
      ],
    },
    howItWorks: {
      title: 'Jak zacząć',
      steps: [
        {
          title: 'Załóż bezpłatne konto',
          body: 'Wybierz język, a potem otwórz ścianę modlitwy i dzisiejsze czytanie Biblii.',
        },
        {
          title: 'Dołącz do swojego kościoła',
          body: 'Znajdź swój kościół i jego grupy albo załóż swój kościół w planie dla kościołów.',
        },
        {
          title: 'Wzrastajcie razem',
          body: 'Módlcie się jedni za drugich, czytajcie razem Pismo i służcie tam, gdzie Bóg Was obdarował.',
        },
      ],
    },
    cta: {
      title: 'Przyjdź i zobacz',
      body: 'Zacznij za darmo jako członek albo poznaj Koinonia razem z zespołem swojego kościoła podczas prezentacji.',
    },
  },
  candlesInfo: {
    meta: {
      title: 'Świece AI: kredyty na przewodniki do studium i kazania',
      description:
        'Jak działają świece AI w Koinonia: miesięczny limit w każdym planie na przewodniki, przygotowanie kazań, audio i wideo AI oraz pakiety, które nie wygasają.',
    },
    hero: {
      eyebrow: 'Świece AI',
      title: 'Jeden prosty kredyt na wszystkie funkcje AI',
      subtitle:
        'Świecami płacisz za przewodniki do studium, przygotowanie kazań, Biblię audio AI i wideo AI. Każdy plan je zawiera.',
    },
    overview: {
      title: 'Czym jest świeca AI?',
      paragraphs: [
        'Świeca AI to kredyt, który wydajesz na funkcje AI w Koinonia. Każdy plan, nawet bezpłatny, co miesiąc zawiera świece.',
        'Świece z planu odnawiają się co miesiąc. Pakiety doładowania dodają świece, które nigdy nie wygasają, a kościoły otrzymują świece lojalnościowe za to, że są z nami.',
      ],
    },
    features: {
      title: 'Świece AI w skrócie',
      items: [
        {
          title: 'Przewodniki do studium',
          body: 'Przewodnik do dowolnego fragmentu lub tematu, z pytaniami do rozmowy w Twojej grupie.',
        },
        {
          title: 'Przygotowanie kazań',
          body: 'Nakreśl konspekt kazania i zbierz odnośniki biblijne, a potem nadaj mu własny kształt.',
        },
        {
          title: 'Biblia audio AI',
          body: 'Słuchaj Pisma Świętego w drodze do pracy lub przed snem.',
        },
        {
          title: 'Wideo AI',
          body: 'Zamień myśl z kazania lub fragment Biblii w krótkie wideo dla swojego kościoła.',
        },
        {
          title: 'Saldo zawsze na widoku',
          body: 'Strona świec zawsze pokazuje, ile Ci zostało.',
        },
        {
          title: 'Doładowanie w chwilę',
          body: 'Kup pakiet doładowania, kiedy potrzebujesz więcej — w każdym planie.',
        },
      ],
    },
    benefits: {
      title: 'Dlaczego świece',
      items: [
        {
          title: 'W każdym planie',
          body: 'Członkowie i kościoły otrzymują miesięczny limit od pierwszego dnia.',
        },
        {
          title: 'Bez niespodzianek na rachunku',
          body: 'Wydajesz tylko świece, które już masz; nie ma opłat za użycie.',
        },
        {
          title: 'Doładowania, które nie przepadają',
          body: 'Świece z pakietów doładowania nigdy nie wygasają, więc nic, co kupisz, się nie zmarnuje.',
        },
        {
          title: 'Twoje słowa pozostają Twoje',
          body: 'To, co piszesz, jest przetwarzane tylko po to, by Ci odpowiedzieć, nigdy do celów reklamowych.',
        },
      ],
    },
    howItWorks: {
      title: 'Jak działają świece',
      steps: [
        {
          title: 'Wybierz plan',
          body: 'Każdy plan, także bezpłatny, daje świece co miesiąc.',
        },
        {
          title: 'Korzystaj z funkcji AI',
          body: 'Każdy przewodnik do studium, konspekt kazania, rozdział audio czy wideo zużywa świece.',
        },
        {
          title: 'Doładuj, gdy potrzebujesz',
          body: 'Dodaj pakiet doładowania w dowolnej chwili; kościoły otrzymują też świece lojalnościowe.',
        },
      ],
    },
    cta: {
      title: 'Pomoc AI w studium i służbie',
      body: 'Zacznij za darmo z miesięcznymi świecami albo kup pakiet doładowania, gdy potrzebujesz więcej.',
    },
    allotments: {
      title: 'Świece w poszczególnych planach',
      body: 'Każdy plan zawiera miesięczny limit świec AI, który odnawia się co miesiąc.',
    },
    boostPacks: {
      title: 'Pakiety doładowania',
      body: 'Jednorazowe doładowania w trzech rozmiarach, w każdym planie. Świece z pakietów doładowania nigdy nie wygasają.',
    },
    loyalty: {
      title: 'Świece lojalnościowe dla kościołów',
      body: 'Plany dla kościołów dwa razy w roku otrzymują dodatkowe świece w podziękowaniu za to, że zostają z Koinonia.',
    },
  },
  contactUs: {
    meta: {
      title: 'Kontakt z Koinonia: pomoc, prezentacje i pytania',
      description:
        'Napisz do zespołu Koinonia: pomoc z kontem, plany dla kościołów i dużych organizacji, prośba o prezentację lub dowolne pytanie. Odpowiadamy na każdą wiadomość.',
    },
    hero: {
      eyebrow: 'Kontakt',
      title: 'Czekamy na Twoją wiadomość',
      subtitle: 'Pomoc, prezentacja czy odpowiedź na pytanie: wybierz sposób, który Ci odpowiada.',
    },
    channels: {
      title: 'Jak możemy pomóc?',
      items: {
        contact: {
          title: 'Wyślij nam wiadomość',
          body: 'Pytania, pomysły lub opinie: odpowie Ci ktoś z naszego zespołu.',
          link: 'Napisz do nas',
        },
        support: {
          title: 'Uzyskaj pomoc',
          body: 'Problem z logowaniem, pytania o plan lub świece albo coś, co nie działa.',
          link: 'Poproś o pomoc',
        },
        enterprise: {
          title: 'Plany dla kościołów i dużych organizacji',
          body: 'Planujesz Koinonia dla dużej wspólnoty, kilku kampusów lub sieci kościołów? Porozmawiajmy.',
          link: 'Porozmawiaj z naszym zespołem',
        },
        demo: {
          title: 'Zobacz Koinonia w działaniu',
          body: 'Prezentacja na żywo dla Twoich pastorów i pracowników.',
          link: 'Poproś o prezentację',
        },
      },
    },
    address: {
      title: 'Adres korespondencyjny firmy',
      lines: ['Koinonia', '100 Fellowship Way', 'Suite 200', 'Nashville, TN 37203', 'Stany Zjednoczone'],
    },
    email: {
      title: 'Napisz do nas e-mail',
      support: 'Pomoc techniczna: {email}',
      privacy: 'Prywatność: {email}',
    },
    responseTime: 'Na zgłoszenia do pomocy technicznej i zapytania kościołów odpowiadamy w ciągu jednego dnia roboczego, na pozostałe wiadomości — w ciągu dwóch.',
  },
};

export default copy;
