import type { FormsCopy } from './en';

/** Hausa copy of the contact, enterprise and support forms. */
const copy: FormsCopy = {
  email: {
    subject: 'Mun karɓi saƙonku',
    greeting: 'Sannu {name},',
    received: {
      contact: 'Mun gode da kuka rubuto wa Koinonia. Mun karɓi saƙonku kuma za mu amsa cikin kwanakin aiki biyu.',
      enterprise:
        'Mun gode da sha’awarku ga Koinonia don ikilisiyarku. Wani daga ƙungiyarmu zai tuntuɓe ku cikin ranar aiki ɗaya don tsara tattaunawa ko nuni.',
      support:
        'Mun gode da kuka tuntuɓi masu taimako na Koinonia. Mun karɓi buƙatarku kuma za mu amsa cikin ranar aiki ɗaya.',
    },
    copyHeading: 'Saƙonku',
    ignore: 'Idan ba ku ne kuka aika wannan saƙo ba, kuna iya watsi da wannan imel.',
    signature: 'Ƙungiyar Koinonia',
  },
  fields: {
    name: 'Sunanku',
    email: 'Adireshin imel',
    message: 'Saƙo',
    organization: 'Ikilisiya ko ƙungiya',
    congregationSize: 'Yawan jama’ar ikilisiya',
    category: 'Me za mu taimaka muku da shi?',
    optional: '(ba dole ba ne)',
  },
  congregationSizes: {
    under100: 'Ƙasa da 100',
    from100to499: '100–499',
    from500to1999: '500–1,999',
    from2000: '2,000 ko fiye',
  },
  categories: {
    support: 'Taimako ko taimakon fasaha',
    partnerships: 'Haɗin gwiwa da ikilisiyoyi da nuni',
    general: 'Tambayoyi na gama-gari',
  },
  categoryHints: {
    support: 'Shiga asusu, tsarinku ko kyandirorinku, ko wani fasali da ba ya aiki.',
    partnerships: 'Kawo Koinonia cikin ikilisiyarku ko tsara lokacin nuni.',
    general: 'Tambayoyi, ra’ayoyi ko shawarwari.',
  },
  hints: {
    characters: 'Haruffa {count} / {max}',
  },
  errors: {
    summary: 'Don Allah ku gyara filayen da aka haskaka.',
    nameRequired: 'Don Allah ku rubuta sunanku.',
    nameTooLong: 'Sunanku ba zai wuce haruffa {max} ba.',
    emailRequired: 'Don Allah ku rubuta adireshin imel naku.',
    emailInvalid: 'Don Allah ku rubuta ingantaccen adireshin imel, kamar name@example.com.',
    emailTooLong: 'Adireshin imel naku ba zai wuce haruffa {max} ba.',
    messageTooShort: 'Saƙonku yana buƙatar aƙalla haruffa {min}.',
    messageTooLong: 'Saƙonku ba zai wuce haruffa {max} ba.',
    organizationRequired: 'Don Allah ku rubuta sunan ikilisiyarku ko ƙungiyarku.',
    organizationTooLong: 'Sunan ikilisiyarku ko ƙungiyarku ba zai wuce haruffa {max} ba.',
    sizeRequired: 'Don Allah ku zaɓi yawan jama’ar ikilisiyarku.',
    categoryRequired: 'Don Allah ku zaɓi abin da za mu taimaka muku da shi.',
    rateLimited: 'Kun aika saƙonni da yawa cikin ɗan lokaci. Don Allah ku sake gwadawa bayan mintoci {minutes}.',
    network: 'Ba mu iya kaiwa ga Koinonia ba. Ku duba haɗin intanet ɗinku; saƙonku yana nan har yanzu.',
    server: 'Wani abu ya lalace daga ɓangarenmu. Saƙonku yana nan har yanzu; don Allah ku sake gwadawa.',
  },
  states: {
    send: 'Aika',
    sending: 'Ana aikawa…',
    sentTitle: 'Mun gode, an aika saƙonku',
    sentBody: 'Mun aika imel na tabbatarwa zuwa {email}. Idan bai iso ba nan ba da daɗewa ba, ku duba akwatin saƙonnin banza.',
    sendAnother: 'Aika wani saƙo',
  },
  contact: {
    meta: {
      title: 'Ku aika saƙo ga ƙungiyar Koinonia',
      description:
        'Ku rubuta wa ƙungiyar Koinonia tambaya, ra’ayi ko shawara game da manhajar. Muna karanta kowane saƙo kuma muna amsawa ta imel cikin kwanakin aiki biyu.',
    },
    hero: {
      eyebrow: 'Tuntuɓa',
      title: 'Ku aiko mana da saƙo',
      subtitle: 'Ku gaya mana abin da ke zuciyarku. Muna amsawa ta imel cikin kwanakin aiki biyu.',
    },
  },
  enterprise: {
    meta: {
      title: 'Koinonia don ikilisiyarku: ku yi magana da ƙungiyarmu',
      description:
        'Ku kawo Koinonia ga babbar ikilisiya, rassa da yawa ko cibiyar ikilisiyoyi. Ku gaya mana game da ikilisiyarku, za mu shirya tattaunawa da nuni kai tsaye.',
    },
    hero: {
      eyebrow: 'Tsare-tsaren ikilisiya da na manyan cibiyoyi',
      title: 'Mu tsara Koinonia don ikilisiyarku',
      subtitle: 'Ku gaya mana game da jama’arku da hidimominku, za mu nuna muku yadda Koinonia za ta yi musu hidima.',
    },
    points: {
      title: 'Abin da zai biyo baya',
      items: [
        'Muna amsawa cikin ranar aiki ɗaya don tsara tattaunawa.',
        'Muna nuna muku da ma’aikatanku Koinonia a wani nuni kai tsaye.',
        'Tare muke zaɓar tsarin da ya dace da jama’arku da rassanku.',
        'Ku ne kuke yanke shawara a lokacinku, ba tare da wani wajibci ba.',
      ],
    },
  },
  support: {
    meta: {
      title: 'Taimakon Koinonia: ku sami taimako game da asusunku',
      description:
        'Ku sami taimako kan shiga asusu, tsarinku da kyandirorin AI, saita ikilisiya ko fasalin da ba ya aiki. Ƙungiyar taimakonmu tana amsawa cikin ranar aiki ɗaya.',
    },
    hero: {
      eyebrow: 'Taimako',
      title: 'Ta yaya za mu taimake ku?',
      subtitle: 'Ku gaya mana abin da ke faruwa da abin da kuka yi tsammani. Muna amsawa cikin ranar aiki ɗaya.',
    },
    before: {
      title: 'Kafin ku rubuto',
      body: 'Amsoshi da yawa suna nan a cikin tambayoyin da ake yawan yi da jagororin taimakonmu, daga shiga asusu zuwa tsare-tsare, kyandirori da sirri.',
    },
  },
};

export default copy;
