import type { LandingCopy } from './en';

/** Tagalog copy of the landing page. */
const copy: LandingCopy = {
  meta: {
    title: 'Koinonia — Pinag-isang aplikasyon ng simbahan',
    description:
      'Panalangin, araw-araw na pagbabasa ng Bibliya, pagtitipon, usapan at paglilingkod sa iisang ligtas na aplikasyon para sa mga kasapi, pinuno, pastor at kawani.',
  },
  hero: {
    eyebrow: 'Ang pinag-isang aplikasyon ng simbahan',
    title: 'Pagsasamahang nagpapatuloy buong linggo',
    subtitle:
      'Panalangin, Banal na Kasulatan, mga pagtitipon, usapan at paglilingkod sa iisang aplikasyong nag-iingat sa pagkapribado ng inyong mga kasapi, pinuno at kawani.',
  },
  overview: {
    title: 'Iisang tahanan para sa buhay ng inyong simbahan',
    paragraphs: [
      'Maraming simbahan ang sabay na humahawak ng panggrupong usapan, papel na talaan ng mga lalahok, pahina ng pag-aabuloy at talaan ng mga boluntaryo. Pinagbubuklod ng Koinonia ang lahat ng ito sa iisang lugar, kaya natatagpuan ng mga kasapi ang lahat ng kailangan nila at hindi na kailangang kopyahin ng mga pinuno ang mga talaan mula sa isang kasangkapan patungo sa iba.',
      'Ipinapanalangin ng mga kasapi ang isa’t isa, nagbabasa sila ng Bibliya araw-araw at nagpapatala upang maglingkod. Nakikita ng mga pastor at tagapangasiwa kung sino ang nakaugnay at kung saan kailangan ang tulong, sa {languageCount} wika.',
    ],
  },
  features: {
    title: 'Lahat ng ginagawa ng inyong simbahan, nasa iisang aplikasyon',
    items: [
      {
        title: 'Dingding ng Panalangin',
        body: 'Pribado, hayag o hindi nagpapakilalang kahilingan, mga bilog ng panalangin at mga sinagot na dalangin, bukas araw at gabi.',
      },
      {
        title: 'Pagbabasa ng Bibliya at talaarawan',
        body: 'Araw-araw na pagbasa, may gabay na debosyon, mga plano ng pagbasa, Bibliyang napapakinggan at talaarawang S.O.A.P.',
      },
      {
        title: 'Mga pagtitipon at pamayanan',
        body: 'Pagtugon sa paanyaya, mga paalaala, mga pinangangasiwaang talakayan, usapan ng maliliit na grupo, mga mensahe at patalastas.',
      },
      {
        title: 'Himpilan ng Paglilingkod',
        body: 'Itugma ang mga kasapi sa mga pangkat ng ministeryo ayon sa kanilang kakayahan at espirituwal na kaloob, saka iiskedyul at pasalamatan sila.',
      },
      {
        title: 'Pag-aaral at paghahanda ng sermon sa tulong ng AI',
        body: 'Mga gabay sa pag-aaral at balangkas ng sermon kapag hiniling, binabayaran ng mga kandilang AI na kasama sa bawat plano.',
      },
      {
        title: 'Pangangasiwa ng simbahan',
        body: 'Pangangasiwa ng mga kasapi, pag-aabuloy sa internet na may pagsusuri ng mga nagbibigay, livestream, maraming sangay at mga silid-likhaan ng nilalaman.',
      },
    ],
  },
  featurePages: {
    title: 'Tuklasin ang mga tampok',
    items: {
      prayerWall: {
        title: 'Dingding ng Panalangin',
        body: 'Ibahagi ang mga pangangailangan, bumuo ng mga bilog ng panalangin at sama-samang ipagdiwang ang mga sinagot na dalangin.',
      },
      bibleReading: {
        title: 'Pagbabasa ng Bibliya',
        body: 'Magbasa, makinig at magnilay araw-araw sa tulong ng mga plano, debosyon at ng inyong talaarawang S.O.A.P.',
      },
      events: {
        title: 'Mga Pagtitipon',
        body: 'Magplano ng mga pagtitipon na may pagtugon sa paanyaya, mga paalaala at pagtatala ng dumalo sa bawat lugar.',
      },
      communityChat: {
        title: 'Usapan ng Pamayanan',
        body: 'Panatilihing ligtas na nag-uusap ang mga pamayanan at maliliit na grupo sa pagitan ng mga Linggo.',
      },
      volunteerHub: {
        title: 'Himpilan ng mga Boluntaryo',
        body: 'Tulungan ang bawat kasapi na makatagpo ng paglilingkurang angkop sa kanyang mga kaloob.',
      },
    },
  },
  audiences: {
    title: 'Nilikha para sa lahat ng nasa inyong simbahan',
    items: [
      {
        title: 'Mga kasapi',
        body: 'Manalangin, magbasa, sumulat sa talaarawan at makibahagi sa inyong simbahan mula sa inyong telepono, anumang oras.',
      },
      {
        title: 'Mga pinuno ng grupo at ministeryo',
        body: 'Makipag-usap sa inyong grupo, magbahagi ng mga patalastas, magplano ng mga pagtitipon at punan ang mga tungkulin ng boluntaryo.',
      },
      {
        title: 'Mga pastor',
        body: 'Alamin kung saan nangangailangan ng kalinga ang inyong kawan, at maghanda ng sermon at pag-aaral sa tulong ng AI.',
      },
      {
        title: 'Mga tagapangasiwa at boluntaryo ng simbahan',
        body: 'Pangasiwaan ang mga kasapi, abuloy, sangay at iskedyul nang walang patung-patong na talaan.',
      },
    ],
  },
  benefits: {
    title: 'Kung bakit pinipili ng mga simbahan ang Koinonia',
    items: [
      {
        title: 'Bawas na gawaing pang-opisina, higit na ministeryo',
        body: 'Pinapalitan ng iisang aplikasyon ang tagpi-tagping mga kasangkapan, kaya nailalaan ng mga kawani ang kanilang panahon sa mga tao.',
      },
      {
        title: 'Mga kasaping nananatiling nakaugnay',
        body: 'Ang panalangin, pagbabasa at usapan ay nagbibigay sa mga tao ng dahilang bumalik sa pagitan ng mga Linggo.',
      },
      {
        title: 'Handa para sa bawat sangay',
        body: 'Pangasiwaan ang ilang sangay mula sa iisang account at magdaos ng mga pagtitipon sa maraming lugar.',
      },
      {
        title: 'Sa wika ng bawat kasapi',
        body: 'Pinipili ng bawat isa ang kanyang wika at ang maliwanag o madilim na anyo, at maaari niyang itago ang nilalaman upang mabasa kahit walang internet.',
      },
    ],
  },
  howItWorks: {
    title: 'Kung paano ito gumagana',
    steps: [
      {
        title: 'Lumikha ng account nang walang bayad',
        body: 'Magpatala sa loob ng isang minuto, nang hindi kailangan ang kard, at piliin ang inyong wika.',
      },
      {
        title: 'Sumapi o itatag ang inyong simbahan',
        body: 'Hanapin ang inyong simbahan at mga grupo, o isama ang buong kongregasyon sa isang planong pansimbahan.',
      },
      {
        title: 'Manalangin, magbasa, magtipon at maglingkod',
        body: 'Magsimula sa pagbasa sa araw na ito o sa isang kahilingang panalangin, at lumago mula roon.',
      },
    ],
  },
  cta: {
    title: 'Pagbuklurin ang inyong simbahan sa iisang lugar',
    body: 'Magsimula ngayon nang walang bayad, o magtakda ng pagpapakita at ipakikilala namin sa inyong pangkat ang Koinonia.',
  },
};

export default copy;
