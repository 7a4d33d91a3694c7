/** English copy of the about-us, AI candles and contact-us pages: the source every other language of this namespace is typed by. */
const copy = {
  aboutUs: {
    meta: {
      title: 'About Koinonia: fellowship for the whole church',
      description:
        'Why Koinonia exists: one private, ad-free home for prayer, Scripture, serving and church life, built with churches so pastors can spend their time with people.',
    },
    hero: {
      eyebrow: 'About us',
      title: 'Built for fellowship',
      subtitle:
        'Prayer, Scripture, serving and church life in one place, so your congregation stays connected between Sundays.',
    },
    overview: {
      title: 'Why Koinonia exists',
      paragraphs: [
        'Koinonia is the Greek word the early church used for fellowship: a shared life of teaching, prayer, breaking bread and caring for one another. That shared life is what we build for.',
        'Many churches run on a patchwork of group chats, paper sign-up sheets and separate giving tools. Pastors spend evenings on admin while members drift out of sight. Koinonia brings it together, so leaders can give their time to people.',
      ],
    },
    features: {
      title: 'What we build',
      items: [
        {
          title: 'Prayer and Scripture',
          body: 'A prayer wall, a S.O.A.P. journal, daily Bible reading, reading plans and an audio Bible.',
        },
        {
          title: 'Community',
          body: 'Communities, moderated forums, small-group chat, messaging and announcements.',
        },
        {
          title: 'Events',
          body: 'RSVP, reminders, attendance tracking and multiple locations.',
        },
        {
          title: 'Serving',
          body: 'The D.I.V.I.N.E. Serve Hub matches volunteers to ministry teams by skills and spiritual gifts.',
        },
        {
          title: 'Church administration',
          body: 'Member management, church-wide communication and online giving with donor analytics.',
        },
        {
          title: 'Ministry tools',
          body: 'AI study guides, sermon preparation, livestreams and one-click distribution to 11+ platforms.',
        },
      ],
    },
    benefits: {
      title: 'What we stand for',
      items: [
        {
          title: 'Privacy first',
          body: 'No ad tracking, no third-party analytics, no data resale. A prayer request is a trust, not a product.',
        },
        {
          title: 'Built with churches',
          body: 'Designed around real church weeks: services, midweek groups, serving rotas and those who lead them.',
        },
        {
          title: 'Every member’s language',
          body: 'Koinonia speaks {languageCount} languages, so everyone can pray and read in their heart language.',
        },
        {
          title: 'Free to begin',
          body: 'Members start on our free plan, no card needed, and can stay as long as they like.',
        },
      ],
    },
    howItWorks: {
      title: 'How to begin',
      steps: [
        {
          title: 'Create your free account',
          body: 'Choose your language, then open the prayer wall and today’s Bible reading.',
        },
        {
          title: 'Join your church',
          body: 'Find your church and its groups, or set yours up on a church plan.',
        },
        {
          title: 'Grow together',
          body: 'Pray for one another, read together, serve where you are gifted.',
        },
      ],
    },
    cta: {
      title: 'Come and see',
      body: 'Start free as a member, or walk through Koinonia with your church team in a demo.',
    },
  },
  candlesInfo: {
    meta: {
      title: 'AI candles: credits for study guides and sermons',
      description:
        'How AI candles work in Koinonia: a monthly allowance on every plan for study guides, sermon preparation, AI audio and video, plus boost packs that never expire.',
    },
    hero: {
      eyebrow: 'AI candles',
      title: 'One simple credit for every AI feature',
      subtitle:
        'Candles pay for study guides, sermon preparation, the AI audio Bible and AI video. Every plan includes them.',
    },
    overview: {
      title: 'What is an AI candle?',
      paragraphs: [
        'An AI candle is a credit you spend on Koinonia’s AI features. Every plan, even the free one, includes candles each month.',
        'Plan candles renew monthly. Boost packs add candles that never expire, and churches receive loyalty candles for staying with us.',
      ],
    },
    features: {
      title: 'AI candles at a glance',
      items: [
        {
          title: 'Study guides',
          body: 'A guide to any passage or theme, with discussion questions for your group.',
        },
        {
          title: 'Sermon preparation',
          body: 'Outline a message and gather cross-references, then make it your own.',
        },
        {
          title: 'AI audio Bible',
          body: 'Hear Scripture read aloud on your commute or before you sleep.',
        },
        {
          title: 'AI video',
          body: 'Turn a sermon point or a passage into a short video for your church.',
        },
        {
          title: 'Your balance at a glance',
          body: 'Your candles page always shows what you have left.',
        },
        {
          title: 'Top up in a moment',
          body: 'Buy a boost pack whenever you need more, on any plan.',
        },
      ],
    },
    benefits: {
      title: 'Why candles',
      items: [
        {
          title: 'Included in every plan',
          body: 'Members and churches receive a monthly allowance from day one.',
        },
        {
          title: 'No surprise bills',
          body: 'You spend only candles you already have; there are no usage charges.',
        },
        {
          title: 'Top-ups that keep',
          body: 'Boost-pack candles never expire, so nothing you buy is wasted.',
        },
        {
          title: 'Your words stay yours',
          body: 'What you type is processed only to answer you, never for advertising.',
        },
      ],
    },
    howItWorks: {
      title: 'How candles work',
      steps: [
        {
          title: 'Choose a plan',
          body: 'Every plan, free included, comes with monthly candles.',
        },
        {
          title: 'Use AI features',
          body: 'Each study guide, sermon outline, audio chapter or video spends candles.',
        },
        {
          title: 'Top up when you need to',
          body: 'Add a boost pack at any time; churches also earn loyalty candles.',
        },
      ],
    },
    cta: {
      title: 'Bring AI help to your study and ministry',
      body: 'Start free with monthly candles, or buy a boost pack when you need more.',
    },
    allotments: {
      title: 'Candles by plan',
      body: 'Every plan includes a monthly allowance of AI candles that renews each month.',
    },
    boostPacks: {
      title: 'Boost packs',
      body: 'One-off top-ups in three sizes, for any plan. Boost-pack candles never expire.',
    },
    loyalty: {
      title: 'Loyalty candles for churches',
      body: 'Church plans receive extra candles twice a year as thanks for staying with Koinonia.',
    },
  },
  contactUs: {
    meta: {
      title: 'Contact Koinonia: support, demos and questions',
      description:
        'Reach the Koinonia team: get help with your account, talk about church and enterprise plans, request a demo or send us a question. We answer every message.',
    },
    hero: {
      eyebrow: 'Contact us',
      title: 'We’d love to hear from you',
      subtitle: 'Help, a demo or an answer: choose the way that suits you.',
    },
    channels: {
      title: 'How can we help?',
      items: {
        contact: {
          title: 'Send us a message',
          body: 'Questions, ideas or feedback: a member of our team will reply.',
          link: 'Write to us',
        },
        support: {
          title: 'Get support',
          body: 'Trouble signing in, questions about your plan or candles, or something not working.',
          link: 'Ask for help',
        },
        enterprise: {
          title: 'Church and enterprise plans',
          body: 'Planning Koinonia for a large congregation, several campuses or a network of churches? Let’s talk.',
          link: 'Talk to our team',
        },
        demo: {
          title: 'See Koinonia in action',
          body: 'A live walk-through for your pastors and staff.',
          link: 'Request a demo',
        },
      },
    },
    address: {
      title: 'Company mailing address',
      lines: ['Koinonia', '100 Fellowship Way', 'Suite 200', 'Nashville, TN 37203', 'United States'],
    },
    email: {
      title: 'Email us',
      support: 'Support: {email}',
      privacy: 'Privacy: {email}',
    },
    responseTime: 'We answer support and church inquiries within one working day, other messages within two.',
  },
};

export type CompanyCopy = typeof copy;
export default copy;
