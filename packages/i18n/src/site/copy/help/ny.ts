import type { HelpCopy } from './en';

/** Chichewa copy of the FAQ and help docs pages. */
const copy: HelpCopy = {
  search: {
    label: 'Sakani',
    placeholder: 'Sakani mafunso ndi maupangiri',
    results: 'Zotsatira {count}',
    noResults: 'Palibe chogwirizana ndi “{query}”. Yesani liwu lina, kapena lumikizanani ndi gulu lothandiza.',
    clear: 'Chotsani kusaka',
  },
  faq: {
    meta: {
      title: 'Mafunso ofunsidwa kawirikawiri — Koinonia',
      description:
        'Mayankho okhudza Koinonia: kuyamba, mapulani aulere ndi olipira, makandulo a AI, zachinsinsi, amene amaona mapemphero ndi zimene mapulani a mpingo amawonjezera.',
    },
    hero: {
      eyebrow: 'Mafunso',
      title: 'Mafunso amene timamva kawirikawiri',
      subtitle: 'Mayankho achidule ndi oona a mamembala, atsogoleri ndi oyang’anira mpingo.',
    },
    groups: [
      {
        title: 'Kuyamba',
        items: [
          {
            question: 'Kodi Koinonia ndi chiyani?',
            answer:
              'Koinonia ndi pulogalamu ya mpingo ya mamembala, atsogoleri, abusa, oyang’anira ndi odzipereka. Imabweretsa pamalo amodzi khoma la mapemphero, kuwerenga Baibulo tsiku lililonse, kope la S.O.A.P., zochitika, macheza a magulu, utumiki ndi zopereka, kotero mpingo umakhala mu chiyanjano sabata yonse.',
          },
          {
            question: 'Kodi Koinonia ndi yaulere?',
            answer:
              'Inde. Pulani ya {disciplePlan} ndi yaulere popanda khadi, ndipo ili ndi khoma la mapemphero, kope la S.O.A.P., zokambirana za magulu, kuwerenga Baibulo tsiku lililonse, mapulani owerengera a oyamba kumene ndi makandulo a AI {discipleCandles} pa mwezi. Mapulani olipira amawonjezera makandulo ndi zida zina.',
          },
          {
            question: 'Kodi mpingo wanga uyenera kukhala pa Koinonia?',
            answer:
              'Ayi. Mukhoza kuwerenga, kupemphera ndi kulemba m’kope lanu nokha, ndipo kusankha mpingo pokhazikitsa akaunti si kokakamiza. Mpingo wanu ukalowa, mumalumikizana ndi magulu ake, zochitika zake ndi magulu ake a utumiki kuchokera mu akaunti yomweyo.',
          },
          {
            question: 'Kodi Koinonia imapezeka m’zilankhulo ziti?',
            answer:
              'Koinonia imapezeka m’zilankhulo {languageCount}, kuphatikizapo Chiarabu, Chiurdu, Chiheberi ndi Chifarsi zimene zimalembedwa kuchokera kumanja kupita kumanzere. Mukangofika koyamba timakupatsani zilankhulo za dziko lanu, ndipo mukhoza kusintha chilankhulo chanu nthawi iliyonse mu Zokonda.',
          },
        ],
      },
      {
        title: 'Mapulani ndi makandulo',
        items: [
          {
            question: 'Kodi kandulo ya AI ndi chiyani?',
            answer:
              'Kandulo ya AI ndi gawo limene mumalipirira zinthu za AI: maupangiri a phunziro, kukonzekera ulaliki, Baibulo lomvetsera la AI ndi mavidiyo a AI. Pulani iliyonse ili ndi makandulo amene amawonjezeredwanso mwezi uliwonse. Pemphero, kuwerenga, macheza ndi china chilichonse chimene si AI sichifuna makandulo.',
          },
          {
            question: 'Chimachitika ndi chiyani makandulo anga akatha?',
            answer:
              'Zinthu za AI zokha ndi zimene zimaima. Mukhoza kudikira makandulo anu a mwezi kuti awonjezeredwenso, kugula phukusi lowonjezera limene makandulo ake satha ntchito, kapena kusamukira ku pulani yokhala ndi makandulo ambiri pa mwezi.',
          },
          {
            question: 'Kodi ndingasinthe kapena kuletsa pulani yanga?',
            answer:
              'Inde, nthawi iliyonse. Lipirani mwezi ndi mwezi, kapena lipirani pachaka ndipo mulandire miyezi {freeMonths} yaulere. Mukaletsa, mumakhalabe ndi pulani yanu mpaka kumapeto kwa nthawi imene munalipira, kenako mumabwerera ku pulani yaulere ndipo zinthu zanu zonse zimakhalabe.',
          },
          {
            question: 'Kodi makandulo ali ndi mtengo wa ndalama?',
            answer:
              'Ayi. Makandulo ndi magawo olipirira zinthu za AI mkati mwa Koinonia. Sangasinthidwe kukhala ndalama kapena kugwiritsidwa ntchito kunja kwa pulogalamuyi.',
          },
        ],
      },
      {
        title: 'Zachinsinsi ndi chitetezo',
        items: [
          {
            question: 'Kodi Koinonia imagulitsa zambiri zanga kapena kuonetsa malonda?',
            answer:
              'Ayi. Palibe kutsatira anthu chifukwa cha malonda, palibe kampani ina yofufuza zochita zanu ndipo sitigulitsa zambiri zanu. Timagwiritsa ntchito zambiri zanu pongoyendetsa Koinonia chifukwa cha inu ndi mpingo wanu.',
          },
          {
            question: 'Ndani angaone zopempha zanga za pemphero?',
            answer:
              'Inu mumasankha pa pempho lililonse. Zopempha zapoyera zimaonekera pa khoma la mapemphero la mpingo wanu, zachinsinsi zimakhala ndi inu ndi gulu la pemphero limene mwasankha, ndipo zopanda dzina zimaonetsedwa popanda dzina lanu.',
          },
          {
            question: 'Kodi Koinonia imagwiritsa ntchito ma cookie ati?',
            answer:
              'Cookie imodzi yolowera imene imasunga nambala ya gawo yosankhidwa mwachisawawa. Palibe ma cookie a malonda kapena ofufuza. Msakatuli wanu umakumbukiranso mawonekedwe, chilankhulo ndi kakonzedwe ka mbali ya tsamba pa chipangizo chanu.',
          },
          {
            question: 'Kodi ndinganene bwanji chinthu choipa?',
            answer:
              'Mabwalo a zokambirana ndi macheza a magulu amayang’aniridwa ndi atsogoleri a mpingo wanu, choncho choyamba uzani woyang’anira kapena mtsogoleri wa gululo. Ngati zikukhudza chitetezo chanu kapena sizinathetsedwe, lemberani {supportEmail} ndipo tidzafufuza nkhaniyo.',
          },
        ],
      },
      {
        title: 'Za mipingo',
        items: [
          {
            question: 'Kodi mpingo wathu ungayambe bwanji?',
            answer:
              'Sankhani {churchBasicPlan} kapena {churchStandardPlan}, kapena lumikizanani nafe za {enterprisePlan} ya mabungwe akuluakulu. Tidzasangalala kukonza chiwonetsero ndi kukuthandizani kuitana ogwira ntchito ndi mamembala anu.',
          },
          {
            question: 'Kodi mapulani a mpingo amawonjezera chiyani?',
            answer:
              'Kuyang’anira mamembala, kukonza zochitika, kulankhulana ndi mpingo wonse, gulu la pemphero lachinsinsi, kusanthula, kuyang’anira nthambi zambiri, kusanthula zopereka, kulumikiza kuwulutsa pompopompo, kuyang’anira odzipereka ndi macheza a utumiki a nthawi yomweyo okhala ndi CRM.',
          },
          {
            question: 'Kodi makandulo a kukhulupirika ndi chiyani?',
            answer:
              'Ndi mphatso yothokoza mipingo imene imakhalabe nafe: miyezi {loyaltyMonths} iliyonse, mipingo ya pa {churchBasicPlan} imalandira makandulo owonjezera {basicLoyaltyCandles} ndipo mipingo ya pa {churchStandardPlan} imalandira {standardLoyaltyCandles}.',
          },
          {
            question: 'Kodi oyang’anira mpingo amaona chiyani?',
            answer:
              'Oyang’anira amaona mamembala ndi zomwe zili m’magulu awo. Mapemphero achinsinsi ndi makope a mamembala amakhalabe achinsinsi, ndipo mbiri ya zopereka imaonedwa ndi wopereka yekha ndi oyang’anira chuma a mpingo.',
          },
        ],
      },
    ],
  },
  helpDocs: {
    meta: {
      title: 'Maupangiri a sitepe ndi sitepe — Koinonia',
      description:
        'Maupangiri a Koinonia: akaunti, zopempha za pemphero, mapulani owerengera, kuyankha maitanidwe, kudzipereka, kuyang’anira mamembala ndi makandulo a AI.',
    },
    hero: {
      eyebrow: 'Maupangiri',
      title: 'Maupangiri a sitepe ndi sitepe',
      subtitle:
        'Pezani ntchito imene mukufuna kuchita ndipo tsatirani masitepe. Upangiri uliwonse umatenga mphindi zochepa.',
    },
    articles: [
      {
        id: 'create-your-account',
        title: 'Pangani akaunti ndi kusankha chilankhulo',
        summary: 'Lembetsani kwaulere ndipo khazikitsani Koinonia m’chilankhulo chimene mumapempheramo.',
        steps: [
          'Sankhani “Yambani kwaulere” ndipo lembani dzina lanu, imelo ndi mawu achinsinsi. Khadi silifunika.',
          'Tsegulani imelo imene tikutumizirani ndipo dinani ulalo kuti mutsimikizire imelo yanu.',
          'Malizitsani kukhazikitsa kwachidule: mbiri yanu, mpingo wanu ndi zimene mumakonda. Mukhoza kudumpha masitepe a mpingo ndi zokonda ndipo nkudzabwerako pambuyo pake.',
          'Sankhani chilankhulo chanu pa sitepe yomaliza. Kuti muchisinthe pambuyo pake, tsegulani Zokonda ndipo sankhani Chilankhulo; zimene mwasankha zimasungidwa mu akaunti yanu ndipo zimakutsatirani pa chipangizo chilichonse.',
        ],
      },
      {
        id: 'post-a-prayer-request',
        title: 'Ikani pempho la pemphero ndi kusankha amene angaone',
        summary: 'Gawanani zimene zili mumtima mwanu ndi anthu amene mukufuna okha.',
        steps: [
          'Tsegulani Khoma la Mapemphero pansi pa Kupembedza m’mbali mwa tsamba ndipo yambani pempho latsopano.',
          'Lipatseni mutu wachidule ndipo lembani zimene mukufuna kuti anthu akupempherereni.',
          'Sankhani amene angaone: Poyera kuti liwoneke pa khoma la mapemphero la mpingo wanu, Mwachinsinsi kuti likhale la inu ndi gulu la pemphero limene mwasankha, kapena Popanda dzina kuti muligawane popanda dzina lanu.',
          'Liikeni. Mumadziwitsidwa pamene anthu akupemphera, ndipo pempholo limaonetsa kuti ndi angati akupemphera nanu.',
          'Pemphero likayankhidwa, lembani kuti layankhidwa kuti onse amene anapemphera athe kuyamika nanu.',
        ],
      },
      {
        id: 'reading-plan-and-soap-journal',
        title: 'Yambani pulani yowerengera ndi kulemba m’kope la S.O.A.P.',
        summary: 'Khalani ndi chizolowezi cha tsiku ndi tsiku chowerenga Malemba ndi kulemba tanthauzo lake kwa inu.',
        steps: [
          'Tsegulani Kuwerenga Baibulo pansi pa Kupembedza ndipo onani mapulani owerengera: {beginnerPlans} a oyamba kumene ndi {intermediatePlans} a amene ali okonzeka kupita mozama.',
          'Yambani pulani. Tsiku lililonse limabweretsa chowerenga ndi kusinkhasinkha kotsogozedwa ndi zolemba za phunziro; sankhani matembenuzidwe anu kapena mverani Baibulo lomvetsera.',
          'Mukamaliza kuwerenga, tsegulani Kope la S.O.A.P. ndipo lembani zigawo zinayi zazifupi: Lemba limene lakukhudzani, zimene mwaona, momwe mudzaligwiritsire ntchito, ndi Pemphero.',
          'Bwererani mawa: malo amene munafika mu pulani amasungidwa, ndipo kope lanu limakhala lachinsinsi pokhapokha mutasankha kugawana zimene mwalemba.',
        ],
      },
      {
        id: 'rsvp-to-an-event',
        title: 'Yankhani maitanidwe a chochitika ndi kulandira zikumbutso',
        summary: 'Dziwitsani okonza kuti mudzabwera ndipo musaphonye poyambira.',
        steps: [
          'Tsegulani Zochitika pansi pa Kulumikizana kuti muone zimene zikubwera mu mpingo wanu ndi m’magulu anu, ndi malo ndi nthambi ya chilichonse.',
          'Tsegulani chochitika ndipo yankhani kuti okonza adziwe anthu angati oyembekezera.',
          'Zikumbutso zimafika chochitika chisanachitike kudzera m’njira zimene mwasankha mu Zokonda za zidziwitso: mu pulogalamu, pa imelo kapena ngati chidziwitso cha pa foni.',
          'Mapulani anu akasintha, sinthani yankho lanu kuti chiwerengero cha obwera chikhale cholondola.',
        ],
      },
      {
        id: 'join-a-community',
        title: 'Lowani m’gulu ndi kucheza ndi gulu lanu',
        summary: 'Pezani gulu lanu laling’ono kapena utumiki wanu ndipo khalani olumikizana pakati pa misonkhano.',
        steps: [
          'Tsegulani Magulu pansi pa Kulumikizana ndipo pezani magulu ndi mautumiki a mpingo wanu.',
          'Lowani m’magulu amene muli nawo. Zilengezo zawo, mabwalo a zokambirana ndi zochitika zawo zidzaonekera kwa inu.',
          'Tengani nawo mbali m’mabwalo a zokambirana, amene atsogoleri anu amayang’anira, kapena tsegulani macheza a gulu lanu kuti mucheze mwachangu.',
          'Gwiritsani ntchito Mauthenga pocheza ndi munthu mmodzi ndi Olumikizana nawo kuti anthu amene mumawadziwa akhale pafupi nthawi zonse.',
        ],
      },
      {
        id: 'volunteer-and-gifts-assessment',
        title: 'Pezani mwayi wodzipereka ndi kulemba mayeso a mphatso',
        summary: 'Dziwani mphatso zanu ndipo pezani malo otumikira ogwirizana nanu.',
        steps: [
          'Lembani mayeso a mphatso zauzimu: oyambira ali ndi mafunso {basicQuestions} ndipo ndi aulere; athunthu ali ndi mafunso {comprehensiveQuestions} ndipo amabwera ndi {servantPlan} kapena pulani yapamwamba.',
          'Tsegulani Malo a Utumiki pansi pa Kutumikira. Mipata yogwirizana ndi luso lanu ndi mphatso zanu imaonetsedwa poyamba.',
          'Tsegulani mwayi kuti muone gulu, zimene ntchitoyo ikufuna ndi malo angati opanda anthu, kenako funsirani.',
          'Tsatirani zofunsira zanu mu Zofunsira Zanga. Mukalowa m’gulu, ndandanda yanu ndi zikumbutso zimaonekera mu Malo a Utumiki, ndipo mabaji oyamikira amazindikira utumiki wanu.',
        ],
      },
      {
        id: 'invite-staff-and-manage-members',
        title: 'Itanani ogwira ntchito ndi kuyang’anira mamembala',
        summary: 'Kwa oyang’anira mpingo: bweretsani gulu lanu ndipo sungani mndandanda wa mamembala uli wamakono.',
        steps: [
          'Tsegulani Kuyang’anira Mpingo m’mbali mwa tsamba. Chimaonekera akaunti ya mpingo wanu ikakupatsani ufulu wa woyang’anira.',
          'Mu kuyang’anira ogwira ntchito, itanani munthu kudzera pa imelo ndipo sankhani udindo wake: woyang’anira, mtsogoleri kapena woyang’anira zokambirana.',
          'Amalandira kuitanako ndipo amakuvomereza polowa mu akaunti kapena popanga akaunti; mumadziwitsidwa akalowa.',
          'Gwiritsani ntchito Kuyang’anira Anthu kuti muone mamembala anu, kusintha zambiri zawo ndi kuwagawa m’magulu ndi m’mautumiki.',
          'Tumizani nkhani za mpingo wonse kuchokera ku Malo a Mauthenga kuti aliyense azimve pamalo amodzi.',
        ],
      },
      {
        id: 'ai-candles-and-boost-packs',
        title: 'Gwiritsani ntchito makandulo a AI ndi kugula phukusi lowonjezera',
        summary: 'Gwiritsani ntchito makandulo pa zida za AI za phunziro ndi ulaliki, ndipo onjezerani mukafuna ena.',
        steps: [
          'Tsegulani Makandulo pansi pa Akaunti kuti muone makandulo amene muli nawo ndi mtengo wa chinthu chilichonse cha AI.',
          'Gwiritsani ntchito chinthu cha AI, monga upangiri wa phunziro kapena kukonzekera ulaliki; makandulo ake amachotsedwa pa amene muli nawo.',
          'Makandulo a pulani yanu amawonjezeredwanso mwezi uliwonse. Ngati mukufuna ena nthawi isanafike, gulani phukusi lowonjezera: S yokhala ndi makandulo {smallPackCandles}, M yokhala ndi {mediumPackCandles} kapena L yokhala ndi {largePackCandles}.',
          'Mtengo umaonetsedwa mu ndalama ya kwanu musanalipire, ndipo makandulo a phukusi lowonjezera satha ntchito.',
        ],
      },
      {
        id: 'theme-font-size-and-notifications',
        title: 'Sinthani mawonekedwe, kukula kwa zilembo ndi zidziwitso',
        summary: 'Pangani Koinonia kukhala yosavuta kuwerenga ndipo sankhani zimene zimakufikirani.',
        steps: [
          'Tsegulani Zokonda ndipo, pansi pa Maonekedwe, sankhani Owala, Amdima kapena Odzisintha. Odzisintha amatsatira chipangizo chanu. Batani lomwe lili pamwamba pa tsamba limasinthanso mwachangu.',
          'Sankhani kukula kwa zilembo: Zing’onozing’ono, Zapakatikati kapena Zazikulu. Zimene mwasankha zimasungidwa mu akaunti yanu.',
          'Tsegulani Zokonda za zidziwitso ndipo sankhani, pa mtundu uliwonse wa chidziwitso, ngati chiwoneke mu pulogalamu, chibwere pa imelo kapena chitumizidwe ku chipangizo chanu.',
          'Ikani masamba omwe mumakonda okwana {maxPinned} m’mbali mwa tsamba kuti akhale pamwamba nthawi zonse.',
        ],
      },
      {
        id: 'export-or-delete-your-data',
        title: 'Tengani kapena chotsani zambiri zanu',
        summary: 'Onani zimene Koinonia ili nazo zokhudza inu, tengani kope lake kapena chotsani akaunti yanu.',
        steps: [
          'Kuti mupemphe kope la zambiri zanu kapena kuti akaunti yanu ichotsedwe, tumizani pempho la thandizo (sankhani “Mafunso ena”) kapena lemberani {privacyEmail}.',
          'Kuti mukonze dzina lanu, dzina lolowera kapena chithunzi, tsegulani Mbiri yanu kuchokera pa chithunzi chanu chapamwamba.',
          'Mukachotsa akaunti yanu, zambiri zanu zimachotsedwa pasanathe masiku {deletionDays}, kupatula mbiri ya zopereka imene mpingo wanu uyenera kusunga mwalamulo.',
          'Lembani kuchokera pa imelo ya akaunti yanu, kuti tidziwe kuti pempholi ndi lanu; timayankha pasanathe tsiku limodzi la ntchito.',
        ],
      },
    ],
  },
  stillNeedHelp: {
    title: 'Mukufunabe thandizo?',
    body: 'Gulu lathu lothandiza limawerenga uthenga uliwonse ndipo limayankha pasanathe tsiku limodzi la ntchito. Tiuzeni zimene mumafuna kuchita ndi zimene zinachitika.',
  },
};

export default copy;
