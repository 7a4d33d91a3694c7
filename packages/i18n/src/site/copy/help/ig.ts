import type { HelpCopy } from './en';

/** Igbo copy of the FAQ and help docs pages. */
const copy: HelpCopy = {
  search: {
    label: 'Chọọ',
    placeholder: 'Chọọ ajụjụ na ntuziaka',
    results: 'Nsonaazụ {count}',
    noResults: 'Ọ dịghị ihe dabara na “{query}”. Nwaa okwu ọzọ, ma ọ bụ kpọtụrụ ndị nkwado.',
    clear: 'Hichapụ ọchụchọ',
  },
  faq: {
    meta: {
      title: 'Ajụjụ a na-ajụkarị — Koinonia',
      description:
        'Azịza gbasara Koinonia: ịmalite, atụmatụ efu na nke a na-akwụ ụgwọ, kandụl AI, nzuzo, onye na-ahụ ekpere na ihe atụmatụ chọọchị na-enye ndị ndu chọọchị.',
    },
    hero: {
      eyebrow: 'Ajụjụ a na-ajụkarị',
      title: 'Ajụjụ anyị na-anụkarị',
      subtitle: 'Azịza dị mkpirikpi na nke eziokwu maka ndị otu, ndị ndu na ndị nchịkwa chọọchị.',
    },
    groups: [
      {
        title: 'Ịmalite',
        items: [
          {
            question: 'Gịnị bụ Koinonia?',
            answer:
              'Koinonia bụ ngwa chọọchị maka ndị otu, ndị ndu, ndị pastọ, ndị nchịkwa na ndị ọrụ afọ ofufo. Ọ na-eweta mgbidi ekpere, ọgụgụ Baịbụl kwa ụbọchị, ide ndetu S.O.A.P., mmemme, mkparịta ụka otu, ije ozi na onyinye n’otu ebe, ka chọọchị nọgide na mmekọrịta izu niile.',
          },
          {
            question: 'Koinonia ọ̀ bụ n’efu?',
            answer:
              'Ee. Atụmatụ {disciplePlan} bụ n’efu n’achọghị kaadị, ọ gụnyekwara mgbidi ekpere, akwụkwọ ndetu S.O.A.P., mkparịta ụka obodo, ọgụgụ Baịbụl kwa ụbọchị, atụmatụ ọgụgụ ndị mbido na kandụl AI {discipleCandles} kwa ọnwa. Atụmatụ a na-akwụ ụgwọ na-agbakwunye kandụl na ngwaọrụ ndị ọzọ.',
          },
          {
            question: 'Chọọchị m ọ̀ ga-anọrịrị na Koinonia?',
            answer:
              'Mba. Ị nwere ike ịgụ, ikpe ekpere na ide ndetu n’onwe gị, ịhọrọ chọọchị n’oge nhazi abụghịkwa iwu. Mgbe chọọchị gị sonyere, ị na-ejikọ n’obodo ya, mmemme ya na otu ije ozi ya site n’otu akaụntụ ahụ.',
          },
          {
            question: 'Asụsụ ole ka Koinonia na-asụ?',
            answer:
              'Koinonia dị n’asụsụ {languageCount}, gụnyere Arabic, Urdu, Hebrew na Farsi, ndị a na-agụ site n’aka nri gaa n’aka ekpe. N’oge mbụ ị bịara, anyị na-atụ aro asụsụ maka mba gị, ị nwekwara ike ịgbanwe nke gị mgbe ọ bụla na Ntọala.',
          },
        ],
      },
      {
        title: 'Atụmatụ na kandụl',
        items: [
          {
            question: 'Gịnị bụ kandụl AI?',
            answer:
              'Kandụl AI bụ kredit a na-eji akwụ ụgwọ njirimara AI: ntuziaka ọmụmụ, nkwadebe ozi ọma, Baịbụl AI a na-ege ntị na vidiyo AI. Atụmatụ ọ bụla gụnyere kandụl na-emeghari kwa ọnwa. Ekpere, ọgụgụ, mkparịta ụka na ihe ọ bụla ọzọ na-abụghị AI anaghị eri kandụl ọ bụla.',
          },
          {
            question: 'Gịnị na-eme mgbe kandụl m gwụrụ?',
            answer:
              'Ọ bụ naanị njirimara AI na-akwụsịtụ. Ị nwere ike ichere ka kandụl ọnwa gị meghaa, zụta ngwugwu mgbakwunye nke kandụl ya anaghị agwụ agwụ, ma ọ bụ kwaga n’atụmatụ nwere kandụl ọnwa ka ukwuu.',
          },
          {
            question: 'Enwere m ike ịgbanwe ma ọ bụ kagbuo atụmatụ m?',
            answer:
              'Ee, mgbe ọ bụla. Kwụọ ụgwọ kwa ọnwa, ma ọ bụ kwụọ kwa afọ ma nweta ọnwa {freeMonths} n’efu. Ọ bụrụ na i kagbuo, ị ga-ejide atụmatụ gị ruo ngwụcha oge ị kwụrụ ụgwọ ya, mgbe ahụ ị ga-alaghachi n’atụmatụ efu, ọdịnaya gị niile ka dị.',
          },
          {
            question: 'Kandụl ọ̀ nwere uru ego?',
            answer:
              'Mba. Kandụl bụ kredit maka njirimara AI n’ime Koinonia. A pụghị ịgbanwe ha ka ha bụrụ ego ma ọ bụ jiri ha mee ihe n’èzí ngwa ahụ.',
          },
        ],
      },
      {
        title: 'Nzuzo na nchekwa',
        items: [
          {
            question: 'Koinonia ọ̀ na-ere data m ma ọ bụ na-egosi mgbasa ozi?',
            answer:
              'Mba. Enweghị nsuso mgbasa ozi, enweghị nyocha ndị ọzọ, a dịghịkwa ere data. Anyị na-eji data gị naanị iji mee ka Koinonia rụọ ọrụ maka gị na chọọchị gị.',
          },
          {
            question: 'Onye nwere ike ịhụ arịrịọ ekpere m?',
            answer:
              'Ọ bụ gị na-ahọrọ maka arịrịọ ọ bụla. Arịrịọ ọha na-apụta na mgbidi ekpere chọọchị gị, nke nzuzo na-anọ naanị gị na otu ekpere ị họọrọ, a na-egosikwa nke enweghị aha n’etinyeghị aha gị.',
          },
          {
            question: 'Kuki ole ka Koinonia na-eji?',
            answer:
              'Otu kuki ịbanye nke na-ejide njirimara nnọkọ a họpụtara n’enweghị usoro. Enweghị kuki mgbasa ozi ma ọ bụ kuki nyocha. Ihe nchọgharị gị na-echetakwa ụdị ngosi gị, asụsụ gị na nhazi ogwe akụkụ gị na ngwaọrụ nke gị.',
          },
          {
            question: 'Kedu ka m ga-esi kọọ ihe na-emerụ ahụ?',
            answer:
              'Ọ bụ ndị ndu chọọchị gị na-elekọta ebe mkparịta ụka na mkparịta ụka otu, ya mere buru ụzọ gwa onye nlekọta ma ọ bụ onye ndu nke obodo ahụ. Ọ bụrụ na ọ metụtara nchekwa gị ma ọ bụ na e dozighị ya, degara {supportEmail} akwụkwọ, anyị ga-elebakwa ya anya.',
          },
        ],
      },
      {
        title: 'Maka chọọchị',
        items: [
          {
            question: 'Kedu ka chọọchị anyị ga-esi malite?',
            answer:
              'Họrọ {churchBasicPlan} ma ọ bụ {churchStandardPlan}, ma ọ bụ kpọtụrụ anyị gbasara {enterprisePlan} maka netwọk ka ukwuu. Obi dị anyị ụtọ ịhazi ngosi ma nyere gị aka ịkpọ ndị ọrụ gị na ndị otu gị.',
          },
          {
            question: 'Gịnị ka atụmatụ chọọchị na-agbakwunye?',
            answer:
              'Nlekọta ndị otu, nhazi mmemme, nkwurịta okwu n’ofe chọọchị niile, otu ekpere nzuzo, nyocha, nlekọta ọtụtụ ogige, nyocha onyinye ndị na-enye onyinye, njikọ mgbasa ozi ndụ, nlekọta ndị ọrụ afọ ofufo na mkparịta ụka ije ozi ozugbo nwere CRM.',
          },
          {
            question: 'Gịnị bụ kandụl iguzosi ike?',
            answer:
              'Ekele nye chọọchị ndị na-anọgide na anyị: ọnwa {loyaltyMonths} ọ bụla, chọọchị nọ na {churchBasicPlan} na-enweta kandụl mgbakwunye {basicLoyaltyCandles}, chọọchị nọ na {churchStandardPlan} na-enwetakwa {standardLoyaltyCandles}.',
          },
          {
            question: 'Gịnị ka ndị nchịkwa chọọchị nwere ike ịhụ?',
            answer:
              'Ndị nchịkwa na-ahụ ndị otu na ọdịnaya nke obodo ha. Ekpere nzuzo na ndetu ndị otu na-anọ na nzuzo, ọ bụkwa naanị onye nyere onyinye na ndị nchịkwa ego chọọchị na-ahụ ndekọ onyinye.',
          },
        ],
      },
    ],
  },
  helpDocs: {
    meta: {
      title: 'Akwụkwọ enyemaka: ntuziaka nzọụkwụ n’nzọụkwụ — Koinonia',
      description:
        'Ntuziaka Koinonia: hazie akaụntụ gị, biputa arịrịọ ekpere, soro atụmatụ ọgụgụ, zaa òkù mmemme, jee ozi afọ ofufo, lekọta ndị otu ma jiri kandụl AI.',
    },
    hero: {
      eyebrow: 'Akwụkwọ enyemaka',
      title: 'Ntuziaka nzọụkwụ n’nzọụkwụ',
      subtitle: 'Chọta ihe ị chọrọ ime ma soro nzọụkwụ ndị ahụ. Ntuziaka ọ bụla na-ewe nkeji ole na ole.',
    },
    articles: [
      {
        id: 'create-your-account',
        title: 'Mepụta akaụntụ gị ma họrọ asụsụ',
        summary: 'Debanye aha n’efu ma hazie Koinonia n’asụsụ ị na-eji ekpe ekpere.',
        steps: [
          'Họrọ “Malite n’efu” ma tinye aha gị, adreesị imel gị na okwuntụghe. A chọghị kaadị.',
          'Mepee imel anyị zitere gị ma soro njikọ ahụ iji kwenye adreesị gị.',
          'Mechaa nhazi dị mkpirikpi: profaịlụ gị, chọọchị gị na ihe na-amasị gị. Ị nwere ike ịwụfe nzọụkwụ chọọchị na ihe na-amasị gị ma laghachi emechaa.',
          'Họrọ asụsụ gị na nzọụkwụ ikpeazụ. Iji gbanwee ya emechaa, mepee Ntọala ma họrọ Asụsụ; a na-echekwa nhọrọ gị n’akaụntụ gị, ọ na-esokwa gị na ngwaọrụ ọ bụla.',
        ],
      },
      {
        id: 'post-a-prayer-request',
        title: 'Biputa arịrịọ ekpere ma họrọ onye ga-ahụ ya',
        summary: 'Kesaa ihe dị gị n’obi naanị na ndị ị chọrọ.',
        steps: [
          'Mepee Mgbidi ekpere n’okpuru Ofufe n’ogwe akụkụ ma malite arịrịọ ọhụrụ.',
          'Nye ya aha dị mkpirikpi ma dee ihe ị chọrọ ka a kpeere gị ekpere maka ya.',
          'Họrọ onye ga-ahụ ya: Ọha maka mgbidi ekpere chọọchị gị, Nzuzo maka gị na otu ekpere ị họọrọ, ma ọ bụ Enweghị aha iji kesaa ya n’etinyeghị aha gị.',
          'Biputa ya. A na-agwa gị ka ndị mmadụ na-ekpe ekpere, arịrịọ ahụ na-egosikwa ọnụọgụ ndị na-eso gị ekpe ekpere.',
          'Mgbe a zara ekpere ahụ, kaa akara na a zara ya ka onye ọ bụla kpere ekpere soro gị kelee Chineke.',
        ],
      },
      {
        id: 'reading-plan-and-soap-journal',
        title: 'Malite atụmatụ ọgụgụ ma debe akwụkwọ ndetu S.O.A.P.',
        summary: 'Wulite omume kwa ụbọchị nke ịgụ Akwụkwọ Nsọ na ide ihe ọ pụtara nye gị.',
        steps: [
          'Mepee Ọgụgụ Baịbụl n’okpuru Ofufe ma legharịa anya n’atụmatụ ọgụgụ: {beginnerPlans} maka ndị mbido na {intermediatePlans} maka ndị dị njikere ịbanye n’ime omimi.',
          'Malite atụmatụ. Ụbọchị ọ bụla na-eweta ọgụgụ nwere ntụgharị uche e duziri na ndetu ọmụmụ; họrọ nsụgharị gị ma ọ bụ gee ntị na Baịbụl a na-ege ntị.',
          'Mgbe ị gụchara, mepee Akwụkwọ ndetu S.O.A.P. ma dee akụkụ anọ dị mkpirikpi: Akwụkwọ Nsọ pụtara ìhè nye gị, Nlebanya gị, otu ị ga-esi tinye ya n’ọrụ, na Ekpere.',
          'Laghachi echi: e chekwara ebe ị rutere n’atụmatụ ahụ, ndetu gị na-anọkwa na nzuzo ma ọ bụrụ na ị họrọghị ikesa otu ndetu.',
        ],
      },
      {
        id: 'rsvp-to-an-event',
        title: 'Zaa òkù mmemme ma nweta ihe ncheta',
        summary: 'Mee ka ndị haziri ya mara na ị na-abịa, ka ị ghara ịtụfu mmalite ya.',
        steps: [
          'Mepee Mmemme n’okpuru Njikọ ka ị hụ ihe na-abịa na chọọchị gị na otu gị, ya na ebe na ogige nke ọ bụla.',
          'Mepee otu mmemme ma zaa òkù ka ndị haziri ya mara ole ha ga-atụ anya.',
          'Ihe ncheta na-abịa tupu mmemme ahụ site n’ụzọ ị họọrọ na Ntọala ọkwa: n’ime ngwa, site na imel ma ọ bụ dị ka ọkwa na ngwaọrụ gị.',
          'Ọ bụrụ na atụmatụ gị agbanwee, melite nzaghachi gị ka ọnụọgụ ndị ga-abịa dị ziri ezi.',
        ],
      },
      {
        id: 'join-a-community',
        title: 'Sonye n’obodo ma soro otu gị kparịta ụka',
        summary: 'Chọta obere otu gị ma ọ bụ ọrụ ozi gị ma nọgide na-akpakọrịta n’etiti nzukọ.',
        steps: [
          'Mepee Obodo n’okpuru Njikọ ma chọta otu na ọrụ ozi nke chọọchị gị.',
          'Sonye na ndị ị so na ha. Ọkwa ha, ebe mkparịta ụka ha na mmemme ha ga-apụtazi maka gị.',
          'Sonye n’ebe mkparịta ụka, nke ndị ndu gị na-elekọta, ma ọ bụ mepee mkparịta ụka otu gị maka okwu ngwa ngwa.',
          'Jiri Ozi maka mkparịta ụka gị na otu onye, jirikwa Ndị kọntaktị debe ndị ị maara n’aka.',
        ],
      },
      {
        id: 'volunteer-and-gifts-assessment',
        title: 'Chọta ohere ije ozi afọ ofufo ma mee nyocha onyinye',
        summary: 'Chọpụta onyinye Chineke nyere gị ma chọta ebe ije ozi dabara gị.',
        steps: [
          'Mee nyocha onyinye mmụọ: nke bụ isi nwere ajụjụ {basicQuestions} ma bụrụ n’efu; nke zuru ezu nwere ajụjụ {comprehensiveQuestions} ma na-abịa na {servantPlan} na ndị karịrị ya.',
          'Mepee Ebe Ije Ozi n’okpuru Ije ozi. A na-ebu ụzọ tụọ aro ohere dabara n’nka gị na onyinye gị.',
          'Mepee otu ohere ka ị hụ otu ahụ, ihe ọ gụnyere na ohere ole fọdụrụ, wee tinye arịrịọ.',
          'Soro arịrịọ gị n’Arịrịọ m. Ozugbo ị nọ n’otu, usoro oge gị na ihe ncheta gị na-apụta n’Ebe Ije Ozi, baajị nkwanye ùgwù na-egosikwa ije ozi gị.',
        ],
      },
      {
        id: 'invite-staff-and-manage-members',
        title: 'Kpọọ ndị ọrụ ma lekọta ndị otu',
        summary: 'Maka ndị nchịkwa chọọchị: webata otu gị ma mee ka ndepụta ndị otu gị dị ọhụrụ.',
        steps: [
          'Mepee Nlekọta ụka n’ogwe akụkụ. Ọ na-apụta ozugbo akaụntụ chọọchị gị nyere gị ikike onye nchịkwa.',
          'Na nlekọta ndị ọrụ, kpọọ mmadụ site na imel ma họrọ ọrụ ya: onye nchịkwa, onye ndu ma ọ bụ onye nlekọta.',
          'Ha na-enweta òkù ma nabata ya site n’ịbanye ma ọ bụ imepụta akaụntụ; a na-agwa gị mgbe ha sonyere.',
          'Jiri Nlekọta mmadụ hụ ndị otu gị, melite nkọwa ha ma hazie ha n’otu na ọrụ ozi.',
          'Zipu akụkọ maka chọọchị niile site n’Ebe nkwurịta okwu ka onye ọ bụla nụ ya n’otu ebe.',
        ],
      },
      {
        id: 'ai-candles-and-boost-packs',
        title: 'Jiri kandụl AI ma zụta ngwugwu mgbakwunye',
        summary: 'Jiri kandụl kwụọ ụgwọ ngwaọrụ AI maka ọmụmụ na ozi ọma, ma gbakwunye mgbe ị chọrọ karịa.',
        steps: [
          'Mepee Kandụl n’okpuru Akaụntụ ka ị hụ ego fọdụrụ gị na ihe njirimara AI ọ bụla na-efu.',
          'Jiri njirimara AI, dị ka ntuziaka ọmụmụ ma ọ bụ nkwadebe ozi ọma; a na-ewepụ kandụl ọ na-efu n’ego fọdụrụ gị.',
          'Kandụl atụmatụ gị na-emeghari kwa ọnwa. Ọ bụrụ na ị chọrọ karịa tupu mgbe ahụ, zụta ngwugwu mgbakwunye: S nwere kandụl {smallPackCandles}, M nwere {mediumPackCandles} ma ọ bụ L nwere {largePackCandles}.',
          'A na-egosi ọnụahịa n’ego mba gị tupu ị kwụọ ụgwọ, kandụl ngwugwu mgbakwunye anaghịkwa agwụ agwụ.',
        ],
      },
      {
        id: 'theme-font-size-and-notifications',
        title: 'Gbanwee ụdị ngosi, nha mkpụrụedemede na ọkwa',
        summary: 'Mee ka Koinonia dị mfe ịgụ ma kpebie ihe ga-eru gị aka.',
        steps: [
          'Mepee Ntọala ma, n’okpuru Ọdịdị, họrọ ụdị Ìhè, Ọchịchịrị ma ọ bụ Akpaaka. Akpaaka na-agbaso ngwaọrụ gị. Mgba ọkụ dị n’isi peeji na-agbanwekwa ya ngwa ngwa.',
          'Họrọ nha mkpụrụedemede Obere, Etiti ma ọ bụ Nnukwu. A na-echekwa nhọrọ gị n’akaụntụ gị.',
          'Mepee Ntọala ọkwa ma họrọ, maka ụdị ọkwa ọ bụla, ma ọ ga-apụta n’ime ngwa, bịa site na imel ma ọ bụ bịa na ngwaọrụ gị.',
          'Tụdo ruo peeji {maxPinned} ị hụrụ n’anya n’ogwe akụkụ ka ha nọrọ n’elu.',
        ],
      },
      {
        id: 'export-or-delete-your-data',
        title: 'Bupụ ma ọ bụ hichapụ data gị',
        summary: 'Hụ ihe Koinonia debere gbasara gị, were otu nnomi ma ọ bụ hichapụ akaụntụ gị.',
        steps: [
          'Iji rịọ nnomi data gị ma ọ bụ ihichapụ akaụntụ gị, zipu arịrịọ nkwado (họrọ Ajụjụ izugbe) ma ọ bụ degara {privacyEmail} akwụkwọ.',
          'Iji dozie aha gị, aha njirimara gị ma ọ bụ foto gị, mepee Profaịlụ site na menu avatar.',
          'Mgbe i hichapụrụ akaụntụ gị, a na-ehichapụ data gị n’ime ụbọchị {deletionDays}, ma e wezụga ndekọ onyinye chọọchị gị ga-edebe dịka iwu si dị.',
          'Dee site n’adreesị imel dị n’akaụntụ gị, ka anyị mara na arịrịọ ahụ si n’aka gị; anyị na-aza n’ime otu ụbọchị ọrụ.',
        ],
      },
    ],
  },
  stillNeedHelp: {
    title: 'Ị ka chọrọ enyemaka?',
    body: 'Ndị nkwado anyị na-agụ ozi ọ bụla ma na-aza n’ime otu ụbọchị ọrụ. Gwa anyị ihe ị na-achọ ime na ihe mere.',
  },
};

export default copy;
