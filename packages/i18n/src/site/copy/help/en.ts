/** English copy of the FAQ and help docs pages: the source every other language of this namespace is typed by. */
const copy = {
  search: {
    label: 'Search',
    placeholder: 'Search questions and guides',
    results: '{count} results',
    noResults: 'Nothing matches “{query}”. Try another word, or contact support.',
    clear: 'Clear search',
  },
  faq: {
    meta: {
      title: 'Frequently asked questions — Koinonia',
      description:
        'Answers about Koinonia: getting started, free and paid plans, AI candles, privacy, prayer visibility and what church plans add for pastors and admins.',
    },
    hero: {
      eyebrow: 'FAQ',
      title: 'Questions we hear most',
      subtitle: 'Short, honest answers for members, leaders and church administrators.',
    },
    groups: [
      {
        title: 'Getting started',
        items: [
          {
            question: 'What is Koinonia?',
            answer:
              'Koinonia is a church app for members, leaders, pastors, administrators and volunteers. It brings the prayer wall, daily Bible reading, S.O.A.P. journaling, events, group chat, serving and giving into one place, so a church can stay in fellowship all week.',
          },
          {
            question: 'Is Koinonia free?',
            answer:
              'Yes. The {disciplePlan} plan is free with no card needed and includes the prayer wall, the S.O.A.P. journal, community discussions, daily Bible reading, beginner reading plans and {discipleCandles} AI candles a month. Paid plans add more candles and tools.',
          },
          {
            question: 'Do I need my church to be on Koinonia?',
            answer:
              'No. You can read, pray and journal on your own, and choosing a church during setup is optional. When your church joins, you connect to its communities, events and serving teams from the same account.',
          },
          {
            question: 'Which languages does Koinonia speak?',
            answer:
              'Koinonia is available in {languageCount} languages, including right-to-left Arabic, Urdu, Hebrew and Farsi. On your first visit we suggest languages for your country, and you can change yours any time in Settings.',
          },
        ],
      },
      {
        title: 'Plans and candles',
        items: [
          {
            question: 'What is an AI candle?',
            answer:
              'An AI candle is a credit spent on AI features: study guides, sermon preparation, the AI audio Bible and AI video. Every plan includes candles that renew each month. Prayer, reading, chat and everything else that is not AI never costs candles.',
          },
          {
            question: 'What happens when I run out of candles?',
            answer:
              'Only AI features pause. You can wait for your monthly candles to renew, buy a boost pack whose candles never expire, or move to a plan with a larger monthly allowance.',
          },
          {
            question: 'Can I change or cancel my plan?',
            answer:
              'Yes, any time. Pay monthly, or pay yearly and get {freeMonths} months free. If you cancel, you keep your plan until the end of the period you have paid for, then return to the free plan with your content intact.',
          },
          {
            question: 'Do candles have a cash value?',
            answer:
              'No. Candles are credits for AI features inside Koinonia. They cannot be exchanged for money or used outside the app.',
          },
        ],
      },
      {
        title: 'Privacy and safety',
        items: [
          {
            question: 'Does Koinonia sell my data or show ads?',
            answer:
              'No. There is no ad tracking, no third-party analytics and no data resale. We use your data only to run Koinonia for you and your church.',
          },
          {
            question: 'Who can see my prayer requests?',
            answer:
              'You choose for each request. Public requests appear on your church’s prayer wall, private ones stay with you and the prayer circle you choose, and anonymous ones are shown without your name.',
          },
          {
            question: 'What cookies does Koinonia use?',
            answer:
              'One sign-in cookie that holds a random session id. There are no advertising or analytics cookies. Your browser also remembers your theme, language and sidebar layout on your own device.',
          },
          {
            question: 'How do I report something harmful?',
            answer:
              'Forums and group chats are moderated by your church’s leaders, so tell a moderator or leader of that community first. If it concerns your safety or was not resolved, write to {supportEmail} and we will look into it.',
          },
        ],
      },
      {
        title: 'For churches',
        items: [
          {
            question: 'How does our church get started?',
            answer:
              'Choose {churchBasicPlan} or {churchStandardPlan}, or contact us about {enterprisePlan} for larger networks. We are glad to schedule a demo and help you invite your staff and members.',
          },
          {
            question: 'What do church plans add?',
            answer:
              'Member management, event planning, church-wide communication, a private prayer circle, analytics, multi-campus management, donor giving analytics, livestream integration, volunteer management and real-time ministry chat with CRM.',
          },
          {
            question: 'What are loyalty candles?',
            answer:
              'A thank-you to churches that stay with us: every {loyaltyMonths} months, churches on {churchBasicPlan} receive {basicLoyaltyCandles} extra candles and churches on {churchStandardPlan} receive {standardLoyaltyCandles}.',
          },
          {
            question: 'What can church administrators see?',
            answer:
              'Administrators see membership and the content of their own communities. Members’ private prayers and journals stay private, and giving records are seen only by the giver and the church’s finance administrators.',
          },
        ],
      },
    ],
  },
  helpDocs: {
    meta: {
      title: 'Help docs: step-by-step guides — Koinonia',
      description:
        'Step-by-step guides for Koinonia: set up your account, post prayer requests, follow reading plans, RSVP to events, volunteer, manage members and use AI candles.',
    },
    hero: {
      eyebrow: 'Help docs',
      title: 'Step-by-step guides',
      subtitle: 'Find the task you have in mind and follow the steps. Each guide takes a few minutes.',
    },
    articles: [
      {
        id: 'create-your-account',
        title: 'Create your account and choose a language',
        summary: 'Sign up for free and set Koinonia up in the language you pray in.',
        steps: [
          'Choose “Get started free” and enter your name, email address and a password. No card is needed.',
          'Open the email we send you and follow the link to verify your address.',
          'Complete the short setup: your profile, your church and your interests. You can skip the church and interests steps and come back later.',
          'Pick your language in the last step. To change it later, open Settings and choose Language; your choice is saved to your account and follows you to every device.',
        ],
      },
      {
        id: 'post-a-prayer-request',
        title: 'Post a prayer request and choose who sees it',
        summary: 'Share what is on your heart with exactly the people you want.',
        steps: [
          'Open Prayer Wall under Worship in the sidebar and start a new request.',
          'Give it a short title and write what you would like prayer for.',
          'Choose who sees it: Public for your church’s prayer wall, Private for you and the prayer circle you choose, or Anonymous to share it without your name.',
          'Post it. You are notified as people pray, and the request shows how many are praying with you.',
          'When the prayer is answered, mark it as answered so everyone who prayed can give thanks with you.',
        ],
      },
      {
        id: 'reading-plan-and-soap-journal',
        title: 'Start a reading plan and keep a S.O.A.P. journal',
        summary: 'Build a daily habit of reading Scripture and writing down what it means for you.',
        steps: [
          'Open Bible Reading under Worship and browse the reading plans: {beginnerPlans} for beginners and {intermediatePlans} for those ready to go deeper.',
          'Start a plan. Each day brings a reading with a guided devotion and study notes; choose your translation or listen with the audio Bible.',
          'After reading, open the S.O.A.P. Journal and write four short parts: the Scripture that stood out, your Observation, how you will apply it, and a Prayer.',
          'Come back tomorrow: your place in the plan is saved, and your journal stays private unless you choose to share an entry.',
        ],
      },
      {
        id: 'rsvp-to-an-event',
        title: 'RSVP to an event and get reminders',
        summary: 'Let organisers know you are coming and never miss the start.',
        steps: [
          'Open Events under Connect to see what is coming up at your church and groups, with the location and campus of each.',
          'Open an event and RSVP so the organisers know how many to expect.',
          'Reminders arrive before the event through the channels you choose in Notification settings: in the app, by email or as a push notification.',
          'If your plans change, update your RSVP so the attendance count stays accurate.',
        ],
      },
      {
        id: 'join-a-community',
        title: 'Join a community and chat with your group',
        summary: 'Find your small group or ministry and stay in touch between meetings.',
        steps: [
          'Open Communities under Connect and find the groups and ministries of your church.',
          'Join the ones you belong to. Their announcements, forums and events then appear for you.',
          'Take part in the forums, which your leaders moderate, or open your group’s chat for quick conversation.',
          'Use Messages for one-to-one conversations and Contacts to keep the people you know close at hand.',
        ],
      },
      {
        id: 'volunteer-and-gifts-assessment',
        title: 'Find a volunteer opportunity and take the gifts assessment',
        summary: 'Discover how you are gifted and find a place to serve that fits.',
        steps: [
          'Take the spiritual gifts assessment: the basic one has {basicQuestions} questions and is free; the comprehensive one has {comprehensiveQuestions} questions and comes with {servantPlan} and above.',
          'Open the Serve Hub under Serve. Opportunities that match your skills and gifts are suggested first.',
          'Open an opportunity to see the team, what it involves and how many spots are open, then apply.',
          'Follow your application under My Applications. Once you are on a team, your schedule and reminders appear in the Serve Hub, and recognition badges mark your service.',
        ],
      },
      {
        id: 'invite-staff-and-manage-members',
        title: 'Invite staff and manage members',
        summary: 'For church administrators: bring your team in and keep your member list up to date.',
        steps: [
          'Open Church Admin in the sidebar. It appears once your church account gives you administrator access.',
          'In staff management, invite a person by email and choose their role: admin, leader or moderator.',
          'They receive an invitation and accept it by signing in or creating an account; you are notified when they join.',
          'Use People Management to see your members, update their details and organise them into groups and ministries.',
          'Send church-wide news from the Communication Hub so everyone hears it in one place.',
        ],
      },
      {
        id: 'ai-candles-and-boost-packs',
        title: 'Use AI candles and buy a boost pack',
        summary: 'Spend candles on AI study and sermon tools, and top up when you need more.',
        steps: [
          'Open Candles under Account to see your balance and what each AI feature costs.',
          'Use an AI feature, such as a study guide or sermon preparation; the candles it costs are taken from your balance.',
          'Your plan’s candles renew each month. If you need more before then, buy a boost pack: S with {smallPackCandles} candles, M with {mediumPackCandles} or L with {largePackCandles}.',
          'The price is shown in your currency before you pay, and boost-pack candles never expire.',
        ],
      },
      {
        id: 'theme-font-size-and-notifications',
        title: 'Change theme, font size and notifications',
        summary: 'Make Koinonia comfortable to read and decide what reaches you.',
        steps: [
          'Open Settings and, under Appearance, choose a Light, Dark or Auto theme. Auto follows your device. The toggle in the header switches quickly too.',
          'Choose a Small, Medium or Large font size. Your choice is saved to your account.',
          'Open Notification settings and choose, for each kind of notification, whether it shows in the app, comes by email or is pushed to your device.',
          'Pin up to {maxPinned} favourite pages in the sidebar to keep them at the top.',
        ],
      },
      {
        id: 'export-or-delete-your-data',
        title: 'Export or delete your data',
        summary: 'See what Koinonia holds about you, take a copy or delete your account.',
        steps: [
          'To ask for a copy of your data or the deletion of your account, send a support request (choose General inquiries) or write to {privacyEmail}.',
          'To correct your name, username or photo, open Profile from the avatar menu.',
          'When you delete your account, your data is deleted within {deletionDays} days, except giving records your church must keep by law.',
          'Write from the email address on your account, so we know the request is yours; we answer within one working day.',
        ],
      },
    ],
  },
  stillNeedHelp: {
    title: 'Still need help?',
    body: 'Our support team reads every message and answers within one working day. Tell us what you were trying to do and what happened.',
  },
};

export type HelpCopy = typeof copy;
export default copy;
