import type { FeaturesCopy } from './en';

/** Chichewa copy of the five feature pages (prayer wall, Bible reading, events, community chat, volunteer hub). */
const copy: FeaturesCopy = {
  prayerWall: {
    meta: {
      title: 'Khoma la Mapemphero: pempherani usana ndi usiku — Koinonia',
      description:
        'Gawanani zopempha za pemphero mwachinsinsi, poyera kapena popanda dzina, sonkhanitsani magulu a pemphero ndipo sangalalani ndi mapemphero oyankhidwa.',
    },
    hero: {
      eyebrow: 'Khoma la Mapemphero',
      title: 'Palibe pempho la pemphero limene mumanyamula nokha',
      subtitle:
        'Gawanani chosowa chanu mwachinsinsi, poyera kapena popanda dzina, ndipo lolani mpingo wanu upemphere nanu.',
    },
    overview: {
      title: 'Pemphero pamtima pa mpingo wanu',
      paragraphs: [
        'Zosowa za pemphero sizidikira Lamlungu. Khoma la Mapemphero limathandiza mamembala kupempha pemphero nthawi iliyonse ndi kudziwa kuti ena akuwapempherera.',
        'Inu mumasankha amene angaone pempho lililonse, ndipo mapemphero oyankhidwa amalembedwa kuti aliyense athe kuyamika.',
      ],
    },
    features: {
      title: 'Zimene Khoma la Mapemphero limapereka',
      items: [
        {
          title: 'Mwachinsinsi, poyera kapena popanda dzina',
          body: 'Sungani pempho kwa inu nokha, muligawane ndi mpingo wanu, kapena muliike popanda dzina lanu.',
        },
        {
          title: 'Magulu a pemphero',
          body: 'Sonkhanitsani kagulu kakang’ono kuti kapempherere chosowa chimodzi, monga munthu wogonekedwa kuchipatala kapena banja lolira maliro.',
        },
        {
          title: 'Onani amene akupemphera',
          body: 'Dziwani kuti anthu akupempherera pempho lanu, kotero simulinyamula nokha.',
        },
        {
          title: 'Mapemphero oyankhidwa',
          body: 'Lembani kuti pemphero layankhidwa ndipo onjezerani nkhani, kuti ena akondwere nanu.',
        },
        {
          title: 'Zidziwitso zimene mwasankha',
          body: 'Mudziwe pamene wina wakupemphererani, ndipo yatsani kapena zimitsani chidziwitso chilichonse.',
        },
        {
          title: 'Lotsegula usana ndi usiku',
          body: 'Ikani pempho ndi kupemphera pakati pa usiku kapena masana, pa foni kapena pa kompyuta yanu.',
        },
      ],
    },
    benefits: {
      title: 'Chifukwa chake zili zofunika',
      items: [
        {
          title: 'Chisamaliro chimafika msanga',
          body: 'Zosowa zimagawidwa pamene zachitika, osati patapita masiku angapo.',
        },
        {
          title: 'Atsogoleri amaona zosowa',
          body: 'Zopempha zapoyera ndi magulu a pemphero zimaonetsa abusa kumene chisamaliro chikufunika.',
        },
        {
          title: 'Chikhulupiriro chimakula kudzera mu umboni',
          body: 'Mapemphero oyankhidwa amakhala mbiri ya kukhulupirika kwa Mulungu.',
        },
        {
          title: 'Zosowa zachinsinsi zimakhala zotetezeka',
          body: 'Zopempha zachinsinsi ndi zopanda dzina zimathandiza anthu kupempha pemphero popanda kuopa miseche.',
        },
      ],
    },
    howItWorks: {
      title: 'Momwe zimagwirira ntchito',
      steps: [
        {
          title: 'Lembani pempho lanu',
          body: 'Nenani zimene zili mumtima mwanu, m’mawu anuanu.',
        },
        {
          title: 'Sankhani amene angaone',
          body: 'Lipangeni lachinsinsi, lapoyera kapena lopanda dzina, kapena muligawane ndi gulu la pemphero.',
        },
        {
          title: 'Pempherani ndi kuyamika',
          body: 'Pemphererani ena ndipo lembani mayankho akafika.',
        },
      ],
    },
    cta: {
      title: 'Yambani kupemphera pamodzi lero',
      body: 'Khoma la Mapemphero ndi laulere. Ikani pempho lanu loyamba m’mphindi zochepa.',
    },
  },
  bibleReading: {
    meta: {
      title: 'Mapulani owerengera Baibulo ndi kope la S.O.A.P. — Koinonia',
      description:
        'Baibulo tsiku lililonse, kusinkhasinkha kotsogozedwa, mapulani owerengera, zolemba za phunziro, matembenuzidwe angapo, Baibulo lomvetsera ndi kope la S.O.A.P.',
    },
    hero: {
      eyebrow: 'Kuwerenga Baibulo',
      title: 'Tsegulani Mawu tsiku lililonse, pamodzi',
      subtitle:
        'Zowerenga za tsiku ndi tsiku, kusinkhasinkha kotsogozedwa, mapulani owerengera ndi kope la S.O.A.P. zimene zimathandiza Malemba kuzika mizu.',
    },
    overview: {
      title: 'Chizolowezi cha tsiku ndi tsiku chokhalitsa',
      paragraphs: [
        'Kuyamba kuwerenga Baibulo n’kosavuta; kupitiriza n’kovuta. Koinonia imakupatsani tsiku lililonse ndime, kusinkhasinkha kotsogozedwa ndi malo olembapo zimene mukuphunzira.',
        'Werengani m’matembenuzidwe angapo, mverani muli paulendo, ndipo kambiranani ndimeyo ndi mpingo wanu. Zolemba za phunziro ndi maupangiri a phunziro a AI zimakufikitsani mozama.',
      ],
    },
    features: {
      title: 'Zonse zofunika powerenga ndi kuphunzira',
      items: [
        {
          title: 'Zowerenga ndi kusinkhasinkha kwa tsiku ndi tsiku',
          body: 'Tsiku lililonse limabweretsa ndime ndi kusinkhasinkha kwachidule koti muganizire ndi kupempherera.',
        },
        {
          title: 'Mapulani owerengera a gawo lililonse',
          body: 'Sankhani pakati pa mapulani {beginnerPlans} a oyamba kumene ndi {intermediatePlans} a apakatikati, ndipo tsatirani momwe mukupitira patsogolo tsiku ndi tsiku.',
        },
        {
          title: 'Kope la S.O.A.P.',
          body: 'Lembani Lemba (Scripture), zimene mwaona (Observation), momwe mungaligwiritsire ntchito (Application) ndi Pemphero (Prayer) pa chowerenga chilichonse.',
        },
        {
          title: 'Zolemba za phunziro ndi matembenuzidwe',
          body: 'Yerekezerani matembenuzidwe angapo a Baibulo ndipo werengani zolemba za phunziro zofotokoza mbiri ndi tanthauzo.',
        },
        {
          title: 'Baibulo lomvetsera',
          body: 'Mverani pamene mukuyendetsa galimoto, kuyenda pansi kapena kuphika.',
        },
        {
          title: 'Zokambirana za gulu',
          body: 'Gawanani zimene mwazindikira m’ndime ya lero ndipo werengani zimene ena aona.',
        },
      ],
    },
    benefits: {
      title: 'Chifukwa chake zili zofunika',
      items: [
        {
          title: 'Kukhazikika kwa nthawi yaitali',
          body: 'Ndondomeko ya tsiku ndi tsiku ndi kupita patsogolo kooneka zimathandiza mamembala kuwerenga sabata ndi sabata.',
        },
        {
          title: 'Kumvetsa, osati kungowerenga',
          body: 'Kusinkhasinkha, zolemba ndi kope zimasandutsa mutu wa Baibulo kukhala chinthu chimene mumachikhala nacho m’moyo.',
        },
        {
          title: 'Malemba kulikonse kumene muli',
          body: 'Werengani pa chipangizo chilichonse, sungani zowerenga kuti mugwiritse ntchito popanda intaneti, kapena mverani muli paulendo.',
        },
        {
          title: 'Mpingo wowerenga zofanana',
          body: 'Magulu amene amatsatira pulani imodzi amakambirana kuchokera m’zowerenga zimene agawana.',
        },
      ],
    },
    howItWorks: {
      title: 'Momwe zimagwirira ntchito',
      steps: [
        {
          title: 'Sankhani pulani',
          body: 'Yambani ndi zowerenga za lero kapena sankhani pulani yogwirizana ndi nthawi yanu.',
        },
        {
          title: 'Werengani, mverani ndi kusinkhasinkha',
          body: 'Werengani kapena mverani, tsatirani kusinkhasinkha ndipo lembani m’kope lanu la S.O.A.P.',
        },
        {
          title: 'Gawanani ndipo pitirizani',
          body: 'Kambiranani ndimeyo ndi mpingo wanu ndipo onani momwe mukukulira.',
        },
      ],
    },
    cta: {
      title: 'Yambani pulani yanu yoyamba yowerengera lero',
      body: 'Kuwerenga kwa tsiku ndi tsiku, mapulani a oyamba kumene ndi kope la S.O.A.P. ndi zaulere, popanda khadi.',
    },
  },
  events: {
    meta: {
      title: 'Zochitika za mpingo, mayankho ndi zikumbutso — Koinonia',
      description:
        'Pangani zochitika za mpingo, sonkhanitsani mayankho, tumizani zikumbutso ndipo lembani opezekapo pamalo ndi nthambi iliyonse, mu kalendala imodzi yodalirika.',
    },
    hero: {
      eyebrow: 'Zochitika',
      title: 'Msonkhano uliwonse, wokonzedwa pamalo amodzi',
      subtitle:
        'Pangani zochitika, sonkhanitsani mayankho a maitanidwe, tumizani zikumbutso ndipo lembani opezekapo pamalo aliwonse.',
    },
    overview: {
      title: 'Kuyambira mapemphero a Lamlungu mpaka ulendo wa umishonale',
      paragraphs: [
        'Moyo wa mpingo uli ndi misonkhano yambiri: mapemphero, madzulo a achinyamata, chakudya chogawana ndi misonkhano yopumulira. Koinonia imaziyika zonse mu kalendala imodzi imene mamembala amaidalira.',
        'Atsogoleri amaona amene akubwera ndi amene anabwera, kotero amatha kukonzekera msanga ndi kufunsira za amene sanawaone.',
      ],
    },
    features: {
      title: 'Zida za chochitika chilichonse',
      items: [
        {
          title: 'Kupanga chochitika mosavuta',
          body: 'Lembani mutu, nthawi ndi malo, ndipo fotokozerani mpingo wanu, gulu lalikulu kapena gulu laling’ono.',
        },
        {
          title: 'Kuyankha ndi kukhudza kamodzi',
          body: 'Mamembala amayankha nthawi yomweyo, ndipo mumaona chiwerengero chikukula.',
        },
        {
          title: 'Zikumbutso',
          body: 'Amene ayankha amalandira chikumbutso chochitikacho chisanachitike, kotero ochepa amaiwala.',
        },
        {
          title: 'Kalembera wa opezekapo',
          body: 'Lembani amene anabwera, ndipo yerekezerani chiwerengero cha opezekapo kuchokera pa chochitika china kufika pa china.',
        },
        {
          title: 'Malo osiyanasiyana',
          body: 'Chitani chochitika m’malo kapena nthambi zingapo, ndi adilesi iliyonse yoonekera bwino.',
        },
        {
          title: 'Mndandanda umodzi wa mamembala',
          body: 'Mamembala amaona pamodzi zochitika za mpingo wawo ndi za magulu awo.',
        },
      ],
    },
    benefits: {
      title: 'Chifukwa chake zili zofunika',
      items: [
        {
          title: 'Opezekapo ambiri',
          body: 'Kuyankha kosavuta ndi zikumbutso za panthawi yake zimabweretsa anthu ambiri.',
        },
        {
          title: 'Konzekerani ndi ziwerengero zenizeni',
          body: 'Dziwani anthu angati oyembekezera pa chakudya, mipando ndi kusamalira ana.',
        },
        {
          title: 'Funsirani anthu mwachikondi',
          body: 'Kalembera wa opezekapo amaonetsa amene sanabwere kwa nthawi, kotero atsogoleri amatha kuwafikira.',
        },
        {
          title: 'Mapepala ochepa',
          body: 'Palibenso mapepala olembetsa kapena ma spreadsheet oti mugwirizanitse chochitika chitatha.',
        },
      ],
    },
    howItWorks: {
      title: 'Momwe zimagwirira ntchito',
      steps: [
        {
          title: 'Pangani chochitika',
          body: 'Ikani tsiku, nthawi ndi malo, ndipo sankhani amene aitanidwa.',
        },
        {
          title: 'Sonkhanitsani mayankho',
          body: 'Mamembala amayankha mu pulogalamu ndipo amalandira zikumbutso pamene tsikulo likuyandikira.',
        },
        {
          title: 'Sonkhanani ndi kufunsira ena',
          body: 'Lembani opezekapo patsikulo ndipo fikirani amene sanathe kubwera.',
        },
      ],
    },
    cta: {
      title: 'Konzani msonkhano wanu wotsatira ndi Koinonia',
      body: 'Mamembala amayankha maitanidwe kwaulere. Mapulani a mpingo amawonjezera kukonza zochitika kwathunthu; konzani chiwonetsero kuti muone.',
    },
  },
  communityChat: {
    meta: {
      title: 'Macheza a gulu, mabwalo ndi mauthenga — Koinonia',
      description:
        'Magulu, mabwalo a zokambirana oyang’aniridwa, macheza a magulu ang’onoang’ono, mauthenga achindunji ndi zilengezo zosunga mpingo wanu wolumikizana sabata yonse.',
    },
    hero: {
      eyebrow: 'Macheza a Gulu',
      title: 'Khalani olumikizana pakati pa Lamlungu ndi Lamlungu',
      subtitle:
        'Magulu, mabwalo a zokambirana oyang’aniridwa, macheza a magulu ang’onoang’ono, mauthenga ndi zilengezo pamalo amodzi otetezeka.',
    },
    overview: {
      title: 'Chiyanjano kupitirira khomo la mpingo',
      paragraphs: [
        'Chiyanjano sichitha pamene mapemphero atha. Gulu lililonse lalikulu ndi laling’ono limakhala ndi malo ake ocheza ndi kulimbikitsana sabata yonse.',
        'Atsogoleri amaika zilengezo, oyang’anira zokambirana amasunga mabwalo mwaulemu, ndipo mamembala amatumizirana mauthenga popanda kugawana manambala a foni.',
      ],
    },
    features: {
      title: 'Njira zokhalira olumikizana',
      items: [
        {
          title: 'Magulu',
          body: 'Lowani mu mpingo wanu, mu mautumiki ake ndi m’magulu a zokonda, lililonse ndi zokambirana zake.',
        },
        {
          title: 'Mabwalo a zokambirana oyang’aniridwa',
          body: 'Kambiranani za chikhulupiriro ndi moyo wa mpingo pamene oyang’anira amasunga zokambirana mwaulemu.',
        },
        {
          title: 'Macheza a magulu ang’onoang’ono',
          body: 'Gulu lanu la panyumba kapena la phunziro la Baibulo limakhala ndi macheza ake a zopempha za pemphero, mapulani ndi kulimbikitsana.',
        },
        {
          title: 'Mauthenga achindunji',
          body: 'Lemberani membala kapena mtsogoleri mwachinsinsi popanda kugawana nambala yanu ya foni.',
        },
        {
          title: 'Zilengezo',
          body: 'Atsogoleri amaika nkhani yofunika kamodzi kokha, ndipo imafika kwa membala aliyense wa gululo.',
        },
        {
          title: 'Olumikizana nawo ndi Bolodi la Otenga Nawo Mbali',
          body: 'Sungani anthu amene mumawadziwa pa mndandanda wanu, ndipo sangalalani ndi kutenga nawo mbali pa Bolodi la Otenga Nawo Mbali.',
        },
      ],
    },
    benefits: {
      title: 'Chifukwa chake zili zofunika',
      items: [
        {
          title: 'Palibe amene amaiwalika',
          body: 'Obwera kumene amapeza gulu ndi anthu ocheza nawo kuyambira sabata yawo yoyamba.',
        },
        {
          title: 'Motetezeka kuposa malo ochezera a pa intaneti',
          body: 'Zokambirana zimakhala mkati mwa mpingo wanu, zoyang’aniridwa ndiponso popanda kutsatira anthu chifukwa cha malonda.',
        },
        {
          title: 'Atsogoleri amasunga nthawi',
          body: 'Chilengezo chimodzi chimalowa m’malo mwa maimelo, ma meseji ndi zolemba zambirimbiri.',
        },
        {
          title: 'Chilimbikitso chooneka',
          body: 'Bolodi la Otenga Nawo Mbali limaonetsa amene amapemphera, kutumikira ndi kutenga nawo mbali.',
        },
      ],
    },
    howItWorks: {
      title: 'Momwe zimagwirira ntchito',
      steps: [
        {
          title: 'Lowani m’magulu anu',
          body: 'Pezani mpingo wanu ndi magulu amene muli nawo.',
        },
        {
          title: 'Perekani moni',
          body: 'Dzidziwitseni m’macheza a gulu lanu laling’ono kapena yambitsani zokambirana pa bwalo.',
        },
        {
          title: 'Khalani olumikizana',
          body: 'Tsatirani zilengezo ndipo tumizirani anzanu mauthenga, ndi zidziwitso zimene inu mumalamulira.',
        },
      ],
    },
    cta: {
      title: 'Bweretsani zokambirana za mpingo wanu kunyumba',
      body: 'Lowani kwaulere ndipo pezani magulu anu lero, kapena konzani chiwonetsero cha gulu lanu la atsogoleri.',
    },
  },
  volunteerHub: {
    meta: {
      title: 'Malo a Utumiki a D.I.V.I.N.E. — Koinonia',
      description:
        'Gwirizanitsani mamembala ndi magulu a utumiki molingana ndi luso ndi mphatso, ikani mipata, onani zofunsira, konzani ndandanda ndipo thokozani odzipereka.',
    },
    hero: {
      eyebrow: 'Malo a Odzipereka',
      title: 'Thandizani membala aliyense kupeza malo ake otumikira',
      subtitle:
        'Malo a Utumiki a D.I.V.I.N.E. amagwirizanitsa anthu ndi magulu a utumiki molingana ndi luso lawo ndi mphatso zawo zauzimu.',
    },
    overview: {
      title: 'Utumiki wogawana ndi ambiri',
      paragraphs: [
        'Mipingo yambiri imadalira odzipereka ochepa okhulupirika pamene ena akudikira kuti aitanidwe. Malo a Utumiki amaonetsa ntchito iliyonse yopanda munthu ndi kumene mphatso za membala aliyense zikugwirizana.',
        'Atsogoleri amaika mipata, amaona zofunsira ndi kukonza ndandanda, kotero magulu amakhala odzaza popanda kupempha anthu omwewo sabata iliyonse.',
      ],
    },
    features: {
      title: 'Zonse za magulu anu a odzipereka',
      items: [
        {
          title: 'Magulu a utumiki',
          body: 'Onani atsogoleri, mamembala, ntchito ndi malo opanda anthu a gulu lililonse pamalo amodzi.',
        },
        {
          title: 'Bolodi la mipata',
          body: 'Onani ntchito iliyonse yopanda munthu mu mpingo wanu wonse ndi zimene ikufuna.',
        },
        {
          title: 'Kugwirizanitsa luso ndi mphatso',
          body: 'Malingaliro amachokera ku luso lanu ndi mayeso anu a mphatso: oyambira, a mafunso {basicQuestions}, kapena athunthu, a mafunso {comprehensiveQuestions}.',
        },
        {
          title: 'Ndandanda ndi zikumbutso',
          body: 'Konzani amene adzatumikira ndi nthawi yake, ndipo odzipereka amalandira chikumbutso nthawi iliyonse yotumikira isanafike.',
        },
        {
          title: 'Zofunsira',
          body: 'Mamembala amafunsira m’njira zochepa, ndipo atsogoleri amaona, kuvomereza ndi kuwalandira.',
        },
        {
          title: 'Mabaji oyamikira',
          body: 'Mabaji amathokoza odzipereka chifukwa cha utumiki wokhulupirika ndi zolinga zimene akwaniritsa.',
        },
      ],
    },
    benefits: {
      title: 'Chifukwa chake zili zofunika',
      items: [
        {
          title: 'Anthu ambiri otumikira',
          body: 'Ntchito zomveka bwino ndi kugwirizanitsa mphatso zimaitana mamembala amene sankadziwa poyambira.',
        },
        {
          title: 'Magulu athanzi',
          body: 'Kugawana katundu kumathandiza odzipereka anu okhulupirika kwambiri kuti asatope mopitirira muyeso.',
        },
        {
          title: 'Mipata yochepa patsikulo',
          body: 'Ndandanda ndi zikumbutso zimatanthauza kuti nthawi zotumikira zosowa ndi kuimbirana foni mwadzidzidzi zimachepa.',
        },
        {
          title: 'Utumiki wooneka',
          body: 'Mabaji ndi mawu oyamikira zimaonetsa odzipereka kuti utumiki wawo ndi wofunika.',
        },
      ],
    },
    howItWorks: {
      title: 'Momwe zimagwirira ntchito',
      steps: [
        {
          title: 'Dziwani mphatso zanu',
          body: 'Lembani mayeso a mphatso zauzimu kuti muone momwe Mulungu anakukonzerani kuti mutumikire.',
        },
        {
          title: 'Pezani ntchito ndi kufunsira',
          body: 'Onani bolodi la mipata ndipo funsirani ku gulu limene likugwirizana nanu.',
        },
        {
          title: 'Tumikirani ndi gulu lanu',
          body: 'Mtsogoleri wanu amakuikani pa ndandanda, ndipo zikumbutso zimakusungani okonzeka.',
        },
      ],
    },
    cta: {
      title: 'Thandizani mphatso iliyonse kupeza malo ake',
      body: 'Mamembala amalemba mayeso oyambira a mphatso kwaulere. Mipingo ingakonze chiwonetsero cha kuyang’anira odzipereka.',
    },
  },
};

export default copy;
