import type { LegalCopy } from './en';

/** Igbo copy of the privacy policy and terms of service. */
const copy: LegalCopy = {
  updated: 'Emelitere ya ikpeazụ: {date}',
  contents: 'Ihe dị n’ime ya',
  privacyPolicy: {
    meta: {
      title: 'Iwu nzuzo — Koinonia',
      description:
        'Ihe Koinonia na-anakọta, ihe mere, onye nwere ike ịhụ ya, oge anyị na-edebe ya na ikike gị. Enweghị nsuso mgbasa ozi, nyocha ndị ọzọ ma ọ bụ iresi data.',
    },
    title: 'Iwu nzuzo',
    intro:
      'Koinonia bụ ebe ekpere, Akwụkwọ Nsọ na mmekọrịta, nke ahụ chọkwara ntụkwasị obi. Iwu a na-akọwa n’okwu doro anya ihe anyị na-anakọta, ihe anyị na-eji ya eme na ihe anyị anaghị eme ma ọlị: anyị anaghị egosi mgbasa ozi, anyị anaghị eji nyocha ndị ọzọ, anyị anaghịkwa ere data gị.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Onye anyị bụ',
        paragraphs: [
          'Koinonia na-ahụ maka data nkeonwe a kọwara ebe a. Adreesị anyị bụ Koinonia, 100 Fellowship Way, Suite 200, Nashville, TN 37203, Njikọta Steeti Amerịka. Maka ajụjụ ọ bụla gbasara nzuzo, degara {privacyEmail} akwụkwọ.',
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'Ihe anyị na-anakọta',
        paragraphs: [
          'Akaụntụ gị: aha gị, adreesị imel gị, aha njirimara gị na okwuntụghe gị. Anyị na-echekwa okwuntụghe ahụ naanị dị ka hash Argon2id, ọ bụghị okwuntụghe ahụ n’onwe ya. Ị nwere ike itinye foto profaịlụ.',
          'Ntọala gị: asụsụ ị họọrọ, ụdị ngosi, nha mkpụrụedemede, mba, ntọala ọkwa na nlegharị anya gị kwa izu. Ọ bụrụ na ị nabata ntọala a tụrụ aro n’oge mbụ ị bịara, anyị na-echekwa asụsụ, mba na mpaghara oge ị họọrọ.',
          'Ihe ị na-emepụta: arịrịọ ekpere, ndetu, ozi, mmemme na nzaghachi òkù, ya na ndekọ onyinye gị ma ọ bụrụ na chọọchị gị na-anata onyinye n’ịntanetị.',
          'Ozi ị zitere anyị site na fọm kpọtụrụ anyị, nke nzukọ ukwu na nke nkwado: aha gị, adreesị imel gị, ozi ahụ, ụdị ya, nzukọ gị na asụsụ gị.',
        ],
      },
      {
        id: 'how-we-use-it',
        heading: 'Otu anyị si eji ya',
        paragraphs: [
          'Anyị na-eji data gị iji mee ka Koinonia rụọ ọrụ maka gị: ime ka ị banye, igosi ndị ị họọrọ ọdịnaya gị, idebe ntọala gị na ịza ozi gị.',
          'Anyị na-ezitere gị imel naanị maka iweghachi akaụntụ, nkwenye imel, njikọ ịbanye, nkwenye nke ozi ị zitere anyị na ọkwa ndị ị gbanyere na ntọala ọkwa gị.',
          'Mgbe ị jiri njirimara AI, a na-edozi ederede ị zipụrụ iji mepụta azịza gị. A naghị eji ya eme mgbasa ozi ma ọlị.',
          'Onye na-ahụ maka ịkwụ ụgwọ anyị na-elekọta ịkwụ ụgwọ. Koinonia anaghị ahụ ma ọ bụ echekwa nọmba kaadị gị zuru ezu.',
        ],
      },
      {
        id: 'who-can-see-it',
        heading: 'Onye nwere ike ịhụ ihe ị kesara',
        paragraphs: [
          'A na-egosi ihe ị mepụtara dịka ọhụhụ ị họọrọ si dị. Arịrịọ ekpere ọha na-apụta na mgbidi ekpere chọọchị gị, nke nzuzo na-anọ naanị gị na otu ekpere ị họọrọ, a na-egosikwa nke enweghị aha n’etinyeghị aha gị.',
          'Ndị nchịkwa chọọchị na ndị nchịkwa otu na-ahụ ndị otu na ọdịnaya nke obodo ha. Ọ bụ naanị onye nyere onyinye na ndị nchịkwa ego chọọchị ya na-ahụ ndekọ onyinye.',
        ],
      },
      {
        id: 'what-we-never-do',
        heading: 'Ihe anyị anaghị eme ma ọlị',
        paragraphs: [
          'Anyị anaghị ere data gị, anaghị ekesa ya maka mgbasa ozi, anaghịkwa esoro gị na websaịtị ndị ọzọ. Anyị anaghị eji nyocha ndị ọzọ.',
          'Anyị na-enyefe ndị ọzọ data naanị ebe iwu a kwuru ya, dị ka nkọwa ịkwụ ụgwọ nye onye na-ahụ maka ịkwụ ụgwọ anyị, ma ọ bụ ebe iwu mba manyere anyị.',
        ],
      },
      {
        id: 'cookies-and-local-storage',
        heading: 'Kuki na nchekwa mpaghara',
        paragraphs: [
          'Koinonia na-edebe otu kuki: kuki ịbanye nke na-ejide njirimara nnọkọ a họpụtara n’enweghị usoro. Skript dị na peeji enweghị ike ịgụ ya, ọ na-akwụsịkwa mgbe ị pụrụ ma ọ bụ mgbe oge ụfọdụ gachara n’ejighị ya. Anyị anaghị edebe kuki mgbasa ozi ma ọ bụ kuki nyocha.',
          'Nchekwa mpaghara nke ihe nchọgharị gị na-edebe ụdị ngosi gị, asụsụ gị, nhazi ogwe akụkụ gị na mgbe e gosiri ozi nnabata ikpeazụ, ka saịtị ahụ dị ka i si hapụ ya. Nke a na-anọ na ngwaọrụ gị.',
        ],
      },
      {
        id: 'country-detection',
        heading: 'Otu anyị si amata mba gị',
        paragraphs: [
          'Iji tụọ aro asụsụ ma gosi ọnụahịa n’ego mba gị, anyị na-achọ mba gị site n’adreesị IP gị na nchekwa data dị na sava nke anyị. A naghị ezigara onye ọzọ adreesị gị, ọchụchọ ahụ anaghịkwa echekwa ya.',
          'Ngwaahịa a gụnyere data GeoLite2 nke MaxMind mepụtara, nke dị na {link}.',
        ],
      },
      {
        id: 'retention',
        heading: 'Oge anyị na-edebe ya',
        paragraphs: [
          'Anyị na-edebe data akaụntụ gị ruo mgbe ị nwere akaụntụ. Mgbe i hichapụrụ akaụntụ gị, a na-ehichapụ data ya n’ime ụbọchị {deletionDays}, ma e wezụga ndekọ onyinye chọọchị gị ga-edebe dịka iwu si dị.',
          'A na-edebe ozi kpọtụrụ anyị, nke nzukọ ukwu na nke nkwado ruo ọnwa {messageRetentionMonths} ka anyị nwee ike ịza ha ma soro ha, mgbe ahụ a na-ehichapụ ha. Mgbe ị zipụrụ otu, a na-eji adreesị IP gị naanị maka ngụkọ dị nwa oge nke na-egbochi idéju ozi; ọ na-agwụ n’ime otu awa, a naghịkwa echekwa ya na ozi gị.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Ikike gị',
        paragraphs: [
          'Ị nwere ike ịhụ, ibupụ, idozi na ihichapụ data gị. Profaịlụ gị na ihe ndị ị họọrọ dị na Ntọala na n’ibe profaịlụ gị; maka nnomi ihe niile ma ọ bụ ihichapụ akaụntụ gị, zipu arịrịọ nkwado ma ọ bụ degara {privacyEmail} akwụkwọ, anyị ga-azakwa gị ngwa ngwa.',
          'Ị nwekwara ike ịjụ otu anyị si eji data gị ma ọ bụ mee mkpesa nye ụlọ ọrụ na-echekwa data n’ebe ị bi.',
        ],
      },
      {
        id: 'children',
        heading: 'Ụmụaka',
        paragraphs: [
          'Ị ga-abụrịrị onye gbara opekata mpe afọ {minimumAge} iji mepụta akaụntụ nke gị. Ndị otu na-erubeghị afọ ahụ nwere ike isonye naanị site na chọọchị ha, na nkwenye nne na nna ma ọ bụ onye nlekọta.',
          'Ọ bụrụ na i kwenyere na nwatakịrị na-erubeghị afọ {minimumAge} nwere akaụntụ n’enweghị nkwenye ahụ, degara {privacyEmail} akwụkwọ, anyị ga-ewepụkwa ya.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Mgbanwe na nkwurịta okwu',
        paragraphs: [
          'Ọ bụrụ na anyị agbanwee iwu a, anyị ga-emelite ụbọchị dị n’elu ma, maka mgbanwe dị mkpa, gwa gị n’ime ngwa ma ọ bụ site na imel tupu ha amalite ịrụ ọrụ.',
          'A na-anabata ajụjụ gbasara nzuzo gị mgbe niile na {privacyEmail}.',
        ],
      },
    ],
  },
  termsOfService: {
    meta: {
      title: 'Usoro ojiji — Koinonia',
      description:
        'Usoro maka iji Koinonia: akaụntụ gị, ojiji nwere nsọpụrụ, onye nwe ọdịnaya gị, atụmatụ, ịkwụ ụgwọ na kandụl AI, ndị nchịkwa chọọchị na ikike gị.',
    },
    title: 'Usoro ojiji',
    intro:
      'Usoro ndị a bụ nkwekọrịta dị n’etiti gị na Koinonia mgbe ị na-eji ngwa anyị na websaịtị anyị. Anyị emeela ka ha dị mkpirikpi ma doo anya. Site n’imepụta akaụntụ ma ọ bụ iji Koinonia, ị nabatara ha.',
    sections: [
      {
        id: 'accounts',
        heading: 'Akaụntụ gị',
        paragraphs: [
          'Ị ga-abụrịrị onye gbara opekata mpe afọ {minimumAge} iji mepụta akaụntụ. Ndị otu na-erubeghị afọ ahụ nwere ike isonye naanị site na chọọchị ha, na nkwenye nne na nna ma ọ bụ onye nlekọta.',
          'Nye nkọwa ziri ezi, debe okwuntụghe gị n’onwe gị ma gwa anyị na {supportEmail} ma ọ bụrụ na i chere na onye ọzọ ejiri akaụntụ gị. Ọ bụ gị na-ahụ maka ihe na-eme n’okpuru akaụntụ gị.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Iji Koinonia nke ọma',
        paragraphs: [
          'E wuru Koinonia maka mmekọrịta. Jiri nsọpụrụ mesoo ndị ọzọ: enweghị mmegbu, iyi egwu, ịkpọasị ma ọ bụ mmekpa ahụ, enweghị spam ma ọ bụ mgbasa ozi a na-achọghị, enweghịkwa ihe megidere iwu.',
          'Sọpụrụ nzuzo nke ekpere. Adịla e depụta, zigara ndị ọzọ ma ọ bụ kpughee arịrịọ nzuzo ma ọ bụ nke enweghị aha, ma ọ bụ ihe ọ bụla e kesara n’otu ekpere ma ọ bụ n’otu, n’èzí ebe e kesara ya.',
          'Agbala mbọ ịbanye n’akaụntụ ndị ọzọ, ịkpaghasị ọrụ ahụ ma ọ bụ ịnakọta data ndị otu ndị ọzọ.',
        ],
      },
      {
        id: 'your-content',
        heading: 'Ọdịnaya gị',
        paragraphs: [
          'Ọ bụ gị nwe ihe ị bipụtara: ekpere, ndetu, ozi, mmemme na mgbasa ozi. Ị na-enye Koinonia naanị ikike dị mkpa iji chekwaa ya ma gosi ya ndị ị họọrọ, ikike ahụ na-akwụsịkwa mgbe i hichapụrụ ya.',
          'Bipụta naanị ihe ị nwere ikike ikesa, gụnyere foto ndị ọzọ.',
        ],
      },
      {
        id: 'church-administrators',
        heading: 'Ndị nchịkwa chọọchị',
        paragraphs: [
          'Ọ bụrụ na ị na-elekọta chọọchị, ọrụ ozi ma ọ bụ otu na Koinonia, ị na-eme ihe n’aha obodo ahụ. Kpọọ naanị ndị so na ya, jiri nlezianya nye ọrụ ndị ọrụ, jirikwa ozi gbasara ndị otu naanị maka ndụ chọọchị.',
          'Lekọta ebe mkparịta ụka na mkparịta ụka gị n’ụzọ ziri ezi, debe ndekọ onyinye dịka iwu chọrọ, ma hụ na ị nwere nkwenye nne na nna ma ọ bụ onye nlekọta maka onye otu ọ bụla na-erubeghị afọ {minimumAge}.',
        ],
      },
      {
        id: 'plans-billing-and-candles',
        heading: 'Atụmatụ, ịkwụ ụgwọ na kandụl AI',
        paragraphs: [
          'Atụmatụ {disciplePlan} bụ n’efu. A na-akwụ ụgwọ atụmatụ ndị ọzọ kwa ọnwa ma ọ bụ kwa afọ tupu oge eruo, atụmatụ afọ na-efukwa otu ihe ahụ dị ka ọnwa {monthsCharged}. A na-egosi ọnụahịa tupu ị kwụọ ụgwọ, n’ego mba gị ebe anyị nwere ike, gụnyere ụtụ ọ bụla.',
          'Ndenye aha na-emeghari na ngwụcha oge ọ bụla ruo mgbe i kagburu ya. Ị nwere ike ịkagbu mgbe ọ bụla; ị na-ejide atụmatụ gị ruo ngwụcha oge ị kwụrụ ụgwọ ya. Ebe iwu nyere gị ikike inweta ego gị azụ, anyị na-asọpụrụ ya.',
          'Kandụl AI bụ kredit maka njirimara AI. Kandụl atụmatụ gị na-emeghari kwa ọnwa; kandụl si na ngwugwu mgbakwunye anaghị agwụ agwụ. Kandụl enweghị uru ego, a pụghịkwa ịgbanwe ha ka ha bụrụ ego.',
        ],
      },
      {
        id: 'ai-features',
        heading: 'Njirimara AI',
        paragraphs: [
          'Ntuziaka ọmụmụ AI, nkwadebe ozi ọma, Baịbụl AI a na-ege ntị na vidiyo AI nwere ike inyere gị aka ịmụ ihe na ịkwadebe, mana ha nwere ike ihie ụzọ. Jiri Akwụkwọ Nsọ na ndụmọdụ chọọchị gị nwalee ihe ha mepụtara, ma bụrụ onye na-ahụ maka ihe ị bipụtara.',
          'A na-edozi ederede ị zipụrụ iji nye gị azịza, a naghịkwa eji ya eme mgbasa ozi ma ọlị. Ezipụla ozi nzuzo nke ndị ọzọ.',
        ],
      },
      {
        id: 'availability',
        heading: 'Ịdị njikere',
        paragraphs: [
          'Anyị na-agba mbọ ime ka Koinonia dị ehihie na abalị, mana anyị enweghị ike ikwe nkwa na ọ gaghị akwụsịtụ ma ọlị, dịka n’oge mmezi. Njirimara nwere ike ịgbanwe ka ngwaahịa ahụ na-eto; ọ bụrụ na anyị ewepụ ihe ị na-akwụ ụgwọ ya, anyị ga-ebu ụzọ gwa gị.',
          'Koinonia abụghị ọrụ mberede, ọ bụghịkwa ihe nnọchi nlekọta pastọ ma ọ bụ enyemaka ndị ọkachamara. Ọ bụrụ na mmadụ nọ n’ihe egwu, kpọtụrụ ndị ọrụ mberede nke obodo gị.',
        ],
      },
      {
        id: 'ending-your-account',
        heading: 'Ịkwụsị akaụntụ gị',
        paragraphs: [
          'Ị nwere ike ime ka e hichapụ akaụntụ gị mgbe ọ bụla: zipu arịrịọ nkwado ma ọ bụ degara {supportEmail} akwụkwọ.',
          'Anyị nwere ike ịkwụsịtụ ma ọ bụ mechie akaụntụ nke na-emebi usoro ndị a n’ụzọ dị njọ ma ọ bụ ugboro ugboro. Ọ gwụla ma ọnọdụ ahụ dị ngwa ngwa ma ọ bụ iwu gbochiri ya, anyị ga-agwa gị ihe kpatara ya ma nye gị ohere ịza.',
        ],
      },
      {
        id: 'liability',
        heading: 'Ọrụ anyị',
        paragraphs: [
          'Anyị na-enye Koinonia n’ịkpachara anya mana dịka ọ dị. Ruo n’ókè iwu kwere, anyị anaghị ahụ maka mfu na-apụtaghị ìhè, ọrụ anyị niile nye gị ejedebekwa n’ihe ị kwụrụ anyị n’ime ọnwa iri na abụọ tupu arịrịọ ahụ.',
          'Ọ dịghị ihe dị n’usoro ndị a na-ewepụ ikike iwu ndị ahịa nke mba gị nyere gị.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'Iwu na-achị ya',
        paragraphs: [
          'Iwu Steeti Tennessee, Njikọta Steeti Amerịka, na-achị usoro ndị a. Ọ bụrụ na e nweghị ike idozi esemokwu site n’ibu ụzọ kparịta ya na anyị, ụlọikpe Tennessee ga-anụ ya, ọ gwụla ma iwu obodo gị nyere gị ikike ịga n’ụlọikpe nke gị.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Mgbanwe na nkwurịta okwu',
        paragraphs: [
          'Ọ bụrụ na anyị agbanwee usoro ndị a, anyị ga-emelite ụbọchị dị n’elu ma gwa gị gbasara mgbanwe dị mkpa tupu ha amalite ịrụ ọrụ. Ọ bụrụ na ị kwenyeghị, ị nwere ike ịkwụsị iji Koinonia ma hichapụ akaụntụ gị.',
          'A na-anabata ajụjụ gbasara usoro ndị a na {supportEmail}, ma ọ bụ site n’akwụkwọ ozi e zigara Koinonia, 100 Fellowship Way, Suite 200, Nashville, TN 37203, Njikọta Steeti Amerịka.',
        ],
      },
    ],
  },
};

export default copy;
