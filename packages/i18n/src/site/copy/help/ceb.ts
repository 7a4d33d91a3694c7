import type { HelpCopy } from './en';

/** Cebuano copy of the FAQ and help docs pages. */
const copy: HelpCopy = {
  search: {
    label: 'Pangita',
    placeholder: 'Pangitaa ang mga pangutana ug giya',
    results: '{count} ka resulta',
    noResults: 'Walay mitakdo sa “{query}”. Sulayi ang laing pulong, o kontaka ang among team sa tabang.',
    clear: 'Limpyohi ang pagpangita',
  },
  faq: {
    meta: {
      title: 'Kanunayng gipangutana — Koinonia',
      description:
        'Mga tubag bahin sa Koinonia: pagsugod, libre ug bayad nga plano, AI nga kandila, privacy, kinsay makakita sa pag-ampo ug unsay idugang sa mga plano sa simbahan.',
    },
    hero: {
      eyebrow: 'Kanunayng Pangutana',
      title: 'Mga pangutana nga kanunay namong madungog',
      subtitle: 'Mubo ug matinud-anon nga mga tubag alang sa mga miyembro, lider ug administrador sa simbahan.',
    },
    groups: [
      {
        title: 'Pagsugod',
        items: [
          {
            question: 'Unsa ang Koinonia?',
            answer:
              'Ang Koinonia usa ka app sa simbahan alang sa mga miyembro, lider, pastor, administrador ug boluntaryo. Gihiusa niini sa usa ka dapit ang bungbong sa pag-ampo, adlaw-adlaw nga pagbasa sa Bibliya, S.O.A.P. nga journal, mga kalihokan, group chat, pag-alagad ug paghalad, aron ang simbahan magpabilin sa panag-uban tibuok semana.',
          },
          {
            question: 'Libre ba ang Koinonia?',
            answer:
              'Oo. Libre ang plano nga {disciplePlan}, walay card nga gikinahanglan, ug apil niini ang bungbong sa pag-ampo, ang S.O.A.P. nga journal, mga panaghisgot sa komunidad, adlaw-adlaw nga pagbasa sa Bibliya, mga plano sa pagbasa alang sa nagsugod ug {discipleCandles} ka AI nga kandila matag bulan. Ang bayad nga mga plano magdugang og kandila ug himan.',
          },
          {
            question: 'Kinahanglan ba nga anaa sa Koinonia ang akong simbahan?',
            answer:
              'Dili. Makabasa, makaampo ug makasulat ka sa journal nga ikaw ra, ug opsyonal ang pagpili og simbahan sa setup. Kung moapil na ang imong simbahan, makakonektar ka sa mga komunidad, kalihokan ug team sa pag-alagad niini gamit ang samang account.',
          },
          {
            question: 'Unsang mga pinulongan ang gigamit sa Koinonia?',
            answer:
              'Anaa ang Koinonia sa {languageCount} ka pinulongan, lakip ang Arabic, Urdu, Hebreohanon ug Farsi nga gisulat gikan sa tuo ngadto sa wala. Sa imong unang pagbisita, mosugyot kami og mga pinulongan alang sa imong nasod, ug mausab nimo ang imong pinulongan bisan kanus-a sa Mga Setting.',
          },
        ],
      },
      {
        title: 'Mga plano ug kandila',
        items: [
          {
            question: 'Unsa ang AI nga kandila?',
            answer:
              'Ang AI nga kandila usa ka kredito nga gigasto sa mga bahin sa AI: mga giya sa pagtuon, pag-andam sa wali, ang AI audio nga Bibliya ug AI nga video. Ang matag plano adunay mga kandila nga mabag-o matag bulan. Ang pag-ampo, pagbasa, chat ug tanan nga dili AI dili gayod mogasto og kandila.',
          },
          {
            question: 'Unsay mahitabo kung mahutdan ko og kandila?',
            answer:
              'Ang mga bahin sa AI lang ang mohunong. Mahimo nimong hulaton nga mabag-o ang imong binulan nga kandila, mopalit og boost pack nga ang mga kandila dili gayod ma-expire, o mobalhin sa plano nga mas dako ang binulan nga gahin.',
          },
          {
            question: 'Mausab o makansela ba nako ang akong plano?',
            answer:
              'Oo, bisan kanus-a. Magbayad matag bulan, o magbayad matag tuig ug makakuha og {freeMonths} ka bulan nga libre. Kung mokansela ka, magpabilin kanimo ang imong plano hangtod sa katapusan sa panahon nga imong nabayran, unya mobalik ka sa libre nga plano nga kompleto gihapon ang imong sulod.',
          },
          {
            question: 'Aduna bay bili nga kuwarta ang mga kandila?',
            answer:
              'Wala. Ang mga kandila mga kredito alang sa mga bahin sa AI sulod sa Koinonia. Dili kini mailisan og kuwarta o magamit gawas sa app.',
          },
        ],
      },
      {
        title: 'Privacy ug kaluwasan',
        items: [
          {
            question: 'Gibaligya ba sa Koinonia ang akong datos o nagpakita ba kini og ads?',
            answer:
              'Dili. Walay pagsubay para sa ads, walay analytics sa laing kompanya ug walay pagbaligya sa datos. Gamiton lang namo ang imong datos aron padaganon ang Koinonia alang nimo ug sa imong simbahan.',
          },
          {
            question: 'Kinsa ang makakita sa akong mga hangyo sa pag-ampo?',
            answer:
              'Ikaw ang mopili sa matag hangyo. Ang publiko nga mga hangyo makita sa bungbong sa pag-ampo sa imong simbahan, ang pribado magpabilin nimo ug sa lingin sa pag-ampo nga imong gipili, ug ang anonimo ipakita nga walay imong ngalan.',
          },
          {
            question: 'Unsang cookies ang gigamit sa Koinonia?',
            answer:
              'Usa ka cookie sa pag-sign in nga adunay random nga session id. Walay cookies sa advertising o analytics. Hinumdoman usab sa imong browser ang imong tema, pinulongan ug layout sa sidebar sa imong kaugalingong device.',
          },
          {
            question: 'Unsaon nako pagreport sa makadaot nga butang?',
            answer:
              'Ang mga forum ug group chat gibantayan sa mga lider sa imong simbahan, busa sultihi una ang moderator o lider sa maong komunidad. Kung may kalabotan kini sa imong kaluwasan o wala pa masulbad, sulati ang {supportEmail} ug among susihon kini.',
          },
        ],
      },
      {
        title: 'Alang sa mga simbahan',
        items: [
          {
            question: 'Unsaon pagsugod sa among simbahan?',
            answer:
              'Pilia ang {churchBasicPlan} o {churchStandardPlan}, o kontaka kami bahin sa {enterprisePlan} alang sa mas dagkong network. Malipay kami nga mag-iskedyul og demo ug motabang ninyo sa pagdapit sa inyong staff ug mga miyembro.',
          },
          {
            question: 'Unsay idugang sa mga plano sa simbahan?',
            answer:
              'Pagdumala sa miyembro, pagplano sa kalihokan, komunikasyon sa tibuok simbahan, pribado nga lingin sa pag-ampo, analytics, pagdumala sa daghang campus, analytics sa paghalad, integrasyon sa livestream, pagdumala sa boluntaryo ug real-time nga chat sa ministeryo uban ang CRM.',
          },
          {
            question: 'Unsa ang mga kandila sa pagkamaunongon?',
            answer:
              'Usa ka pasalamat sa mga simbahan nga nagpabilin uban kanamo: matag {loyaltyMonths} ka bulan, ang mga simbahan sa {churchBasicPlan} makadawat og {basicLoyaltyCandles} ka dugang nga kandila ug ang mga simbahan sa {churchStandardPlan} makadawat og {standardLoyaltyCandles}.',
          },
          {
            question: 'Unsay makita sa mga administrador sa simbahan?',
            answer:
              'Makita sa mga administrador ang pagkamiyembro ug ang sulod sa ilang kaugalingong mga komunidad. Magpabiling pribado ang pribado nga mga pag-ampo ug journal sa mga miyembro, ug ang rekord sa paghalad makita lang sa naghatag ug sa mga administrador sa panalapi sa simbahan.',
          },
        ],
      },
    ],
  },
  helpDocs: {
    meta: {
      title: 'Mga giya nga lakang-lakang — Koinonia',
      description:
        'Mga giya sa Koinonia: account, hangyo sa pag-ampo, plano sa pagbasa, RSVP sa kalihokan, pagboluntaryo, pagdumala sa miyembro ug paggamit sa AI nga kandila.',
    },
    hero: {
      eyebrow: 'Mga Giya',
      title: 'Mga giya nga lakang-lakang',
      subtitle:
        'Pangitaa ang buluhaton nga imong gihunahuna ug sunda ang mga lakang. Pipila lang ka minuto ang matag giya.',
    },
    articles: [
      {
        id: 'create-your-account',
        title: 'Paghimo og account ug pagpili og pinulongan',
        summary: 'Pagpalista nga libre ug i-set up ang Koinonia sa pinulongan nga imong gigamit sa pag-ampo.',
        steps: [
          'Pilia ang “Sugdi nga libre” ug isulod ang imong ngalan, email address ug password. Walay card nga gikinahanglan.',
          'Ablihi ang email nga among ipadala ug sunda ang link aron mapamatud-an ang imong address.',
          'Humana ang mubo nga setup: ang imong profile, ang imong simbahan ug ang imong mga interes. Mahimo nimong laktawan ang mga lakang bahin sa simbahan ug interes ug balikan kini unya.',
          'Pilia ang imong pinulongan sa katapusang lakang. Aron usbon kini unya, ablihi ang Mga Setting ug pilia ang Pinulongan; matipig sa imong account ang imong gipili ug mosunod kini kanimo sa matag device.',
        ],
      },
      {
        id: 'post-a-prayer-request',
        title: 'Pag-post og hangyo sa pag-ampo ug pilia kinsa ang makakita',
        summary: 'Ipaambit ang anaa sa imong kasingkasing ngadto mismo sa mga tawo nga imong gusto.',
        steps: [
          'Ablihi ang Bungbong sa Pag-ampo ubos sa Pagsimba sa sidebar ug sugdi ang bag-ong hangyo.',
          'Hatagi kini og mubo nga titulo ug isulat kung unsay gusto nimong iampo.',
          'Pilia kinsa ang makakita: Publiko alang sa bungbong sa pag-ampo sa imong simbahan, Pribado alang nimo ug sa lingin sa pag-ampo nga imong pilion, o Anonimo aron ipaambit kini nga walay imong ngalan.',
          'I-post kini. Pahibaloon ka samtang ang mga tawo nag-ampo, ug makita sa hangyo kung pila ang nag-ampo uban nimo.',
          'Kung natubag na ang pag-ampo, markahi kini nga natubag aron ang tanan nga nag-ampo makapasalamat uban nimo.',
        ],
      },
      {
        id: 'reading-plan-and-soap-journal',
        title: 'Sugdi ang plano sa pagbasa ug pagsulat sa S.O.A.P. nga journal',
        summary:
          'Paghimo og adlaw-adlaw nga batasan sa pagbasa sa Kasulatan ug pagsulat kung unsay kahulogan niini alang nimo.',
        steps: [
          'Ablihi ang Pagbasa sa Bibliya ubos sa Pagsimba ug susiha ang mga plano sa pagbasa: {beginnerPlans} alang sa nagsugod ug {intermediatePlans} alang sa andam na nga molawom pa.',
          'Sugdi ang usa ka plano. Ang matag adlaw adunay pagbasa uban ang giyahan nga debosyon ug mga nota sa pagtuon; pilia ang imong hubad o paminaw gamit ang audio nga Bibliya.',
          'Human sa pagbasa, ablihi ang S.O.A.P. nga Journal ug pagsulat og upat ka mubo nga bahin: ang Kasulatan nga mitatak nimo, ang imong Obserbasyon, unsaon nimo kini pag-aplikar, ug usa ka Pag-ampo.',
          'Balik ugma: natipig ang imong dapit sa plano, ug magpabiling pribado ang imong journal gawas kung pilion nimo nga ipaambit ang usa ka entry.',
        ],
      },
      {
        id: 'rsvp-to-an-event',
        title: 'Mag-RSVP sa kalihokan ug makadawat og pahinumdom',
        summary: 'Pahibaloa ang mga organisador nga moanhi ka ug ayaw gayod kaulahi sa pagsugod.',
        steps: [
          'Ablihi ang Mga Kalihokan ubos sa Koneksyon aron makita ang umaabot sa imong simbahan ug mga grupo, uban ang lokasyon ug campus sa matag usa.',
          'Ablihi ang usa ka kalihokan ug mag-RSVP aron mahibalo ang mga organisador pila ang paabuton.',
          'Moabot ang mga pahinumdom una sa kalihokan pinaagi sa mga channel nga imong gipili sa Mga Setting sa Pahibalo: sa app, pinaagi sa email o isip push notification.',
          'Kung mausab ang imong plano, usba ang imong RSVP aron magpabiling sakto ang ihap sa motambong.',
        ],
      },
      {
        id: 'join-a-community',
        title: 'Apil sa usa ka komunidad ug pakig-chat sa imong grupo',
        summary: 'Pangitaa ang imong gamay nga grupo o ministeryo ug magpabiling suod taliwala sa mga panagtagbo.',
        steps: [
          'Ablihi ang Mga Komunidad ubos sa Koneksyon ug pangitaa ang mga grupo ug ministeryo sa imong simbahan.',
          'Apil sa mga grupo nga imong nahisakopan. Makita na nimo ang ilang mga pahibalo, forum ug kalihokan.',
          'Apil sa mga forum, nga gibantayan sa imong mga lider, o ablihi ang chat sa imong grupo alang sa dali nga panag-istorya.',
          'Gamita ang Mga Mensahe alang sa panag-istorya nga kamo ra ug ang Mga Kontak aron kanunay nga duol ang mga tawo nga imong nailhan.',
        ],
      },
      {
        id: 'volunteer-and-gifts-assessment',
        title: 'Pangitag oportunidad sa pagboluntaryo ug tubaga ang pagsusi sa gasa',
        summary: 'Diskobreha ang imong mga gasa ug pangitag dapit sa pag-alagad nga mohaom nimo.',
        steps: [
          'Tubaga ang pagsusi sa espirituhanong gasa: libre ang basic nga may {basicQuestions} ka pangutana; ang kompleto nga may {comprehensiveQuestions} ka pangutana apil sa {servantPlan} ug mas taas pa.',
          'Ablihi ang Sentro sa Pag-alagad ubos sa Pag-alagad. Unang isugyot ang mga oportunidad nga mitakdo sa imong kahanas ug gasa.',
          'Ablihi ang usa ka oportunidad aron makita ang team, unsay nalakip niini ug pila ka lugar ang bakante, unya pag-aplay.',
          'Sunda ang imong aplikasyon sa Akong mga Aplikasyon. Kung anaa ka na sa usa ka team, makita sa Sentro sa Pag-alagad ang imong iskedyul ug mga pahinumdom, ug ang mga badge sa pag-ila magtimaan sa imong pag-alagad.',
        ],
      },
      {
        id: 'invite-staff-and-manage-members',
        title: 'Dapita ang staff ug dumalaha ang mga miyembro',
        summary:
          'Alang sa mga administrador sa simbahan: ipasulod ang imong team ug padayona nga updated ang listahan sa miyembro.',
        steps: [
          'Ablihi ang Admin sa Simbahan sa sidebar. Makita kini kung ang account sa imong simbahan mohatag nimo og access isip administrador.',
          'Sa pagdumala sa staff, dapita ang usa ka tawo pinaagi sa email ug pilia ang iyang papel: admin, lider o moderator.',
          'Makadawat sila og imbitasyon ug dawaton kini pinaagi sa pag-sign in o paghimo og account; pahibaloon ka kung nakaapil na sila.',
          'Gamita ang Pagdumala sa mga Tawo aron makita ang imong mga miyembro, usbon ang ilang detalye ug organisahon sila sa mga grupo ug ministeryo.',
          'Ipadala ang balita alang sa tibuok simbahan gikan sa Sentro sa Komunikasyon aron madungog kini sa tanan sa usa ka dapit.',
        ],
      },
      {
        id: 'ai-candles-and-boost-packs',
        title: 'Gamita ang AI nga kandila ug palit og boost pack',
        summary: 'Igasto ang mga kandila sa mga himan sa AI alang sa pagtuon ug wali, ug dugangi kung kulang pa.',
        steps: [
          'Ablihi ang Mga Kandila ubos sa Account aron makita ang imong balanse ug ang gasto sa matag bahin sa AI.',
          'Gamita ang usa ka bahin sa AI, sama sa giya sa pagtuon o pag-andam sa wali; ang kandila nga gasto niini ibawas sa imong balanse.',
          'Mabag-o matag bulan ang mga kandila sa imong plano. Kung kinahanglan ka pa una niana, palit og boost pack: S nga may {smallPackCandles} ka kandila, M nga may {mediumPackCandles} o L nga may {largePackCandles}.',
          'Ipakita ang presyo sa imong kuwarta una ka magbayad, ug ang mga kandila gikan sa boost pack dili gayod ma-expire.',
        ],
      },
      {
        id: 'theme-font-size-and-notifications',
        title: 'Usba ang tema, gidak-on sa letra ug mga pahibalo',
        summary: 'Himoa nga komportable basahon ang Koinonia ug hukmi kung unsay moabot kanimo.',
        steps: [
          'Ablihi ang Mga Setting ug, ubos sa Hitsura, pilia ang tema nga Hayag, Ngitngit o Awtomatiko. Ang Awtomatiko mosunod sa imong device. Paspas usab ang pagbalhin gamit ang toggle sa ibabaw.',
          'Pilia ang gidak-on sa letra nga Gamay, Tunga o Dako. Matipig sa imong account ang imong gipili.',
          'Ablihi ang Mga Setting sa Pahibalo ug pilia, sa matag matang sa pahibalo, kung makita ba kini sa app, moabot pinaagi sa email o ipadala sa imong device.',
          'I-pin ang hangtod {maxPinned} ka paborito nga panid sa sidebar aron magpabilin kini sa ibabaw.',
        ],
      },
      {
        id: 'export-or-delete-your-data',
        title: 'I-export o papasa ang imong datos',
        summary: 'Tan-awa kung unsay gitipigan sa Koinonia bahin nimo, pagkuha og kopya o papasa ang imong account.',
        steps: [
          'Aron mangayo og kopya sa imong datos o sa pagpapas sa imong account, pagpadala og hangyo sa tabang (pilia ang “Kinatibuk-ang mga pangutana”) o sulati ang {privacyEmail}.',
          'Aron itul-id ang imong ngalan, username o litrato, ablihi ang Profile gikan sa menu sa avatar.',
          'Kung papason nimo ang imong account, mapapas ang imong datos sulod sa {deletionDays} ka adlaw, gawas sa rekord sa paghalad nga kinahanglang itipig sa imong simbahan sumala sa balaod.',
          'Pagsulat gikan sa email address sa imong account, aron mahibal-an namo nga ikaw gyud ang nangayo; motubag kami sulod sa usa ka adlaw sa trabaho.',
        ],
      },
    ],
  },
  stillNeedHelp: {
    title: 'Nanginahanglan pa ba ka og tabang?',
    body: 'Gibasa sa among team sa tabang ang matag mensahe ug motubag sulod sa usa ka adlaw sa trabaho. Isulti kanamo kung unsay imong gisulayan buhaton ug unsay nahitabo.',
  },
};

export default copy;
