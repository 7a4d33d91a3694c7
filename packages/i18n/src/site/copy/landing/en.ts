/** English copy of the landing page: the source every other language of this namespace is typed by. */
const copy = {
  meta: {
    title: 'Koinonia — The church super app for fellowship',
    description:
      'Prayer wall, daily Bible reading, events, group chat and volunteering in one privacy-first app for church members, leaders, pastors and staff.',
  },
  hero: {
    eyebrow: 'The church super app',
    title: 'Fellowship that carries on all week',
    subtitle:
      'Prayer, Scripture, events, chat and serving in one privacy-first app for your members, leaders and staff.',
  },
  overview: {
    title: 'One home for your church’s life together',
    paragraphs: [
      'Many churches juggle a group chat, a sign-up sheet, a giving page and a volunteer spreadsheet. Koinonia brings them into one place, so members find everything and leaders stop copying lists between tools.',
      'Members pray for one another, read the Bible daily and sign up to serve. Pastors and administrators see who is connected and where help is needed, in {languageCount} languages.',
    ],
  },
  features: {
    title: 'Everything your church does, in one app',
    items: [
      {
        title: 'Prayer Wall',
        body: 'Private, public or anonymous requests, prayer circles and answered prayers, open around the clock.',
      },
      {
        title: 'Bible reading and journaling',
        body: 'Daily readings, guided devotions, reading plans, an audio Bible and a S.O.A.P. journal.',
      },
      {
        title: 'Events and community',
        body: 'RSVPs, reminders, moderated forums, small-group chat, messages and announcements.',
      },
      {
        title: 'Serve Hub',
        body: 'Match members to ministry teams by skills and spiritual gifts, then schedule and thank them.',
      },
      {
        title: 'AI study and sermon preparation',
        body: 'Study guides and sermon outlines on request, paid with AI candles included in every plan.',
      },
      {
        title: 'Church administration',
        body: 'Member management, online giving with donor analytics, livestream, multiple campuses and content studios.',
      },
    ],
  },
  featurePages: {
    title: 'Explore the features',
    items: {
      prayerWall: {
        title: 'Prayer Wall',
        body: 'Share needs, gather prayer circles and celebrate answered prayers together.',
      },
      bibleReading: {
        title: 'Bible Reading',
        body: 'Read, listen and reflect every day with plans, devotions and your S.O.A.P. journal.',
      },
      events: {
        title: 'Events',
        body: 'Plan gatherings with RSVPs, reminders and attendance across every location.',
      },
      communityChat: {
        title: 'Community Chat',
        body: 'Keep communities and small groups talking safely between Sundays.',
      },
      volunteerHub: {
        title: 'Volunteer Hub',
        body: 'Help every member find a place to serve that fits their gifts.',
      },
    },
  },
  audiences: {
    title: 'Made for everyone in your church',
    items: [
      {
        title: 'Members',
        body: 'Pray, read, journal and join in with your church from your phone, at any hour.',
      },
      {
        title: 'Group and ministry leaders',
        body: 'Chat with your group, share announcements, plan events and fill volunteer roles.',
      },
      {
        title: 'Pastors',
        body: 'See where your people need care and prepare sermons and studies with AI help.',
      },
      {
        title: 'Church administrators and volunteers',
        body: 'Manage members, giving, campuses and schedules without a drawer full of spreadsheets.',
      },
    ],
  },
  benefits: {
    title: 'Why churches choose Koinonia',
    items: [
      {
        title: 'Less admin, more ministry',
        body: 'One app replaces the patchwork of tools, so staff spend their time with people.',
      },
      {
        title: 'Members who stay connected',
        body: 'Prayer, reading and chat give people a reason to return between Sundays.',
      },
      {
        title: 'Ready for every campus',
        body: 'Manage several campuses from one account and hold events in multiple locations.',
      },
      {
        title: 'In every member’s language',
        body: 'Each person chooses their language and a light or dark theme, and can keep content offline.',
      },
    ],
  },
  howItWorks: {
    title: 'How it works',
    steps: [
      {
        title: 'Create a free account',
        body: 'Sign up in a minute, with no card needed, and choose your language.',
      },
      {
        title: 'Join or set up your church',
        body: 'Find your church and groups, or bring your congregation in on a church plan.',
      },
      {
        title: 'Pray, read, gather and serve',
        body: 'Start with today’s reading or a prayer request, and grow from there.',
      },
    ],
  },
  cta: {
    title: 'Bring your church together in one place',
    body: 'Start free today, or schedule a demo and we’ll walk your team through Koinonia.',
  },
};

export type LandingCopy = typeof copy;
export default copy;
