/** English copy of the pricing page: the source every other language of this namespace is typed by. */
const copy = {
  meta: {
    title: 'Pricing: plans for members and churches — Koinonia',
    description:
      'Compare Koinonia plans: start free as a member, add AI candles as you grow, or equip your whole church with member care, giving, events and volunteers.',
  },
  hero: {
    eyebrow: 'Pricing',
    title: 'A plan for every believer and every church',
    subtitle:
      'Start free with the prayer wall, daily Bible reading and your S.O.A.P. journal. Add AI tools when you need them, or bring your whole congregation together on a church plan.',
  },
  tabs: {
    label: 'Plans for',
    individual: 'Individual members',
    individualGoal: 'For spiritual growth and belonging',
    church: 'Church plans',
    churchGoal: 'For engagement and growth',
  },
  billing: {
    label: 'Billing period',
    monthly: 'Monthly',
    yearly: 'Yearly',
    yearlySaving: '2 months free',
  },
  price: {
    free: 'Free',
    noCard: 'No card needed',
    perMonth: '/month',
    perYear: '/year',
    billedYearly: '{amount} billed yearly',
    candlesPerMonth: '{count} AI candles per month',
    contactUs: 'Custom pricing',
    vatIncluded: 'Prices include {rate}% VAT.',
    shownIn: 'Prices in {currency} for {country}.',
    usdFallback: 'Prices in US dollars.',
  },
  popular: 'Most popular',
  choose: 'Get started',
  contactSales: 'Contact sales',
  everythingIn: 'Everything in {plan}, plus:',
  plans: {
    disciple: {
      tagline: 'Everything you need to pray, read and belong.',
      features: [
        'Prayer wall with private, public and anonymous requests',
        'S.O.A.P. journal',
        'Community discussions',
        'Daily Bible reading',
        'Beginner reading plans',
        'Basic Bible study tools',
        'Spiritual gifts assessment ({basicQuestions} questions)',
      ],
    },
    servant: {
      tagline: 'Go deeper in study and discover how you are gifted to serve.',
      features: [
        'Comprehensive spiritual gifts assessment ({comprehensiveQuestions} questions)',
        'Advanced analytics',
        'Priority support',
      ],
    },
    torchbearer: {
      tagline: 'For leaders who build ministries and create for them.',
      features: [
        'Ministry creation and management',
        'Custom reading plan generator',
        'Premium ministry resources',
        'AI audio Bible',
        'AI video generation',
        'Unlimited offline content',
        'Custom integrations',
      ],
    },
    churchBasic: {
      tagline: 'One place for your members, ministries and staff.',
      features: [
        'Member management',
        'Event planning',
        'Church-wide communication',
        'A private prayer circle for your church',
        'Volunteer management system',
        'Real-time ministry chat with CRM',
        'Donor giving analytics',
        'Livestream integration',
        'Multi-campus management',
        'Church analytics',
      ],
    },
    churchStandard: {
      tagline: 'For growing churches that lean on AI for teaching and media.',
      features: [
        'A larger monthly AI candle allowance for sermon preparation, study guides and media',
        'The larger of our two church loyalty rewards',
      ],
    },
    enterprise: {
      tagline: 'For large congregations and networks of churches.',
      features: [
        'Pricing agreed for your congregation size and campuses',
        'A live demo and a planning conversation with our team',
        'Priority support for your staff and administrators',
      ],
    },
  },
  boostPacks: {
    title: 'Boost packs',
    body: 'Need more AI candles before your plan renews? Top up with a one-off boost pack, on any plan.',
    pack: 'Boost pack {size}',
    candles: '{count} AI candles',
    noExpiry: 'Never expires',
    buy: 'Buy pack',
  },
  loyalty: {
    title: 'Loyalty candles for churches',
    body: 'Churches that stay with Koinonia receive extra AI candles twice a year, on top of their monthly allowance.',
    shepherd: 'Shepherd: {count} loyalty candles every 6 months',
    beacon: 'Beacon: {count} loyalty candles every 6 months',
  },
  enterprise: {
    title: 'Serving a large church or several campuses?',
    body: 'Tell us about your congregation and we will shape a plan around your campuses, ministries and staff, starting with a demo.',
  },
  faq: {
    title: 'Questions about plans',
    items: [
      {
        question: 'Can I change my plan or billing period later?',
        answer:
          'Yes. Move to another plan or switch between monthly and yearly billing from your account at any time. A higher plan starts right away; a lower plan or a new billing period begins on your next billing date.',
      },
      {
        question: 'How do I cancel?',
        answer:
          'Cancel from your account whenever you like. Your plan stays active until the end of the period you paid for, then you continue on our free plan with your prayers and journal entries intact.',
      },
      {
        question: 'What is an AI candle?',
        answer:
          'A candle is a credit you spend on AI features: study guides, sermon preparation, the AI audio Bible and AI video. Plan candles renew every month; boost-pack candles never expire.',
      },
      {
        question: 'Do I need a church plan or an individual plan?',
        answer:
          'Individual plans serve one person’s walk with God. Church plans equip a congregation: member management, events, communication, giving and volunteers. Members can join their church on any individual plan, including the free one.',
      },
    ],
  },
};

export type PricingCopy = typeof copy;
export default copy;
