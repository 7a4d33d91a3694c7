import type { LegalCopy } from './en';

/** Cebuano copy of the privacy policy and terms of service. */
const copy: LegalCopy = {
  updated: 'Katapusang giusab: {date}',
  contents: 'Sulod',
  privacyPolicy: {
    meta: {
      title: 'Palisiya sa Privacy — Koinonia',
      description:
        'Unsay gikolekta sa Koinonia, ngano, kinsay makakita, unsa kadugay kini itipig ug imong mga katungod. Walay pagsubay para sa ads ug walay pagbaligya sa datos.',
    },
    title: 'Palisiya sa Privacy',
    intro:
      'Ang Koinonia usa ka dapit alang sa pag-ampo, Kasulatan ug panag-uban, ug kini nagkinahanglan og pagsalig. Kini nga palisiya nagpatin-aw sa yano nga pulong kung unsay among gikolekta, unsay among buhaton niini ug unsay dili gayod namo buhaton: wala kami magpakita og ads, wala mogamit og analytics sa laing kompanya ug dili gayod mobaligya sa imong datos.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Kinsa kami',
        paragraphs: [
          'Ang Koinonia ang responsable sa personal nga datos nga gihulagway dinhi. Ang among mailing address mao ang Koinonia, 100 Fellowship Way, Suite 200, Nashville, TN 37203, Estados Unidos. Alang sa bisan unsang pangutana bahin sa privacy, sulati ang {privacyEmail}.',
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'Unsay among gikolekta',
        paragraphs: [
          'Ang imong account: ang imong ngalan, email address, username ug password. Among gitipigan ang password isip Argon2id hash lamang, dili gayod ang password mismo. Mahimo kang magdugang og litrato sa profile.',
          'Ang imong mga setting: gipalabi nga pinulongan, tema, gidak-on sa letra, nasod, mga setting sa pahibalo ug ang imong sinemana nga check-in. Kung dawaton nimo ang gisugyot nga mga setting sa imong unang pagbisita, among itipig ang pinulongan, nasod ug time zone nga imong gipili.',
          'Ang imong gihimo: mga hangyo sa pag-ampo, mga entry sa journal, mensahe, kalihokan ug RSVP, ug ang imong rekord sa paghalad kung mogamit og online nga paghalad ang imong simbahan.',
          'Mga mensahe nga imong ipadala kanamo pinaagi sa mga porma sa kontak, dagkong organisasyon ug tabang: ang imong ngalan, email address, mensahe, kategoriya, organisasyon ug pinulongan.',
        ],
      },
      {
        id: 'how-we-use-it',
        heading: 'Unsaon namo kini paggamit',
        paragraphs: [
          'Gamiton namo ang imong datos aron padaganon ang Koinonia alang nimo: aron ka maka-sign in, ipakita ang imong sulod sa mga tawo nga imong gipili, itipig ang imong mga setting ug tubagon ang imong mga mensahe.',
          'Magpadala lang kami og email alang sa pagbawi sa account, pagpamatuod sa email, mga link sa pag-sign in, kumpirmasyon sa mga mensahe nga imong gipadala kanamo ug ang mga pahibalo nga imong gi-on sa imong mga setting sa pahibalo.',
          'Kung mogamit ka og bahin sa AI, ang teksto nga imong gisumite iproseso aron mahimo ang imong tubag. Dili gayod kini gamiton alang sa advertising.',
          'Ang mga bayad gidumala sa among payment provider. Dili gayod makita o matipigan sa Koinonia ang imong bug-os nga numero sa card.',
        ],
      },
      {
        id: 'who-can-see-it',
        heading: 'Kinsa ang makakita sa imong gipaambit',
        paragraphs: [
          'Ang imong gihimo ipakita sumala sa visibility nga imong gipili. Ang publiko nga hangyo sa pag-ampo makita sa bungbong sa pag-ampo sa imong simbahan, ang pribado magpabilin nimo ug sa lingin sa pag-ampo nga imong gipili, ug ang anonimo ipakita nga walay imong ngalan.',
          'Makita sa mga administrador sa simbahan ug grupo ang pagkamiyembro ug ang sulod sa ilang kaugalingong mga komunidad. Ang rekord sa paghalad makita lang sa naghatag ug sa mga administrador sa panalapi sa iyang simbahan.',
        ],
      },
      {
        id: 'what-we-never-do',
        heading: 'Unsay dili gayod namo buhaton',
        paragraphs: [
          'Dili namo ibaligya ang imong datos, dili kini ipaambit alang sa advertising ug dili ka namo subayon sa ubang mga website. Wala kami mogamit og analytics sa laing kompanya.',
          'Mohatag lang kami og datos sa uban kung giingon kini niini nga palisiya, sama sa mga detalye sa bayad ngadto sa among payment provider, o kung obligahon kami sa balaod.',
        ],
      },
      {
        id: 'cookies-and-local-storage',
        heading: 'Cookies ug local storage',
        paragraphs: [
          'Usa ra ka cookie ang ibutang sa Koinonia: usa ka cookie sa pag-sign in nga adunay random nga session id. Dili kini mabasa sa mga script sa panid, ug matapos kini kung mo-sign out ka o human sa usa ka panahon nga wala gigamit. Wala kami magbutang og cookies sa advertising o analytics.',
          'Ang local storage sa imong browser nagtipig sa imong tema, pinulongan, layout sa sidebar ug kanus-a katapusang gipakita ang mensahe sa pag-abiabi, aron ang site magpabilin sama sa imong pagbiya niini. Kini magpabilin sa imong device.',
        ],
      },
      {
        id: 'country-detection',
        heading: 'Unsaon namo pag-ila sa imong nasod',
        paragraphs: [
          'Aron makasugyot og pinulongan ug makapakita og presyo sa imong kuwarta, among pangitaon ang imong nasod gikan sa imong IP address sa usa ka database sa among kaugalingong mga server. Dili ipadala sa bisan kinsa ang imong address, ug dili kini itipig sa pagpangita.',
          'Kini nga produkto naglakip og datos sa GeoLite2 nga gihimo sa MaxMind, makuha gikan sa {link}.',
        ],
      },
      {
        id: 'retention',
        heading: 'Unsa kadugay namo kini itipig',
        paragraphs: [
          'Among itipig ang datos sa imong account samtang aduna kay account. Kung papason nimo ang imong account, mapapas ang datos niini sulod sa {deletionDays} ka adlaw, gawas sa rekord sa paghalad nga kinahanglang itipig sa imong simbahan sumala sa balaod.',
          'Ang mga mensahe sa kontak, dagkong organisasyon ug tabang itipig sulod sa {messageRetentionMonths} ka bulan aron among matubag ug masubay kini, unya papason. Kung magpadala ka og usa, ang imong IP address gamiton lang alang sa mubo nga ihap nga mopugong sa pagbaha sa mga mensahe; ma-expire kini sulod sa usa ka oras ug dili gayod itipig uban sa imong mensahe.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Ang imong mga katungod',
        paragraphs: [
          'Mahimo nimong tan-awon, i-export, itul-id ug papason ang imong datos. Ang imong profile ug ang imong mga pinili anaa sa Mga Setting ug sa panid sa imong profile; alang sa kopya sa tanan o sa pagpapas sa imong account, pagpadala og hangyo sa tabang o sulati ang {privacyEmail}, ug motubag kami dayon.',
          'Mahimo ka usab nga mosupak sa paagi sa among paggamit sa imong datos o moreklamo sa awtoridad sa proteksyon sa datos diin ka nagpuyo.',
        ],
      },
      {
        id: 'children',
        heading: 'Mga bata',
        paragraphs: [
          'Kinahanglan nga labing menos {minimumAge} ka tuig ang imong edad aron makahimo og kaugalingong account. Ang mas batan-ong mga miyembro makaapil lang pinaagi sa ilang simbahan, uban ang pagtugot sa ginikanan o tigbantay.',
          'Kung nagtuo ka nga ang usa ka bata nga ubos sa {minimumAge} adunay account nga walay maong pagtugot, sulati ang {privacyEmail} ug among tangtangon kini.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Mga kausaban ug kontak',
        paragraphs: [
          'Kung usbon namo kini nga palisiya, among usbon ang petsa sa ibabaw ug, alang sa importante nga kausaban, sultihan ka namo sa app o pinaagi sa email una kini magsugod.',
          'Ang mga pangutana bahin sa imong privacy kanunay nga giabiabi sa {privacyEmail}.',
        ],
      },
    ],
  },
  termsOfService: {
    meta: {
      title: 'Mga Termino sa Serbisyo — Koinonia',
      description:
        'Mga termino sa Koinonia: imong account, matinahuron nga paggamit, kinsay tag-iya sa sulod, mga plano, bayranan, AI nga kandila, mga admin ug imong katungod.',
    },
    title: 'Mga Termino sa Serbisyo',
    intro:
      'Kini nga mga termino mao ang kasabutan tali nimo ug sa Koinonia kung gamiton nimo ang among app ug website. Among gihimo kini nga mubo ug yano. Pinaagi sa paghimo og account o paggamit sa Koinonia, imong gidawat kini.',
    sections: [
      {
        id: 'accounts',
        heading: 'Ang imong account',
        paragraphs: [
          'Kinahanglan nga labing menos {minimumAge} ka tuig ang imong edad aron makahimo og account. Ang mas batan-ong mga miyembro makaapil lang pinaagi sa ilang simbahan, uban ang pagtugot sa ginikanan o tigbantay.',
          'Ihatag ang sakto nga mga detalye, ayaw ipahibalo kang bisan kinsa ang imong password ug sultihi kami sa {supportEmail} kung sa imong hunahuna adunay laing migamit sa imong account. Ikaw ang responsable sa mahitabo ubos sa imong account.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Paggamit sa Koinonia nga may pag-amping',
        paragraphs: [
          'Ang Koinonia gihimo alang sa panag-uban. Tahora ang uban: walay pagpanghasi, hulga, pagdumot o pagpanglupig, walay spam o dili gusto nga advertising, ug walay bisan unsang ilegal.',
          'Tahora ang pagkakompidensyal sa pag-ampo. Ayaw kopyaha, ipasa o ibutyag ang pribado o anonimo nga hangyo, o bisan unsang gipaambit sa lingin sa pag-ampo o grupo, gawas sa dapit diin kini gipaambit.',
          'Ayaw sulayi ang pagsulod sa mga account, pagsamok sa serbisyo o pagkolekta sa datos sa ubang mga miyembro.',
        ],
      },
      {
        id: 'your-content',
        heading: 'Ang imong sulod',
        paragraphs: [
          'Imo ang imong gi-post: mga pag-ampo, entry sa journal, mensahe, kalihokan ug media. Ang imong ihatag sa Koinonia mao lang ang pagtugot nga gikinahanglan aron kini itipig ug ipakita sa mga tawo nga imong gipili, ug matapos kana nga pagtugot kung papason nimo kini.',
          'I-post lang ang imong katungod nga ipaambit, lakip ang mga litrato sa ubang tawo.',
        ],
      },
      {
        id: 'church-administrators',
        heading: 'Mga administrador sa simbahan',
        paragraphs: [
          'Kung nagdumala ka og simbahan, ministeryo o grupo sa Koinonia, milihok ka alang sa maong komunidad. Dapita lang ang mga tawo nga sakop niini, ihatag ang mga papel sa staff nga may pag-amping ug gamita lang ang impormasyon sa mga miyembro alang sa kinabuhi sa simbahan.',
          'Bantayi nga patas ang imong mga forum ug chat, itipig ang rekord sa paghalad sumala sa gikinahanglan sa balaod, ug siguroha nga aduna kay pagtugot sa ginikanan o tigbantay alang sa bisan unsang miyembro nga ubos sa {minimumAge}.',
        ],
      },
      {
        id: 'plans-billing-and-candles',
        heading: 'Mga plano, bayranan ug AI nga kandila',
        paragraphs: [
          'Libre ang plano nga {disciplePlan}. Ang bayad nga mga plano singilon daan matag bulan o matag tuig, ug ang tinuig nga plano parehas og presyo sa {monthsCharged} ka bulan. Ipakita ang presyo una ka magbayad, sa imong kuwarta kung mahimo, lakip na ang bisan unsang buhis.',
          'Ang subscription mabag-o sa katapusan sa matag panahon hangtod nga mokansela ka. Makakansela ka bisan kanus-a; magpabilin kanimo ang imong plano hangtod sa katapusan sa panahon nga imong nabayran. Kung ang balaod mohatag nimo og katungod sa refund, among tahuron kini.',
          'Ang AI nga kandila mga kredito alang sa mga bahin sa AI. Mabag-o matag bulan ang mga kandila sa imong plano; ang mga kandila gikan sa boost pack dili ma-expire. Walay bili nga kuwarta ang mga kandila ug dili kini mailisan og kuwarta.',
        ],
      },
      {
        id: 'ai-features',
        heading: 'Mga bahin sa AI',
        paragraphs: [
          'Ang AI nga mga giya sa pagtuon, pag-andam sa wali, AI audio nga Bibliya ug AI nga video makatabang nimo sa pagtuon ug pag-andam, apan mahimo silang masayop. Sulayi ang ilang gihimo batok sa Kasulatan ug sa tambag sa imong simbahan, ug panubag sa imong i-publish.',
          'Ang teksto nga imong gisumite iproseso aron mahatagan ka og tubag ug dili gayod gamiton alang sa advertising. Ayaw isumite ang kompidensyal nga impormasyon sa ubang tawo.',
        ],
      },
      {
        id: 'availability',
        heading: 'Pagkaanaa sa serbisyo',
        paragraphs: [
          'Naningkamot kami nga anaa kanunay ang Koinonia adlaw ug gabii, apan dili kami makasaad nga dili gayod kini mabalda, pananglitan panahon sa maintenance. Mahimong mausab ang mga bahin samtang motubo ang produkto; kung tangtangon namo ang butang nga imong gibayran, sultihan ka namo una.',
          'Ang Koinonia dili serbisyo sa emerhensya o puli sa pastoral nga pag-atiman o propesyonal nga tabang. Kung adunay tawo nga anaa sa kapeligrohan, kontaka ang lokal nga serbisyo sa emerhensya.',
        ],
      },
      {
        id: 'ending-your-account',
        heading: 'Pagtapos sa imong account',
        paragraphs: [
          'Mahimo nimong ipapas ang imong account bisan kanus-a: pagpadala og hangyo sa tabang o sulati ang {supportEmail}.',
          'Mahimo namong suspendihon o sirad-an ang account nga grabe o balik-balik nga molapas niini nga mga termino. Gawas kung dinalian ang sitwasyon o gidili kini sa balaod, among isulti kanimo ang hinungdan ug hatagan ka og higayon nga motubag.',
        ],
      },
      {
        id: 'liability',
        heading: 'Among responsibilidad',
        paragraphs: [
          'Among gihatag ang Koinonia nga may pag-amping apan sama sa kahimtang niini. Sumala sa gitugot sa balaod, dili kami responsable sa dili direkta nga kapildihan, ug ang among kinatibuk-ang responsibilidad kanimo limitado sa imong gibayad kanamo sulod sa napulog-duha ka bulan una sa reklamo.',
          'Walay bisan unsa niini nga mga termino ang mokuha sa mga katungod nga gihatag kanimo sa balaod alang sa mga konsumidor sa imong nasod.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'Balaod nga nagdumala',
        paragraphs: [
          'Kini nga mga termino gidumala sa mga balaod sa Estado sa Tennessee, Estados Unidos. Kung ang usa ka panaglalis dili masulbad pinaagi sa pakigsulti una kanamo, kini dunggon sa mga korte sa Tennessee, gawas kung ang imong lokal nga balaod mohatag nimo og katungod nga moadto sa imong kaugalingong mga korte.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Mga kausaban ug kontak',
        paragraphs: [
          'Kung usbon namo kini nga mga termino, among usbon ang petsa sa ibabaw ug sultihan ka bahin sa importante nga kausaban una kini magsugod. Kung dili ka mouyon, mahimo nimong hunongon ang paggamit sa Koinonia ug papason ang imong account.',
          'Ang mga pangutana bahin niini nga mga termino giabiabi sa {supportEmail}, o pinaagi sa sulat ngadto sa Koinonia, 100 Fellowship Way, Suite 200, Nashville, TN 37203, Estados Unidos.',
        ],
      },
    ],
  },
};

export default copy;
