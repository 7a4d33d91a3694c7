import type { LegalCopy } from './en';

/** Chichewa copy of the privacy policy and terms of service. */
const copy: LegalCopy = {
  updated: 'Zasinthidwa komaliza: {date}',
  contents: 'Zamkatimu',
  privacyPolicy: {
    meta: {
      title: 'Mfundo za zachinsinsi — Koinonia',
      description:
        'Zimene Koinonia imasonkhanitsa, chifukwa chake, amene amaziona, nthawi imene timazisunga ndi ufulu wanu. Palibe malonda otsatira anthu ndipo sitigulitsa zanu.',
    },
    title: 'Mfundo za zachinsinsi',
    intro:
      'Koinonia ndi malo a pemphero, Malemba ndi chiyanjano, ndipo zimenezi zimafuna kukhulupirirana. Mfundo izi zikufotokoza m’mawu osavuta zimene timasonkhanitsa, zimene timachita nazo ndi zimene sitidzachita konse: sitionetsa malonda, sitigwiritsa ntchito makampani ena ofufuza zochita zanu ndipo sitigulitsa zambiri zanu.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Ndife ndani',
        paragraphs: [
          'Koinonia ndi amene ali ndi udindo pa zambiri zanu zofotokozedwa pano. Adilesi yathu ya makalata ndi Koinonia, 100 Fellowship Way, Suite 200, Nashville, TN 37203, Mayiko Ogwirizana a America. Pa funso lililonse lokhudza zachinsinsi, lemberani {privacyEmail}.',
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'Zimene timasonkhanitsa',
        paragraphs: [
          'Akaunti yanu: dzina lanu, imelo, dzina lolowera ndi mawu achinsinsi. Timasunga mawu achinsinsi ngati Argon2id hash yokha, osati mawu achinsinsiwo. Mukhoza kuwonjezera chithunzi cha mbiri yanu.',
          'Zokonda zanu: chilankhulo chimene mumakonda, mawonekedwe, kukula kwa zilembo, dziko, zokonda za zidziwitso ndi zimene mumatiuza sabata iliyonse. Mukavomereza zokonda zimene takupatsani mukangofika koyamba, timasunga chilankhulo, dziko ndi nthawi ya kwanu zimene mwasankha.',
          'Zimene mumapanga: zopempha za pemphero, zolemba m’kope lanu, mauthenga, zochitika ndi mayankho a maitanidwe, ndiponso mbiri ya zopereka zanu ngati mpingo wanu umalandira zopereka pa intaneti.',
          'Mauthenga amene mumatitumizira kudzera m’mafomu olumikizana nafe, a mabungwe akuluakulu ndi a thandizo: dzina lanu, imelo, uthenga, gulu la nkhani, bungwe ndi chilankhulo.',
        ],
      },
      {
        id: 'how-we-use-it',
        heading: 'Momwe timazigwiritsira ntchito',
        paragraphs: [
          'Timagwiritsa ntchito zambiri zanu poyendetsa Koinonia chifukwa cha inu: kukulowetsani mu akaunti, kuonetsa zinthu zanu kwa anthu amene mwasankha, kusunga zokonda zanu ndi kuyankha mauthenga anu.',
          'Timakutumizirani imelo pokhapokha pobwezeretsa akaunti, potsimikizira imelo, potumiza maulalo olowera, potsimikizira kuti talandira mauthenga anu ndi pa zidziwitso zimene mwayatsa mu zokonda za zidziwitso.',
          'Mukagwiritsa ntchito chinthu cha AI, mawu amene mwatumiza amakonzedwa kuti apange yankho lanu. Sagwiritsidwa ntchito konse pa malonda.',
          'Malipiro amayendetsedwa ndi kampani yathu yolandira malipiro. Koinonia sionako kapena kusunga nambala yonse ya khadi lanu.',
        ],
      },
      {
        id: 'who-can-see-it',
        heading: 'Amene angaone zimene mumagawana',
        paragraphs: [
          'Zimene mumapanga zimaonetsedwa molingana ndi zimene mwasankha. Pempho la pemphero lapoyera limaonekera pa khoma la mapemphero la mpingo wanu, lachinsinsi limakhala ndi inu ndi gulu la pemphero limene mwasankha, ndipo lopanda dzina limaonetsedwa popanda dzina lanu.',
          'Oyang’anira mpingo ndi magulu amaona mamembala ndi zomwe zili m’magulu awo. Mbiri ya zopereka imaonedwa ndi wopereka yekha ndi oyang’anira chuma a mpingo wake.',
        ],
      },
      {
        id: 'what-we-never-do',
        heading: 'Zimene sitichita konse',
        paragraphs: [
          'Sitigulitsa zambiri zanu, sitizigawana chifukwa cha malonda ndipo sitikutsatirani pa mawebusaiti ena. Sitigwiritsa ntchito makampani ena ofufuza zochita zanu.',
          'Timapereka zambiri kwa ena pokhapokha ngati mfundo izi zanena choncho, monga zambiri za malipiro kwa kampani yathu yolandira malipiro, kapena ngati lamulo latikakamiza.',
        ],
      },
      {
        id: 'cookies-and-local-storage',
        heading: 'Ma cookie ndi zosungidwa pa chipangizo chanu',
        paragraphs: [
          'Koinonia imaika cookie imodzi yokha: cookie yolowera imene imasunga nambala ya gawo yosankhidwa mwachisawawa. Siingawerengedwe ndi mapulogalamu a patsamba, ndipo imatha mukatuluka kapena patapita nthawi osaigwiritsa ntchito. Sitiika ma cookie a malonda kapena ofufuza.',
          'Malo osungira a msakatuli wanu amasunga mawonekedwe, chilankhulo, kakonzedwe ka mbali ya tsamba ndi nthawi imene uthenga wolandira unaonetsedwa komaliza, kuti tsambali lioneke momwe munalisiyira. Zimenezi zimakhala pa chipangizo chanu.',
        ],
      },
      {
        id: 'country-detection',
        heading: 'Momwe timadziwira dziko lanu',
        paragraphs: [
          'Kuti tikupatseni chilankhulo choyenera ndi kuonetsa mitengo mu ndalama ya kwanu, timafufuza dziko lanu kuchokera ku adilesi yanu ya IP m’nkhokwe ya zambiri pa makompyuta athu. Adilesi yanu situmizidwa kwa wina aliyense, ndipo kufufuzaku sikuisunga.',
          'Pulogalamuyi ili ndi zambiri za GeoLite2 zopangidwa ndi MaxMind, zopezeka pa {link}.',
        ],
      },
      {
        id: 'retention',
        heading: 'Nthawi imene timazisunga',
        paragraphs: [
          'Timasunga zambiri za akaunti yanu malinga ngati muli ndi akaunti. Mukachotsa akaunti yanu, zambiri zake zimachotsedwa pasanathe masiku {deletionDays}, kupatula mbiri ya zopereka imene mpingo wanu uyenera kusunga mwalamulo.',
          'Mauthenga olumikizana nafe, a mabungwe akuluakulu ndi a thandizo amasungidwa kwa miyezi {messageRetentionMonths} kuti tiwayankhe ndi kuwatsatira, kenako amachotsedwa. Mukatumiza uthenga, adilesi yanu ya IP imagwiritsidwa ntchito pa chowerengera chakanthawi chokha choletsa kusefukira kwa mauthenga; chimatha pasanathe ola limodzi ndipo sichisungidwa limodzi ndi uthenga wanu.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Ufulu wanu',
        paragraphs: [
          'Mukhoza kuona, kutenga, kukonza ndi kuchotsa zambiri zanu. Mbiri yanu ndi zimene mwasankha zili mu Zokonda ndi pa tsamba la mbiri yanu; kuti mupeze kope la zonse kapena kuti akaunti yanu ichotsedwe, tumizani pempho la thandizo kapena lemberani {privacyEmail}, ndipo tidzayankha mwachangu.',
          'Mukhozanso kutsutsa momwe timagwiritsira ntchito zambiri zanu kapena kudandaula ku bungwe loteteza zambiri za anthu la kumene mumakhala.',
        ],
      },
      {
        id: 'children',
        heading: 'Ana',
        paragraphs: [
          'Muyenera kukhala ndi zaka zosachepera {minimumAge} kuti mupange akaunti yanuyanu. Mamembala aang’ono angathe kutenga nawo mbali kudzera mu mpingo wawo wokha, ndi chilolezo cha kholo kapena wowasamalira.',
          'Ngati mukukhulupirira kuti mwana wa zaka zosakwana {minimumAge} ali ndi akaunti popanda chilolezo chimenecho, lemberani {privacyEmail} ndipo tidzaichotsa.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Zosintha ndi kulumikizana',
        paragraphs: [
          'Tikasintha mfundo izi, tidzasintha tsiku lomwe lili pamwamba ndipo, pa zosintha zofunika, tidzakudziwitsani mu pulogalamu kapena pa imelo zisanayambe kugwira ntchito.',
          'Mafunso okhudza zachinsinsi chanu amalandiridwa nthawi zonse pa {privacyEmail}.',
        ],
      },
    ],
  },
  termsOfService: {
    meta: {
      title: 'Migwirizano ya ntchito — Koinonia',
      description:
        'Migwirizano yogwiritsira ntchito Koinonia: akaunti yanu, kugwiritsa ntchito mwaulemu, umwini wa zinthu zanu, mapulani, malipiro, makandulo a AI ndi ufulu wanu.',
    },
    title: 'Migwirizano ya ntchito',
    intro:
      'Migwirizano iyi ndi pangano pakati pa inu ndi Koinonia pamene mukugwiritsa ntchito pulogalamu ndi webusaiti yathu. Taipanga kukhala yachidule ndi yomveka. Mukapanga akaunti kapena kugwiritsa ntchito Koinonia, mukuvomereza migwirizano imeneyi.',
    sections: [
      {
        id: 'accounts',
        heading: 'Akaunti yanu',
        paragraphs: [
          'Muyenera kukhala ndi zaka zosachepera {minimumAge} kuti mupange akaunti. Mamembala aang’ono angathe kutenga nawo mbali kudzera mu mpingo wawo wokha, ndi chilolezo cha kholo kapena wowasamalira.',
          'Perekani zambiri zolondola, sungani mawu anu achinsinsi kwa inu nokha ndipo tiuzeni pa {supportEmail} ngati mukuganiza kuti munthu wina wagwiritsa ntchito akaunti yanu. Inu ndi amene muli ndi udindo pa zimene zimachitika mu akaunti yanu.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Kugwiritsa ntchito Koinonia mosamala',
        paragraphs: [
          'Koinonia inapangidwira chiyanjano. Lemekezani ena: palibe kuzunza, kuopseza, udani kapena kupezerera, palibe mauthenga osafunika kapena malonda osafunsidwa, ndipo palibe chilichonse choletsedwa ndi lamulo.',
          'Lemekezani chinsinsi cha pemphero. Musakopere, kutumiza kwa ena kapena kuulula pempho lachinsinsi kapena lopanda dzina, kapena chilichonse chogawidwa m’gulu la pemphero kapena m’gulu lina, kunja kwa malo amene chinagawidwa.',
          'Musayese kulowa m’maakaunti a ena, kusokoneza ntchitoyi kapena kusonkhanitsa zambiri za mamembala ena.',
        ],
      },
      {
        id: 'your-content',
        heading: 'Zinthu zanu',
        paragraphs: [
          'Zimene mumaika ndi zanu: mapemphero, zolemba m’kope, mauthenga, zochitika ndi zithunzi kapena mavidiyo. Mumapatsa Koinonia chilolezo chokhacho chofunika kuti izisunge ndi kuzionetsa kwa anthu amene mwasankha, ndipo chilolezocho chimatha mukazichotsa.',
          'Ikani zokhazo zimene muli ndi ufulu wozigawana, kuphatikizapo zithunzi za anthu ena.',
        ],
      },
      {
        id: 'church-administrators',
        heading: 'Oyang’anira mpingo',
        paragraphs: [
          'Ngati mumayang’anira mpingo, utumiki kapena gulu pa Koinonia, mumachita zimenezo m’malo mwa gululo. Itanani anthu okhawo amene ali mbali yake, perekani maudindo kwa ogwira ntchito mosamala ndipo gwiritsani ntchito zambiri za mamembala pa moyo wa mpingo wokha.',
          'Yang’anirani mabwalo a zokambirana ndi macheza anu mwachilungamo, sungani mbiri ya zopereka monga momwe lamulo likufunira, ndipo onetsetsani kuti muli ndi chilolezo cha kholo kapena wowasamalira pa membala aliyense wa zaka zosakwana {minimumAge}.',
        ],
      },
      {
        id: 'plans-billing-and-candles',
        heading: 'Mapulani, malipiro ndi makandulo a AI',
        paragraphs: [
          'Pulani ya {disciplePlan} ndi yaulere. Mapulani olipira amalipiridwa pasadakhale mwezi uliwonse kapena chaka chilichonse, ndipo pulani ya chaka imawononga mofanana ndi miyezi {monthsCharged}. Mitengo imaonetsedwa musanalipire, mu ndalama ya kwanu ngati n’kotheka, kuphatikizapo msonkho uliwonse.',
          'Kulembetsa kumapitirira kumapeto kwa nthawi iliyonse mpaka mutaletsa. Mukhoza kuletsa nthawi iliyonse; mumakhalabe ndi pulani yanu mpaka kumapeto kwa nthawi imene munalipira. Ngati lamulo likupatsani ufulu wobwezeredwa ndalama, tidzaulemekeza.',
          'Makandulo a AI ndi magawo olipirira zinthu za AI. Makandulo a pulani yanu amawonjezeredwanso mwezi uliwonse; makandulo a phukusi lowonjezera satha ntchito. Makandulo alibe mtengo wa ndalama ndipo sangasinthidwe kukhala ndalama.',
        ],
      },
      {
        id: 'ai-features',
        heading: 'Zinthu za AI',
        paragraphs: [
          'Maupangiri a phunziro a AI, kukonzekera ulaliki, Baibulo lomvetsera la AI ndi mavidiyo a AI zingakuthandizeni kuphunzira ndi kukonzekera, koma zingalakwitse. Yesani zimene zimapanga ndi Malemba ndi uphungu wa mpingo wanu, ndipo khalani ndi udindo pa zimene mumafalitsa.',
          'Mawu amene mumatumiza amakonzedwa kuti akupatseni yankho ndipo sagwiritsidwa ntchito konse pa malonda. Musatumize zinsinsi za anthu ena.',
        ],
      },
      {
        id: 'availability',
        heading: 'Kupezeka kwa ntchito',
        paragraphs: [
          'Timayesetsa kuti Koinonia izipezeka usana ndi usiku, koma sitingalonjeze kuti sidzasokonezeka konse, mwachitsanzo pokonza makina. Zinthu zina zikhoza kusintha pamene pulogalamu ikukula; tikachotsa chinthu chimene mumalipirira, tidzakudziwitsani kaye.',
          'Koinonia si ntchito yazadzidzidzi ndipo siilowa m’malo mwa chisamaliro cha abusa kapena thandizo la akatswiri. Ngati munthu ali pangozi, lumikizanani ndi ntchito zazadzidzidzi za kwanuko.',
        ],
      },
      {
        id: 'ending-your-account',
        heading: 'Kutseka akaunti yanu',
        paragraphs: [
          'Mukhoza kupempha kuti akaunti yanu ichotsedwe nthawi iliyonse: tumizani pempho la thandizo kapena lemberani {supportEmail}.',
          'Tingaimitse kapena kutseka akaunti imene ikuphwanya migwirizano iyi mwamphamvu kapena mobwerezabwereza. Pokhapokha ngati nkhaniyo ndi yachangu kapena lamulo likuletsa, tidzakuuzani chifukwa chake ndi kukupatsani mpata woyankha.',
        ],
      },
      {
        id: 'liability',
        heading: 'Udindo wathu',
        paragraphs: [
          'Timapereka Koinonia mosamala koma momwe ilili. Monga momwe lamulo limalolera, sitikhala ndi udindo pa zotayika zosalunjika, ndipo udindo wathu wonse kwa inu umangokhala pa ndalama zimene munatilipira m’miyezi khumi ndi iwiri isanafike nthawi ya chidandaulo.',
          'Palibe chilichonse m’migwirizano iyi chimene chimachotsa ufulu umene malamulo oteteza ogula a m’dziko lanu amakupatsani.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'Lamulo loyendetsa',
        paragraphs: [
          'Migwirizano iyi imayendetsedwa ndi malamulo a Boma la Tennessee, Mayiko Ogwirizana a America. Ngati mkangano sungathe kuthetsedwa pokambirana nafe kaye, udzaweruzidwa ndi makhoti a Tennessee, pokhapokha ngati lamulo la kwanu likupatsani ufulu wopita ku makhoti a kwanu.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Zosintha ndi kulumikizana',
        paragraphs: [
          'Tikasintha migwirizano iyi, tidzasintha tsiku lomwe lili pamwamba ndi kukudziwitsani za zosintha zofunika zisanayambe kugwira ntchito. Ngati simukuvomereza, mukhoza kusiya kugwiritsa ntchito Koinonia ndi kuchotsa akaunti yanu.',
          'Mafunso okhudza migwirizano iyi amalandiridwa pa {supportEmail}, kapena kudzera pa positi ku Koinonia, 100 Fellowship Way, Suite 200, Nashville, TN 37203, Mayiko Ogwirizana a America.',
        ],
      },
    ],
  },
};

export default copy;
