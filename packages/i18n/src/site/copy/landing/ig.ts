import type { LandingCopy } from './en';

/** Igbo copy of the landing page. */
const copy: LandingCopy = {
  meta: {
    title: 'Koinonia — Ngwa chọọchị maka mmekọrịta',
    description:
      'Mgbidi ekpere, ọgụgụ Baịbụl kwa ụbọchị, mmemme, mkparịta ụka otu na ije ozi n’otu ngwa na-ebute nzuzo ụzọ maka ndị otu, ndị ndu na ndị pastọ.',
  },
  hero: {
    eyebrow: 'Ngwa chọọchị nwere ihe niile',
    title: 'Mmekọrịta na-aga n’ihu izu niile',
    subtitle:
      'Ekpere, Akwụkwọ Nsọ, mmemme, mkparịta ụka na ije ozi n’otu ngwa na-ebute nzuzo ụzọ maka ndị otu gị, ndị ndu gị na ndị ọrụ gị.',
  },
  overview: {
    title: 'Otu ebe maka ndụ chọọchị gị n’otu',
    paragraphs: [
      'Ọtụtụ chọọchị na-ejikọ otu mkparịta ụka, mpempe akwụkwọ ndebanye aha, peeji onyinye na mpempe ndekọ ndị ọrụ afọ ofufo ọnụ. Koinonia na-ewebata ha niile n’otu ebe, ka ndị otu hụ ihe niile, ka ndị ndu kwụsịkwa idegharị ndepụta site n’otu ngwa gaa n’ọzọ.',
      'Ndị otu na-ekperịta ibe ha ekpere, na-agụ Baịbụl kwa ụbọchị ma na-edebanye aha ije ozi. Ndị pastọ na ndị nchịkwa na-ahụ onye jikọrọ aka na ebe a chọrọ enyemaka, n’asụsụ {languageCount}.',
    ],
  },
  features: {
    title: 'Ihe niile chọọchị gị na-eme, n’otu ngwa',
    items: [
      {
        title: 'Mgbidi Ekpere',
        body: 'Arịrịọ nzuzo, nke ọha ma ọ bụ nke enweghị aha, otu ekpere na ekpere a zara aza, nke na-emeghe ehihie na abalị.',
      },
      {
        title: 'Ọgụgụ Baịbụl na ndetu',
        body: 'Ọgụgụ kwa ụbọchị, ntụgharị uche e duziri, atụmatụ ọgụgụ, Baịbụl a na-ege ntị na akwụkwọ ndetu S.O.A.P.',
      },
      {
        title: 'Mmemme na obodo',
        body: 'Nzaghachi òkù, ihe ncheta, ebe mkparịta ụka a na-elekọta, mkparịta ụka obere otu, ozi na ọkwa.',
      },
      {
        title: 'Ebe Ije Ozi',
        body: 'Jikọọ ndị otu na otu ije ozi dabere n’nka ha na onyinye mmụọ ha, hazie oge ha ma kelee ha.',
      },
      {
        title: 'Ọmụmụ na nkwadebe ozi ọma site na AI',
        body: 'Ntuziaka ọmụmụ na ndepụta ozi ọma mgbe ị chọrọ ya, nke a na-akwụ ụgwọ ya site na kandụl AI dị n’atụmatụ ọ bụla.',
      },
      {
        title: 'Nchịkwa chọọchị',
        body: 'Nlekọta ndị otu, onyinye n’ịntanetị na nyocha ndị na-enye onyinye, mgbasa ozi ndụ, ọtụtụ ogige na studio ọdịnaya.',
      },
    ],
  },
  featurePages: {
    title: 'Nyochaa njirimara ndị a',
    items: {
      prayerWall: {
        title: 'Mgbidi Ekpere',
        body: 'Kọọ mkpa gị, kpọkọta otu ekpere ma soro ibe gị mee ememe ekpere a zara aza.',
      },
      bibleReading: {
        title: 'Ọgụgụ Baịbụl',
        body: 'Gụọ, gee ntị ma tụgharịa uche kwa ụbọchị site n’atụmatụ, ntụgharị uche na akwụkwọ ndetu S.O.A.P. gị.',
      },
      events: {
        title: 'Mmemme',
        body: 'Hazie nzukọ site na nzaghachi òkù, ihe ncheta na ndekọ ndị bịara n’ebe ọ bụla.',
      },
      communityChat: {
        title: 'Mkparịta ụka obodo',
        body: 'Mee ka obodo na obere otu gị nọgide na-akparịta ụka n’udo n’etiti Sọnde na Sọnde.',
      },
      volunteerHub: {
        title: 'Ebe Ndị Ọrụ Afọ Ofufo',
        body: 'Nyere onye otu ọ bụla aka ịchọta ebe ije ozi dabara n’onyinye ya.',
      },
    },
  },
  audiences: {
    title: 'E mere ya maka onye ọ bụla nọ na chọọchị gị',
    items: [
      {
        title: 'Ndị otu',
        body: 'Kpee ekpere, gụọ, dee ndetu ma soro chọọchị gị mee ihe site na ekwentị gị, n’oge ọ bụla.',
      },
      {
        title: 'Ndị ndu otu na ndị ndu ije ozi',
        body: 'Soro otu gị kparịta ụka, kesaa ọkwa, hazie mmemme ma jupụta ọrụ ndị ọrụ afọ ofufo.',
      },
      {
        title: 'Ndị pastọ',
        body: 'Hụ ebe ndị gị chọrọ nlekọta, ma jiri enyemaka AI kwadebe ozi ọma na ọmụmụ.',
      },
      {
        title: 'Ndị nchịkwa chọọchị na ndị ọrụ afọ ofufo',
        body: 'Lekọta ndị otu, onyinye, ogige na usoro oge n’enweghị drọwa jupụtara na mpempe ndekọ.',
      },
    ],
  },
  benefits: {
    title: 'Ihe mere chọọchị ji ahọrọ Koinonia',
    items: [
      {
        title: 'Obere nchịkwa, ije ozi ka ukwuu',
        body: 'Otu ngwa na-anọchi ọtụtụ ngwa dị iche iche, ka ndị ọrụ were oge ha nọrọ n’etiti mmadụ.',
      },
      {
        title: 'Ndị otu na-anọgide na njikọ',
        body: 'Ekpere, ọgụgụ na mkparịta ụka na-enye ndị mmadụ ihe mere ha ga-eji laghachi n’etiti Sọnde na Sọnde.',
      },
      {
        title: 'Njikere maka ogige ọ bụla',
        body: 'Lekọta ọtụtụ ogige site n’otu akaụntụ ma mee mmemme n’ọtụtụ ebe.',
      },
      {
        title: 'N’asụsụ onye otu ọ bụla',
        body: 'Onye ọ bụla na-ahọrọ asụsụ ya na ụdị ìhè ma ọ bụ ọchịchịrị, ma nwee ike idebe ọdịnaya maka ojiji n’enweghị ịntanetị.',
      },
    ],
  },
  howItWorks: {
    title: 'Otu o si arụ ọrụ',
    steps: [
      {
        title: 'Mepụta akaụntụ n’efu',
        body: 'Debanye aha n’otu nkeji, n’achọghị kaadị, ma họrọ asụsụ gị.',
      },
      {
        title: 'Sonye ma ọ bụ hazie chọọchị gị',
        body: 'Chọta chọọchị gị na otu gị, ma ọ bụ webata ọgbakọ gị site n’atụmatụ chọọchị.',
      },
      {
        title: 'Kpee ekpere, gụọ, zukọọ ma jee ozi',
        body: 'Jiri ọgụgụ nke taa ma ọ bụ arịrịọ ekpere malite, ma too site n’ebe ahụ.',
      },
    ],
  },
  cta: {
    title: 'Chịkọta chọọchị gị n’otu ebe',
    body: 'Malite n’efu taa, ma ọ bụ hazie ngosi ka anyị gosi ndị otu ọrụ gị Koinonia nzọụkwụ n’nzọụkwụ.',
  },
};

export default copy;
