import type { LandingCopy } from './en';

/** Hausa copy of the landing page. */
const copy: LandingCopy = {
  meta: {
    title: 'Koinonia — Babbar manhajar ikilisiya don zumunci',
    description:
      'Bangon addu’a, karatun Littafi Mai Tsarki na kullum, taruka, hirar ƙungiya da aikin sa-kai a manhaja ɗaya mai kiyaye sirri ga ’yan ikilisiya, shugabanni da fastoci.',
  },
  hero: {
    eyebrow: 'Babbar manhajar ikilisiya',
    title: 'Zumuncin da ke ci gaba duk mako',
    subtitle:
      'Addu’a, Maganar Allah, taruka, hira da hidima a manhaja ɗaya mai kiyaye sirri, don ’yan ikilisiyarku, shugabanninku da ma’aikatanku.',
  },
  overview: {
    title: 'Gida ɗaya don rayuwar ikilisiyarku tare',
    paragraphs: [
      'Ikilisiyoyi da yawa suna fama da rukunin hira, takardar rajista, shafin bayarwa da jerin sunayen masu aikin sa-kai daban-daban. Koinonia tana haɗa su duka wuri ɗaya, don ’yan ikilisiya su sami komai, shugabanni kuma su daina kwafar jerin sunaye daga wani kayan aiki zuwa wani.',
      '’Yan ikilisiya suna yi wa juna addu’a, suna karanta Littafi Mai Tsarki kowace rana kuma suna yin rajista don hidima. Fastoci da masu gudanarwa suna ganin waɗanda ke da alaƙa da kuma inda ake buƙatar taimako, cikin harsuna {languageCount}.',
    ],
  },
  features: {
    title: 'Duk abin da ikilisiyarku ke yi, a manhaja ɗaya',
    items: [
      {
        title: 'Bangon Addu’a',
        body: 'Roƙon addu’a na sirri, na fili ko ba tare da suna ba, da’irorin addu’a da addu’o’in da aka amsa, a buɗe dare da rana.',
      },
      {
        title: 'Karatun Littafi Mai Tsarki da rubutun tunani',
        body: 'Karatun kowace rana, tunanin ibada mai jagora, shirye-shiryen karatu, Littafi Mai Tsarki na sauti da kundin S.O.A.P.',
      },
      {
        title: 'Taruka da al’umma',
        body: 'Tabbatar da halarta, tunatarwa, dandali masu sa ido, hirar ƙananan ƙungiyoyi, saƙonni da sanarwa.',
      },
      {
        title: 'Cibiyar Hidima',
        body: 'Haɗa ’yan ikilisiya da ƙungiyoyin hidima bisa ga ƙwarewarsu da baye-bayensu na ruhaniya, sa’an nan ku tsara lokutansu kuma ku gode musu.',
      },
      {
        title: 'Nazari da shirya wa’azi da AI',
        body: 'Jagororin nazari da tsarin wa’azi idan aka nema, ana biya da kyandirorin AI da ke cikin kowane tsari.',
      },
      {
        title: 'Gudanar da ikilisiya',
        body: 'Gudanar da ’yan ikilisiya, bayarwa ta intanet tare da nazarin masu bayarwa, watsa kai tsaye, rassa da yawa da ɗakunan shirya abubuwa.',
      },
    ],
  },
  featurePages: {
    title: 'Bincika fasalolin',
    items: {
      prayerWall: {
        title: 'Bangon Addu’a',
        body: 'Ku faɗi buƙatunku, ku kafa da’irorin addu’a kuma ku yi murna tare da addu’o’in da aka amsa.',
      },
      bibleReading: {
        title: 'Karatun Littafi Mai Tsarki',
        body: 'Ku karanta, ku saurara kuma ku yi tunani kowace rana da shirye-shirye, ibadu da kundin S.O.A.P. naku.',
      },
      events: {
        title: 'Taruka',
        body: 'Ku tsara taruka tare da tabbatar da halarta, tunatarwa da bin diddigin halarta a kowane wuri.',
      },
      communityChat: {
        title: 'Hirar Al’umma',
        body: 'Ku sa al’ummomi da ƙananan ƙungiyoyi su ci gaba da hira cikin aminci tsakanin Lahadi da Lahadi.',
      },
      volunteerHub: {
        title: 'Cibiyar Masu Aikin Sa-kai',
        body: 'Ku taimaki kowane ɗan ikilisiya ya sami wurin hidima da ya dace da baye-bayensa.',
      },
    },
  },
  audiences: {
    title: 'An yi shi don kowa a ikilisiyarku',
    items: [
      {
        title: '’Yan ikilisiya',
        body: 'Ku yi addu’a, ku karanta, ku rubuta tunaninku kuma ku kasance tare da ikilisiyarku daga wayarku, a kowane lokaci.',
      },
      {
        title: 'Shugabannin ƙungiyoyi da hidimomi',
        body: 'Ku yi hira da ƙungiyarku, ku raba sanarwa, ku tsara taruka kuma ku cike gurabun aikin sa-kai.',
      },
      {
        title: 'Fastoci',
        body: 'Ku ga inda mutanenku ke buƙatar kulawa, kuma ku shirya wa’azi da nazarce-nazarce da taimakon AI.',
      },
      {
        title: 'Masu gudanar da ikilisiya da masu aikin sa-kai',
        body: 'Ku gudanar da ’yan ikilisiya, bayarwa, rassa da jadawali ba tare da aljihun tebur cike da takardun lissafi ba.',
      },
    ],
  },
  benefits: {
    title: 'Dalilin da ya sa ikilisiyoyi ke zaɓar Koinonia',
    items: [
      {
        title: 'Ƙarancin aikin ofis, ƙarin hidima',
        body: 'Manhaja ɗaya tana maye gurbin kayan aiki masu yawa da suka warwatse, don ma’aikata su ba da lokacinsu ga mutane.',
      },
      {
        title: '’Yan ikilisiya da ke ci gaba da haɗuwa',
        body: 'Addu’a, karatu da hira suna ba mutane dalilin dawowa tsakanin Lahadi da Lahadi.',
      },
      {
        title: 'A shirye don kowane reshe',
        body: 'Ku gudanar da rassa da yawa daga asusu ɗaya kuma ku yi taruka a wurare da yawa.',
      },
      {
        title: 'Cikin harshen kowane ɗan ikilisiya',
        body: 'Kowane mutum yana zaɓar harshensa da jigo mai haske ko mai duhu, kuma yana iya ajiye abubuwa don amfani ba tare da intanet ba.',
      },
    ],
  },
  howItWorks: {
    title: 'Yadda yake aiki',
    steps: [
      {
        title: 'Buɗe asusu kyauta',
        body: 'Ku yi rajista cikin minti ɗaya, ba tare da buƙatar kati ba, kuma ku zaɓi harshenku.',
      },
      {
        title: 'Shiga ikilisiyarku ko kafa ta',
        body: 'Ku nemo ikilisiyarku da ƙungiyoyinku, ko ku kawo dukan jama’arku ta hanyar tsarin ikilisiya.',
      },
      {
        title: 'Addu’a, karatu, taruwa da hidima',
        body: 'Ku fara da karatun yau ko da roƙon addu’a, ku ci gaba da girma daga nan.',
      },
    ],
  },
  cta: {
    title: 'Ku tara ikilisiyarku wuri ɗaya',
    body: 'Ku fara kyauta yau, ko ku tsara lokacin nuni kuma za mu nuna wa ƙungiyarku Koinonia mataki-mataki.',
  },
};

export default copy;
