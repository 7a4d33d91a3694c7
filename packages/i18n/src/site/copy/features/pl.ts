import type { FeaturesCopy } from './en';

/** Polish copy of the five feature pages (prayer wall, Bible reading, events, community chat, volunteer hub). */
const copy: FeaturesCopy = {
  prayerWall: {
    meta: {
      title: 'Ściana modlitwy: módlcie się razem dniem i nocą — Koinonia',
      description:
        'Dziel się prośbami o modlitwę prywatnie, publicznie lub anonimowo, twórz kręgi modlitewne, zobacz, kto się modli, i świętuj wysłuchane modlitwy.',
    },
    hero: {
      eyebrow: 'Ściana modlitwy',
      title: 'Z żadną prośbą o modlitwę nie zostajesz sam',
      subtitle: 'Podziel się potrzebą prywatnie, publicznie lub anonimowo i pozwól, by Twój kościół modlił się razem z Tobą.',
    },
    overview: {
      title: 'Modlitwa w sercu Twojego kościoła',
      paragraphs: [
        'Potrzeby modlitewne rzadko czekają do niedzieli. Na Ścianie modlitwy członkowie mogą o każdej porze poprosić o modlitwę i wiedzieć, że inni się za nich modlą.',
        'To Ty decydujesz, kto widzi każdą prośbę, a wysłuchane modlitwy są oznaczane, aby wszyscy mogli dziękować Bogu.',
      ],
    },
    features: {
      title: 'Co oferuje Ściana modlitwy',
      items: [
        {
          title: 'Prywatnie, publicznie lub anonimowo',
          body: 'Zachowaj prośbę dla siebie, podziel się nią z kościołem albo opublikuj ją bez podpisu.',
        },
        {
          title: 'Kręgi modlitewne',
          body: 'Zgromadź mały krąg wokół jednej potrzeby, na przykład pobytu w szpitalu czy rodziny w żałobie.',
        },
        {
          title: 'Zobacz, kto się modli',
          body: 'Wiedz, że ludzie modlą się w Twojej intencji, więc nigdy nie dźwigasz tego ciężaru sam.',
        },
        {
          title: 'Wysłuchane modlitwy',
          body: 'Oznacz modlitwę jako wysłuchaną i dodaj aktualizację, aby inni mogli radować się razem z Tobą.',
        },
        {
          title: 'Powiadomienia, które wybierasz',
          body: 'Dowiedz się, gdy ktoś się za Ciebie modli, i włączaj lub wyłączaj każde powiadomienie.',
        },
        {
          title: 'Otwarta przez całą dobę',
          body: 'Publikuj i módl się o północy lub w południe, na telefonie albo komputerze.',
        },
      ],
    },
    benefits: {
      title: 'Dlaczego to ważne',
      items: [
        {
          title: 'Troska dociera szybciej',
          body: 'Potrzeby są zgłaszane wtedy, gdy się pojawiają, a nie kilka dni później.',
        },
        {
          title: 'Liderzy widzą potrzeby',
          body: 'Publiczne prośby i kręgi modlitewne pokazują pastorom, gdzie potrzebna jest troska.',
        },
        {
          title: 'Wiara rośnie dzięki świadectwom',
          body: 'Wysłuchane modlitwy stają się zapisem Bożej wierności.',
        },
        {
          title: 'Delikatne sprawy pozostają bezpieczne',
          body: 'Prywatne i anonimowe prośby pozwalają prosić o modlitwę bez obawy przed plotkami.',
        },
      ],
    },
    howItWorks: {
      title: 'Jak to działa',
      steps: [
        {
          title: 'Napisz swoją prośbę',
          body: 'Powiedz własnymi słowami, co leży Ci na sercu.',
        },
        {
          title: 'Wybierz, kto ją zobaczy',
          body: 'Ustaw ją jako prywatną, publiczną lub anonimową albo udostępnij kręgowi modlitewnemu.',
        },
        {
          title: 'Módl się i dziękuj',
          body: 'Módl się za innych i oznaczaj odpowiedzi, gdy przychodzą.',
        },
      ],
    },
    cta: {
      title: 'Zacznijcie wspólnie się modlić już dziś',
      body: 'Ściana modlitwy jest bezpłatna. Opublikuj swoją pierwszą prośbę w kilka minut.',
    },
  },
  bibleReading: {
    meta: {
      title: 'Plany czytania Biblii i dziennik S.O.A.P. — Koinonia',
      description:
        'Codzienne czytania Biblii, prowadzone rozważania, plany czytania, przypisy, kilka przekładów, Biblia audio i dziennik S.O.A.P., by Słowo zapuściło korzenie.',
    },
    hero: {
      eyebrow: 'Czytanie Biblii',
      title: 'Otwierajcie Słowo razem każdego dnia',
      subtitle: 'Codzienne czytania, prowadzone rozważania, plany czytania i dziennik S.O.A.P., które pomagają Słowu Bożemu zapuścić korzenie.',
    },
    overview: {
      title: 'Codzienny nawyk, który przetrwa',
      paragraphs: [
        'Zacząć czytać Biblię jest łatwo; wytrwać jest trudno. Koinonia daje Ci na każdy dzień fragment, prowadzone rozważanie i miejsce, by zapisać, czego się uczysz.',
        'Czytaj w kilku przekładach, słuchaj w drodze i rozmawiaj o fragmencie ze swoim kościołem. Przypisy i przewodniki AI do studium pomogą Ci wejść głębiej.',
      ],
    },
    features: {
      title: 'Wszystko do czytania i studium',
      items: [
        {
          title: 'Codzienne czytanie i rozważania',
          body: 'Każdy dzień przynosi fragment i krótkie rozważanie do przemyślenia i modlitwy.',
        },
        {
          title: 'Plany czytania na każdym etapie',
          body: 'Wybierz spośród {beginnerPlans} planów dla początkujących i {intermediatePlans} dla średnio zaawansowanych i śledź postępy dzień po dniu.',
        },
        {
          title: 'Dziennik S.O.A.P.',
          body: 'Przy każdym czytaniu zapisz fragment Pisma (Scripture), swoją Obserwację, Zastosowanie (Application) i Modlitwę (Prayer).',
        },
        {
          title: 'Przypisy i przekłady',
          body: 'Porównuj kilka przekładów Biblii i czytaj przypisy o kontekście i znaczeniu.',
        },
        {
          title: 'Biblia audio',
          body: 'Słuchaj w czasie jazdy samochodem, spaceru lub gotowania.',
        },
        {
          title: 'Wspólne rozmowy',
          body: 'Podziel się myślą o dzisiejszym fragmencie i przeczytaj, co zauważyli inni.',
        },
      ],
    },
    benefits: {
      title: 'Dlaczego to ważne',
      items: [
        {
          title: 'Regularność na dłuższą metę',
          body: 'Codzienny rytm i widoczne postępy pomagają członkom czytać tydzień po tygodniu.',
        },
        {
          title: 'Zrozumienie, a nie samo czytanie',
          body: 'Rozważania, przypisy i dziennik sprawiają, że rozdział staje się czymś, czym żyjesz.',
        },
        {
          title: 'Pismo Święte, gdziekolwiek jesteś',
          body: 'Czytaj na dowolnym urządzeniu, zapisuj czytania do użytku offline albo słuchaj w drodze.',
        },
        {
          title: 'Kościół, który czyta to samo',
          body: 'Grupy, które idą jednym planem, rozmawiają o tym, co wspólnie przeczytały.',
        },
      ],
    },
    howItWorks: {
      title: 'Jak to działa',
      steps: [
        {
          title: 'Wybierz plan',
          body: 'Zacznij od dzisiejszego czytania albo wybierz plan dopasowany do Twojego czasu.',
        },
        {
          title: 'Czytaj, słuchaj i rozważaj',
          body: 'Czytaj lub słuchaj, przejdź przez rozważanie i napisz wpis S.O.A.P.',
        },
        {
          title: 'Dziel się i nie ustawaj',
          body: 'Rozmawiaj o fragmencie ze swoim kościołem i patrz, jak rosną Twoje postępy.',
        },
      ],
    },
    cta: {
      title: 'Zacznij swój pierwszy plan czytania już dziś',
      body: 'Codzienne czytanie, plany dla początkujących i dziennik S.O.A.P. są bezpłatne i nie wymagają karty płatniczej.',
    },
  },
  events: {
    meta: {
      title: 'Wydarzenia kościelne z zapisami i przypomnieniami — Koinonia',
      description:
        'Twórz wydarzenia, zbieraj potwierdzenia obecności, wysyłaj przypomnienia i sprawdzaj frekwencję we wszystkich lokalizacjach, w jednym kalendarzu.',
    },
    hero: {
      eyebrow: 'Wydarzenia',
      title: 'Każde spotkanie zaplanowane w jednym miejscu',
      subtitle: 'Twórz wydarzenia, zbieraj potwierdzenia obecności, wysyłaj przypomnienia i sprawdzaj frekwencję w każdej lokalizacji.',
    },
    overview: {
      title: 'Od niedzielnego nabożeństwa po wyjazd misyjny',
      paragraphs: [
        'Życie kościoła jest pełne spotkań: nabożeństwa, wieczory młodzieżowe, wspólne posiłki i rekolekcje. Koinonia zbiera je w jednym kalendarzu, któremu członkowie ufają.',
        'Liderzy widzą, kto przyjdzie i kto był, więc mogą planować z wyprzedzeniem i odezwać się do tych, których zabrakło.',
      ],
    },
    features: {
      title: 'Narzędzia na każde wydarzenie',
      items: [
        {
          title: 'Proste tworzenie wydarzeń',
          body: 'Dodaj tytuł, godzinę i miejsce, a potem opublikuj wydarzenie dla kościoła, wspólnoty lub grupy.',
        },
        {
          title: 'Potwierdzenie jednym dotknięciem',
          body: 'Członkowie odpowiadają w chwilę, a Ty widzisz, jak rośnie liczba uczestników.',
        },
        {
          title: 'Przypomnienia',
          body: 'Osoby, które odpowiedziały, dostają przypomnienie przed wydarzeniem, więc mniej osób zapomina.',
        },
        {
          title: 'Lista obecności',
          body: 'Zapisuj, kto przyszedł, i porównuj frekwencję między kolejnymi wydarzeniami.',
        },
        {
          title: 'Wiele lokalizacji',
          body: 'Organizuj wydarzenie w kilku miejscach lub kampusach, z wyraźnie podanym adresem każdego z nich.',
        },
        {
          title: 'Jedna lista dla członków',
          body: 'Członkowie widzą razem wydarzenia swojego kościoła i swoich grup.',
        },
      ],
    },
    benefits: {
      title: 'Dlaczego to ważne',
      items: [
        {
          title: 'Wyższa frekwencja',
          body: 'Łatwe odpowiedzi i przypomnienia w porę sprawiają, że przychodzi więcej osób.',
        },
        {
          title: 'Planowanie na prawdziwych liczbach',
          body: 'Wiesz, ilu osób się spodziewać, gdy planujesz posiłki, miejsca i opiekę nad dziećmi.',
        },
        {
          title: 'Troskliwy kontakt po wydarzeniu',
          body: 'Lista obecności pokazuje, kogo od dawna brakuje, więc liderzy mogą się odezwać.',
        },
        {
          title: 'Mniej papierkowej roboty',
          body: 'Koniec z listami zapisów i arkuszami, które trzeba uzgadniać po wydarzeniu.',
        },
      ],
    },
    howItWorks: {
      title: 'Jak to działa',
      steps: [
        {
          title: 'Utwórz wydarzenie',
          body: 'Ustaw datę, godzinę i miejsca oraz wybierz, kto jest zaproszony.',
        },
        {
          title: 'Zbieraj odpowiedzi',
          body: 'Członkowie potwierdzają obecność w aplikacji i dostają przypomnienia, gdy zbliża się termin.',
        },
        {
          title: 'Spotkajcie się i pozostańcie w kontakcie',
          body: 'Zapisz obecność w dniu wydarzenia i odezwij się do tych, którzy nie mogli przyjść.',
        },
      ],
    },
    cta: {
      title: 'Zaplanuj kolejne spotkanie z aplikacją Koinonia',
      body: 'Członkowie potwierdzają obecność za darmo. Plany dla kościołów dodają pełne planowanie wydarzeń; umów prezentację, aby to zobaczyć.',
    },
  },
  communityChat: {
    meta: {
      title: 'Czat wspólnoty, fora i wiadomości — Koinonia',
      description:
        'Wspólnoty, moderowane fora, czat grup domowych, wiadomości prywatne i ogłoszenia, dzięki którym Twój kościół pozostaje w kontakcie między niedzielami.',
    },
    hero: {
      eyebrow: 'Czat wspólnoty',
      title: 'Bądźcie w kontakcie między niedzielami',
      subtitle: 'Wspólnoty, moderowane fora, czat grup domowych, wiadomości i ogłoszenia w jednym bezpiecznym miejscu.',
    },
    overview: {
      title: 'Społeczność, która nie kończy się za drzwiami kościoła',
      paragraphs: [
        'Społeczność nie kończy się wraz z nabożeństwem. Każda wspólnota i grupa domowa ma własne miejsce, by przez cały tydzień rozmawiać i wzajemnie się zachęcać.',
        'Liderzy publikują ogłoszenia, moderatorzy dbają o życzliwą atmosferę na forach, a członkowie piszą do siebie bez podawania numerów telefonów.',
      ],
    },
    features: {
      title: 'Sposoby na bycie w kontakcie',
      items: [
        {
          title: 'Wspólnoty',
          body: 'Dołącz do swojego kościoła, jego służb i grup zainteresowań, z których każda ma własne rozmowy.',
        },
        {
          title: 'Moderowane fora',
          body: 'Rozmawiaj o wierze i życiu kościoła, a moderatorzy dbają o to, by dyskusje pozostały pełne szacunku.',
        },
        {
          title: 'Czat grup domowych',
          body: 'Twoja grupa domowa lub grupa biblijna ma własny czat na potrzeby modlitewne, plany i słowa zachęty.',
        },
        {
          title: 'Wiadomości prywatne',
          body: 'Napisz prywatnie do członka lub lidera bez podawania swojego numeru telefonu.',
        },
        {
          title: 'Ogłoszenia',
          body: 'Liderzy publikują ważne wiadomości raz, a docierają one do każdego członka wspólnoty.',
        },
        {
          title: 'Kontakty i Tablica zaangażowania',
          body: 'Zapisz znajomych w kontaktach i doceniaj zaangażowanie na Tablicy zaangażowania.',
        },
      ],
    },
    benefits: {
      title: 'Dlaczego to ważne',
      items: [
        {
          title: 'Nikt się nie zagubi',
          body: 'Nowe osoby już w pierwszym tygodniu znajdują grupę i rozmowę.',
        },
        {
          title: 'Bezpieczniej niż w publicznych mediach społecznościowych',
          body: 'Rozmowy pozostają w Twoim kościele, z moderacją i bez śledzenia reklamowego.',
        },
        {
          title: 'Liderzy oszczędzają czas',
          body: 'Jedno ogłoszenie zastępuje lawinę e-maili, SMS-ów i postów.',
        },
        {
          title: 'Widoczna zachęta',
          body: 'Tablica zaangażowania wyróżnia tych, którzy się modlą, służą i biorą udział.',
        },
      ],
    },
    howItWorks: {
      title: 'Jak to działa',
      steps: [
        {
          title: 'Dołącz do swoich wspólnot',
          body: 'Znajdź swój kościół i grupy, do których należysz.',
        },
        {
          title: 'Przywitaj się',
          body: 'Przedstaw się na czacie swojej grupy domowej albo rozpocznij dyskusję na forum.',
        },
        {
          title: 'Bądź w kontakcie',
          body: 'Śledź ogłoszenia i pisz do przyjaciół, a powiadomienia ustawiasz sam.',
        },
      ],
    },
    cta: {
      title: 'Przenieś rozmowy swojego kościoła do jednego domu',
      body: 'Dołącz za darmo i znajdź swoje wspólnoty już dziś albo umów prezentację dla swojego zespołu liderów.',
    },
  },
  volunteerHub: {
    meta: {
      title: 'Centrum wolontariatu: Centrum służby D.I.V.I.N.E. — Koinonia',
      description:
        'Dopasuj członków do zespołów służby według umiejętności i darów duchowych, publikuj oferty, rozpatruj zgłoszenia, planuj grafiki i dziękuj wolontariuszom.',
    },
    hero: {
      eyebrow: 'Centrum wolontariatu',
      title: 'Pomóż każdemu członkowi znaleźć miejsce służby',
      subtitle: 'Centrum służby D.I.V.I.N.E. dopasowuje ludzi do zespołów służby według umiejętności i darów duchowych.',
    },
    overview: {
      title: 'Służba dzielona przez wielu',
      paragraphs: [
        'Wiele kościołów opiera się na kilku wiernych wolontariuszach, podczas gdy inni czekają, aż ktoś ich poprosi. Centrum służby pokazuje każdą wolną rolę i to, gdzie pasują dary każdego członka.',
        'Liderzy publikują oferty, rozpatrują zgłoszenia i układają grafiki, więc zespoły pozostają pełne i nie trzeba co tydzień prosić tych samych osób.',
      ],
    },
    features: {
      title: 'Wszystko dla Twoich zespołów wolontariuszy',
      items: [
        {
          title: 'Zespoły służby',
          body: 'Zobacz liderów, członków, role i wolne miejsca każdego zespołu w jednym widoku.',
        },
        {
          title: 'Tablica ofert służby',
          body: 'Przeglądaj wszystkie wolne role w swoim kościele i sprawdź, na czym polegają.',
        },
        {
          title: 'Dopasowanie do umiejętności i darów',
          body: 'Sugestie opierają się na Twoich umiejętnościach i teście darów: podstawowym, z {basicQuestions} pytaniami, lub pełnym, z {comprehensiveQuestions}.',
        },
        {
          title: 'Grafiki z przypomnieniami',
          body: 'Zaplanuj, kto kiedy służy, a wolontariusze dostaną przypomnienie przed każdym dyżurem.',
        },
        {
          title: 'Zgłoszenia',
          body: 'Członkowie zgłaszają się w kilku krokach, a liderzy rozpatrują zgłoszenia, akceptują je i witają nowe osoby.',
        },
        {
          title: 'Odznaki uznania',
          body: 'Odznaki dziękują wolontariuszom za wierną służbę i osiągnięte kamienie milowe.',
        },
      ],
    },
    benefits: {
      title: 'Dlaczego to ważne',
      items: [
        {
          title: 'Więcej osób w służbie',
          body: 'Jasno opisane role i dopasowanie do darów zapraszają członków, którzy nigdy nie wiedzieli, od czego zacząć.',
        },
        {
          title: 'Zdrowsze zespoły',
          body: 'Dzielenie się obowiązkami chroni Twoich najwierniejszych wolontariuszy przed wypaleniem.',
        },
        {
          title: 'Mniej luk w dniu służby',
          body: 'Grafiki i przypomnienia oznaczają mniej opuszczonych dyżurów i telefonów w ostatniej chwili.',
        },
        {
          title: 'Służba, którą widać',
          body: 'Odznaki i podziękowania pokazują wolontariuszom, że ich służba ma znaczenie.',
        },
      ],
    },
    howItWorks: {
      title: 'Jak to działa',
      steps: [
        {
          title: 'Odkryj swoje dary',
          body: 'Wypełnij test darów duchowych, aby zobaczyć, do jakiej służby zostałeś ukształtowany.',
        },
        {
          title: 'Znajdź rolę i zgłoś się',
          body: 'Przejrzyj tablicę ofert służby i zgłoś się do zespołu, który do Ciebie pasuje.',
        },
        {
          title: 'Służ razem ze swoim zespołem',
          body: 'Twój lider dodaje Cię do grafiku, a przypomnienia pomagają Ci być gotowym.',
        },
      ],
    },
    cta: {
      title: 'Pomóż każdemu darowi znaleźć swoje miejsce',
      body: 'Członkowie wypełniają podstawowy test darów za darmo. Kościoły mogą umówić prezentację zarządzania wolontariatem.',
    },
  },
};

export default copy;
