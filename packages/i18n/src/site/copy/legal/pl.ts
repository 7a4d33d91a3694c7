import type { LegalCopy } from './en';

/** Polish copy of the privacy policy and terms of service. */
const copy: LegalCopy = {
  updated: 'Ostatnia aktualizacja: {date}',
  contents: 'Spis treści',
  privacyPolicy: {
    meta: {
      title: 'Polityka prywatności — Koinonia',
      description:
        'Co zbiera Koinonia, po co, kto to widzi, jak długo to przechowujemy i jakie masz prawa. Bez śledzenia reklamowego, analityki firm trzecich i sprzedaży danych.',
    },
    title: 'Polityka prywatności',
    intro:
      'Koinonia to miejsce modlitwy, Pisma Świętego i społeczności, a to wymaga zaufania. Ta polityka wyjaśnia prostymi słowami, co zbieramy, co z tym robimy i czego nigdy nie robimy: nie wyświetlamy reklam, nie korzystamy z analityki firm trzecich i nigdy nie sprzedajemy Twoich danych.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Kim jesteśmy',
        paragraphs: [
          'Koinonia odpowiada za opisane tu dane osobowe. Nasz adres pocztowy to Koinonia, 100 Fellowship Way, Suite 200, Nashville, TN 37203, Stany Zjednoczone. W każdej sprawie dotyczącej prywatności napisz na {privacyEmail}.',
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'Co zbieramy',
        paragraphs: [
          'Twoje konto: imię i nazwisko, adres e-mail, nazwa użytkownika i hasło. Hasło przechowujemy wyłącznie jako skrót Argon2id, nigdy samo hasło. Możesz dodać zdjęcie profilowe.',
          'Twoje ustawienia: preferowany język, motyw, rozmiar czcionki, kraj, ustawienia powiadomień i cotygodniowe podsumowania. Jeśli przy pierwszej wizycie zaakceptujesz proponowane ustawienia, zapisujemy wybrany język, kraj i strefę czasową.',
          'To, co tworzysz: prośby o modlitwę, wpisy w dzienniku, wiadomości, wydarzenia i potwierdzenia obecności, a także dane o Twoich darowiznach, jeśli Twój kościół korzysta z darowizn online.',
          'Wiadomości wysyłane do nas przez formularze kontaktowy, dla dużych organizacji i pomocy technicznej: imię, adres e-mail, treść wiadomości, kategoria, organizacja i język.',
        ],
      },
      {
        id: 'how-we-use-it',
        heading: 'Jak z tego korzystamy',
        paragraphs: [
          'Używamy Twoich danych, by Koinonia działała dla Ciebie: by Cię zalogować, pokazać Twoje treści wybranym przez Ciebie osobom, zachować Twoje ustawienia i odpowiadać na Twoje wiadomości.',
          'Wysyłamy Ci e-maile wyłącznie w sprawie odzyskiwania konta, weryfikacji adresu e-mail, linków do logowania, potwierdzeń wiadomości, które do nas wysłałeś, oraz powiadomień, które włączysz w ustawieniach powiadomień.',
          'Gdy korzystasz z funkcji AI, przesłany przez Ciebie tekst jest przetwarzany, aby przygotować odpowiedź. Nigdy nie jest wykorzystywany do celów reklamowych.',
          'Płatności obsługuje nasz operator płatności. Koinonia nigdy nie widzi ani nie przechowuje pełnego numeru Twojej karty.',
        ],
      },
      {
        id: 'who-can-see-it',
        heading: 'Kto widzi to, czym się dzielisz',
        paragraphs: [
          'To, co tworzysz, jest widoczne zgodnie z wybraną przez Ciebie widocznością. Publiczna prośba o modlitwę pojawia się na ścianie modlitwy Twojego kościoła, prywatna pozostaje widoczna tylko dla Ciebie i wybranego kręgu modlitewnego, a anonimowa jest wyświetlana bez Twojego imienia.',
          'Administratorzy kościołów i grup widzą listę członków i treści swoich własnych społeczności. Dane o darowiznach widzi wyłącznie ofiarodawca i administratorzy finansów jego kościoła.',
        ],
      },
      {
        id: 'what-we-never-do',
        heading: 'Czego nigdy nie robimy',
        paragraphs: [
          'Nie sprzedajemy Twoich danych, nie udostępniamy ich w celach reklamowych i nie śledzimy Cię w innych witrynach. Nie korzystamy z analityki firm trzecich.',
          'Przekazujemy dane innym tylko wtedy, gdy przewiduje to ta polityka, na przykład dane płatnicze naszemu operatorowi płatności, albo gdy zobowiązuje nas do tego prawo.',
        ],
      },
      {
        id: 'cookies-and-local-storage',
        heading: 'Pliki cookie i pamięć lokalna',
        paragraphs: [
          'Koinonia ustawia jeden plik cookie: plik cookie logowania, który przechowuje losowy identyfikator sesji. Skrypty na stronie nie mogą go odczytać, a wygasa, gdy się wylogujesz lub po okresie nieaktywności. Nie ustawiamy reklamowych ani analitycznych plików cookie.',
          'Pamięć lokalna Twojej przeglądarki przechowuje motyw, język, układ paska bocznego i informację, kiedy ostatnio wyświetlono okno powitalne, aby strona wyglądała tak, jak ją zostawiłeś. Te dane pozostają na Twoim urządzeniu.',
        ],
      },
      {
        id: 'country-detection',
        heading: 'Jak ustalamy Twój kraj',
        paragraphs: [
          'Aby zaproponować język i pokazać ceny w Twojej walucie, ustalamy Twój kraj na podstawie adresu IP w bazie danych na naszych własnych serwerach. Twój adres nie jest nikomu przekazywany, a samo sprawdzenie go nie zapisuje.',
          'Ten produkt zawiera dane GeoLite2 stworzone przez MaxMind, dostępne pod adresem {link}.',
        ],
      },
      {
        id: 'retention',
        heading: 'Jak długo przechowujemy dane',
        paragraphs: [
          'Dane Twojego konta przechowujemy tak długo, jak długo masz konto. Gdy usuniesz konto, jego dane zostaną usunięte w ciągu {deletionDays} dni, z wyjątkiem danych o darowiznach, które Twój kościół musi przechowywać zgodnie z prawem.',
          'Wiadomości kontaktowe, dla dużych organizacji i do pomocy technicznej przechowujemy przez {messageRetentionMonths} miesiące, abyśmy mogli na nie odpowiedzieć i wrócić do sprawy, a następnie je usuwamy. Gdy wysyłasz wiadomość, Twój adres IP służy wyłącznie do krótkotrwałego licznika, który powstrzymuje zalew wiadomości; licznik wygasa w ciągu godziny i nigdy nie jest zapisywany razem z wiadomością.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Twoje prawa',
        paragraphs: [
          'Możesz przeglądać, eksportować, poprawiać i usuwać swoje dane. Swój profil i swoje preferencje znajdziesz w Ustawieniach i na stronie profilu; aby otrzymać kopię wszystkich danych lub usunąć konto, wyślij zgłoszenie do pomocy technicznej lub napisz na {privacyEmail}, a szybko odpowiemy.',
          'Możesz również sprzeciwić się sposobowi, w jaki korzystamy z Twoich danych, lub złożyć skargę do organu ochrony danych osobowych w miejscu zamieszkania.',
        ],
      },
      {
        id: 'children',
        heading: 'Dzieci',
        paragraphs: [
          'Aby założyć własne konto, musisz mieć co najmniej {minimumAge} lat. Młodsi członkowie mogą uczestniczyć wyłącznie za pośrednictwem swojego kościoła, za zgodą rodzica lub opiekuna.',
          'Jeśli uważasz, że dziecko poniżej {minimumAge} lat ma konto bez takiej zgody, napisz na {privacyEmail}, a usuniemy to konto.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Zmiany i kontakt',
        paragraphs: [
          'Jeśli zmienimy tę politykę, zaktualizujemy datę na górze strony, a o ważnych zmianach poinformujemy Cię w aplikacji lub e-mailem, zanim wejdą w życie.',
          'Pytania dotyczące Twojej prywatności zawsze chętnie przyjmujemy pod adresem {privacyEmail}.',
        ],
      },
    ],
  },
  termsOfService: {
    meta: {
      title: 'Regulamin — Koinonia',
      description:
        'Zasady korzystania z Koinonia: Twoje konto, korzystanie z szacunkiem, prawa do treści, plany, płatności i świece AI, administratorzy kościoła i Twoje prawa.',
    },
    title: 'Regulamin',
    intro:
      'Ten regulamin to umowa między Tobą a Koinonia, gdy korzystasz z naszej aplikacji i strony internetowej. Zadbaliśmy, by był krótki i zrozumiały. Zakładając konto lub korzystając z Koinonia, akceptujesz go.',
    sections: [
      {
        id: 'accounts',
        heading: 'Twoje konto',
        paragraphs: [
          'Aby założyć konto, musisz mieć co najmniej {minimumAge} lat. Młodsi członkowie mogą uczestniczyć wyłącznie za pośrednictwem swojego kościoła, za zgodą rodzica lub opiekuna.',
          'Podawaj prawdziwe dane, nie zdradzaj nikomu swojego hasła i napisz do nas na {supportEmail}, jeśli sądzisz, że ktoś inny skorzystał z Twojego konta. Odpowiadasz za to, co dzieje się na Twoim koncie.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Korzystanie z Koinonia z troską',
        paragraphs: [
          'Koinonia powstała z myślą o społeczności. Traktuj innych z szacunkiem: żadnego nękania, gróźb, nienawiści ani zastraszania, żadnego spamu ani niechcianych reklam i niczego, co jest niezgodne z prawem.',
          'Szanuj poufność modlitwy. Nie kopiuj, nie przekazuj dalej i nie ujawniaj prywatnej ani anonimowej prośby ani niczego, co udostępniono w kręgu modlitewnym lub grupie, poza miejscem, w którym to udostępniono.',
          'Nie próbuj włamywać się na konta, zakłócać działania usługi ani zbierać danych innych członków.',
        ],
      },
      {
        id: 'your-content',
        heading: 'Twoje treści',
        paragraphs: [
          'To, co publikujesz, należy do Ciebie: modlitwy, wpisy w dzienniku, wiadomości, wydarzenia i multimedia. Udzielasz Koinonia jedynie zgody niezbędnej do przechowywania tych treści i pokazywania ich wybranym przez Ciebie osobom, a zgoda ta wygasa, gdy je usuniesz.',
          'Publikuj tylko to, do czego masz prawo, także zdjęcia innych osób.',
        ],
      },
      {
        id: 'church-administrators',
        heading: 'Administratorzy kościoła',
        paragraphs: [
          'Jeśli zarządzasz kościołem, służbą lub grupą w Koinonia, działasz w imieniu tej społeczności. Zapraszaj tylko osoby, które do niej należą, rozważnie przydzielaj role pracownikom i wykorzystuj dane członków wyłącznie na potrzeby życia kościoła.',
          'Moderuj swoje fora i czaty sprawiedliwie, przechowuj dane o darowiznach zgodnie z wymogami prawa i upewnij się, że masz zgodę rodzica lub opiekuna na udział każdego członka poniżej {minimumAge} lat.',
        ],
      },
      {
        id: 'plans-billing-and-candles',
        heading: 'Plany, płatności i świece AI',
        paragraphs: [
          'Plan {disciplePlan} jest bezpłatny. Płatne plany są rozliczane z góry, co miesiąc lub co rok, a plan roczny kosztuje tyle co {monthsCharged} miesięcy. Ceny są pokazywane przed zapłatą, w miarę możliwości w Twojej walucie, łącznie z ewentualnymi podatkami.',
          'Subskrypcja odnawia się na koniec każdego okresu, dopóki jej nie anulujesz. Możesz zrezygnować w każdej chwili; zachowasz plan do końca opłaconego okresu. Jeśli prawo daje Ci prawo do zwrotu pieniędzy, respektujemy je.',
          'Świece AI to kredyty na funkcje AI. Świece z Twojego planu odnawiają się co miesiąc; świece z pakietów doładowania nie wygasają. Świece nie mają wartości pieniężnej i nie można ich wymienić na pieniądze.',
        ],
      },
      {
        id: 'ai-features',
        heading: 'Funkcje AI',
        paragraphs: [
          'Przewodniki AI do studium, przygotowanie kazań, Biblia audio AI i wideo AI mogą pomóc Ci w studium i przygotowaniach, ale mogą się mylić. Sprawdzaj to, co wytworzą, w świetle Pisma Świętego i rady swojego kościoła i bierz odpowiedzialność za to, co publikujesz.',
          'Przesłany przez Ciebie tekst jest przetwarzany, aby udzielić Ci odpowiedzi, i nigdy nie jest wykorzystywany do celów reklamowych. Nie przesyłaj poufnych informacji o innych osobach.',
        ],
      },
      {
        id: 'availability',
        heading: 'Dostępność',
        paragraphs: [
          'Staramy się, by Koinonia była dostępna przez całą dobę, ale nie możemy obiecać, że nigdy nie będzie przerw, na przykład podczas prac konserwacyjnych. Funkcje mogą się zmieniać wraz z rozwojem produktu; jeśli usuniemy coś, za co płacisz, najpierw Cię o tym poinformujemy.',
          'Koinonia nie jest służbą ratunkową ani nie zastępuje opieki duszpasterskiej czy profesjonalnej pomocy. Jeśli ktoś jest w niebezpieczeństwie, skontaktuj się z lokalnymi służbami ratunkowymi.',
        ],
      },
      {
        id: 'ending-your-account',
        heading: 'Zamknięcie konta',
        paragraphs: [
          'W każdej chwili możesz poprosić o usunięcie swojego konta: wyślij zgłoszenie do pomocy technicznej lub napisz na {supportEmail}.',
          'Możemy zawiesić lub zamknąć konto, które poważnie lub wielokrotnie narusza ten regulamin. Jeśli sytuacja nie jest pilna, a prawo tego nie zabrania, wyjaśnimy Ci powód i damy szansę na odpowiedź.',
        ],
      },
      {
        id: 'liability',
        heading: 'Nasza odpowiedzialność',
        paragraphs: [
          'Dostarczamy Koinonia z należytą starannością, ale w takim stanie, w jakim jest. W zakresie dozwolonym przez prawo nie odpowiadamy za szkody pośrednie, a nasza łączna odpowiedzialność wobec Ciebie jest ograniczona do kwoty, którą zapłaciłeś nam w ciągu dwunastu miesięcy przed zgłoszeniem roszczenia.',
          'Nic w tym regulaminie nie odbiera Ci praw, które daje Ci prawo konsumenckie Twojego kraju.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'Prawo właściwe',
        paragraphs: [
          'Ten regulamin podlega prawu stanu Tennessee w Stanach Zjednoczonych. Jeśli sporu nie uda się najpierw rozwiązać w rozmowie z nami, rozpatrzą go sądy stanu Tennessee, chyba że Twoje lokalne prawo daje Ci prawo do zwrócenia się do sądów w Twoim kraju.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Zmiany i kontakt',
        paragraphs: [
          'Jeśli zmienimy ten regulamin, zaktualizujemy datę na górze strony i poinformujemy Cię o ważnych zmianach, zanim wejdą w życie. Jeśli się z nimi nie zgadzasz, możesz przestać korzystać z Koinonia i usunąć swoje konto.',
          'Pytania dotyczące regulaminu chętnie przyjmujemy pod adresem {supportEmail} lub pocztą: Koinonia, 100 Fellowship Way, Suite 200, Nashville, TN 37203, Stany Zjednoczone.',
        ],
      },
    ],
  },
};

export default copy;
