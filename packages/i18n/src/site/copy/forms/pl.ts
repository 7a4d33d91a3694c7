import type { FormsCopy } from './en';

/** Polish copy of the contact, enterprise and support forms. */
const copy: FormsCopy = {
  email: {
    subject: 'Otrzymaliśmy Twoją wiadomość',
    greeting: 'Witaj, {name}!',
    received: {
      contact: 'Dziękujemy za wiadomość do Koinonia. Otrzymaliśmy ją i odpowiemy w ciągu dwóch dni roboczych.',
      enterprise:
        'Dziękujemy za zainteresowanie Koinonia dla Twojego kościoła. Ktoś z naszego zespołu skontaktuje się z Tobą w ciągu jednego dnia roboczego, by umówić rozmowę lub prezentację.',
      support:
        'Dziękujemy za kontakt z pomocą techniczną Koinonia. Otrzymaliśmy Twoje zgłoszenie i odpowiemy w ciągu jednego dnia roboczego.',
    },
    copyHeading: 'Twoja wiadomość',
    ignore: 'Jeśli ta wiadomość nie pochodzi od Ciebie, możesz zignorować tego e-maila.',
    signature: 'Zespół Koinonia',
  },
  fields: {
    name: 'Twoje imię',
    email: 'Adres e-mail',
    message: 'Wiadomość',
    organization: 'Kościół lub organizacja',
    congregationSize: 'Wielkość wspólnoty',
    category: 'W czym możemy pomóc?',
    optional: '(opcjonalnie)',
  },
  congregationSizes: {
    under100: 'Poniżej 100',
    from100to499: '100–499',
    from500to1999: '500–1999',
    from2000: '2000 lub więcej',
  },
  categories: {
    support: 'Pomoc techniczna',
    partnerships: 'Współpraca z kościołami i prezentacje',
    general: 'Pytania ogólne',
  },
  categoryHints: {
    support: 'Logowanie, Twój plan lub świece albo funkcja, która nie działa.',
    partnerships: 'Wprowadzenie Koinonia w Twoim kościele lub umówienie prezentacji.',
    general: 'Pytania, pomysły lub opinie.',
  },
  hints: {
    characters: 'Liczba znaków: {count} / {max}',
  },
  errors: {
    summary: 'Popraw zaznaczone pola.',
    nameRequired: 'Podaj swoje imię.',
    nameTooLong: 'Imię jest za długie (limit znaków: {max}).',
    emailRequired: 'Podaj swój adres e-mail.',
    emailInvalid: 'Podaj prawidłowy adres e-mail, na przykład name@example.com.',
    emailTooLong: 'Adres e-mail jest za długi (limit znaków: {max}).',
    messageTooShort: 'Wiadomość jest za krótka (minimalna liczba znaków: {min}).',
    messageTooLong: 'Wiadomość jest za długa (limit znaków: {max}).',
    organizationRequired: 'Podaj nazwę swojego kościoła lub organizacji.',
    organizationTooLong: 'Nazwa kościoła lub organizacji jest za długa (limit znaków: {max}).',
    sizeRequired: 'Wybierz wielkość swojej wspólnoty.',
    categoryRequired: 'Wybierz, w czym możemy pomóc.',
    rateLimited: 'W krótkim czasie wysłano kilka wiadomości. Spróbuj ponownie za {minutes} min.',
    network: 'Nie udało się połączyć z Koinonia. Sprawdź połączenie — Twoja wiadomość wciąż tu jest.',
    server: 'Coś poszło nie tak po naszej stronie. Twoja wiadomość wciąż tu jest; spróbuj ponownie.',
  },
  states: {
    send: 'Wyślij',
    sending: 'Wysyłanie…',
    sentTitle: 'Dziękujemy, Twoja wiadomość została wysłana',
    sentBody: 'Wysłaliśmy potwierdzenie na adres {email}. Jeśli wkrótce nie dotrze, sprawdź folder ze spamem.',
    sendAnother: 'Wyślij kolejną wiadomość',
  },
  contact: {
    meta: {
      title: 'Napisz do zespołu Koinonia',
      description:
        'Napisz do zespołu Koinonia z pytaniem, pomysłem lub opinią o aplikacji. Czytamy każdą wiadomość i odpowiadamy e-mailem w ciągu dwóch dni roboczych.',
    },
    hero: {
      eyebrow: 'Kontakt',
      title: 'Wyślij nam wiadomość',
      subtitle: 'Powiedz nam, co leży Ci na sercu. Odpowiemy e-mailem w ciągu dwóch dni roboczych.',
    },
  },
  enterprise: {
    meta: {
      title: 'Koinonia dla Twojego kościoła: porozmawiaj z nami',
      description:
        'Koinonia dla dużej wspólnoty, kilku kampusów lub sieci kościołów. Opowiedz nam o swoim kościele, a umówimy rozmowę i prezentację na żywo.',
    },
    hero: {
      eyebrow: 'Plany dla kościołów i dużych organizacji',
      title: 'Zaplanujmy Koinonia dla Twojego kościoła',
      subtitle: 'Opowiedz nam o swojej wspólnocie i jej służbach, a pokażemy, jak Koinonia może im służyć.',
    },
    points: {
      title: 'Co będzie dalej',
      items: [
        'Odpowiemy w ciągu jednego dnia roboczego, by umówić rozmowę.',
        'Pokażemy Koinonia Tobie i Twoim pracownikom podczas prezentacji na żywo.',
        'Razem wybierzemy plan dopasowany do Twojej wspólnoty i kampusów.',
        'Decyzję podejmiesz w swoim tempie, bez żadnych zobowiązań.',
      ],
    },
  },
  support: {
    meta: {
      title: 'Pomoc techniczna Koinonia: pomoc z kontem',
      description:
        'Pomoc z logowaniem, planem i świecami AI, konfiguracją kościoła lub funkcją, która nie działa. Nasz zespół pomocy odpowiada w ciągu jednego dnia roboczego.',
    },
    hero: {
      eyebrow: 'Pomoc techniczna',
      title: 'Jak możemy pomóc?',
      subtitle: 'Opisz, co się dzieje i co powinno się wydarzyć. Odpowiemy w ciągu jednego dnia roboczego.',
    },
    before: {
      title: 'Zanim napiszesz',
      body: 'Wiele odpowiedzi znajdziesz już w najczęstszych pytaniach i poradnikach — od logowania po plany, świece i prywatność.',
    },
  },
};

export default copy;
