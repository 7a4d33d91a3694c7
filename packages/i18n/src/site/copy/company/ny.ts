import type { CompanyCopy } from './en';

/** Chichewa copy of the about-us, AI candles and contact-us pages. */
const copy: CompanyCopy = {
  aboutUs: {
    meta: {
      title: 'Za Koinonia: chiyanjano cha mpingo wonse',
      description:
        'Chifukwa chake Koinonia ilipo: nyumba yachinsinsi yopanda malonda ya pemphero, Malemba, utumiki ndi moyo wa mpingo, kuti abusa akhale ndi nthawi ndi anthu.',
    },
    hero: {
      eyebrow: 'Za ife',
      title: 'Yopangidwira chiyanjano',
      subtitle:
        'Pemphero, Malemba, utumiki ndi moyo wa mpingo pamalo amodzi, kuti mpingo wanu ukhalebe wolumikizana pakati pa Lamlungu ndi Lamlungu.',
    },
    overview: {
      title: 'Chifukwa chake Koinonia ilipo',
      paragraphs: [
        'Koinonia ndi liwu la Chigiriki limene mpingo woyamba unkagwiritsa ntchito ponena za chiyanjano: moyo wogawana wa chiphunzitso, pemphero, kunyema mkate ndi kusamalirana. Moyo wogawana umenewo ndi umene timaumangira.',
        'Mipingo yambiri imadalira magulu a macheza osiyanasiyana, mapepala olembetsa mayina ndi zida za zopereka zosiyana. Abusa amathera madzulo awo pa ntchito za muofesi pamene mamembala akusowa pang’onopang’ono. Koinonia imabweretsa zonsezi pamodzi, kotero atsogoleri angathe kupereka nthawi yawo kwa anthu.',
      ],
    },
    features: {
      title: 'Zimene timapanga',
      items: [
        {
          title: 'Pemphero ndi Malemba',
          body: 'Khoma la mapemphero, kope la S.O.A.P., kuwerenga Baibulo tsiku lililonse, mapulani owerengera ndi Baibulo lomvetsera.',
        },
        {
          title: 'Magulu',
          body: 'Magulu, mabwalo a zokambirana oyang’aniridwa, macheza a magulu ang’onoang’ono, mauthenga ndi zilengezo.',
        },
        {
          title: 'Zochitika',
          body: 'Mayankho a maitanidwe, zikumbutso, kalembera wa opezekapo ndi malo osiyanasiyana.',
        },
        {
          title: 'Utumiki',
          body: 'Malo a Utumiki a D.I.V.I.N.E. amagwirizanitsa odzipereka ndi magulu a utumiki molingana ndi luso lawo ndi mphatso zawo zauzimu.',
        },
        {
          title: 'Kuyang’anira mpingo',
          body: 'Kuyang’anira mamembala, kulankhulana ndi mpingo wonse ndi zopereka pa intaneti pamodzi ndi kusanthula kwa opereka.',
        },
        {
          title: 'Zida za utumiki',
          body: 'Maupangiri a phunziro a AI, kukonzekera ulaliki, kuwulutsa pompopompo ndi kufalitsa ku malo 11+ ndi kudina kamodzi.',
        },
      ],
    },
    benefits: {
      title: 'Zimene timaima nazo',
      items: [
        {
          title: 'Zachinsinsi patsogolo',
          body: 'Palibe kutsatira anthu chifukwa cha malonda, palibe kampani ina yofufuza zochita zanu, sitigulitsa zambiri zanu. Pempho la pemphero ndi chinthu chimene mwatisungitsa, osati malonda.',
        },
        {
          title: 'Yopangidwa pamodzi ndi mipingo',
          body: 'Yokonzedwa molingana ndi sabata yeniyeni ya mpingo: mapemphero a Lamlungu, magulu a pakati pa sabata, ndandanda za utumiki ndi anthu amene amazitsogolera.',
        },
        {
          title: 'Chilankhulo cha membala aliyense',
          body: 'Koinonia imalankhula zilankhulo {languageCount}, kotero aliyense akhoza kupemphera ndi kuwerenga m’chilankhulo cha mtima wake.',
        },
        {
          title: 'Kwaulere poyambira',
          body: 'Mamembala amayamba pa pulani yathu yaulere, popanda khadi, ndipo akhoza kukhalapo nthawi yonse imene akufuna.',
        },
      ],
    },
    howItWorks: {
      title: 'Momwe mungayambire',
      steps: [
        {
          title: 'Pangani akaunti yaulere',
          body: 'Sankhani chilankhulo chanu, kenako tsegulani khoma la mapemphero ndi zowerenga za Baibulo za lero.',
        },
        {
          title: 'Lowani mu mpingo wanu',
          body: 'Pezani mpingo wanu ndi magulu ake, kapena khazikitsani mpingo wanu pa pulani ya mpingo.',
        },
        {
          title: 'Kulani pamodzi',
          body: 'Pempherererani wina ndi mnzake, werengani pamodzi, tumikirani molingana ndi mphatso zanu.',
        },
      ],
    },
    cta: {
      title: 'Bwerani mudzaone',
      body: 'Yambani kwaulere ngati membala, kapena onani Koinonia pamodzi ndi gulu la mpingo wanu pa chiwonetsero.',
    },
  },
  candlesInfo: {
    meta: {
      title: 'Makandulo a AI: ndalama ya maupangiri a phunziro ndi ulaliki',
      description:
        'Makandulo a AI mu Koinonia: a mwezi uliwonse pa pulani iliyonse, a phunziro, ulaliki, Baibulo lomvetsera ndi makanema, ndi mapaketi owonjezera osatha ntchito.',
    },
    hero: {
      eyebrow: 'Makandulo a AI',
      title: 'Ndalama imodzi yosavuta ya zinthu zonse za AI',
      subtitle:
        'Makandulo amalipirira maupangiri a phunziro, kukonzekera ulaliki, Baibulo lomvetsera la AI ndi makanema a AI. Pulani iliyonse imabwera nawo.',
    },
    overview: {
      title: 'Kodi kandulo ya AI ndi chiyani?',
      paragraphs: [
        'Kandulo ya AI ndi ndalama ya mkati mwa pulogalamu imene mumagwiritsa ntchito pa zinthu za AI za Koinonia. Pulani iliyonse, ngakhale yaulere, imabwera ndi makandulo mwezi uliwonse.',
        'Makandulo a pulani amayambiranso mwezi uliwonse. Mapaketi owonjezera amawonjezera makandulo amene satha ntchito konse, ndipo mipingo imalandira makandulo a kukhulupirika chifukwa chokhalabe nafe.',
      ],
    },
    features: {
      title: 'Makandulo a AI mwachidule',
      items: [
        {
          title: 'Maupangiri a phunziro',
          body: 'Upangiri wa ndime kapena mutu uliwonse, pamodzi ndi mafunso oti gulu lanu likambirane.',
        },
        {
          title: 'Kukonzekera ulaliki',
          body: 'Lembani ndondomeko ya uthenga ndi kusonkhanitsa mavesi ogwirizana nawo, kenako upangeni kukhala wanu weniweni.',
        },
        {
          title: 'Baibulo lomvetsera la AI',
          body: 'Mverani Malemba akuwerengedwa mokweza muli paulendo kapena musanagone.',
        },
        {
          title: 'Makanema a AI',
          body: 'Sandutsani mfundo ya ulaliki kapena ndime kukhala kanema kakafupi ka mpingo wanu.',
        },
        {
          title: 'Makandulo anu mwachidule',
          body: 'Tsamba lanu la makandulo limaonetsa nthawi zonse kuchuluka kwa makandulo amene atsala.',
        },
        {
          title: 'Onjezani mwachangu',
          body: 'Gulani paketi yowonjezera nthawi iliyonse imene mukufuna ena, pa pulani iliyonse.',
        },
      ],
    },
    benefits: {
      title: 'Chifukwa chiyani makandulo',
      items: [
        {
          title: 'Ali mu pulani iliyonse',
          body: 'Mamembala ndi mipingo amalandira makandulo a mwezi uliwonse kuyambira tsiku loyamba.',
        },
        {
          title: 'Palibe malipiro odzidzimutsa',
          body: 'Mumagwiritsa ntchito makandulo amene muli nawo kale okha; palibe malipiro owonjezera molingana ndi kagwiritsidwe ntchito.',
        },
        {
          title: 'Zowonjezera zosatha ntchito',
          body: 'Makandulo a mapaketi owonjezera satha ntchito konse, kotero palibe chimene mwagula chimawonongeka.',
        },
        {
          title: 'Mawu anu amakhalabe anu',
          body: 'Zimene mumalemba zimagwiritsidwa ntchito pokhapokha kukuyankhani, osati konse pa malonda.',
        },
      ],
    },
    howItWorks: {
      title: 'Momwe makandulo amagwirira ntchito',
      steps: [
        {
          title: 'Sankhani pulani',
          body: 'Pulani iliyonse, kuphatikizapo yaulere, imabwera ndi makandulo a mwezi uliwonse.',
        },
        {
          title: 'Gwiritsani ntchito zinthu za AI',
          body: 'Upangiri uliwonse wa phunziro, ndondomeko ya ulaliki, mutu womvetsera kapena kanema zimagwiritsa ntchito makandulo.',
        },
        {
          title: 'Onjezani pamene mukufuna',
          body: 'Onjezani paketi nthawi iliyonse; mipingo imalandiranso makandulo a kukhulupirika.',
        },
      ],
    },
    cta: {
      title: 'Bweretsani thandizo la AI pa phunziro ndi utumiki wanu',
      body: 'Yambani kwaulere ndi makandulo a mwezi uliwonse, kapena gulani paketi yowonjezera pamene mukufuna ena.',
    },
    allotments: {
      title: 'Makandulo pa pulani iliyonse',
      body: 'Pulani iliyonse imabwera ndi makandulo a AI a mwezi uliwonse amene amayambiranso mwezi uliwonse.',
    },
    boostPacks: {
      title: 'Mapaketi owonjezera',
      body: 'Zowonjezera zogula kamodzi za makulidwe atatu, pa pulani iliyonse. Makandulo a mapaketi owonjezera satha ntchito konse.',
    },
    loyalty: {
      title: 'Makandulo a kukhulupirika a mipingo',
      body: 'Mapulani a mpingo amalandira makandulo owonjezera kawiri pachaka ngati chiyamiko chifukwa chokhalabe ndi Koinonia.',
    },
  },
  contactUs: {
    meta: {
      title: 'Lumikizanani ndi Koinonia: thandizo, ziwonetsero ndi mafunso',
      description:
        'Lumikizanani ndi gulu la Koinonia: thandizo la akaunti yanu, mapulani a mipingo ndi mabungwe akuluakulu, chiwonetsero kapena funso. Timayankha uthenga uliwonse.',
    },
    hero: {
      eyebrow: 'Lumikizanani nafe',
      title: 'Tingasangalale kumva kuchokera kwa inu',
      subtitle: 'Thandizo, chiwonetsero kapena yankho: sankhani njira imene ikukuyenererani.',
    },
    channels: {
      title: 'Kodi tingakuthandizeni bwanji?',
      items: {
        contact: {
          title: 'Titumizireni uthenga',
          body: 'Mafunso, maganizo kapena ndemanga: wina wa gulu lathu adzakuyankhani.',
          link: 'Tilembereni',
        },
        support: {
          title: 'Pezani thandizo',
          body: 'Vuto polowa, mafunso okhudza pulani kapena makandulo anu, kapena chinthu chimene sichikugwira ntchito.',
          link: 'Pemphani thandizo',
        },
        enterprise: {
          title: 'Mapulani a mipingo ndi mabungwe akuluakulu',
          body: 'Mukukonzekera Koinonia ya mpingo waukulu, nthambi zingapo kapena gulu la mipingo? Tiyeni tikambirane.',
          link: 'Lankhulani ndi gulu lathu',
        },
        demo: {
          title: 'Onani Koinonia ikugwira ntchito',
          body: 'Chiwonetsero chamoyo cha abusa ndi ogwira ntchito anu, sitepe ndi sitepe.',
          link: 'Pemphani chiwonetsero',
        },
      },
    },
    address: {
      title: 'Adiresi ya positi ya kampani',
      lines: ['Koinonia', '100 Fellowship Way', 'Suite 200', 'Nashville, TN 37203', 'America'],
    },
    email: {
      title: 'Titumizireni imelo',
      support: 'Thandizo: {email}',
      privacy: 'Zachinsinsi: {email}',
    },
    responseTime:
      'Timayankha zopempha thandizo ndi mafunso a mipingo pasanathe tsiku limodzi logwira ntchito, ndipo mauthenga ena pasanathe masiku awiri.',
  },
};

export default copy;
