import type { LandingCopy } from './en';

/** Filipino copy of the landing page. */
const copy: LandingCopy = {
  meta: {
    title: 'Koinonia — Ang church super app para sa fellowship',
    description:
      'Pader ng panalangin, araw-araw na Bibliya, events, group chat at pag-volunteer sa iisang privacy-first app para sa mga miyembro, leader, pastor at staff.',
  },
  hero: {
    eyebrow: 'Ang super app ng simbahan',
    title: 'Fellowship na tuloy-tuloy buong linggo',
    subtitle:
      'Panalangin, Salita ng Diyos, events, chat at paglilingkod sa iisang app na inuuna ang privacy, para sa mga miyembro, leader at staff mo.',
  },
  overview: {
    title: 'Iisang tahanan para sa buhay ng simbahan mo',
    paragraphs: [
      'Maraming simbahan ang sabay-sabay na humahawak ng group chat, sign-up sheet, giving page at spreadsheet ng mga volunteer. Pinagsasama-sama ito ng Koinonia sa iisang lugar, kaya nahahanap ng mga miyembro ang lahat at hindi na kailangang kopyahin ng mga leader ang mga listahan mula sa isang tool papunta sa iba.',
      'Nananalangin ang mga miyembro para sa isa’t isa, nagbabasa ng Bibliya araw-araw at nag-si-sign up para maglingkod. Nakikita ng mga pastor at administrator kung sino ang konektado at kung saan kailangan ng tulong, sa {languageCount} na wika.',
    ],
  },
  features: {
    title: 'Lahat ng ginagawa ng simbahan mo, nasa iisang app',
    items: [
      {
        title: 'Pader ng Panalangin',
        body: 'Pribado, pampubliko o anonymous na prayer request, mga prayer circle at mga sinagot na panalangin, bukas araw at gabi.',
      },
      {
        title: 'Pagbasa ng Bibliya at journaling',
        body: 'Araw-araw na pagbasa, gabay na debosyon, mga reading plan, audio Bible at S.O.A.P. journal.',
      },
      {
        title: 'Mga event at komunidad',
        body: 'Mga RSVP, paalala, forum na may moderator, chat ng small group, mensahe at anunsyo.',
      },
      {
        title: 'Sentro ng Paglilingkod',
        body: 'Itugma ang mga miyembro sa mga ministry team ayon sa kanilang skills at espirituwal na kaloob, saka i-schedule at pasalamatan sila.',
      },
      {
        title: 'AI para sa pag-aaral at paghahanda ng sermon',
        body: 'Mga study guide at outline ng sermon kapag kailangan mo, binabayaran gamit ang AI kandila na kasama sa bawat plan.',
      },
      {
        title: 'Pamamahala ng simbahan',
        body: 'Pamamahala ng miyembro, online giving na may donor analytics, livestream, maraming campus at mga content studio.',
      },
    ],
  },
  featurePages: {
    title: 'Tuklasin ang mga feature',
    items: {
      prayerWall: {
        title: 'Pader ng Panalangin',
        body: 'Ibahagi ang mga pangangailangan, bumuo ng mga prayer circle at sama-samang ipagdiwang ang mga sinagot na panalangin.',
      },
      bibleReading: {
        title: 'Pagbasa ng Bibliya',
        body: 'Magbasa, makinig at magnilay araw-araw gamit ang mga plan, debosyon at ang S.O.A.P. journal mo.',
      },
      events: {
        title: 'Mga Event',
        body: 'Magplano ng mga pagtitipon na may RSVP, paalala at attendance sa bawat lokasyon.',
      },
      communityChat: {
        title: 'Chat ng Komunidad',
        body: 'Panatilihing nag-uusap nang ligtas ang mga komunidad at small group kahit hindi Linggo.',
      },
      volunteerHub: {
        title: 'Hub ng mga Volunteer',
        body: 'Tulungan ang bawat miyembro na makahanap ng mapaglilingkuran na bagay sa kanilang mga kaloob.',
      },
    },
  },
  audiences: {
    title: 'Ginawa para sa lahat ng nasa simbahan mo',
    items: [
      {
        title: 'Mga miyembro',
        body: 'Manalangin, magbasa, mag-journal at makisali sa simbahan mo mula sa phone mo, anumang oras.',
      },
      {
        title: 'Mga leader ng grupo at ministry',
        body: 'Makipag-chat sa grupo mo, magbahagi ng anunsyo, magplano ng event at punan ang mga volunteer role.',
      },
      {
        title: 'Mga pastor',
        body: 'Tingnan kung saan kailangan ng kalinga ang mga tao mo, at maghanda ng sermon at Bible study sa tulong ng AI.',
      },
      {
        title: 'Mga church administrator at volunteer',
        body: 'Pamahalaan ang mga miyembro, giving, campus at iskedyul nang walang tambak na spreadsheet.',
      },
    ],
  },
  benefits: {
    title: 'Bakit Koinonia ang pinipili ng mga simbahan',
    items: [
      {
        title: 'Mas kaunting admin, mas maraming ministry',
        body: 'Isang app ang pumapalit sa tagpi-tagping mga tool, kaya nailalaan ng staff ang oras nila sa mga tao.',
      },
      {
        title: 'Mga miyembrong laging konektado',
        body: 'Ang panalangin, pagbabasa at chat ay nagbibigay sa mga tao ng dahilan para bumalik kahit hindi Linggo.',
      },
      {
        title: 'Handa para sa bawat campus',
        body: 'Pamahalaan ang ilang campus mula sa iisang account at magdaos ng event sa maraming lokasyon.',
      },
      {
        title: 'Sa wika ng bawat miyembro',
        body: 'Bawat isa ay pumipili ng sariling wika at ng light o dark theme, at puwedeng i-save ang content para magamit offline.',
      },
    ],
  },
  howItWorks: {
    title: 'Paano ito gumagana',
    steps: [
      {
        title: 'Gumawa ng libreng account',
        body: 'Mag-sign up sa loob ng isang minuto, walang card na kailangan, at piliin ang wika mo.',
      },
      {
        title: 'Sumali o i-set up ang simbahan mo',
        body: 'Hanapin ang simbahan at mga grupo mo, o isama ang buong kongregasyon sa isang church plan.',
      },
      {
        title: 'Manalangin, magbasa, magtipon at maglingkod',
        body: 'Magsimula sa pagbasa ngayong araw o sa isang prayer request, at lumago mula roon.',
      },
    ],
  },
  cta: {
    title: 'Pagsama-samahin ang simbahan mo sa iisang lugar',
    body: 'Magsimula nang libre ngayon, o mag-schedule ng demo at ipapakita namin sa team mo ang Koinonia.',
  },
};

export default copy;
