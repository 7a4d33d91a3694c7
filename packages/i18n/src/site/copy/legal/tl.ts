import type { LegalCopy } from './en';

/** Tagalog copy of the privacy policy and terms of service. */
const copy: LegalCopy = {
  updated: 'Huling binago: {date}',
  contents: 'Mga Nilalaman',
  privacyPolicy: {
    meta: {
      title: 'Patakaran sa Pagkapribado — Koinonia',
      description:
        'Ang tinitipon ng Koinonia, bakit, sino ang nakakikita, gaano katagal ito iniingatan at ang inyong karapatan. Walang patalastas at hindi ipinagbibili ang datos.',
    },
    title: 'Patakaran sa Pagkapribado',
    intro:
      'Ang Koinonia ay lugar ng panalangin, Banal na Kasulatan at pagsasamahan, kaya hinihingi nito ang tiwala. Ipinaliliwanag ng patakarang ito sa payak na pananalita kung ano ang aming tinitipon, kung ano ang ginagawa namin dito at kung ano ang hindi namin kailanman gagawin: hindi kami nagpapakita ng patalastas, hindi gumagamit ng pagsusuri ng ibang kompanya at hindi kailanman nagbebenta ng inyong datos.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Kung sino kami',
        paragraphs: [
          'Ang Koinonia ang may pananagutan sa personal na datos na inilalarawan dito. Ang aming padalhang tirahan ay Koinonia, 100 Fellowship Way, Suite 200, Nashville, TN 37203, Estados Unidos. Para sa anumang tanong hinggil sa pagkapribado, sumulat sa {privacyEmail}.',
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'Ang aming tinitipon',
        paragraphs: [
          'Ang inyong account: ang inyong pangalan, email address, username at password. Iniingatan namin ang password bilang Argon2id hash lamang, hindi kailanman ang mismong password. Maaari kayong magdagdag ng larawan sa profile.',
          'Ang inyong mga kaayusan: ninanais na wika, anyo, laki ng titik, bansa, kaayusan ng mga abiso at ang inyong lingguhang pag-uulat. Kung tatanggapin ninyo ang mga iminungkahing kaayusan sa inyong unang pagdalaw, itatala namin ang wika, bansa at sona ng oras na inyong pinili.',
          'Ang inyong nilikha: mga kahilingang panalangin, mga tala sa talaarawan, mga mensahe, mga pagtitipon at mga tugon sa paanyaya, at ang talaan ng inyong mga abuloy kung gumagamit ng pag-aabuloy sa internet ang inyong simbahan.',
          'Mga mensaheng ipinadadala ninyo sa amin sa pamamagitan ng mga pormularyo para sa pakikipag-ugnayan, malalaking samahan at pag-alalay: ang inyong pangalan, email address, mensahe, uri, samahan at wika.',
        ],
      },
      {
        id: 'how-we-use-it',
        heading: 'Kung paano namin ito ginagamit',
        paragraphs: [
          'Ginagamit namin ang inyong datos upang patakbuhin ang Koinonia para sa inyo: upang kayo ay makapasok, maipakita ang inyong nilalaman sa mga taong pinili ninyo, maingatan ang inyong mga kaayusan at masagot ang inyong mga mensahe.',
          'Nagpapadala lamang kami ng email para sa pagbawi ng account, pagpapatunay ng email, mga kawing sa pagpasok, pagpapatunay na natanggap namin ang inyong mga mensahe at ang mga abisong binuksan ninyo sa inyong kaayusan ng mga abiso.',
          'Kapag gumamit kayo ng tampok na AI, pinoproseso ang tekstong isinumite ninyo upang mabuo ang inyong sagot. Hindi ito kailanman ginagamit para sa patalastas.',
          'Ang mga bayad ay hinahawakan ng aming tagapagbigay ng serbisyo sa pagbabayad. Hindi kailanman nakikita o iniingatan ng Koinonia ang buong numero ng inyong kard.',
        ],
      },
      {
        id: 'who-can-see-it',
        heading: 'Kung sino ang nakakikita sa inyong ibinabahagi',
        paragraphs: [
          'Ipinapakita ang inyong nilikha ayon sa pagkakita na inyong pinili. Lumalabas sa dingding ng panalangin ng inyong simbahan ang hayag na kahilingang panalangin, nananatili sa inyo at sa bilog ng panalanging pinili ninyo ang pribado, at ipinapakita nang wala ang inyong pangalan ang hindi nagpapakilala.',
          'Nakikita ng mga tagapangasiwa ng simbahan at grupo ang mga kasapi at ang nilalaman ng kanilang sariling mga pamayanan. Ang talaan ng mga abuloy ay nakikita lamang ng nagbigay at ng mga tagapangasiwa ng pananalapi ng kanyang simbahan.',
        ],
      },
      {
        id: 'what-we-never-do',
        heading: 'Ang hindi namin kailanman ginagawa',
        paragraphs: [
          'Hindi namin ipinagbibili ang inyong datos, hindi ito ibinabahagi para sa patalastas at hindi namin kayo sinusubaybayan sa ibang mga website. Hindi kami gumagamit ng pagsusuri ng ibang kompanya.',
          'Ipinapasa lamang namin ang datos sa iba kung itinatakda ito ng patakarang ito, gaya ng mga detalye ng bayad sa aming tagapagbigay ng serbisyo sa pagbabayad, o kung inaatasan kami ng batas.',
        ],
      },
      {
        id: 'cookies-and-local-storage',
        heading: 'Mga cookie at lokal na imbakan',
        paragraphs: [
          'Iisang cookie lamang ang inilalagay ng Koinonia: isang cookie sa pagpasok na naglalaman ng di-tiyak na pagkakakilanlan ng sesyon. Hindi ito mababasa ng mga script sa pahina, at nagwawakas ito kapag lumabas kayo o makalipas ang ilang panahong hindi ginagamit. Wala kaming inilalagay na cookie para sa patalastas o pagsusuri.',
          'Iniingatan ng lokal na imbakan ng inyong browser ang inyong anyo, wika, ayos ng gilid na talaan at kung kailan huling ipinakita ang pambungad na paanyaya, upang manatili ang itsura ng pahina gaya ng inyong iniwan. Nananatili ito sa inyong kagamitan.',
        ],
      },
      {
        id: 'country-detection',
        heading: 'Kung paano namin natutukoy ang inyong bansa',
        paragraphs: [
          'Upang makapagmungkahi ng wika at maipakita ang halaga sa inyong salapi, hinahanap namin ang inyong bansa mula sa inyong IP address sa isang talaan ng datos sa sarili naming mga server. Hindi ipinadadala sa iba ang inyong address, at hindi ito iniingatan ng paghahanap.',
          'Naglalaman ang produktong ito ng datos ng GeoLite2 na nilikha ng MaxMind, makukuha mula sa {link}.',
        ],
      },
      {
        id: 'retention',
        heading: 'Kung gaano katagal namin ito iniingatan',
        paragraphs: [
          'Iniingatan namin ang datos ng inyong account hangga’t mayroon kayong account. Kapag binura ninyo ang inyong account, mabubura ang datos nito sa loob ng {deletionDays} araw, maliban sa talaan ng mga abuloy na kailangang itago ng inyong simbahan ayon sa batas.',
          'Iniingatan nang {messageRetentionMonths} buwan ang mga mensahe para sa pakikipag-ugnayan, malalaking samahan at pag-alalay upang masagot at masubaybayan namin ang mga ito, saka binubura. Kapag nagpadala kayo ng mensahe, ginagamit lamang ang inyong IP address para sa panandaliang panukat na pumipigil sa pagbaha ng mga mensahe; napapaso ito sa loob ng isang oras at hindi kailanman iniingatan kasama ng inyong mensahe.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Ang inyong mga karapatan',
        paragraphs: [
          'Maaari ninyong tingnan, kunin, iwasto at burahin ang inyong datos. Ang inyong profile at ang inyong mga napili ay nasa Mga Kaayusan at sa pahina ng inyong profile; para sa kopya ng lahat ng inyong datos o sa pagbura ng inyong account, magpadala ng kahilingan sa pag-alalay o sumulat sa {privacyEmail}, at agad kaming tutugon.',
          'Maaari rin kayong tumutol sa paraan ng aming paggamit sa inyong datos o magharap ng reklamo sa kinauukulang tanggapan para sa pangangalaga ng datos sa inyong tinitirhan.',
        ],
      },
      {
        id: 'children',
        heading: 'Mga bata',
        paragraphs: [
          'Kailangang hindi bababa sa {minimumAge} taong gulang kayo upang makalikha ng sariling account. Ang mga mas batang kasapi ay maaaring makilahok lamang sa pamamagitan ng kanilang simbahan, nang may pahintulot ng magulang o tagapag-alaga.',
          'Kung naniniwala kayong may account ang isang batang wala pang {minimumAge} taong gulang nang walang gayong pahintulot, sumulat sa {privacyEmail} at aalisin namin ito.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Mga pagbabago at pakikipag-ugnayan',
        paragraphs: [
          'Kung babaguhin namin ang patakarang ito, babaguhin namin ang petsa sa itaas at, para sa mahahalagang pagbabago, ipaaalam namin sa inyo sa aplikasyon o sa email bago ito magkabisa.',
          'Laging malugod naming tinatanggap sa {privacyEmail} ang mga tanong hinggil sa inyong pagkapribado.',
        ],
      },
    ],
  },
  termsOfService: {
    meta: {
      title: 'Mga Tuntunin ng Paggamit — Koinonia',
      description:
        'Mga tuntunin ng Koinonia: inyong account, magalang na paggamit, pagmamay-ari ng nilalaman, mga plano, singil, kandilang AI, tagapangasiwa at inyong karapatan.',
    },
    title: 'Mga Tuntunin ng Paggamit',
    intro:
      'Ang mga tuntuning ito ang kasunduan ninyo at ng Koinonia kapag ginagamit ninyo ang aming aplikasyon at website. Pinanatili naming maikli at payak ang mga ito. Sa paglikha ng account o paggamit ng Koinonia, tinatanggap ninyo ang mga ito.',
    sections: [
      {
        id: 'accounts',
        heading: 'Ang inyong account',
        paragraphs: [
          'Kailangang hindi bababa sa {minimumAge} taong gulang kayo upang makalikha ng account. Ang mga mas batang kasapi ay maaaring makilahok lamang sa pamamagitan ng kanilang simbahan, nang may pahintulot ng magulang o tagapag-alaga.',
          'Magbigay ng wastong detalye, sarilinin ang inyong password at ipaalam sa amin sa {supportEmail} kung sa palagay ninyo ay may ibang gumamit ng inyong account. Kayo ang may pananagutan sa nangyayari sa ilalim ng inyong account.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Maingat na paggamit ng Koinonia',
        paragraphs: [
          'Nilikha ang Koinonia para sa pagsasamahan. Pakitunguhan nang may paggalang ang kapwa: walang panliligalig, pagbabanta, pagkapoot o pang-aapi, walang spam o hindi hinihinging patalastas, at walang anumang labag sa batas.',
          'Igalang ang pagiging lihim ng panalangin. Huwag kopyahin, ipasa o ibunyag ang isang pribado o hindi nagpapakilalang kahilingan, o anumang ibinahagi sa isang bilog ng panalangin o grupo, sa labas ng lugar kung saan ito ibinahagi.',
          'Huwag tangkaing pasukin ang mga account, guluhin ang serbisyo o tipunin ang datos ng ibang mga kasapi.',
        ],
      },
      {
        id: 'your-content',
        heading: 'Ang inyong nilalaman',
        paragraphs: [
          'Inyo ang inyong inilalathala: mga panalangin, tala sa talaarawan, mensahe, pagtitipon at midya. Ibinibigay lamang ninyo sa Koinonia ang pahintulot na kailangan upang ito ay maingatan at maipakita sa mga taong pinili ninyo, at nagwawakas ang pahintulot na iyon kapag binura ninyo ito.',
          'Ilathala lamang ang may karapatan kayong ibahagi, kabilang ang mga larawan ng ibang tao.',
        ],
      },
      {
        id: 'church-administrators',
        heading: 'Mga tagapangasiwa ng simbahan',
        paragraphs: [
          'Kung pinangangasiwaan ninyo ang isang simbahan, ministeryo o grupo sa Koinonia, kumikilos kayo para sa pamayanang iyon. Anyayahan lamang ang mga taong kabilang dito, magtalaga ng mga tungkulin ng kawani nang may pag-iingat at gamitin lamang ang impormasyon ng mga kasapi para sa buhay ng simbahan.',
          'Pangasiwaan nang makatarungan ang inyong mga talakayan at usapan, ingatan ang talaan ng mga abuloy ayon sa hinihingi ng batas, at tiyaking may pahintulot ng magulang o tagapag-alaga para sa sinumang kasaping wala pang {minimumAge} taong gulang.',
        ],
      },
      {
        id: 'plans-billing-and-candles',
        heading: 'Mga plano, singil at kandilang AI',
        paragraphs: [
          'Walang bayad ang planong {disciplePlan}. Sinisingil nang pauna buwan-buwan o taun-taon ang mga planong may bayad, at ang taunang plano ay kapantay ng halaga ng {monthsCharged} buwan. Ipinapakita ang halaga bago kayo magbayad, sa inyong salapi kung kaya namin, kasama na ang anumang buwis.',
          'Napapanibago ang suskrisyon sa katapusan ng bawat panahon hanggang sa ihinto ninyo ito. Maaari ninyo itong ihinto anumang oras; mananatili sa inyo ang plano hanggang sa katapusan ng panahong binayaran ninyo. Kung binibigyan kayo ng batas ng karapatan sa pagbabalik ng bayad, igagalang namin ito.',
          'Ang mga kandilang AI ay kredito para sa mga tampok na AI. Napapanibago bawat buwan ang mga kandila ng inyong plano; hindi napapaso ang mga kandila mula sa dagdag na pakete. Walang halagang salapi ang mga kandila at hindi maipagpapalit sa salapi.',
        ],
      },
      {
        id: 'ai-features',
        heading: 'Mga tampok na AI',
        paragraphs: [
          'Ang mga gabay sa pag-aaral na gawa ng AI, paghahanda ng sermon, Bibliyang napapakinggan na gawa ng AI at bidyong gawa ng AI ay makatutulong sa inyong pag-aaral at paghahanda, ngunit maaari silang magkamali. Subukin ang kanilang ibinibigay ayon sa Banal na Kasulatan at sa payo ng inyong simbahan, at panagutan ang inyong inilalathala.',
          'Pinoproseso ang tekstong isinumite ninyo upang mabigyan kayo ng sagot at hindi kailanman ginagamit para sa patalastas. Huwag magsumite ng lihim na impormasyon ng ibang tao.',
        ],
      },
      {
        id: 'availability',
        heading: 'Pagiging handa ng serbisyo',
        paragraphs: [
          'Sinisikap naming panatilihing bukas ang Koinonia araw at gabi, ngunit hindi namin maipangangakong hindi ito kailanman mapuputol, halimbawa sa panahon ng pagsasaayos. Maaaring magbago ang mga tampok habang lumalago ang produkto; kung aalisin namin ang isang bagay na binabayaran ninyo, ipaaalam muna namin sa inyo.',
          'Ang Koinonia ay hindi serbisyong pang-emerhensiya o kapalit ng pastoral na pagkalinga o propesyonal na tulong. Kung may taong nasa panganib, tumawag sa lokal na serbisyong pang-emerhensiya.',
        ],
      },
      {
        id: 'ending-your-account',
        heading: 'Pagwawakas ng inyong account',
        paragraphs: [
          'Maaari ninyong ipabura ang inyong account anumang oras: magpadala ng kahilingan sa pag-alalay o sumulat sa {supportEmail}.',
          'Maaari naming suspindihin o isara ang account na malubha o paulit-ulit na lumalabag sa mga tuntuning ito. Maliban kung apurahan ang kalagayan o ipinagbabawal ito ng batas, sasabihin namin sa inyo ang dahilan at bibigyan kayo ng pagkakataong tumugon.',
        ],
      },
      {
        id: 'liability',
        heading: 'Ang aming pananagutan',
        paragraphs: [
          'Ibinibigay namin ang Koinonia nang may pag-iingat ngunit sa kalagayan nito. Hangga’t ipinahihintulot ng batas, hindi kami mananagot sa mga hindi tuwirang pagkalugi, at ang kabuuan ng aming pananagutan sa inyo ay hanggang sa halagang ibinayad ninyo sa amin sa loob ng labindalawang buwan bago ang paghahabol.',
          'Walang anuman sa mga tuntuning ito ang nag-aalis ng mga karapatang ibinibigay sa inyo ng batas para sa mga mamimili sa inyong bansa.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'Batas na umiiral',
        paragraphs: [
          'Ang mga tuntuning ito ay pinaiiral ng mga batas ng Estado ng Tennessee, Estados Unidos. Kung hindi malulutas ang isang alitan sa pamamagitan muna ng pakikipag-usap sa amin, dadalhin ito sa mga hukuman ng Tennessee, maliban kung binibigyan kayo ng inyong lokal na batas ng karapatang dumulog sa sarili ninyong mga hukuman.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Mga pagbabago at pakikipag-ugnayan',
        paragraphs: [
          'Kung babaguhin namin ang mga tuntuning ito, babaguhin namin ang petsa sa itaas at ipaaalam sa inyo ang mahahalagang pagbabago bago ang mga ito magkabisa. Kung hindi kayo sang-ayon, maaari ninyong itigil ang paggamit ng Koinonia at burahin ang inyong account.',
          'Malugod naming tinatanggap ang mga tanong hinggil sa mga tuntuning ito sa {supportEmail}, o sa koreo sa Koinonia, 100 Fellowship Way, Suite 200, Nashville, TN 37203, Estados Unidos.',
        ],
      },
    ],
  },
};

export default copy;
