/** English copy of the privacy policy and terms of service: the source every other language of this namespace is typed by. */
const copy = {
  updated: 'Last updated: {date}',
  contents: 'Contents',
  privacyPolicy: {
    meta: {
      title: 'Privacy policy — Koinonia',
      description:
        'What Koinonia collects, why, who can see it, how long we keep it and your rights. No ad tracking, no third-party analytics and no sale of your data.',
    },
    title: 'Privacy policy',
    intro:
      'Koinonia is a place for prayer, Scripture and fellowship, and that calls for trust. This policy explains in plain words what we collect, what we do with it and what we never do: we show no ads, use no third-party analytics and never sell your data.',
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who we are',
        paragraphs: [
          'Koinonia is responsible for the personal data described here. Our mailing address is Koinonia, 100 Fellowship Way, Suite 200, Nashville, TN 37203, United States. For any privacy question, write to {privacyEmail}.',
        ],
      },
      {
        id: 'what-we-collect',
        heading: 'What we collect',
        paragraphs: [
          'Your account: your name, email address, username and password. We store the password only as an Argon2id hash, never the password itself. You may add a profile photo.',
          'Your settings: preferred language, theme, font size, country, notification settings and your weekly check-ins. If you accept the suggested settings on your first visit, we save the language, country and time zone you chose.',
          'What you create: prayer requests, journal entries, messages, events and RSVPs, and your giving records if your church uses online giving.',
          'Messages you send us through the contact, enterprise and support forms: your name, email address, message, category, organisation and language.',
        ],
      },
      {
        id: 'how-we-use-it',
        heading: 'How we use it',
        paragraphs: [
          'We use your data to run Koinonia for you: to sign you in, show your content to the people you chose, keep your settings and answer your messages.',
          'We send you email only for account recovery, email verification, sign-in links, confirmations of messages you sent us and the notifications you turn on in your notification settings.',
          'When you use an AI feature, the text you submit is processed to produce your answer. It is never used for advertising.',
          'Payments are handled by our payment provider. Koinonia never sees or stores your full card number.',
        ],
      },
      {
        id: 'who-can-see-it',
        heading: 'Who can see what you share',
        paragraphs: [
          'What you create is shown according to the visibility you choose. A public prayer request appears on your church’s prayer wall, a private one stays with you and the prayer circle you choose, and an anonymous one is shown without your name.',
          'Church and group administrators see the membership and the content of their own communities. Giving records are seen only by the giver and their church’s finance administrators.',
        ],
      },
      {
        id: 'what-we-never-do',
        heading: 'What we never do',
        paragraphs: [
          'We do not sell your data, share it for advertising or track you across other websites. We use no third-party analytics.',
          'We pass data to others only where this policy says so, such as payment details to our payment provider, or where the law obliges us to.',
        ],
      },
      {
        id: 'cookies-and-local-storage',
        heading: 'Cookies and local storage',
        paragraphs: [
          'Koinonia sets one cookie: a sign-in cookie that holds a random session id. It cannot be read by scripts on the page, and it ends when you sign out or after a period without use. We set no advertising or analytics cookies.',
          'Your browser’s local storage keeps your theme, language, sidebar layout and when the welcome prompt was last shown, so the site looks the way you left it. This stays on your device.',
        ],
      },
      {
        id: 'country-detection',
        heading: 'How we detect your country',
        paragraphs: [
          'To suggest a language and show prices in your currency, we look up your country from your IP address in a database on our own servers. Your address is not sent to anyone else, and the lookup does not store it.',
          'This product includes GeoLite2 data created by MaxMind, available from {link}.',
        ],
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        paragraphs: [
          'We keep your account data for as long as you have an account. When you delete your account, its data is deleted within {deletionDays} days, except giving records your church must keep by law.',
          'Contact, enterprise and support messages are kept for {messageRetentionMonths} months so we can answer them and follow up, then deleted. When you send one, your IP address is used only for a short-lived counter that stops floods of messages; it expires within an hour and is never stored with your message.',
        ],
      },
      {
        id: 'your-rights',
        heading: 'Your rights',
        paragraphs: [
          'You can see, export, correct and delete your data. Your profile and your choices are in Settings and on your profile page; for a copy of everything or the deletion of your account, send a support request or write to {privacyEmail}, and we will answer promptly.',
          'You can also object to how we use your data or complain to the data protection authority where you live.',
        ],
      },
      {
        id: 'children',
        heading: 'Children',
        paragraphs: [
          'You must be at least {minimumAge} years old to create your own account. Younger members can take part only through their church, with the consent of a parent or guardian.',
          'If you believe a child under {minimumAge} has an account without that consent, write to {privacyEmail} and we will remove it.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Changes and contact',
        paragraphs: [
          'If we change this policy, we will update the date at the top and, for important changes, tell you in the app or by email before they take effect.',
          'Questions about your privacy are always welcome at {privacyEmail}.',
        ],
      },
    ],
  },
  termsOfService: {
    meta: {
      title: 'Terms of service — Koinonia',
      description:
        'The terms for using Koinonia: your account, respectful use, who owns your content, plans, billing and AI candles, church administrators and your rights.',
    },
    title: 'Terms of service',
    intro:
      'These terms are the agreement between you and Koinonia when you use our app and website. We have kept them short and plain. By creating an account or using Koinonia, you accept them.',
    sections: [
      {
        id: 'accounts',
        heading: 'Your account',
        paragraphs: [
          'You must be at least {minimumAge} years old to create an account. Younger members may take part only through their church, with the consent of a parent or guardian.',
          'Give accurate details, keep your password to yourself and tell us at {supportEmail} if you think someone else has used your account. You are responsible for what happens under your account.',
        ],
      },
      {
        id: 'acceptable-use',
        heading: 'Using Koinonia with care',
        paragraphs: [
          'Koinonia is built for fellowship. Treat others with respect: no harassment, threats, hate or bullying, no spam or unwanted advertising, and nothing illegal.',
          'Respect the confidentiality of prayer. Do not copy, forward or reveal a private or anonymous request, or anything shared in a prayer circle or group, outside the place it was shared.',
          'Do not try to break into accounts, disrupt the service or collect other members’ data.',
        ],
      },
      {
        id: 'your-content',
        heading: 'Your content',
        paragraphs: [
          'You own what you post: prayers, journal entries, messages, events and media. You give Koinonia only the permission needed to store it and show it to the people you chose, and that permission ends when you delete it.',
          'Only post what you have the right to share, including photos of other people.',
        ],
      },
      {
        id: 'church-administrators',
        heading: 'Church administrators',
        paragraphs: [
          'If you manage a church, ministry or group on Koinonia, you act for that community. Invite only people who belong to it, give staff roles with care and use members’ information only for the life of the church.',
          'Moderate your forums and chats fairly, keep giving records as the law requires, and make sure you have a parent’s or guardian’s consent for any member under {minimumAge}.',
        ],
      },
      {
        id: 'plans-billing-and-candles',
        heading: 'Plans, billing and AI candles',
        paragraphs: [
          'The {disciplePlan} plan is free. Paid plans are billed monthly or yearly in advance, and a yearly plan costs the same as {monthsCharged} months. Prices are shown before you pay, in your currency where we can, including any tax.',
          'A subscription renews at the end of each period until you cancel. You can cancel any time; you keep your plan until the end of the period you have paid for. Where the law gives you a right to a refund, we honour it.',
          'AI candles are credits for AI features. Your plan’s candles renew each month; candles from boost packs do not expire. Candles have no cash value and cannot be exchanged for money.',
        ],
      },
      {
        id: 'ai-features',
        heading: 'AI features',
        paragraphs: [
          'AI study guides, sermon preparation, the AI audio Bible and AI video can help you study and prepare, but they can be wrong. Test what they produce against Scripture and the counsel of your church, and take responsibility for what you publish.',
          'The text you submit is processed to give you an answer and is never used for advertising. Do not submit other people’s confidential information.',
        ],
      },
      {
        id: 'availability',
        heading: 'Availability',
        paragraphs: [
          'We work to keep Koinonia available around the clock, but we cannot promise it will never be interrupted, for example during maintenance. Features may change as the product grows; if we remove something you pay for, we will tell you first.',
          'Koinonia is not an emergency service or a substitute for pastoral care or professional help. If someone is in danger, contact local emergency services.',
        ],
      },
      {
        id: 'ending-your-account',
        heading: 'Ending your account',
        paragraphs: [
          'You can have your account deleted at any time: send a support request or write to {supportEmail}.',
          'We may suspend or close an account that seriously or repeatedly breaks these terms. Unless the situation is urgent or the law prevents it, we will tell you why and give you a chance to respond.',
        ],
      },
      {
        id: 'liability',
        heading: 'Our responsibility',
        paragraphs: [
          'We provide Koinonia with care but as it is. As far as the law allows, we are not responsible for indirect losses, and our total responsibility to you is limited to what you paid us in the twelve months before the claim.',
          'Nothing in these terms removes rights that consumer law in your country gives you.',
        ],
      },
      {
        id: 'governing-law',
        heading: 'Governing law',
        paragraphs: [
          'These terms are governed by the laws of the State of Tennessee, United States. If a dispute cannot be settled by talking with us first, it will be heard by the courts of Tennessee, unless your local law gives you the right to go to your own courts.',
        ],
      },
      {
        id: 'changes-and-contact',
        heading: 'Changes and contact',
        paragraphs: [
          'If we change these terms, we will update the date at the top and tell you about important changes before they take effect. If you do not agree, you can stop using Koinonia and delete your account.',
          'Questions about these terms are welcome at {supportEmail}, or by post to Koinonia, 100 Fellowship Way, Suite 200, Nashville, TN 37203, United States.',
        ],
      },
    ],
  },
};

export type LegalCopy = typeof copy;
export default copy;
