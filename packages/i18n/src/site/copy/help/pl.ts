import type { HelpCopy } from './en';

/** Polish copy of the FAQ and help docs pages. */
const copy: HelpCopy = {
  search: {
    label: 'Szukaj',
    placeholder: 'Szukaj w pytaniach i poradnikach',
    results: 'Wyniki: {count}',
    noResults: 'Brak wyników dla „{query}”. Spróbuj innego słowa albo skontaktuj się z pomocą techniczną.',
    clear: 'Wyczyść wyszukiwanie',
  },
  faq: {
    meta: {
      title: 'Najczęściej zadawane pytania — Koinonia',
      description:
        'Odpowiedzi o Koinonia: pierwsze kroki, plany bezpłatne i płatne, świece AI, prywatność, widoczność modlitw i co plany dla kościołów dają pastorom.',
    },
    hero: {
      eyebrow: 'Najczęstsze pytania',
      title: 'Pytania, które słyszymy najczęściej',
      subtitle: 'Krótkie, szczere odpowiedzi dla członków, liderów i administratorów kościoła.',
    },
    groups: [
      {
        title: 'Pierwsze kroki',
        items: [
          {
            question: 'Czym jest Koinonia?',
            answer:
              'Koinonia to aplikacja kościelna dla członków, liderów, pastorów, administratorów i wolontariuszy. Łączy w jednym miejscu ścianę modlitwy, codzienne czytanie Biblii, dziennik S.O.A.P., wydarzenia, czat grup, służbę i darowizny, aby kościół mógł trwać we wspólnocie przez cały tydzień.',
          },
          {
            question: 'Czy Koinonia jest bezpłatna?',
            answer:
              'Tak. Plan {disciplePlan} jest bezpłatny, nie wymaga karty płatniczej i obejmuje ścianę modlitwy, dziennik S.O.A.P., rozmowy we wspólnocie, codzienne czytanie Biblii, plany czytania dla początkujących oraz {discipleCandles} świec AI miesięcznie. Płatne plany dodają więcej świec i narzędzi.',
          },
          {
            question: 'Czy mój kościół musi korzystać z Koinonia?',
            answer:
              'Nie. Możesz czytać, modlić się i prowadzić dziennik samodzielnie, a wybór kościoła podczas konfiguracji jest opcjonalny. Gdy Twój kościół dołączy, z tego samego konta połączysz się z jego społecznościami, wydarzeniami i zespołami służby.',
          },
          {
            question: 'W jakich językach jest dostępna Koinonia?',
            answer:
              'Koinonia jest dostępna w {languageCount} językach, w tym w pisanych od prawej do lewej: arabskim, urdu, hebrajskim i perskim. Przy pierwszej wizycie proponujemy języki dla Twojego kraju, a swój język możesz w każdej chwili zmienić w Ustawieniach.',
          },
        ],
      },
      {
        title: 'Plany i świece',
        items: [
          {
            question: 'Czym jest świeca AI?',
            answer:
              'Świeca AI to kredyt wydawany na funkcje AI: przewodniki do studium, przygotowanie kazań, Biblię audio AI i wideo AI. Każdy plan zawiera świece, które odnawiają się co miesiąc. Modlitwa, czytanie, czat i wszystko inne, co nie jest AI, nigdy nie kosztuje świec.',
          },
          {
            question: 'Co się stanie, gdy skończą mi się świece?',
            answer:
              'Wstrzymane zostaną tylko funkcje AI. Możesz poczekać, aż Twoje miesięczne świece się odnowią, kupić pakiet doładowania, którego świece nigdy nie wygasają, albo przejść na plan z większym miesięcznym limitem.',
          },
          {
            question: 'Czy mogę zmienić lub anulować swój plan?',
            answer:
              'Tak, w każdej chwili. Płać co miesiąc albo płać rocznie i otrzymaj {freeMonths} miesiące gratis. Jeśli zrezygnujesz, zachowasz swój plan do końca opłaconego okresu, a potem wrócisz do planu bezpłatnego, a wszystkie Twoje treści pozostaną nienaruszone.',
          },
          {
            question: 'Czy świece mają wartość pieniężną?',
            answer:
              'Nie. Świece to kredyty na funkcje AI w Koinonia. Nie można ich wymienić na pieniądze ani używać poza aplikacją.',
          },
        ],
      },
      {
        title: 'Prywatność i bezpieczeństwo',
        items: [
          {
            question: 'Czy Koinonia sprzedaje moje dane lub wyświetla reklamy?',
            answer:
              'Nie. Nie ma śledzenia reklamowego, analityki firm trzecich ani odsprzedaży danych. Używamy Twoich danych wyłącznie po to, by Koinonia działała dla Ciebie i Twojego kościoła.',
          },
          {
            question: 'Kto widzi moje prośby o modlitwę?',
            answer:
              'Decydujesz o tym przy każdej prośbie. Prośby publiczne pojawiają się na ścianie modlitwy Twojego kościoła, prywatne pozostają widoczne tylko dla Ciebie i wybranego kręgu modlitewnego, a anonimowe są wyświetlane bez Twojego imienia.',
          },
          {
            question: 'Jakich plików cookie używa Koinonia?',
            answer:
              'Jednego pliku cookie logowania, który przechowuje losowy identyfikator sesji. Nie ma reklamowych ani analitycznych plików cookie. Twoja przeglądarka zapamiętuje też na Twoim urządzeniu motyw, język i układ paska bocznego.',
          },
          {
            question: 'Jak zgłosić coś szkodliwego?',
            answer:
              'Fora i czaty grup są moderowane przez liderów Twojego kościoła, więc najpierw powiedz o tym moderatorowi lub liderowi danej społeczności. Jeśli sprawa dotyczy Twojego bezpieczeństwa albo nie została rozwiązana, napisz na {supportEmail}, a my się tym zajmiemy.',
          },
        ],
      },
      {
        title: 'Dla kościołów',
        items: [
          {
            question: 'Jak nasz kościół może zacząć?',
            answer:
              'Wybierz {churchBasicPlan} lub {churchStandardPlan} albo skontaktuj się z nami w sprawie planu {enterprisePlan} dla większych sieci kościołów. Chętnie umówimy prezentację i pomożemy zaprosić Twoich pracowników i członków.',
          },
          {
            question: 'Co dodają plany dla kościołów?',
            answer:
              'Zarządzanie członkami, planowanie wydarzeń, komunikację z całym kościołem, prywatny krąg modlitewny, analitykę, zarządzanie wieloma kampusami, analizę darowizn, integrację transmisji na żywo, zarządzanie wolontariuszami i czat służby w czasie rzeczywistym z CRM.',
          },
          {
            question: 'Czym są świece lojalnościowe?',
            answer:
              'To podziękowanie dla kościołów, które są z nami: co {loyaltyMonths} miesięcy kościoły z planem {churchBasicPlan} otrzymują {basicLoyaltyCandles} dodatkowych świec, a kościoły z planem {churchStandardPlan} — {standardLoyaltyCandles}.',
          },
          {
            question: 'Co widzą administratorzy kościoła?',
            answer:
              'Administratorzy widzą listę członków i treści swoich własnych społeczności. Prywatne modlitwy i dzienniki członków pozostają prywatne, a darowizny widzi tylko ofiarodawca i administratorzy finansów kościoła.',
          },
        ],
      },
    ],
  },
  helpDocs: {
    meta: {
      title: 'Poradniki: instrukcje krok po kroku — Koinonia',
      description:
        'Poradniki krok po kroku: załóż konto, dodaj prośbę o modlitwę, czytaj według planu, potwierdź obecność, służ, zarządzaj członkami i korzystaj ze świec AI.',
    },
    hero: {
      eyebrow: 'Poradniki',
      title: 'Instrukcje krok po kroku',
      subtitle: 'Znajdź zadanie, które chcesz wykonać, i przejdź przez kolejne kroki. Każdy poradnik zajmuje kilka minut.',
    },
    articles: [
      {
        id: 'create-your-account',
        title: 'Załóż konto i wybierz język',
        summary: 'Zarejestruj się za darmo i ustaw Koinonia w języku, w którym się modlisz.',
        steps: [
          'Wybierz „Zacznij za darmo” i podaj swoje imię, adres e-mail i hasło. Karta płatnicza nie jest potrzebna.',
          'Otwórz wiadomość, którą Ci wyślemy, i kliknij link, aby potwierdzić swój adres.',
          'Przejdź przez krótką konfigurację: profil, kościół i zainteresowania. Kroki dotyczące kościoła i zainteresowań możesz pominąć i wrócić do nich później.',
          'W ostatnim kroku wybierz język. Aby zmienić go później, otwórz Ustawienia i wybierz Język; Twój wybór zostanie zapisany na koncie i będzie obowiązywał na każdym urządzeniu.',
        ],
      },
      {
        id: 'post-a-prayer-request',
        title: 'Dodaj prośbę o modlitwę i wybierz, kto ją zobaczy',
        summary: 'Podziel się tym, co leży Ci na sercu, dokładnie z tymi osobami, z którymi chcesz.',
        steps: [
          'Otwórz Ścianę modlitwy w sekcji Uwielbienie na pasku bocznym i rozpocznij nową prośbę.',
          'Nadaj jej krótki tytuł i napisz, o jaką modlitwę prosisz.',
          'Wybierz, kto ją zobaczy: Publiczna — na ścianie modlitwy Twojego kościoła, Prywatna — tylko Ty i wybrany krąg modlitewny, Anonimowa — bez Twojego imienia.',
          'Opublikuj ją. Dostaniesz powiadomienie, gdy ktoś będzie się modlił, a przy prośbie zobaczysz, ile osób modli się razem z Tobą.',
          'Gdy modlitwa zostanie wysłuchana, oznacz ją jako wysłuchaną, aby wszyscy, którzy się modlili, mogli dziękować Bogu razem z Tobą.',
        ],
      },
      {
        id: 'reading-plan-and-soap-journal',
        title: 'Rozpocznij plan czytania i prowadź dziennik S.O.A.P.',
        summary: 'Zbuduj codzienny nawyk czytania Pisma Świętego i zapisywania, co ono dla Ciebie znaczy.',
        steps: [
          'Otwórz Czytanie Biblii w sekcji Uwielbienie i przejrzyj plany czytania: {beginnerPlans} dla początkujących i {intermediatePlans} dla tych, którzy chcą wejść głębiej.',
          'Rozpocznij plan. Każdego dnia dostajesz czytanie z prowadzonym rozważaniem i przypisami; wybierz przekład albo słuchaj Biblii audio.',
          'Po lekturze otwórz Dziennik S.O.A.P. i napisz cztery krótkie części: fragment Pisma, który Cię poruszył (Scripture), swoją Obserwację, jak go zastosujesz (Application) i Modlitwę (Prayer).',
          'Wróć jutro: Twoje miejsce w planie jest zapisane, a dziennik pozostaje prywatny, chyba że zdecydujesz się udostępnić wpis.',
        ],
      },
      {
        id: 'rsvp-to-an-event',
        title: 'Potwierdź udział w wydarzeniu i otrzymuj przypomnienia',
        summary: 'Daj organizatorom znać, że przyjdziesz, i nigdy nie przegap początku.',
        steps: [
          'Otwórz Wydarzenia w sekcji Wspólnota, aby zobaczyć, co czeka Cię w kościele i grupach, wraz z miejscem i kampusem każdego wydarzenia.',
          'Otwórz wydarzenie i potwierdź obecność, aby organizatorzy wiedzieli, ilu osób się spodziewać.',
          'Przed wydarzeniem dostaniesz przypomnienia kanałami wybranymi w Ustawieniach powiadomień: w aplikacji, e-mailem lub jako powiadomienie push.',
          'Jeśli Twoje plany się zmienią, zaktualizuj odpowiedź, aby liczba uczestników była dokładna.',
        ],
      },
      {
        id: 'join-a-community',
        title: 'Dołącz do społeczności i rozmawiaj ze swoją grupą',
        summary: 'Znajdź swoją grupę domową lub służbę i bądź w kontakcie między spotkaniami.',
        steps: [
          'Otwórz Społeczności w sekcji Wspólnota i znajdź grupy i służby swojego kościoła.',
          'Dołącz do tych, do których należysz. Ich ogłoszenia, fora i wydarzenia pojawią się wtedy u Ciebie.',
          'Bierz udział w forach, które moderują Twoi liderzy, albo otwórz czat swojej grupy, by szybko porozmawiać.',
          'Korzystaj z Wiadomości do rozmów w cztery oczy, a z Kontaktów, by mieć znajomych zawsze pod ręką.',
        ],
      },
      {
        id: 'volunteer-and-gifts-assessment',
        title: 'Znajdź okazję do służby i wypełnij test darów',
        summary: 'Odkryj, jakimi darami zostałeś obdarowany, i znajdź pasujące miejsce służby.',
        steps: [
          'Wypełnij test darów duchowych: podstawowy ma {basicQuestions} pytań i jest bezpłatny; pełny ma {comprehensiveQuestions} pytań i jest dostępny od planu {servantPlan} wzwyż.',
          'Otwórz Centrum służby w sekcji Służba. Okazje pasujące do Twoich umiejętności i darów są proponowane jako pierwsze.',
          'Otwórz wybraną okazję, aby zobaczyć zespół, na czym polega służba i ile jest wolnych miejsc, a potem się zgłoś.',
          'Śledź swoje zgłoszenie w sekcji Moje zgłoszenia. Gdy dołączysz do zespołu, Twój grafik i przypomnienia pojawią się w Centrum służby, a odznaki uznania docenią Twoją służbę.',
        ],
      },
      {
        id: 'invite-staff-and-manage-members',
        title: 'Zaproś pracowników i zarządzaj członkami',
        summary: 'Dla administratorów kościoła: wprowadź swój zespół i dbaj o aktualną listę członków.',
        steps: [
          'Otwórz sekcję Admin kościoła na pasku bocznym. Pojawia się ona, gdy konto kościoła nada Ci uprawnienia administratora.',
          'W zarządzaniu pracownikami zaproś osobę przez e-mail i wybierz jej rolę: administrator, lider lub moderator.',
          'Zaproszona osoba otrzyma zaproszenie i przyjmie je, logując się lub zakładając konto; dostaniesz powiadomienie, gdy dołączy.',
          'Korzystaj z Zarządzania osobami, aby widzieć członków, aktualizować ich dane i przydzielać ich do grup i służb.',
          'Wysyłaj wiadomości do całego kościoła z Centrum komunikacji, aby wszyscy usłyszeli je w jednym miejscu.',
        ],
      },
      {
        id: 'ai-candles-and-boost-packs',
        title: 'Korzystaj ze świec AI i kup pakiet doładowania',
        summary: 'Wydawaj świece na narzędzia AI do studium i kazań i doładowuj je, gdy potrzebujesz więcej.',
        steps: [
          'Otwórz Świece w sekcji Konto, aby zobaczyć swoje saldo i koszt każdej funkcji AI.',
          'Użyj funkcji AI, na przykład przewodnika do studium lub przygotowania kazania; koszt w świecach zostanie pobrany z Twojego salda.',
          'Świece z Twojego planu odnawiają się co miesiąc. Jeśli potrzebujesz więcej wcześniej, kup pakiet doładowania: S z {smallPackCandles} świecami, M z {mediumPackCandles} lub L z {largePackCandles}.',
          'Cenę zobaczysz w swojej walucie przed zapłatą, a świece z pakietów doładowania nigdy nie wygasają.',
        ],
      },
      {
        id: 'theme-font-size-and-notifications',
        title: 'Zmień motyw, rozmiar czcionki i powiadomienia',
        summary: 'Spraw, by czytanie w Koinonia było wygodne, i zdecyduj, co do Ciebie dociera.',
        steps: [
          'Otwórz Ustawienia i w sekcji Wygląd wybierz motyw Jasny, Ciemny lub Automatyczny. Automatyczny dopasowuje się do Twojego urządzenia. Szybko przełączysz go także przełącznikiem w nagłówku.',
          'Wybierz rozmiar czcionki: Mały, Średni lub Duży. Twój wybór zostanie zapisany na koncie.',
          'Otwórz Ustawienia powiadomień i dla każdego rodzaju powiadomień wybierz, czy ma się pojawiać w aplikacji, przychodzić e-mailem, czy trafiać na urządzenie jako powiadomienie push.',
          'Przypnij do {maxPinned} ulubionych stron na pasku bocznym, aby były zawsze na górze.',
        ],
      },
      {
        id: 'export-or-delete-your-data',
        title: 'Wyeksportuj lub usuń swoje dane',
        summary: 'Sprawdź, jakie dane o Tobie przechowuje Koinonia, pobierz ich kopię lub usuń konto.',
        steps: [
          'Aby poprosić o kopię swoich danych lub o usunięcie konta, wyślij zgłoszenie do pomocy technicznej (wybierz Pytania ogólne) albo napisz na {privacyEmail}.',
          'Aby poprawić imię, nazwę użytkownika lub zdjęcie, otwórz Profil z menu awatara.',
          'Po usunięciu konta Twoje dane zostaną usunięte w ciągu {deletionDays} dni, z wyjątkiem danych o darowiznach, które Twój kościół musi przechowywać zgodnie z prawem.',
          'Napisz z adresu e-mail przypisanego do konta, abyśmy wiedzieli, że prośba pochodzi od Ciebie; odpowiadamy w ciągu jednego dnia roboczego.',
        ],
      },
    ],
  },
  stillNeedHelp: {
    title: 'Nadal potrzebujesz pomocy?',
    body: 'Nasz zespół pomocy czyta każdą wiadomość i odpowiada w ciągu jednego dnia roboczego. Napisz nam, co próbowałeś zrobić i co się stało.',
  },
};

export default copy;
