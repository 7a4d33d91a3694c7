import type { FeaturesCopy } from './en';

/** Igbo copy of the five feature pages (prayer wall, Bible reading, events, community chat, volunteer hub). */
const copy: FeaturesCopy = {
  prayerWall: {
    meta: {
      title: 'Mgbidi Ekpere: kpee ekpere ọnụ ehihie na abalị — Koinonia',
      description:
        'Kesaa arịrịọ ekpere na nzuzo, n’ihu ọha ma ọ bụ n’enweghị aha, kpọkọta otu ekpere, hụ ndị na-ekpe ekpere ma soro chọọchị gị mee ememe ekpere a zara aza.',
    },
    hero: {
      eyebrow: 'Mgbidi Ekpere',
      title: 'Ọ dịghị arịrịọ ekpere a na-ebu naanị',
      subtitle: 'Kesaa mkpa gị na nzuzo, n’ihu ọha ma ọ bụ n’enweghị aha, ka chọọchị gị soro gị kpee ekpere.',
    },
    overview: {
      title: 'Ekpere n’obi chọọchị gị',
      paragraphs: [
        'Mkpa ekpere anaghị echere ruo Sọnde. Mgbidi Ekpere na-enye ndị otu ohere ịrịọ ekpere n’oge ọ bụla ma mara na ndị ọzọ na-ekpere ha ekpere.',
        'Ị na-ekpebi onye ga-ahụ arịrịọ ọ bụla, a na-akakwa akara n’ekpere a zara aza ka onye ọ bụla nwee ike ikele Chineke.',
      ],
    },
    features: {
      title: 'Ihe Mgbidi Ekpere na-enye',
      items: [
        {
          title: 'Nzuzo, ọha ma ọ bụ n’enweghị aha',
          body: 'Debe arịrịọ n’onwe gị, kesaa ya na chọọchị gị, ma ọ bụ biputa ya n’etinyeghị aha gị.',
        },
        {
          title: 'Otu ekpere',
          body: 'Kpọkọta obere otu gburugburu otu mkpa, dị ka ịnọ n’ụlọ ọgwụ ma ọ bụ ezinụlọ na-eru ụjụ.',
        },
        {
          title: 'Hụ ndị na-ekpe ekpere',
          body: 'Mara na ndị mmadụ na-ekpe ekpere maka arịrịọ gị, ka ị ghara ibu ya naanị gị.',
        },
        {
          title: 'Ekpere a zara aza',
          body: 'Kaa akara na a zara ekpere ma tinye ozi ọhụrụ, ka ndị ọzọ soro gị ṅụrịa ọṅụ.',
        },
        {
          title: 'Ọkwa ị họọrọ',
          body: 'Nụ mgbe mmadụ kpere ekpere maka gị, ma gbanye ma ọ bụ gbanyụọ ọkwa ọ bụla.',
        },
        {
          title: 'Mepere emepe ehihie na abalị',
          body: 'Biputa ma kpee ekpere n’etiti abalị ma ọ bụ n’ehihie, na ekwentị gị ma ọ bụ na kọmputa gị.',
        },
      ],
    },
    benefits: {
      title: 'Ihe mere o ji dị mkpa',
      items: [
        {
          title: 'Nlekọta na-eru mmadụ ngwa ngwa',
          body: 'A na-akọ mkpa mgbe ọ pụtara, ọ bụghị ụbọchị ole na ole ka e mesịrị.',
        },
        {
          title: 'Ndị ndu na-ahụ mkpa ndị mmadụ',
          body: 'Arịrịọ ọha na otu ekpere na-egosi ndị pastọ ebe a chọrọ nlekọta.',
        },
        {
          title: 'Okwukwe na-eto site n’ịgba ama',
          body: 'Ekpere a zara aza na-aghọ ndekọ nke ikwesị ntụkwasị obi Chineke.',
        },
        {
          title: 'Mkpa nzuzo na-anọ n’udo',
          body: 'Arịrịọ nzuzo na nke enweghị aha na-enye ndị mmadụ ohere ịrịọ ekpere n’atụghị egwu asịrị.',
        },
      ],
    },
    howItWorks: {
      title: 'Otu o si arụ ọrụ',
      steps: [
        {
          title: 'Dee arịrịọ gị',
          body: 'Kwuo ihe dị gị n’obi, n’okwu nke gị.',
        },
        {
          title: 'Họrọ onye ga-ahụ ya',
          body: 'Mee ya nzuzo, nke ọha ma ọ bụ nke enweghị aha, ma ọ bụ kesaa ya na otu ekpere.',
        },
        {
          title: 'Kpee ekpere ma kelee Chineke',
          body: 'Kpeere ndị ọzọ ekpere ma kaa akara na azịza mgbe ha bịara.',
        },
      ],
    },
    cta: {
      title: 'Malite ikpe ekpere ọnụ taa',
      body: 'Mgbidi Ekpere bụ n’efu. Biputa arịrịọ mbụ gị n’ime nkeji ole na ole.',
    },
  },
  bibleReading: {
    meta: {
      title: 'Atụmatụ ọgụgụ Baịbụl na ndetu S.O.A.P. — Koinonia',
      description:
        'Ọgụgụ Baịbụl kwa ụbọchị, ntụgharị uche e duziri, atụmatụ ọgụgụ, ndetu ọmụmụ, ọtụtụ nsụgharị, Baịbụl a na-ege ntị na ndetu S.O.A.P. ka Okwu ahụ gbanye mkpọrọgwụ.',
    },
    hero: {
      eyebrow: 'Ọgụgụ Baịbụl',
      title: 'Meghee Okwu Chineke kwa ụbọchị, ọnụ',
      subtitle:
        'Ọgụgụ kwa ụbọchị, ntụgharị uche e duziri, atụmatụ ọgụgụ na ndetu S.O.A.P. na-enyere Okwu ahụ aka ịgbanye mkpọrọgwụ.',
    },
    overview: {
      title: 'Omume kwa ụbọchị na-adịgide',
      paragraphs: [
        'Ịmalite ịgụ Baịbụl dị mfe; ịnọgide na-agụ ya siri ike. Koinonia na-enye ụbọchị ọ bụla otu akụkụ Akwụkwọ Nsọ, ntụgharị uche e duziri na ebe ị ga-ede ihe ị mụtara.',
        'Gụọ n’ọtụtụ nsụgharị, gee ntị ka ị na-aga, ma soro chọọchị gị kparịta akụkụ ahụ. Ndetu ọmụmụ na ntuziaka ọmụmụ AI na-eduba gị n’ime omimi.',
      ],
    },
    features: {
      title: 'Ihe niile maka ọgụgụ na ọmụmụ',
      items: [
        {
          title: 'Ọgụgụ na ntụgharị uche kwa ụbọchị',
          body: 'Ụbọchị ọ bụla na-eweta otu akụkụ Akwụkwọ Nsọ na obere ntụgharị uche ị ga-atụgharị uche na ya ma kpee ekpere.',
        },
        {
          title: 'Atụmatụ ọgụgụ maka ọkwa ọ bụla',
          body: 'Họrọ n’etiti atụmatụ {beginnerPlans} maka ndị mbido na {intermediatePlans} maka ndị nọ n’etiti, ma soro ọganihu gị ụbọchị n’ụbọchị.',
        },
        {
          title: 'Akwụkwọ ndetu S.O.A.P.',
          body: 'Dee Akwụkwọ Nsọ ahụ, Nlebanya gị, Ntinye n’ọrụ ya na Ekpere maka ọgụgụ ọ bụla.',
        },
        {
          title: 'Ndetu ọmụmụ na nsụgharị',
          body: 'Tụnyere ọtụtụ nsụgharị Baịbụl ma gụọ ndetu ọmụmụ gbasara ọnọdụ na ihe ọ pụtara.',
        },
        {
          title: 'Baịbụl a na-ege ntị',
          body: 'Gee ntị ka ị na-anya ụgbọ ala, na-eje ije ma ọ bụ na-esi nri.',
        },
        {
          title: 'Mkparịta ụka obodo',
          body: 'Kesaa ihe ị hụrụ n’akụkụ nke taa ma gụọ ihe ndị ọzọ chọpụtara.',
        },
      ],
    },
    benefits: {
      title: 'Ihe mere o ji dị mkpa',
      items: [
        {
          title: 'Ịnọgide n’ime ogologo oge',
          body: 'Usoro kwa ụbọchị na ọganihu a na-ahụ anya na-enyere ndị otu aka ịgụ izu ka izu.',
        },
        {
          title: 'Nghọta, ọ bụghị naanị ọgụgụ',
          body: 'Ntụgharị uche, ndetu na ide akwụkwọ ndetu na-eme ka isi ọ bụla ghọọ ihe ị na-ebi.',
        },
        {
          title: 'Akwụkwọ Nsọ ebe ọ bụla ị nọ',
          body: 'Gụọ na ngwaọrụ ọ bụla, chekwaa ọgụgụ maka ojiji n’enweghị ịntanetị, ma ọ bụ gee ntị ka ị na-aga.',
        },
        {
          title: 'Chọọchị nọ n’otu peeji',
          body: 'Otu na-agbaso otu atụmatụ na-akparịta ụka site n’ihe ha gụkọrọ ọnụ.',
        },
      ],
    },
    howItWorks: {
      title: 'Otu o si arụ ọrụ',
      steps: [
        {
          title: 'Họrọ atụmatụ',
          body: 'Jiri ọgụgụ nke taa malite ma ọ bụ họrọ atụmatụ dabara n’oge gị.',
        },
        {
          title: 'Gụọ, gee ntị ma tụgharịa uche',
          body: 'Gụọ ma ọ bụ gee ntị, soro ntụgharị uche ahụ ma dee ndetu S.O.A.P.',
        },
        {
          title: 'Kesaa ma nọgide',
          body: 'Soro chọọchị gị kparịta akụkụ ahụ ma lee ka ọganihu gị na-eto.',
        },
      ],
    },
    cta: {
      title: 'Malite atụmatụ ọgụgụ mbụ gị taa',
      body: 'Ọgụgụ kwa ụbọchị, atụmatụ ndị mbido na akwụkwọ ndetu S.O.A.P. bụ n’efu, n’achọghị kaadị.',
    },
  },
  events: {
    meta: {
      title: 'Mmemme chọọchị nwere nzaghachi òkù na ihe ncheta — Koinonia',
      description:
        'Mepụta mmemme chọọchị, nata nzaghachi òkù, zipu ihe ncheta ma dekọọ ndị bịara n’ebe na ogige ọ bụla, n’otu kalenda ndị otu gị tụkwasịrị obi.',
    },
    hero: {
      eyebrow: 'Mmemme',
      title: 'Nzukọ ọ bụla, a haziri n’otu ebe',
      subtitle: 'Mepụta mmemme, nata nzaghachi òkù, zipu ihe ncheta ma dekọọ ndị bịara n’ebe ọ bụla.',
    },
    overview: {
      title: 'Site n’ofufe Sọnde ruo n’njem ozi ala ọzọ',
      paragraphs: [
        'Ndụ chọọchị jupụtara na nzukọ: ofufe, abalị ndị ntorobịa, nri a na-eri ọnụ na ezumike ime mmụọ. Koinonia na-etinye ha niile n’otu kalenda ndị otu tụkwasịrị obi.',
        'Ndị ndu na-ahụ ndị na-abịa na ndị bịara, ka ha nwee ike ịkwadebe tupu oge eruo ma kpọtụrụ ndị na-abịaghị.',
      ],
    },
    features: {
      title: 'Ngwaọrụ maka mmemme ọ bụla',
      items: [
        {
          title: 'Imepụta mmemme dị mfe',
          body: 'Tinye aha, oge na ebe, ma bipụta ya nye chọọchị gị, otu obodo ma ọ bụ otu.',
        },
        {
          title: 'Nzaghachi òkù n’otu mmetụ',
          body: 'Ndị otu na-aza ozugbo, ị na-ahụkwa ka ọnụọgụ na-arị elu.',
        },
        {
          title: 'Ihe ncheta',
          body: 'Ndị zara na-enweta ihe ncheta tupu mmemme ahụ, ka mmadụ ole na ole wee chefuo.',
        },
        {
          title: 'Ndekọ ndị bịara',
          body: 'Dekọọ ndị bịara, ma tụnyere ọnụọgụ ndị bịara site n’otu mmemme ruo n’ọzọ.',
        },
        {
          title: 'Ọtụtụ ebe',
          body: 'Mee otu mmemme n’ọtụtụ ebe ma ọ bụ ogige, ebe a na-egosi adreesị nke ọ bụla nke ọma.',
        },
        {
          title: 'Otu ndepụta maka ndị otu',
          body: 'Ndị otu na-ahụ mmemme nke chọọchị ha na nke otu ha ọnụ.',
        },
      ],
    },
    benefits: {
      title: 'Ihe mere o ji dị mkpa',
      items: [
        {
          title: 'Ndị ọzọ na-abịa',
          body: 'Nzaghachi dị mfe na ihe ncheta n’oge kwesịrị ekwesị na-ebute ọtụtụ mmadụ.',
        },
        {
          title: 'Hazie ihe site n’ọnụọgụ n’ezie',
          body: 'Mara ole ị ga-atụ anya maka nri, oche na nlekọta ụmụaka.',
        },
        {
          title: 'Kpọtụrụ ndị mmadụ n’ịhụnanya',
          body: 'Ndekọ ndị bịara na-egosi ndị na-anọghị, ka ndị ndu nwee ike ịkpọtụrụ ha.',
        },
        {
          title: 'Obere akwụkwọ',
          body: 'Enweghị mpempe ndebanye aha ma ọ bụ mpempe ndekọ ị ga-edozi mgbe mmemme gachara.',
        },
      ],
    },
    howItWorks: {
      title: 'Otu o si arụ ọrụ',
      steps: [
        {
          title: 'Mepụta mmemme ahụ',
          body: 'Tọọ ụbọchị, oge na ebe, ma họrọ ndị a kpọrọ òkù.',
        },
        {
          title: 'Nata nzaghachi',
          body: 'Ndị otu na-aza òkù n’ime ngwa ma na-enweta ihe ncheta ka ụbọchị ahụ na-abịaru nso.',
        },
        {
          title: 'Zukọọ ma kpọtụrụ ndị mmadụ',
          body: 'Dekọọ ndị bịara n’ụbọchị ahụ ma kpọtụrụ ndị na-enweghị ike ịbịa.',
        },
      ],
    },
    cta: {
      title: 'Jiri Koinonia hazie nzukọ gị na-esote',
      body: 'Ndị otu na-aza òkù n’efu. Atụmatụ chọọchị na-agbakwunye nhazi mmemme zuru ezu; hazie ngosi ka ị hụ ya.',
    },
  },
  communityChat: {
    meta: {
      title: 'Mkparịta ụka obodo, ebe mkparịta ụka na ozi — Koinonia',
      description:
        'Obodo, ebe mkparịta ụka a na-elekọta, mkparịta ụka obere otu, ozi onwe na ọkwa na-eme ka chọọchị gị nọrọ n’njikọ ma nwee agbamume n’etiti Sọnde na Sọnde.',
    },
    hero: {
      eyebrow: 'Mkparịta ụka obodo',
      title: 'Nọgide n’njikọ n’etiti Sọnde na Sọnde',
      subtitle: 'Obodo, ebe mkparịta ụka a na-elekọta, mkparịta ụka obere otu, ozi na ọkwa n’otu ebe dị nchebe.',
    },
    overview: {
      title: 'Mmekọrịta gafere ọnụ ụzọ chọọchị',
      paragraphs: [
        'Mmekọrịta anaghị akwụsị mgbe ofufe kwụsịrị. Obodo ọ bụla na obere otu ọ bụla na-enweta ebe nke ya ịkparịta ụka na ịgba ibe ha ume izu niile.',
        'Ndị ndu na-ebipụta ọkwa, ndị nlekọta na-eme ka ebe mkparịta ụka nọrọ n’obiọma, ndị otu na-ezigakwa ibe ha ozi n’enyeghị nọmba ekwentị ha.',
      ],
    },
    features: {
      title: 'Ụzọ ị ga-esi nọgide na-akpakọrịta',
      items: [
        {
          title: 'Obodo',
          body: 'Sonye na chọọchị gị, ọrụ ozi ya na otu ndị nwere otu mmasị, nke ọ bụla nwere mkparịta ụka nke ya.',
        },
        {
          title: 'Ebe mkparịta ụka a na-elekọta',
          body: 'Kparịta okwukwe na ndụ chọọchị ebe ndị nlekọta na-eme ka mkparịta ụka nwee nsọpụrụ.',
        },
        {
          title: 'Mkparịta ụka obere otu',
          body: 'Otu ụlọ gị ma ọ bụ ọmụmụ Baịbụl gị na-enweta mkparịta ụka nke ya maka mkpa ekpere, atụmatụ na agbamume.',
        },
        {
          title: 'Ozi onwe',
          body: 'Degara onye otu ma ọ bụ onye ndu ozi na nzuzo n’enyeghị nọmba ekwentị gị.',
        },
        {
          title: 'Ọkwa',
          body: 'Ndị ndu na-ebipụta akụkọ dị mkpa otu ugboro, ọ na-erukwa onye otu ọ bụla nke obodo ahụ.',
        },
        {
          title: 'Ndị kọntaktị na Bọọdụ Ntinye Aka',
          body: 'Debe ndị ị maara na ndepụta kọntaktị gị, ma mee ememe nsonye na Bọọdụ Ntinye Aka.',
        },
      ],
    },
    benefits: {
      title: 'Ihe mere o ji dị mkpa',
      items: [
        {
          title: 'Ọ dịghị onye a na-echefu',
          body: 'Ndị ọhụrụ na-achọta otu na mkparịta ụka site n’izu mbụ ha.',
        },
        {
          title: 'Ọ dị nchebe karịa soshal midia ọha',
          body: 'Mkparịta ụka na-anọ n’ime chọọchị gị, na nlekọta ma n’enweghị nsuso mgbasa ozi.',
        },
        {
          title: 'Ndị ndu na-echekwa oge',
          body: 'Otu ọkwa na-anọchi ọtụtụ imel, ozi ederede na mbipụta.',
        },
        {
          title: 'Agbamume a na-ahụ anya',
          body: 'Bọọdụ Ntinye Aka na-egosipụta ndị na-ekpe ekpere, na-eje ozi ma na-esonye.',
        },
      ],
    },
    howItWorks: {
      title: 'Otu o si arụ ọrụ',
      steps: [
        {
          title: 'Sonye n’obodo gị',
          body: 'Chọta chọọchị gị na otu ndị ị so na ha.',
        },
        {
          title: 'Kelee ndị ọzọ',
          body: 'Kọwaa onwe gị na mkparịta ụka obere otu gị ma ọ bụ malite mkparịta ụka n’ebe mkparịta ụka.',
        },
        {
          title: 'Nọgide na-akpakọrịta',
          body: 'Soro ọkwa ma zigara ndị enyi ozi, na ọkwa ndị ị na-achịkwa.',
        },
      ],
    },
    cta: {
      title: 'Webata mkparịta ụka chọọchị gị n’ụlọ',
      body: 'Sonye n’efu ma chọta obodo gị taa, ma ọ bụ hazie ngosi maka ndị ndu gị.',
    },
  },
  volunteerHub: {
    meta: {
      title: 'Ebe Ndị Ọrụ Afọ Ofufo: Ebe Ije Ozi D.I.V.I.N.E. — Koinonia',
      description:
        'Jikọọ ndị otu na otu ije ozi dabere n’nka na onyinye mmụọ, bipụta ohere, nyochaa arịrịọ, hazie oge na ihe ncheta ma kelee ndị ọrụ afọ ofufo.',
    },
    hero: {
      eyebrow: 'Ebe Ndị Ọrụ Afọ Ofufo',
      title: 'Nyere onye otu ọ bụla aka ịchọta ebe ọ ga-eje ozi',
      subtitle: 'Ebe Ije Ozi D.I.V.I.N.E. na-ejikọ ndị mmadụ na otu ije ozi dabere n’nka ha na onyinye mmụọ ha.',
    },
    overview: {
      title: 'Ije ozi nke ọtụtụ na-ekere òkè na ya',
      paragraphs: [
        'Ọtụtụ chọọchị na-adabere n’ole na ole ndị ọrụ afọ ofufo kwesịrị ntụkwasị obi ebe ndị ọzọ na-eche ka a rịọ ha. Ebe Ije Ozi na-egosi ọrụ ọ bụla dị ohere na ebe onyinye onye otu ọ bụla dabara.',
        'Ndị ndu na-ebipụta ohere, na-enyocha arịrịọ ma na-ahazi usoro oge, ka otu nọgide na-ezu oke n’arịrịghị otu ndị ahụ kwa izu.',
      ],
    },
    features: {
      title: 'Ihe niile maka otu ndị ọrụ afọ ofufo gị',
      items: [
        {
          title: 'Otu ije ozi',
          body: 'Hụ ndị ndu, ndị otu, ọrụ na ohere dị n’otu ọ bụla n’otu ebe.',
        },
        {
          title: 'Bọọdụ ohere',
          body: 'Legharịa anya n’ọrụ ọ bụla dị ohere na chọọchị gị niile na ihe ọ gụnyere.',
        },
        {
          title: 'Njikọ nka na onyinye',
          body: 'Ntụnye aro na-adabere n’nka gị na nyocha onyinye gị: nke bụ isi nwere ajụjụ {basicQuestions}, ma ọ bụ nke zuru ezu nwere {comprehensiveQuestions}.',
        },
        {
          title: 'Nhazi oge na ihe ncheta',
          body: 'Hazie onye ga-eje ozi mgbe ole, ndị ọrụ afọ ofufo na-enwetakwa ihe ncheta tupu oge ọrụ ha ọ bụla.',
        },
        {
          title: 'Arịrịọ',
          body: 'Ndị otu na-etinye arịrịọ n’usoro ole na ole, ndị ndu na-enyocha ha, na-anabata ha ma na-asị ha nnọọ.',
        },
        {
          title: 'Baajị nkwanye ùgwù',
          body: 'Baajị na-ekele ndị ọrụ afọ ofufo maka ije ozi kwesịrị ntụkwasị obi na ihe ha rụzuru.',
        },
      ],
    },
    benefits: {
      title: 'Ihe mere o ji dị mkpa',
      items: [
        {
          title: 'Ọtụtụ mmadụ na-eje ozi',
          body: 'Ọrụ doro anya na njikọ onyinye na-akpọ ndị otu na-amaghị ebe ha ga-esi malite.',
        },
        {
          title: 'Otu ahụ siri ike',
          body: 'Ikerịta ibu ahụ na-enyere ndị ọrụ afọ ofufo gị kacha kwesị ntụkwasị obi aka ka ike ghara ịgwụ ha.',
        },
        {
          title: 'Oghere ole na ole n’ụbọchị ahụ',
          body: 'Usoro oge na ihe ncheta pụtara na a naghị ahapụ ọrụ ma ọ bụ na-akpọ oku na nkeji ikpeazụ.',
        },
        {
          title: 'Ije ozi a na-ahụ anya',
          body: 'Baajị na ekele na-egosi ndị ọrụ afọ ofufo na ije ozi ha dị mkpa.',
        },
      ],
    },
    howItWorks: {
      title: 'Otu o si arụ ọrụ',
      steps: [
        {
          title: 'Chọpụta onyinye gị',
          body: 'Mee nyocha onyinye mmụọ ka ị hụ otu e si kee gị maka ije ozi.',
        },
        {
          title: 'Chọta ọrụ ma tinye arịrịọ',
          body: 'Legharịa anya na bọọdụ ohere ma tinye arịrịọ n’otu dabara gị.',
        },
        {
          title: 'Soro otu gị jee ozi',
          body: 'Onye ndu gị na-etinye gị n’usoro oge, ihe ncheta na-emekwa ka ị nọrọ njikere.',
        },
      ],
    },
    cta: {
      title: 'Nyere onyinye ọ bụla aka ịchọta ebe ya',
      body: 'Ndị otu na-eme nyocha onyinye nke bụ isi n’efu. Chọọchị nwere ike ịhazi ngosi nke nlekọta ndị ọrụ afọ ofufo.',
    },
  },
};

export default copy;
