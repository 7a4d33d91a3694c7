import type { FormsCopy } from './en';

/** Yoruba copy of the contact, enterprise and support forms. */
const copy: FormsCopy = {
  email: {
    subject: 'A ti gba ìfiránṣẹ́ rẹ',
    greeting: 'Ẹ n lẹ́ o {name},',
    received: {
      contact: 'A dúpẹ́ pé o kọ̀wé sí Koinonia. A ti gba ìfiránṣẹ́ rẹ, a ó sì dá ọ lóhùn láàárín ọjọ́ iṣẹ́ méjì.',
      enterprise:
        'A dúpẹ́ fún ìfẹ́ tí o ní sí Koinonia fún ìjọ rẹ. Ẹnì kan nínú ẹgbẹ́ wa yóò kàn sí ọ láàárín ọjọ́ iṣẹ́ kan láti ṣètò ìjíròrò tàbí àfihàn.',
      support:
        'A dúpẹ́ pé o kàn sí àtìlẹ́yìn Koinonia. A ti gba ìbéèrè rẹ, a ó sì dá ọ lóhùn láàárín ọjọ́ iṣẹ́ kan.',
    },
    copyHeading: 'Ìfiránṣẹ́ rẹ',
    ignore: 'Tí kì í bá ṣe ìwọ ni o fi ìfiránṣẹ́ yìí ránṣẹ́, o lè fojú fo ímeèlì yìí.',
    signature: 'Ẹgbẹ́ Koinonia',
  },
  fields: {
    name: 'Orúkọ rẹ',
    email: 'Àdírẹ́sì ímeèlì',
    message: 'Ìfiránṣẹ́',
    organization: 'Ìjọ tàbí àjọ',
    congregationSize: 'Iye ọmọ ìjọ',
    category: 'Kí ni a lè ràn ọ́ lọ́wọ́ lé lórí?',
    optional: '(kò pọndandan)',
  },
  congregationSizes: {
    under100: 'Kò tó 100',
    from100to499: '100–499',
    from500to1999: '500–1,999',
    from2000: '2,000 tàbí jù bẹ́ẹ̀ lọ',
  },
  categories: {
    support: 'Àtìlẹ́yìn tàbí ìrànlọ́wọ́ ìmọ̀-ẹ̀rọ',
    partnerships: 'Ìbáṣepọ̀ ìjọ àti àfihàn',
    general: 'Ìbéèrè gbogbogbòò',
  },
  categoryHints: {
    support: 'Wíwọlé, ètò rẹ tàbí àbẹ́là rẹ, tàbí ẹ̀yà kan tí kò ṣiṣẹ́.',
    partnerships: 'Mímú Koinonia wá sí ìjọ rẹ tàbí ṣíṣètò àfihàn.',
    general: 'Ìbéèrè, èrò tàbí àbá.',
  },
  hints: {
    characters: 'Lẹ́tà {count} / {max}',
  },
  errors: {
    summary: 'Jọ̀wọ́ ṣàtúnṣe àwọn ààyè tí a sàmì sí.',
    nameRequired: 'Jọ̀wọ́ tẹ orúkọ rẹ.',
    nameTooLong: 'Orúkọ rẹ kò gbọdọ̀ ju lẹ́tà {max} lọ.',
    emailRequired: 'Jọ̀wọ́ tẹ àdírẹ́sì ímeèlì rẹ.',
    emailInvalid: 'Jọ̀wọ́ tẹ àdírẹ́sì ímeèlì tí ó tọ́, bíi name@example.com.',
    emailTooLong: 'Àdírẹ́sì ímeèlì rẹ kò gbọdọ̀ ju lẹ́tà {max} lọ.',
    messageTooShort: 'Ìfiránṣẹ́ rẹ nílò ó kéré tán lẹ́tà {min}.',
    messageTooLong: 'Ìfiránṣẹ́ rẹ kò gbọdọ̀ ju lẹ́tà {max} lọ.',
    organizationRequired: 'Jọ̀wọ́ tẹ orúkọ ìjọ tàbí àjọ rẹ.',
    organizationTooLong: 'Orúkọ ìjọ tàbí àjọ rẹ kò gbọdọ̀ ju lẹ́tà {max} lọ.',
    sizeRequired: 'Jọ̀wọ́ yan iye ọmọ ìjọ rẹ.',
    categoryRequired: 'Jọ̀wọ́ yan ohun tí a lè ràn ọ́ lọ́wọ́ lé lórí.',
    rateLimited: 'O ti fi ọ̀pọ̀ ìfiránṣẹ́ ránṣẹ́ láàárín àkókò kúkúrú. Jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan síi lẹ́yìn ìṣẹ́jú {minutes}.',
    network: 'A kò lè dé ọ̀dọ̀ Koinonia. Ṣàyẹ̀wò ìsopọ̀ rẹ; ìfiránṣẹ́ rẹ ṣì wà níbí.',
    server: 'Nǹkan kan ṣàṣìṣe ní ọ̀dọ̀ wa. Ìfiránṣẹ́ rẹ ṣì wà níbí; jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan síi.',
  },
  states: {
    send: 'Fi ránṣẹ́',
    sending: 'Ó ń fi ránṣẹ́…',
    sentTitle: 'A dúpẹ́, a ti fi ìfiránṣẹ́ rẹ ránṣẹ́',
    sentBody: 'A ti fi ímeèlì ìfìdímúlẹ̀ ránṣẹ́ sí {email}. Tí kò bá dé láìpẹ́, wo inú fódà spam rẹ.',
    sendAnother: 'Fi ìfiránṣẹ́ mìíràn ránṣẹ́',
  },
  contact: {
    meta: {
      title: 'Fi ìfiránṣẹ́ ránṣẹ́ sí ẹgbẹ́ Koinonia',
      description:
        'Kọ̀wé sí ẹgbẹ́ Koinonia pẹ̀lú ìbéèrè, èrò tàbí àbá nípa áàpù náà. A ń ka gbogbo ìfiránṣẹ́, a sì ń dáhùn nípasẹ̀ ímeèlì láàárín ọjọ́ iṣẹ́ méjì.',
    },
    hero: {
      eyebrow: 'Ìbánisọ̀rọ̀',
      title: 'Fi ìfiránṣẹ́ ránṣẹ́ sí wa',
      subtitle: 'Sọ ohun tí ó wà lọ́kàn rẹ fún wa. A ń dáhùn nípasẹ̀ ímeèlì láàárín ọjọ́ iṣẹ́ méjì.',
    },
  },
  enterprise: {
    meta: {
      title: 'Koinonia fún ìjọ rẹ: bá ẹgbẹ́ wa sọ̀rọ̀',
      description:
        'Mú Koinonia wá sí ìjọ ńlá, ọ̀pọ̀ ẹ̀ka ìjọ tàbí nẹ́tíwọ̀ọ̀kì àwọn ìjọ. Sọ fún wa nípa ìjọ rẹ, a ó sì ṣètò ìjíròrò àti àfihàn ní tààrà.',
    },
    hero: {
      eyebrow: 'Ètò ìjọ àti ti àjọ ńlá',
      title: 'Ẹ jẹ́ ká ṣètò Koinonia fún ìjọ rẹ',
      subtitle: 'Sọ fún wa nípa ìjọ rẹ àti àwọn iṣẹ́ ìsìn rẹ, a ó sì fi bí Koinonia ṣe lè sìn wọ́n hàn ọ́.',
    },
    points: {
      title: 'Ohun tí ó máa ṣẹlẹ̀ tẹ̀lé e',
      items: [
        'A ó dáhùn láàárín ọjọ́ iṣẹ́ kan láti ṣètò ìjíròrò.',
        'A ó fi Koinonia han ìwọ àti òṣìṣẹ́ rẹ nínú àfihàn ní tààrà.',
        'A ó jọ yan ètò tí ó bá ìjọ rẹ àti àwọn ẹ̀ka rẹ̀ mu.',
        'Ìwọ ni yóò pinnu ní àkókò tìrẹ, láìsí ìfipámú kankan.',
      ],
    },
  },
  support: {
    meta: {
      title: 'Àtìlẹ́yìn Koinonia: gba ìrànlọ́wọ́ fún àkáǹtì rẹ',
      description:
        'Gba ìrànlọ́wọ́ fún wíwọlé, ètò rẹ àti àbẹ́là AI, ìṣètò ìjọ tàbí ẹ̀yà kan tí kò ṣiṣẹ́. Ẹgbẹ́ àtìlẹ́yìn wa ń dáhùn láàárín ọjọ́ iṣẹ́ kan.',
    },
    hero: {
      eyebrow: 'Àtìlẹ́yìn',
      title: 'Báwo ni a ṣe lè ràn ọ́ lọ́wọ́?',
      subtitle: 'Sọ ohun tí ń ṣẹlẹ̀ fún wa àti ohun tí o retí. A ń dáhùn láàárín ọjọ́ iṣẹ́ kan.',
    },
    before: {
      title: 'Kí o tó kọ̀wé',
      body: 'Ọ̀pọ̀ ìdáhùn ti wà nínú Ìbéèrè tó wọ́pọ̀ àti ìwé ìrànlọ́wọ́ wa, láti orí wíwọlé dé orí ètò, àbẹ́là àti àṣírí.',
    },
  },
};

export default copy;
