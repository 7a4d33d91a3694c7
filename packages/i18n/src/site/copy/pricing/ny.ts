import type { PricingCopy } from './en';

/** Chichewa copy of the pricing page. */
const copy: PricingCopy = {
  meta: {
    title: 'Mitengo: mapulani a mamembala ndi mipingo — Koinonia',
    description:
      'Yerekezerani mapulani a Koinonia: yambani kwaulere, onjezani makandulo a AI, kapena konzekeretsani mpingo: mamembala, zopereka, zochitika ndi odzipereka.',
  },
  hero: {
    eyebrow: 'Mitengo',
    title: 'Pulani ya wokhulupirira aliyense ndi mpingo uliwonse',
    subtitle:
      'Yambani kwaulere ndi khoma la mapemphero, kuwerenga Baibulo tsiku lililonse ndi kope lanu la S.O.A.P. Onjezani zida za AI pamene mukuzifuna, kapena bweretsani mpingo wanu wonse pamodzi pa pulani ya mpingo.',
  },
  tabs: {
    label: 'Mapulani a',
    individual: 'Mamembala payekhapayekha',
    individualGoal: 'Kuti mukule mwauzimu ndi kukhala nawo pa banja la mpingo',
    church: 'Mapulani a mpingo',
    churchGoal: 'Kuti anthu atenge nawo mbali ndi mpingo ukule',
  },
  billing: {
    label: 'Nthawi yolipirira',
    monthly: 'Pamwezi',
    yearly: 'Pachaka',
    yearlySaving: 'Miyezi iwiri yaulere',
  },
  price: {
    free: 'Kwaulere',
    noCard: 'Palibe khadi lofunika',
    perMonth: '/mwezi',
    perYear: '/chaka',
    billedYearly: 'Kulipira {amount} kamodzi pachaka',
    candlesPerMonth: 'Makandulo a AI {count} pamwezi',
    contactUs: 'Mtengo wokambirana',
    vatIncluded: 'Mitengo ikuphatikiza VAT ya {rate}%.',
    shownIn: 'Mitengo mu {currency} ya ku {country}.',
    usdFallback: 'Mitengo mu madola a ku America.',
  },
  popular: 'Yosankhidwa kwambiri',
  choose: 'Yambani',
  contactSales: 'Lankhulani ndi gulu lathu',
  everythingIn: 'Zonse za mu {plan}, komanso:',
  plans: {
    disciple: {
      tagline: 'Zonse zimene mukufunikira kuti mupemphere, muwerenge ndi kukhala nawo m’banja la mpingo.',
      features: [
        'Khoma la mapemphero lokhala ndi mapempho achinsinsi, apoyera ndi opanda dzina',
        'Kope la S.O.A.P.',
        'Zokambirana za gulu',
        'Kuwerenga Baibulo tsiku lililonse',
        'Mapulani owerengera a oyamba kumene',
        'Zida zoyambira zophunzirira Baibulo',
        'Mayeso a mphatso zauzimu (mafunso {basicQuestions})',
      ],
    },
    servant: {
      tagline: 'Phunzirani mozama ndipo dziwani mphatso zimene Mulungu wakupatsani kuti mutumikire.',
      features: [
        'Mayeso athunthu a mphatso zauzimu (mafunso {comprehensiveQuestions})',
        'Kusanthula kwapamwamba',
        'Thandizo loyambirira',
      ],
    },
    torchbearer: {
      tagline: 'Kwa atsogoleri amene amamanga mautumiki ndi kuwapangira zinthu.',
      features: [
        'Kukhazikitsa ndi kuyang’anira mautumiki',
        'Chopangira mapulani owerengera anuanu',
        'Zothandizira utumiki zapamwamba',
        'Baibulo lomvetsera la AI',
        'Kupanga makanema ndi AI',
        'Zinthu zopanda malire zogwiritsa ntchito popanda intaneti',
        'Kulumikiza ndi zida zina mokonzedwera inu',
      ],
    },
    churchBasic: {
      tagline: 'Malo amodzi a mamembala, mautumiki ndi ogwira ntchito anu.',
      features: [
        'Kuyang’anira mamembala',
        'Kukonzekera zochitika',
        'Kulankhulana ndi mpingo wonse',
        'Gulu la pemphero lachinsinsi la mpingo wanu',
        'Njira yoyang’anira odzipereka',
        'Macheza a utumiki a nthawi yomweyo okhala ndi CRM',
        'Kusanthula zopereka za opereka',
        'Kulumikiza kuwulutsa pompopompo',
        'Kuyang’anira nthambi zambiri',
        'Kusanthula kwa mpingo',
      ],
    },
    churchStandard: {
      tagline: 'Kwa mipingo yomwe ikukula imene imadalira AI pophunzitsa ndi pa zofalitsa.',
      features: [
        'Makandulo a AI ambiri pamwezi okonzekera maulaliki, maupangiri a phunziro ndi zofalitsa',
        'Mphotho yaikulu mwa mphotho zathu ziwiri za kukhulupirika kwa mipingo',
      ],
    },
    enterprise: {
      tagline: 'Kwa mipingo ikuluikulu ndi magulu a mipingo.',
      features: [
        'Mtengo wogwirizana molingana ndi kukula kwa mpingo wanu ndi nthambi zanu',
        'Chiwonetsero chamoyo ndi zokambirana zokonzekera ndi gulu lathu',
        'Thandizo loyambirira kwa ogwira ntchito ndi oyang’anira anu',
      ],
    },
  },
  boostPacks: {
    title: 'Mapaketi owonjezera',
    body: 'Mukufuna makandulo a AI ambiri pulani yanu isanayambirenso? Onjezani ndi paketi yowonjezera yogula kamodzi, pa pulani iliyonse.',
    pack: 'Paketi yowonjezera {size}',
    candles: 'Makandulo a AI {count}',
    noExpiry: 'Satha ntchito konse',
    buy: 'Gulani paketi',
  },
  loyalty: {
    title: 'Makandulo a kukhulupirika a mipingo',
    body: 'Mipingo imene imakhalabe ndi Koinonia imalandira makandulo a AI owonjezera kawiri pachaka, kuwonjezera pa makandulo awo a mwezi uliwonse.',
    shepherd: 'Shepherd: makandulo a kukhulupirika {count} miyezi 6 iliyonse',
    beacon: 'Beacon: makandulo a kukhulupirika {count} miyezi 6 iliyonse',
  },
  enterprise: {
    title: 'Kodi mukutumikira mpingo waukulu kapena nthambi zingapo?',
    body: 'Tiuzeni za mpingo wanu ndipo tidzakonza pulani yogwirizana ndi nthambi, mautumiki ndi ogwira ntchito anu, kuyambira ndi chiwonetsero.',
  },
  faq: {
    title: 'Mafunso okhudza mapulani',
    items: [
      {
        question: 'Kodi ndingasinthe pulani yanga kapena nthawi yolipirira pambuyo pake?',
        answer:
          'Inde. Sinthani kupita ku pulani ina kapena kuchoka pa kulipira pamwezi kupita pachaka, kapena mosemphanitsa, kuchokera mu akaunti yanu nthawi iliyonse. Pulani yapamwamba imayamba nthawi yomweyo; pulani yotsika kapena nthawi yatsopano yolipirira imayamba pa tsiku lanu lotsatira lolipira.',
      },
      {
        question: 'Kodi ndingaletse bwanji?',
        answer:
          'Letsani kuchokera mu akaunti yanu nthawi iliyonse imene mukufuna. Pulani yanu imapitirira mpaka kumapeto kwa nthawi imene munalipirira, kenako mumapitiriza pa pulani yathu yaulere ndipo mapemphero anu ndi zolemba za m’kope lanu zimakhalabe momwemo.',
      },
      {
        question: 'Kodi kandulo ya AI ndi chiyani?',
        answer:
          'Kandulo ndi ndalama ya mkati mwa pulogalamu imene mumagwiritsa ntchito pa zinthu za AI: maupangiri a phunziro, kukonzekera ulaliki, Baibulo lomvetsera la AI ndi makanema a AI. Makandulo a pulani amayambiranso mwezi uliwonse; makandulo a mapaketi owonjezera satha ntchito konse.',
      },
      {
        question: 'Kodi ndikufunika pulani ya mpingo kapena pulani ya munthu payekha?',
        answer:
          'Mapulani a munthu payekha amathandiza munthu mmodzi kuyenda ndi Mulungu. Mapulani a mpingo amakonzekeretsa mpingo wonse: kuyang’anira mamembala, zochitika, kulankhulana, zopereka ndi odzipereka. Mamembala akhoza kulowa mu mpingo wawo ndi pulani iliyonse ya munthu payekha, kuphatikizapo yaulere.',
      },
    ],
  },
};

export default copy;
