import type { CompanyCopy } from './en';

/** Igbo copy of the about-us, AI candles and contact-us pages. */
const copy: CompanyCopy = {
  aboutUs: {
    meta: {
      title: 'Maka Koinonia: mmekọrịta maka chọọchị niile',
      description:
        'Ihe mere Koinonia ji dị: otu ebe nzuzo na-enweghị mgbasa ozi maka ekpere, Akwụkwọ Nsọ, ije ozi na ndụ chọọchị, e wuru ya na chọọchị ka ndị pastọ nwee oge maka ndị mmadụ.',
    },
    hero: {
      eyebrow: 'Maka anyị',
      title: 'E wuru ya maka mmekọrịta',
      subtitle:
        'Ekpere, Akwụkwọ Nsọ, ije ozi na ndụ chọọchị n’otu ebe, ka ọgbakọ gị nọgide na njikọ n’etiti Sọnde na Sọnde.',
    },
    overview: {
      title: 'Ihe mere Koinonia ji dị',
      paragraphs: [
        'Koinonia bụ okwu Grik chọọchị mbụ ji kọwaa mmekọrịta: ndụ ha kekọrịtara ọnụ n’ozizi, ekpere, ịnyawa achịcha na ilekọta ibe ha. Ọ bụ ndụ ahụ ha kekọrịtara ka anyị na-ewu maka ya.',
        'Ọtụtụ chọọchị na-eji otu mkparịta ụka dị iche iche, mpempe akwụkwọ ndebanye aha na ngwa onyinye dị iche iche arụ ọrụ. Ndị pastọ na-eji anyasị ha arụ ọrụ nchịkwa ebe ndị otu na-apụ n’anya nwayọọ nwayọọ. Koinonia na-achịkọta ha niile ọnụ, ka ndị ndu nwee ike iwepụta oge ha nye ndị mmadụ.',
      ],
    },
    features: {
      title: 'Ihe anyị na-ewu',
      items: [
        {
          title: 'Ekpere na Akwụkwọ Nsọ',
          body: 'Mgbidi ekpere, akwụkwọ ndetu S.O.A.P., ọgụgụ Baịbụl kwa ụbọchị, atụmatụ ọgụgụ na Baịbụl a na-ege ntị.',
        },
        {
          title: 'Obodo',
          body: 'Obodo, ebe mkparịta ụka a na-elekọta, mkparịta ụka obere otu, ozi na ọkwa.',
        },
        {
          title: 'Mmemme',
          body: 'Nzaghachi òkù, ihe ncheta, ndekọ ndị bịara na ọtụtụ ebe.',
        },
        {
          title: 'Ije ozi',
          body: 'Ebe Ije Ozi D.I.V.I.N.E. na-ejikọ ndị ọrụ afọ ofufo na otu ije ozi dabere n’nka ha na onyinye mmụọ ha.',
        },
        {
          title: 'Nchịkwa chọọchị',
          body: 'Nlekọta ndị otu, nkwurịta okwu n’ofe chọọchị niile na onyinye n’ịntanetị nwere nyocha ndị na-enye onyinye.',
        },
        {
          title: 'Ngwaọrụ ije ozi',
          body: 'Ntuziaka ọmụmụ AI, nkwadebe ozi ọma, mgbasa ozi ndụ na nkesa n’otu mmetụ gaa n’ikpo okwu 11+.',
        },
      ],
    },
    benefits: {
      title: 'Ihe anyị kwụụrụ',
      items: [
        {
          title: 'Nzuzo na-ebu ụzọ',
          body: 'Enweghị nsuso mgbasa ozi, enweghị nyocha ndị ọzọ, a dịghịkwa ere data. Arịrịọ ekpere bụ ntụkwasị obi, ọ bụghị ngwaahịa.',
        },
        {
          title: 'E wuru ya na chọọchị',
          body: 'E mere ya dabere n’izu chọọchị n’ezie: ofufe, otu etiti izu, usoro ije ozi na ndị na-edu ha.',
        },
        {
          title: 'N’asụsụ onye otu ọ bụla',
          body: 'Koinonia na-asụ asụsụ {languageCount}, ka onye ọ bụla nwee ike ikpe ekpere ma gụọ ihe n’asụsụ obi ya.',
        },
        {
          title: 'Ịmalite bụ n’efu',
          body: 'Ndị otu na-amalite n’atụmatụ efu anyị, n’achọghị kaadị, ha nwekwara ike ịnọ na ya ruo mgbe ọ bụla ha chọrọ.',
        },
      ],
    },
    howItWorks: {
      title: 'Otu e si amalite',
      steps: [
        {
          title: 'Mepụta akaụntụ efu gị',
          body: 'Họrọ asụsụ gị, mgbe ahụ mepee mgbidi ekpere na ọgụgụ Baịbụl nke taa.',
        },
        {
          title: 'Sonye na chọọchị gị',
          body: 'Chọta chọọchị gị na otu ya, ma ọ bụ hazie nke gị n’atụmatụ chọọchị.',
        },
        {
          title: 'Tolite ọnụ',
          body: 'Kpeenụ ekpere maka ibe unu, gụkọọnụ Okwu ahụ ọnụ, ma jeenụ ozi ebe Chineke nyere unu onyinye.',
        },
      ],
    },
    cta: {
      title: 'Bịa hụ',
      body: 'Malite n’efu dị ka onye otu, ma ọ bụ gị na ndị otu ọrụ chọọchị gị lee Koinonia anya na ngosi.',
    },
  },
  candlesInfo: {
    meta: {
      title: 'Kandụl AI: kredit maka ntuziaka ọmụmụ na ozi ọma',
      description:
        'Otu kandụl AI si arụ ọrụ na Koinonia: kandụl kwa ọnwa n’atụmatụ ọ bụla maka ntuziaka ọmụmụ, nkwadebe ozi ọma, ụda na vidiyo AI, na ngwugwu mgbakwunye na-adịghị agwụ agwụ.',
    },
    hero: {
      eyebrow: 'Kandụl AI',
      title: 'Otu kredit dị mfe maka njirimara AI niile',
      subtitle:
        'Kandụl na-akwụ ụgwọ ntuziaka ọmụmụ, nkwadebe ozi ọma, Baịbụl AI a na-ege ntị na vidiyo AI. Atụmatụ ọ bụla gụnyere ha.',
    },
    overview: {
      title: 'Gịnị bụ kandụl AI?',
      paragraphs: [
        'Kandụl AI bụ kredit ị na-eji akwụ ụgwọ njirimara AI nke Koinonia. Atụmatụ ọ bụla, ọbụna nke efu, na-enye kandụl kwa ọnwa.',
        'Kandụl atụmatụ na-emeghari kwa ọnwa. Ngwugwu mgbakwunye na-agbakwunye kandụl na-adịghị agwụ agwụ, chọọchị na-enwetakwa kandụl iguzosi ike maka ịnọgide na anyị.',
      ],
    },
    features: {
      title: 'Kandụl AI n’otu nlegharị anya',
      items: [
        {
          title: 'Ntuziaka ọmụmụ',
          body: 'Ntuziaka maka akụkụ Akwụkwọ Nsọ ọ bụla ma ọ bụ isiokwu ọ bụla, ya na ajụjụ mkparịta ụka maka otu gị.',
        },
        {
          title: 'Nkwadebe ozi ọma',
          body: 'Dee ndepụta isi ozi ma chịkọta amaokwu ndị metụtara ya, mgbe ahụ mee ka ọ bụrụ nke gị.',
        },
        {
          title: 'Baịbụl AI a na-ege ntị',
          body: 'Nụrụ ka a na-agụpụta Akwụkwọ Nsọ n’olu dara ụda ka ị na-aga ọrụ ma ọ bụ tupu ị rahụ ụra.',
        },
        {
          title: 'Vidiyo AI',
          body: 'Mee ka otu isi ozi ọma ma ọ bụ otu akụkụ Akwụkwọ Nsọ ghọọ obere vidiyo maka chọọchị gị.',
        },
        {
          title: 'Kandụl fọdụrụ gị n’otu nlegharị anya',
          body: 'Peeji kandụl gị na-egosi mgbe niile ole fọdụrụ gị.',
        },
        {
          title: 'Gbakwunye ozugbo',
          body: 'Zụta ngwugwu mgbakwunye mgbe ọ bụla ị chọrọ karịa, n’atụmatụ ọ bụla.',
        },
      ],
    },
    benefits: {
      title: 'Ihe mere kandụl',
      items: [
        {
          title: 'Ọ dị n’atụmatụ ọ bụla',
          body: 'Ndị otu na chọọchị na-enweta kandụl kwa ọnwa site n’ụbọchị mbụ.',
        },
        {
          title: 'Enweghị ụgwọ na-eju anya',
          body: 'Ị na-eji naanị kandụl ị nwelarị; enweghị ụgwọ ojiji ọ bụla.',
        },
        {
          title: 'Mgbakwunye na-adịgide',
          body: 'Kandụl ngwugwu mgbakwunye anaghị agwụ agwụ, ya mere ihe ọ bụla ị zụtara anaghị ala n’iyi.',
        },
        {
          title: 'Okwu gị na-anọgide bụrụ nke gị',
          body: 'A na-eji ihe ị pịnyere naanị iji zaa gị, ọ bụghị maka mgbasa ozi ma ọlị.',
        },
      ],
    },
    howItWorks: {
      title: 'Otu kandụl si arụ ọrụ',
      steps: [
        {
          title: 'Họrọ atụmatụ',
          body: 'Atụmatụ ọ bụla, gụnyere nke efu, na-abịa na kandụl kwa ọnwa.',
        },
        {
          title: 'Jiri njirimara AI',
          body: 'Ntuziaka ọmụmụ ọ bụla, ndepụta ozi ọma, isi Baịbụl a na-ege ntị ma ọ bụ vidiyo na-eri kandụl.',
        },
        {
          title: 'Gbakwunye mgbe ị chọrọ',
          body: 'Gbakwunye ngwugwu mgbakwunye mgbe ọ bụla; chọọchị na-enwetakwa kandụl iguzosi ike.',
        },
      ],
    },
    cta: {
      title: 'Webata enyemaka AI n’ọmụmụ gị na ije ozi gị',
      body: 'Jiri kandụl kwa ọnwa malite n’efu, ma ọ bụ zụta ngwugwu mgbakwunye mgbe ị chọrọ karịa.',
    },
    allotments: {
      title: 'Kandụl dịka atụmatụ si dị',
      body: 'Atụmatụ ọ bụla gụnyere kandụl AI kwa ọnwa na-emeghari ọnwa ọ bụla.',
    },
    boostPacks: {
      title: 'Ngwugwu mgbakwunye',
      body: 'Mgbakwunye otu ugboro n’ụdị nha atọ, maka atụmatụ ọ bụla. Kandụl ngwugwu mgbakwunye anaghị agwụ agwụ.',
    },
    loyalty: {
      title: 'Kandụl iguzosi ike maka chọọchị',
      body: 'Atụmatụ chọọchị na-enweta kandụl mgbakwunye ugboro abụọ n’afọ dị ka ekele maka ịnọgide na Koinonia.',
    },
  },
  contactUs: {
    meta: {
      title: 'Kpọtụrụ Koinonia: nkwado, ngosi na ajụjụ',
      description:
        'Kpọtụrụ ndị otu Koinonia: nweta enyemaka maka akaụntụ gị, kparịta atụmatụ chọọchị na nke nnukwu nzukọ, rịọ ngosi ma ọ bụ jụọ anyị ajụjụ. Anyị na-aza ozi ọ bụla.',
    },
    hero: {
      eyebrow: 'Kpọtụrụ anyị',
      title: 'Ọ ga-atọ anyị ụtọ ịnụ olu gị',
      subtitle: 'Enyemaka, ngosi ma ọ bụ azịza: họrọ ụzọ dabara gị.',
    },
    channels: {
      title: 'Kedu ka anyị ga-esi nyere gị aka?',
      items: {
        contact: {
          title: 'Zitere anyị ozi',
          body: 'Ajụjụ, echiche ma ọ bụ ihe ị chọpụtara: otu onye n’ime ndị otu anyị ga-aza gị.',
          link: 'Degara anyị',
        },
        support: {
          title: 'Nweta nkwado',
          body: 'Nsogbu ịbanye, ajụjụ gbasara atụmatụ gị ma ọ bụ kandụl gị, ma ọ bụ ihe na-adịghị arụ ọrụ.',
          link: 'Rịọ enyemaka',
        },
        enterprise: {
          title: 'Atụmatụ chọọchị na nke nnukwu nzukọ',
          body: 'Ị na-eme atụmatụ Koinonia maka nnukwu ọgbakọ, ọtụtụ ogige ma ọ bụ netwọk chọọchị? Ka anyị kparịta ụka.',
          link: 'Kparịta ụka na ndị otu anyị',
        },
        demo: {
          title: 'Hụ ka Koinonia si arụ ọrụ',
          body: 'Nlegharị anya ozugbo maka ndị pastọ gị na ndị ọrụ gị.',
          link: 'Rịọ ngosi',
        },
      },
    },
    address: {
      title: 'Adreesị ozi ụlọ ọrụ anyị',
      lines: ['Koinonia', '100 Fellowship Way', 'Suite 200', 'Nashville, TN 37203', 'Amerịka'],
    },
    email: {
      title: 'Zitere anyị imel',
      support: 'Nkwado: {email}',
      privacy: 'Nzuzo: {email}',
    },
    responseTime: 'Anyị na-aza arịrịọ nkwado na ajụjụ chọọchị n’ime otu ụbọchị ọrụ, ozi ndị ọzọ n’ime ụbọchị ọrụ abụọ.',
  },
};

export default copy;
