import type { FormsCopy } from './en';

/** Igbo copy of the contact, enterprise and support forms. */
const copy: FormsCopy = {
  email: {
    subject: 'Anyị natara ozi gị',
    greeting: 'Ndewo {name},',
    received: {
      contact: 'Daalụ maka idegara Koinonia ozi. Anyị natara ozi gị, anyị ga-azakwa gị n’ime ụbọchị ọrụ abụọ.',
      enterprise:
        'Daalụ maka mmasị i nwere na Koinonia maka chọọchị gị. Otu onye n’ime ndị otu anyị ga-akpọtụrụ gị n’ime otu ụbọchị ọrụ iji hazie mkparịta ụka ma ọ bụ ngosi.',
      support:
        'Daalụ maka ịkpọtụrụ ndị nkwado Koinonia. Anyị natara arịrịọ gị, anyị ga-azakwa gị n’ime otu ụbọchị ọrụ.',
    },
    copyHeading: 'Ozi gị',
    ignore: 'Ọ bụrụ na ọ bụghị gị zitere ozi a, ị nwere ike ileghara imel a anya.',
    signature: 'Ndị otu Koinonia',
  },
  fields: {
    name: 'Aha gị',
    email: 'Adreesị imel',
    message: 'Ozi',
    organization: 'Chọọchị ma ọ bụ nzukọ',
    congregationSize: 'Ọnụọgụ ọgbakọ',
    category: 'Gịnị ka anyị ga-enyere gị aka na ya?',
    optional: '(ọ bụghị iwu)',
  },
  congregationSizes: {
    under100: 'N’okpuru 100',
    from100to499: '100–499',
    from500to1999: '500–1,999',
    from2000: '2,000 ma ọ bụ karịa',
  },
  categories: {
    support: 'Nkwado ma ọ bụ enyemaka teknụzụ',
    partnerships: 'Mmekọ chọọchị na ngosi',
    general: 'Ajụjụ izugbe',
  },
  categoryHints: {
    support: 'Ịbanye, atụmatụ gị ma ọ bụ kandụl gị, ma ọ bụ njirimara na-adịghị arụ ọrụ.',
    partnerships: 'Iwebata Koinonia na chọọchị gị ma ọ bụ ịhazi ngosi.',
    general: 'Ajụjụ, echiche ma ọ bụ ihe ị chọpụtara.',
  },
  hints: {
    characters: 'Mkpụrụedemede {count} / {max}',
  },
  errors: {
    summary: 'Biko dozie ebe ndị e gosipụtara.',
    nameRequired: 'Biko tinye aha gị.',
    nameTooLong: 'Aha gị agaghị akarị mkpụrụedemede {max}.',
    emailRequired: 'Biko tinye adreesị imel gị.',
    emailInvalid: 'Biko tinye adreesị imel ziri ezi, dị ka name@example.com.',
    emailTooLong: 'Adreesị imel gị agaghị akarị mkpụrụedemede {max}.',
    messageTooShort: 'Ozi gị chọrọ opekata mpe mkpụrụedemede {min}.',
    messageTooLong: 'Ozi gị agaghị akarị mkpụrụedemede {max}.',
    organizationRequired: 'Biko tinye aha chọọchị gị ma ọ bụ nzukọ gị.',
    organizationTooLong: 'Aha chọọchị gị ma ọ bụ nzukọ gị agaghị akarị mkpụrụedemede {max}.',
    sizeRequired: 'Biko họrọ ọnụọgụ ọgbakọ gị.',
    categoryRequired: 'Biko họrọ ihe anyị ga-enyere gị aka na ya.',
    rateLimited: 'Ị zitela ọtụtụ ozi n’obere oge. Biko nwaa ọzọ mgbe nkeji {minutes} gachara.',
    network: 'Anyị enweghị ike iru Koinonia. Lelee njikọ gị; ozi gị ka dị ebe a.',
    server: 'Ihe mebiri n’akụkụ nke anyị. Ozi gị ka dị ebe a; biko nwaa ọzọ.',
  },
  states: {
    send: 'Zipu',
    sending: 'Na-ezipu…',
    sentTitle: 'Daalụ, e zipuru ozi gị',
    sentBody: 'Anyị zigara {email} imel nkwenye. Ọ bụrụ na ọ bịaghị n’oge na-adịghị anya, lelee folda spam gị.',
    sendAnother: 'Zipu ozi ọzọ',
  },
  contact: {
    meta: {
      title: 'Zitere ndị otu Koinonia ozi',
      description:
        'Degara ndị otu Koinonia ajụjụ, echiche ma ọ bụ ihe ị chọpụtara gbasara ngwa ahụ. Anyị na-agụ ozi ọ bụla ma na-aza site n’imel n’ime ụbọchị ọrụ abụọ.',
    },
    hero: {
      eyebrow: 'Nkwurịta okwu',
      title: 'Zitere anyị ozi',
      subtitle: 'Gwa anyị ihe dị gị n’obi. Anyị na-aza site n’imel n’ime ụbọchị ọrụ abụọ.',
    },
  },
  enterprise: {
    meta: {
      title: 'Koinonia maka chọọchị gị: kparịta ụka na ndị otu anyị',
      description:
        'Webata Koinonia na nnukwu ọgbakọ, ọtụtụ ogige ma ọ bụ netwọk chọọchị. Gwa anyị maka chọọchị gị, anyị ga-ahazi mkparịta ụka na ngosi ozugbo.',
    },
    hero: {
      eyebrow: 'Atụmatụ chọọchị na nke nnukwu nzukọ',
      title: 'Ka anyị hazie Koinonia maka chọọchị gị',
      subtitle: 'Gwa anyị maka ọgbakọ gị na ọrụ ozi gị, anyị ga-egosi gị otu Koinonia ga-esi jeere ha ozi.',
    },
    points: {
      title: 'Ihe ga-eme ọzọ',
      items: [
        'Anyị na-aza n’ime otu ụbọchị ọrụ iji hazie mkparịta ụka.',
        'Anyị na-egosi gị na ndị ọrụ gị Koinonia na ngosi ozugbo.',
        'Anyị ga-eso gị họrọ atụmatụ dabara ọgbakọ gị na ogige gị.',
        'Ị na-ekpebi n’oge nke gị, n’enweghị mmanye ọ bụla.',
      ],
    },
  },
  support: {
    meta: {
      title: 'Nkwado Koinonia: nweta enyemaka maka akaụntụ gị',
      description:
        'Nweta enyemaka maka ịbanye, atụmatụ gị na kandụl AI, ịhazi chọọchị ma ọ bụ njirimara na-adịghị arụ ọrụ. Ndị nkwado anyị na-aza n’ime otu ụbọchị ọrụ.',
    },
    hero: {
      eyebrow: 'Nkwado',
      title: 'Kedu ka anyị ga-esi nyere gị aka?',
      subtitle: 'Gwa anyị ihe na-eme na ihe ị tụrụ anya ya. Anyị na-aza n’ime otu ụbọchị ọrụ.',
    },
    before: {
      title: 'Tupu i dee',
      body: 'Ọtụtụ azịza dịlarị n’Ajụjụ a na-ajụkarị na akwụkwọ enyemaka anyị, site n’ịbanye ruo n’atụmatụ, kandụl na nzuzo.',
    },
  },
};

export default copy;
