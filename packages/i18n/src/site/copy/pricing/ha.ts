import type { PricingCopy } from './en';

/** Hausa copy of the pricing page. */
const copy: PricingCopy = {
  meta: {
    title: 'Farashi: tsare-tsare ga membobi da ikilisiyoyi — Koinonia',
    description:
      'Ku kwatanta tsare-tsaren Koinonia: ku fara kyauta, ku ƙara kyandirorin AI idan kuna so, ko ku tanadi ikilisiyarku don membobi, bayarwa, taruka da masu sa-kai.',
  },
  hero: {
    eyebrow: 'Farashi',
    title: 'Tsari ga kowane mai bi da kowace ikilisiya',
    subtitle:
      'Ku fara kyauta da bangon addu’a, karatun Littafi Mai Tsarki na kowace rana da kundin S.O.A.P. naku. Ku ƙara kayan aikin AI lokacin da kuke buƙata, ko ku haɗa dukan jama’ar ikilisiyarku a kan tsarin ikilisiya.',
  },
  tabs: {
    label: 'Tsare-tsare don',
    individual: '’Yan ikilisiya ɗaiɗai',
    individualGoal: 'Don girma a ruhaniya da kasancewa cikin zumunci',
    church: 'Tsare-tsaren ikilisiya',
    churchGoal: 'Don ƙarin himma da ci gaba',
  },
  billing: {
    label: 'Lokacin biya',
    monthly: 'Kowane wata',
    yearly: 'Kowace shekara',
    yearlySaving: 'Watanni 2 kyauta',
  },
  price: {
    free: 'Kyauta',
    noCard: 'Ba a buƙatar kati',
    perMonth: '/wata',
    perYear: '/shekara',
    billedYearly: '{amount} ana biya sau ɗaya a shekara',
    candlesPerMonth: 'Kyandirorin AI {count} kowane wata',
    contactUs: 'Farashi na musamman',
    vatIncluded: 'Farashin ya haɗa da VAT na {rate}%.',
    shownIn: 'Farashi a {currency} don {country}.',
    usdFallback: 'Farashi a dalar Amurka.',
  },
  popular: 'Wanda aka fi zaɓa',
  choose: 'Ku fara',
  contactSales: 'Ku tuntuɓi sashen tallace-tallace',
  everythingIn: 'Duk abin da ke cikin {plan}, da kuma:',
  plans: {
    disciple: {
      tagline: 'Duk abin da kuke buƙata don yin addu’a, karatu da kasancewa cikin zumunci.',
      features: [
        'Bangon addu’a da roƙo na sirri, na fili da marar suna',
        'Kundin S.O.A.P.',
        'Tattaunawar al’umma',
        'Karatun Littafi Mai Tsarki na kowace rana',
        'Shirye-shiryen karatu na masu farawa',
        'Kayan aikin nazarin Littafi Mai Tsarki na asali',
        'Gwajin baye-bayen ruhaniya (tambayoyi {basicQuestions})',
      ],
    },
    servant: {
      tagline: 'Ku zurfafa a nazari kuma ku gano baye-bayen da Allah ya ba ku don hidima.',
      features: [
        'Cikakken gwajin baye-bayen ruhaniya (tambayoyi {comprehensiveQuestions})',
        'Nazarin bayanai na ci gaba',
        'Taimako na fifiko',
      ],
    },
    torchbearer: {
      tagline: 'Don shugabannin da ke gina hidimomi kuma suke ƙirƙirar abubuwa dominsu.',
      features: [
        'Kafa hidimomi da gudanar da su',
        'Mai ƙirƙirar shirin karatu na musamman',
        'Kayan hidima na musamman',
        'Littafi Mai Tsarki na sauti na AI',
        'Ƙirƙirar bidiyo da AI',
        'Abubuwa marasa iyaka don amfani ba tare da intanet ba',
        'Haɗin kai na musamman da wasu manhajoji',
      ],
    },
    churchBasic: {
      tagline: 'Wuri ɗaya don membobinku, hidimominku da ma’aikatanku.',
      features: [
        'Gudanar da ’yan ikilisiya',
        'Tsara taruka',
        'Sadarwa ga dukan ikilisiya',
        'Da’irar addu’a ta sirri don ikilisiyarku',
        'Tsarin gudanar da masu sa-kai',
        'Hirar hidima kai tsaye tare da CRM',
        'Nazarin bayarwar masu bayarwa',
        'Haɗa watsa kai tsaye',
        'Gudanar da rassa da yawa',
        'Nazarin bayanan ikilisiya',
      ],
    },
    churchStandard: {
      tagline: 'Don ikilisiyoyin da ke girma waɗanda ke dogara da AI wajen koyarwa da kafofin watsa labarai.',
      features: [
        'Ƙarin adadin kyandirorin AI kowane wata don shirya wa’azi, jagororin nazari da kafofin watsa labarai',
        'Mafi girma cikin ladan aminci biyu na ikilisiyoyi',
      ],
    },
    enterprise: {
      tagline: 'Don manyan ikilisiyoyi da cibiyoyin ikilisiyoyi.',
      features: [
        'Farashin da aka yarda da shi bisa girman jama’arku da yawan rassanku',
        'Nuni kai tsaye da tattaunawar tsari tare da ƙungiyarmu',
        'Taimako na fifiko ga ma’aikatanku da masu gudanarwa',
      ],
    },
  },
  boostPacks: {
    title: 'Fakitin ƙari',
    body: 'Kuna buƙatar ƙarin kyandirorin AI kafin tsarinku ya sabunta? Ku ƙara da fakitin ƙari na sau ɗaya, a kan kowane tsari.',
    pack: 'Fakitin ƙari {size}',
    candles: 'Kyandirorin AI {count}',
    noExpiry: 'Ba ya ƙarewa',
    buy: 'Ku sayi fakiti',
  },
  loyalty: {
    title: 'Kyandirorin aminci ga ikilisiyoyi',
    body: 'Ikilisiyoyin da ke ci gaba da kasancewa tare da Koinonia suna samun ƙarin kyandirorin AI sau biyu a shekara, baya ga adadinsu na kowane wata.',
    shepherd: 'Shepherd: kyandirorin aminci {count} duk bayan watanni 6',
    beacon: 'Beacon: kyandirorin aminci {count} duk bayan watanni 6',
  },
  enterprise: {
    title: 'Kuna hidima a babbar ikilisiya ko rassa da yawa?',
    body: 'Ku gaya mana game da jama’arku, za mu tsara muku tsari bisa rassanku, hidimominku da ma’aikatanku, farawa da nuni.',
  },
  faq: {
    title: 'Tambayoyi game da tsare-tsare',
    items: [
      {
        question: 'Zan iya canja tsarina ko lokacin biya daga baya?',
        answer:
          'I. Ku koma wani tsari ko ku sauya tsakanin biyan kowane wata da na shekara daga asusunku a kowane lokaci. Tsari mafi girma yana farawa nan take; tsari mafi ƙasa ko sabon lokacin biya yana farawa a ranar biyanku ta gaba.',
      },
      {
        question: 'Ta yaya zan soke?',
        answer:
          'Ku soke daga asusunku a duk lokacin da kuka so. Tsarinku yana aiki har ƙarshen lokacin da kuka biya, sa’an nan ku ci gaba a kan tsarinmu na kyauta, addu’o’inku da rubuce-rubucen kundinku kuma suna nan lafiya.',
      },
      {
        question: 'Mene ne kyandir na AI?',
        answer:
          'Kyandir wani kiredit ne da kuke kashewa a kan fasalolin AI: jagororin nazari, shirya wa’azi, Littafi Mai Tsarki na sauti na AI da bidiyon AI. Kyandirorin tsari suna sabuntawa kowane wata; kyandirorin fakitin ƙari kuma ba sa ƙarewa.',
      },
      {
        question: 'Ina buƙatar tsarin ikilisiya ko tsarin mutum ɗaya?',
        answer:
          'Tsare-tsaren mutum ɗaya suna hidimar tafiyar mutum ɗaya tare da Allah. Tsare-tsaren ikilisiya suna ba dukan jama’a kayan aiki: gudanar da ’yan ikilisiya, taruka, sadarwa, bayarwa da masu sa-kai. ’Yan ikilisiya za su iya shiga ikilisiyarsu a kan kowane tsarin mutum ɗaya, har da na kyauta.',
      },
    ],
  },
};

export default copy;
