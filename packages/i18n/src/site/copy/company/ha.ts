import type { CompanyCopy } from './en';

/** Hausa copy of the about-us, AI candles and contact-us pages. */
const copy: CompanyCopy = {
  aboutUs: {
    meta: {
      title: 'Game da Koinonia: zumunci ga dukan ikilisiya',
      description:
        'Dalilin Koinonia: gida na sirri, marar talla, don addu’a, Nassi, hidima da rayuwar ikilisiya, an gina shi tare da ikilisiyoyi don fastoci su ba mutane lokaci.',
    },
    hero: {
      eyebrow: 'Game da mu',
      title: 'An gina shi don zumunci',
      subtitle:
        'Addu’a, Nassi, hidima da rayuwar ikilisiya a wuri ɗaya, don jama’arku su kasance da haɗin kai tsakanin Lahadi da Lahadi.',
    },
    overview: {
      title: 'Dalilin da ya sa Koinonia take',
      paragraphs: [
        'Koinonia kalmar Helenanci ce da ikilisiyar farko ta yi amfani da ita don zumunci: rayuwa ta tare cikin koyarwa, addu’a, karya gurasa da kula da juna. Wannan rayuwa ta tare ce muke ginawa dominta.',
        'Ikilisiyoyi da yawa suna dogara da tarin hirarrakin ƙungiya, takardun rajista da kayan aikin bayarwa dabam-dabam. Fastoci suna kashe maraicensu a kan aikin ofis yayin da ’yan ikilisiya ke ɓacewa a hankali. Koinonia tana haɗa komai wuri ɗaya, don shugabanni su ba mutane lokacinsu.',
      ],
    },
    features: {
      title: 'Abin da muke ginawa',
      items: [
        {
          title: 'Addu’a da Nassi',
          body: 'Bangon addu’a, kundin S.O.A.P., karatun Littafi Mai Tsarki na kowace rana, shirye-shiryen karatu da Littafi Mai Tsarki na sauti.',
        },
        {
          title: 'Al’umma',
          body: 'Al’ummomi, dandali masu sa ido, hirar ƙananan ƙungiyoyi, saƙonni da sanarwa.',
        },
        {
          title: 'Taruka',
          body: 'Tabbatar da halarta, tunatarwa, bin diddigin halarta da wurare da yawa.',
        },
        {
          title: 'Hidima',
          body: 'Cibiyar Hidima D.I.V.I.N.E. tana haɗa masu sa-kai da ƙungiyoyin hidima bisa ga ƙwarewarsu da baye-bayensu na ruhaniya.',
        },
        {
          title: 'Gudanar da ikilisiya',
          body: 'Gudanar da ’yan ikilisiya, sadarwa ga dukan ikilisiya da bayarwa ta intanet tare da nazarin masu bayarwa.',
        },
        {
          title: 'Kayan aikin hidima',
          body: 'Jagororin nazari na AI, shirya wa’azi, watsa kai tsaye da yaɗawa da danna sau ɗaya zuwa dandamali 11+.',
        },
      ],
    },
    benefits: {
      title: 'Abin da muka tsaya a kai',
      items: [
        {
          title: 'Sirri da farko',
          body: 'Babu bin sawu don talla, babu nazarin bayanai na wasu kamfanoni, babu sayar da bayanai. Roƙon addu’a amana ne, ba kaya ba.',
        },
        {
          title: 'An gina shi tare da ikilisiyoyi',
          body: 'An tsara shi bisa ainihin makonnin ikilisiya: ibadu, taruka na tsakiyar mako, jadawalin hidima da waɗanda ke jagorantarsu.',
        },
        {
          title: 'Harshen kowane ɗan ikilisiya',
          body: 'Koinonia tana magana da harsuna {languageCount}, don kowa ya yi addu’a kuma ya karanta a harshen zuciyarsa.',
        },
        {
          title: 'Farawa kyauta ne',
          body: '’Yan ikilisiya suna farawa a kan tsarinmu na kyauta, ba a buƙatar kati, kuma za su iya zama a kansa muddin suna so.',
        },
      ],
    },
    howItWorks: {
      title: 'Yadda za ku fara',
      steps: [
        {
          title: 'Ku buɗe asusunku na kyauta',
          body: 'Ku zaɓi harshenku, sa’an nan ku buɗe bangon addu’a da karatun Littafi Mai Tsarki na yau.',
        },
        {
          title: 'Ku shiga ikilisiyarku',
          body: 'Ku nemo ikilisiyarku da ƙungiyoyinta, ko ku kafa taku a kan tsarin ikilisiya.',
        },
        {
          title: 'Ku girma tare',
          body: 'Ku yi wa juna addu’a, ku karanta tare, ku yi hidima inda Allah ya ba ku baiwa.',
        },
      ],
    },
    cta: {
      title: 'Ku zo ku gani',
      body: 'Ku fara kyauta a matsayin ɗan ikilisiya, ko ku zagaya Koinonia tare da ƙungiyar ikilisiyarku a wani nuni.',
    },
  },
  candlesInfo: {
    meta: {
      title: 'Kyandirorin AI: kiredit don nazari da wa’azi',
      description:
        'Kyandirorin AI a Koinonia: adadi na kowane wata a kowane tsari don jagororin nazari, shirya wa’azi, sauti da bidiyo na AI, da fakitin ƙari da ba sa ƙarewa.',
    },
    hero: {
      eyebrow: 'Kyandirorin AI',
      title: 'Kiredit ɗaya mai sauƙi don kowane fasalin AI',
      subtitle:
        'Kyandirori ne ke biyan jagororin nazari, shirya wa’azi, Littafi Mai Tsarki na sauti na AI da bidiyon AI. Kowane tsari yana ɗauke da su.',
    },
    overview: {
      title: 'Mene ne kyandir na AI?',
      paragraphs: [
        'Kyandir na AI kiredit ne da kuke kashewa a kan fasalolin AI na Koinonia. Kowane tsari, har da na kyauta, yana ɗauke da kyandirori kowane wata.',
        'Kyandirorin tsari suna sabuntawa kowane wata. Fakitin ƙari suna ƙara kyandirorin da ba sa ƙarewa, kuma ikilisiyoyi suna samun kyandirorin aminci saboda ci gaba da kasancewa tare da mu.',
      ],
    },
    features: {
      title: 'Kyandirorin AI a taƙaice',
      items: [
        {
          title: 'Jagororin nazari',
          body: 'Jagora ga kowane nassi ko jigo, tare da tambayoyin tattaunawa don ƙungiyarku.',
        },
        {
          title: 'Shirya wa’azi',
          body: 'Ku tsara kan saƙo kuma ku tattara ayoyin da suka dace, sa’an nan ku mai da shi naku.',
        },
        {
          title: 'Littafi Mai Tsarki na sauti na AI',
          body: 'Ku saurari Nassi ana karanta shi da babbar murya a hanyarku ta zuwa aiki ko kafin ku kwanta barci.',
        },
        {
          title: 'Bidiyon AI',
          body: 'Ku mai da wani batu na wa’azi ko wani nassi ya zama gajeren bidiyo don ikilisiyarku.',
        },
        {
          title: 'Ragowar kyandirorinku a taƙaice',
          body: 'Shafin kyandirorinku koyaushe yana nuna abin da ya rage muku.',
        },
        {
          title: 'Ƙari cikin ɗan lokaci',
          body: 'Ku sayi fakitin ƙari duk lokacin da kuke buƙatar ƙari, a kan kowane tsari.',
        },
      ],
    },
    benefits: {
      title: 'Me ya sa kyandirori',
      items: [
        {
          title: 'Suna cikin kowane tsari',
          body: '’Yan ikilisiya da ikilisiyoyi suna samun adadi na kowane wata tun daga rana ta farko.',
        },
        {
          title: 'Babu kuɗin ba-zata',
          body: 'Kyandirorin da kuke da su kaɗai kuke kashewa; babu ƙarin kuɗin amfani.',
        },
        {
          title: 'Ƙarin da ke dawwama',
          body: 'Kyandirorin fakitin ƙari ba sa ƙarewa, don haka babu abin da kuka saya da zai tafi a banza.',
        },
        {
          title: 'Kalmominku naku ne',
          body: 'Abin da kuka rubuta ana sarrafa shi ne kawai don amsa muku, ba don talla ba ko kaɗan.',
        },
      ],
    },
    howItWorks: {
      title: 'Yadda kyandirori ke aiki',
      steps: [
        {
          title: 'Ku zaɓi tsari',
          body: 'Kowane tsari, har da na kyauta, yana zuwa da kyandirori kowane wata.',
        },
        {
          title: 'Ku yi amfani da fasalolin AI',
          body: 'Kowane jagoran nazari, kan wa’azi, babin sauti ko bidiyo yana cin kyandirori.',
        },
        {
          title: 'Ku ƙara lokacin da kuke buƙata',
          body: 'Ku ƙara fakitin ƙari a kowane lokaci; ikilisiyoyi kuma suna samun kyandirorin aminci.',
        },
      ],
    },
    cta: {
      title: 'Ku kawo taimakon AI cikin nazarinku da hidimarku',
      body: 'Ku fara kyauta da kyandirori na kowane wata, ko ku sayi fakitin ƙari lokacin da kuke buƙatar ƙari.',
    },
    allotments: {
      title: 'Kyandirori bisa ga tsari',
      body: 'Kowane tsari yana ɗauke da adadin kyandirorin AI na kowane wata wanda ke sabuntawa kowane wata.',
    },
    boostPacks: {
      title: 'Fakitin ƙari',
      body: 'Ƙari na sau ɗaya a girma uku, don kowane tsari. Kyandirorin fakitin ƙari ba sa ƙarewa.',
    },
    loyalty: {
      title: 'Kyandirorin aminci ga ikilisiyoyi',
      body: 'Tsare-tsaren ikilisiya suna samun ƙarin kyandirori sau biyu a shekara a matsayin godiya don ci gaba da kasancewa tare da Koinonia.',
    },
  },
  contactUs: {
    meta: {
      title: 'Ku tuntuɓi Koinonia: taimako, nuni da tambayoyi',
      description:
        'Ku tuntuɓi ƙungiyar Koinonia: taimako game da asusunku, tsare-tsaren ikilisiya da na manyan cibiyoyi, neman nuni ko wata tambaya. Muna amsa kowane saƙo.',
    },
    hero: {
      eyebrow: 'Ku tuntuɓe mu',
      title: 'Za mu yi farin cikin jin daga gare ku',
      subtitle: 'Taimako, nuni ko amsa: ku zaɓi hanyar da ta dace da ku.',
    },
    channels: {
      title: 'Ta yaya za mu taimake ku?',
      items: {
        contact: {
          title: 'Ku aiko mana da saƙo',
          body: 'Tambayoyi, ra’ayoyi ko shawarwari: wani daga ƙungiyarmu zai ba ku amsa.',
          link: 'Ku rubuto mana',
        },
        support: {
          title: 'Ku sami taimako',
          body: 'Matsalar shiga, tambayoyi game da tsarinku ko kyandirorinku, ko wani abu da ba ya aiki.',
          link: 'Ku nemi taimako',
        },
        enterprise: {
          title: 'Tsare-tsaren ikilisiya da na manyan cibiyoyi',
          body: 'Kuna shirin Koinonia don babbar ikilisiya, rassa da yawa ko cibiyar ikilisiyoyi? Mu tattauna.',
          link: 'Ku yi magana da ƙungiyarmu',
        },
        demo: {
          title: 'Ku ga Koinonia tana aiki',
          body: 'Zagayawa kai tsaye don fastocinku da ma’aikatanku.',
          link: 'Ku nemi nuni',
        },
      },
    },
    address: {
      title: 'Adireshin gidan waya na kamfani',
      lines: ['Koinonia', '100 Fellowship Way', 'Suite 200', 'Nashville, TN 37203', 'Ƙasar Amurka'],
    },
    email: {
      title: 'Ku aiko mana da imel',
      support: 'Taimako: {email}',
      privacy: 'Sirri: {email}',
    },
    responseTime:
      'Muna amsa buƙatun taimako da tambayoyin ikilisiyoyi cikin ranar aiki ɗaya, sauran saƙonni kuma cikin kwanakin aiki biyu.',
  },
};

export default copy;
