import type { LegalCopy } from './en';

/** Filipino copy of the privacy policy and terms of service. */
const copy: LegalCopy = {
  updated: 'Huling in-update: {date}',
  contents: 'Nilalaman',
  privacyPolicy: {
    meta: {
      title: 'Patakaran sa Privacy — Koinonia',
      description:
        'Ang kinokolekta ng Koinonia, bakit, sino ang nakakakita, gaano ito katagal itinatago at ang karapatan mo. Walang ad tracking at hindi ibinebenta ang data mo.',
    },
    title: 'Patakaran sa Privacy',
    intro:
      'Ang Koinonia ay lugar para sa panalangin, Salita ng Diyos at fellowship, kaya mahalaga ang tiwala. Ipinapaliwanag ng patakarang ito sa simpleng salita kung ano ang kinokolekta namin, ano ang ginagawa namin dito at ano ang hindi namin kailanman gagawin: hindi kami nagpapakita ng ads, hindi gumagamit ng third-party analytics at hindi kailanman nagbebenta ng data mo.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Sino kami',
        paragraphs: [
          'Ang Koinonia ang may pananagutan sa personal na data na inilalarawan dito. Ang mailing address namin ay Koinonia, 100 Fellowship Way, Suite 200, Nashville, TN 37203, Estados Unidos. Para sa anumang tanong tungkol sa privacy, sumulat sa {privacyEmail}.',
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'Ano ang kinokolekta namin',
        paragraphs: [
          'Ang account mo: pangalan, email address, username at password. Iniimbak lang namin ang password bilang Argon2id hash, hindi kailanman ang mismong password. Puwede kang magdagdag ng profile photo.',
          'Ang settings mo: gustong wika, theme, laki ng font, bansa, notification settings at ang lingguhang check-in mo. Kung tatanggapin mo ang mga iminungkahing setting sa una mong pagbisita, sine-save namin ang wika, bansa at time zone na pinili mo.',
          'Ang mga ginagawa mo: prayer requests, journal entries, mensahe, events at RSVP, at ang giving records mo kung gumagamit ng online giving ang simbahan mo.',
          'Mga mensaheng ipinapadala mo sa amin sa contact, enterprise at support forms: ang pangalan, email address, mensahe, kategorya, organisasyon at wika mo.',
        ],
      },
      {
        id: 'how-we-use-it',
        heading: 'Paano namin ito ginagamit',
        paragraphs: [
          'Ginagamit namin ang data mo para patakbuhin ang Koinonia para sa iyo: para i-sign in ka, ipakita ang content mo sa mga taong pinili mo, itago ang settings mo at sagutin ang mga mensahe mo.',
          'Nagpapadala lang kami ng email para sa account recovery, email verification, sign-in links, kumpirmasyon ng mga mensaheng ipinadala mo sa amin at ang mga notification na in-on mo sa notification settings mo.',
          'Kapag gumamit ka ng AI feature, pinoproseso ang text na isinumite mo para mabuo ang sagot sa iyo. Hindi ito kailanman ginagamit para sa advertising.',
          'Ang payment provider namin ang humahawak sa mga bayad. Hindi kailanman nakikita o iniimbak ng Koinonia ang buong card number mo.',
        ],
      },
      {
        id: 'who-can-see-it',
        heading: 'Sino ang nakakakita ng ibinabahagi mo',
        paragraphs: [
          'Ipinapakita ang mga ginagawa mo ayon sa visibility na pinili mo. Lumalabas sa pader ng panalangin ng simbahan mo ang public na prayer request, nananatili sa iyo at sa prayer circle na pinili mo ang pribado, at ipinapakita nang walang pangalan mo ang anonymous.',
          'Nakikita ng mga administrator ng simbahan at grupo ang membership at content ng sarili nilang mga komunidad. Ang nagbigay at ang mga finance administrator lang ng simbahan niya ang nakakakita ng giving records.',
        ],
      },
      {
        id: 'what-we-never-do',
        heading: 'Ang hindi namin kailanman ginagawa',
        paragraphs: [
          'Hindi namin ibinebenta ang data mo, hindi ibinabahagi para sa advertising at hindi ka tina-track sa ibang websites. Hindi kami gumagamit ng third-party analytics.',
          'Nagpapasa lang kami ng data sa iba kung sinasabi ito ng patakarang ito, gaya ng payment details sa payment provider namin, o kung obligado kami ng batas.',
        ],
      },
      {
        id: 'cookies-and-local-storage',
        heading: 'Cookies at local storage',
        paragraphs: [
          'Isang cookie lang ang inilalagay ng Koinonia: isang sign-in cookie na may random na session id. Hindi ito mababasa ng mga script sa page, at natatapos ito kapag nag-sign out ka o pagkalipas ng ilang panahong hindi ginagamit. Wala kaming inilalagay na advertising o analytics cookies.',
          'Itinatago ng local storage ng browser mo ang theme, wika, layout ng sidebar at kung kailan huling ipinakita ang welcome prompt, para ganoon pa rin ang itsura ng site gaya ng iniwan mo. Nananatili ito sa device mo.',
        ],
      },
      {
        id: 'country-detection',
        heading: 'Paano namin natutukoy ang bansa mo',
        paragraphs: [
          'Para makapagmungkahi ng wika at maipakita ang presyo sa currency mo, hinahanap namin ang bansa mo mula sa IP address mo sa isang database sa sarili naming mga server. Hindi ipinapadala sa iba ang address mo, at hindi ito iniimbak ng paghahanap.',
          'Kasama sa produktong ito ang GeoLite2 data na gawa ng MaxMind, na makukuha sa {link}.',
        ],
      },
      {
        id: 'retention',
        heading: 'Gaano katagal namin ito itinatago',
        paragraphs: [
          'Itinatago namin ang data ng account mo hangga’t may account ka. Kapag binura mo ang account mo, mabubura ang data nito sa loob ng {deletionDays} araw, maliban sa giving records na kailangang itago ng simbahan mo ayon sa batas.',
          'Itinatago nang {messageRetentionMonths} buwan ang mga mensahe sa contact, enterprise at support para masagot at ma-follow up namin, saka binubura. Kapag nagpadala ka ng mensahe, ginagamit lang ang IP address mo para sa panandaliang counter na pumipigil sa pagbaha ng mga mensahe; nag-e-expire ito sa loob ng isang oras at hindi kailanman iniimbak kasama ng mensahe mo.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Ang mga karapatan mo',
        paragraphs: [
          'Puwede mong tingnan, i-export, itama at burahin ang data mo. Nasa Settings at sa profile page mo ang profile mo at ang mga pinili mong setting; para sa kopya ng lahat ng data mo o sa pagbura ng account mo, magpadala ng support request o sumulat sa {privacyEmail}, at agad kaming sasagot.',
          'Puwede ka ring tumutol sa paraan ng paggamit namin sa data mo o magreklamo sa data protection authority kung saan ka nakatira.',
        ],
      },
      {
        id: 'children',
        heading: 'Mga bata',
        paragraphs: [
          'Dapat ay hindi bababa sa {minimumAge} taong gulang ka para makagawa ng sariling account. Ang mga mas batang miyembro ay makakalahok lang sa pamamagitan ng simbahan nila, nang may pahintulot ng magulang o guardian.',
          'Kung sa tingin mo ay may account ang isang batang wala pang {minimumAge} nang walang ganoong pahintulot, sumulat sa {privacyEmail} at aalisin namin ito.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Mga pagbabago at pakikipag-ugnayan',
        paragraphs: [
          'Kapag binago namin ang patakarang ito, ia-update namin ang petsa sa itaas at, para sa mahahalagang pagbabago, sasabihan ka namin sa app o sa email bago ito magkabisa.',
          'Laging bukas ang {privacyEmail} para sa mga tanong tungkol sa privacy mo.',
        ],
      },
    ],
  },
  termsOfService: {
    meta: {
      title: 'Mga Tuntunin ng Serbisyo — Koinonia',
      description:
        'Mga tuntunin sa paggamit ng Koinonia: account mo, magalang na paggamit, may-ari ng content mo, plans, billing at AI kandila, church admins at karapatan mo.',
    },
    title: 'Mga Tuntunin ng Serbisyo',
    intro:
      'Ang mga tuntuning ito ang kasunduan mo at ng Koinonia kapag ginagamit mo ang app at website namin. Pinanatili naming maikli at simple ang mga ito. Sa paggawa ng account o paggamit ng Koinonia, tinatanggap mo ang mga ito.',
    sections: [
      {
        id: 'accounts',
        heading: 'Ang account mo',
        paragraphs: [
          'Dapat ay hindi bababa sa {minimumAge} taong gulang ka para makagawa ng account. Ang mga mas batang miyembro ay makakalahok lang sa pamamagitan ng simbahan nila, nang may pahintulot ng magulang o guardian.',
          'Magbigay ng tamang detalye, huwag ipaalam sa iba ang password mo at sabihan kami sa {supportEmail} kung sa tingin mo ay may ibang gumamit ng account mo. Ikaw ang may pananagutan sa nangyayari sa ilalim ng account mo.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Maingat na paggamit ng Koinonia',
        paragraphs: [
          'Ginawa ang Koinonia para sa fellowship. Igalang ang kapwa: bawal ang harassment, pagbabanta, pagkamuhi o bullying, bawal ang spam o hindi hinihinging advertising, at bawal ang anumang ilegal.',
          'Igalang ang pagiging kumpidensyal ng panalangin. Huwag kopyahin, i-forward o ibunyag ang isang pribado o anonymous na request, o anumang ibinahagi sa prayer circle o grupo, sa labas ng lugar kung saan ito ibinahagi.',
          'Huwag subukang pasukin ang mga account, guluhin ang serbisyo o kolektahin ang data ng ibang miyembro.',
        ],
      },
      {
        id: 'your-content',
        heading: 'Ang content mo',
        paragraphs: [
          'Sa iyo ang pinopost mo: mga panalangin, journal entries, mensahe, events at media. Ibinibigay mo lang sa Koinonia ang pahintulot na kailangan para iimbak ito at ipakita sa mga taong pinili mo, at natatapos ang pahintulot na iyon kapag binura mo ito.',
          'I-post lang ang may karapatan kang ibahagi, kasama ang mga larawan ng ibang tao.',
        ],
      },
      {
        id: 'church-administrators',
        heading: 'Mga church administrator',
        paragraphs: [
          'Kung namamahala ka ng simbahan, ministry o grupo sa Koinonia, kumikilos ka para sa komunidad na iyon. Mag-imbita lang ng mga taong kabilang dito, magbigay ng staff roles nang maingat at gamitin lang ang impormasyon ng mga miyembro para sa buhay ng simbahan.',
          'I-moderate nang patas ang mga forum at chat mo, itago ang giving records ayon sa hinihingi ng batas, at tiyaking may pahintulot ng magulang o guardian para sa sinumang miyembrong wala pang {minimumAge}.',
        ],
      },
      {
        id: 'plans-billing-and-candles',
        heading: 'Plans, billing at AI kandila',
        paragraphs: [
          'Libre ang {disciplePlan} plan. Sinisingil nang maaga buwan-buwan o taun-taon ang mga bayad na plan, at ang yearly plan ay kapareho ng halaga ng {monthsCharged} buwan. Ipinapakita ang presyo bago ka magbayad, sa currency mo kung kaya namin, kasama na ang anumang buwis.',
          'Nare-renew ang subscription sa dulo ng bawat panahon hanggang mag-cancel ka. Puwede kang mag-cancel anumang oras; mananatili sa iyo ang plan mo hanggang matapos ang panahong binayaran mo. Kung may karapatan ka sa refund ayon sa batas, igagalang namin ito.',
          'Ang AI kandila ay credits para sa mga AI feature. Nare-renew bawat buwan ang mga kandila ng plan mo; hindi nag-e-expire ang mga kandila mula sa boost pack. Walang katumbas na pera ang mga kandila at hindi ito mapapalitan ng pera.',
        ],
      },
      {
        id: 'ai-features',
        heading: 'Mga AI feature',
        paragraphs: [
          'Makakatulong sa pag-aaral at paghahanda mo ang AI study guides, paghahanda ng sermon, AI audio Bible at AI video, pero puwede silang magkamali. Suriin ang ginagawa nila ayon sa Salita ng Diyos at sa payo ng simbahan mo, at panagutan ang anumang ipa-publish mo.',
          'Pinoproseso ang text na isinumite mo para makapagbigay ng sagot at hindi kailanman ginagamit para sa advertising. Huwag magsumite ng kumpidensyal na impormasyon ng ibang tao.',
        ],
      },
      {
        id: 'availability',
        heading: 'Pagiging available ng serbisyo',
        paragraphs: [
          'Sinisikap naming laging available ang Koinonia araw at gabi, pero hindi namin maipapangakong hindi ito kailanman maaantala, halimbawa habang may maintenance. Puwedeng magbago ang mga feature habang lumalago ang produkto; kung may aalisin kaming binabayaran mo, sasabihan ka muna namin.',
          'Ang Koinonia ay hindi emergency service o kapalit ng pastoral care o propesyonal na tulong. Kung may taong nasa panganib, tumawag sa lokal na emergency services.',
        ],
      },
      {
        id: 'ending-your-account',
        heading: 'Pagtatapos ng account mo',
        paragraphs: [
          'Puwede mong ipabura ang account mo anumang oras: magpadala ng support request o sumulat sa {supportEmail}.',
          'Puwede naming i-suspend o isara ang account na malubha o paulit-ulit na lumalabag sa mga tuntuning ito. Maliban kung apurahan ang sitwasyon o pinipigilan ito ng batas, sasabihin namin sa iyo kung bakit at bibigyan ka ng pagkakataong sumagot.',
        ],
      },
      {
        id: 'liability',
        heading: 'Ang pananagutan namin',
        paragraphs: [
          'Ibinibigay namin ang Koinonia nang may pag-iingat pero kung ano ito. Hangga’t pinapayagan ng batas, hindi kami mananagot sa mga hindi direktang pagkalugi, at limitado ang kabuuang pananagutan namin sa iyo sa halagang ibinayad mo sa amin sa loob ng labindalawang buwan bago ang claim.',
          'Walang anuman sa mga tuntuning ito ang nag-aalis ng mga karapatang ibinibigay sa iyo ng consumer law sa bansa mo.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'Batas na namamahala',
        paragraphs: [
          'Pinamamahalaan ang mga tuntuning ito ng mga batas ng State of Tennessee, Estados Unidos. Kung hindi maaayos ang isang hindi pagkakasundo sa pakikipag-usap muna sa amin, didinggin ito ng mga korte ng Tennessee, maliban kung binibigyan ka ng lokal na batas mo ng karapatang dumulog sa sarili mong mga korte.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Mga pagbabago at pakikipag-ugnayan',
        paragraphs: [
          'Kapag binago namin ang mga tuntuning ito, ia-update namin ang petsa sa itaas at sasabihan ka tungkol sa mahahalagang pagbabago bago magkabisa ang mga ito. Kung hindi ka sang-ayon, puwede mong itigil ang paggamit ng Koinonia at burahin ang account mo.',
          'Bukas kami sa mga tanong tungkol sa mga tuntuning ito sa {supportEmail}, o sa koreo sa Koinonia, 100 Fellowship Way, Suite 200, Nashville, TN 37203, Estados Unidos.',
        ],
      },
    ],
  },
};

export default copy;
