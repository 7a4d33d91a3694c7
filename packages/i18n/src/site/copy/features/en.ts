/** English copy of the five feature pages (prayer wall, Bible reading, events, community chat, volunteer hub): the source every other language of this namespace is typed by. */
const copy = {
  prayerWall: {
    meta: {
      title: 'Prayer Wall: pray together day and night — Koinonia',
      description:
        'Share prayer requests privately, publicly or anonymously, gather prayer circles, see who is praying and celebrate answered prayers with your church.',
    },
    hero: {
      eyebrow: 'Prayer Wall',
      title: 'No prayer request carried alone',
      subtitle: 'Share a need privately, publicly or anonymously, and let your church pray with you.',
    },
    overview: {
      title: 'Prayer at the heart of your church',
      paragraphs: [
        'Prayer needs rarely wait for Sunday. The Prayer Wall lets members ask for prayer at any hour and know that others are praying.',
        'You decide who sees each request, and answered prayers are marked so everyone can give thanks.',
      ],
    },
    features: {
      title: 'What the Prayer Wall offers',
      items: [
        {
          title: 'Private, public or anonymous',
          body: 'Keep a request to yourself, share it with your church, or post it without your name.',
        },
        {
          title: 'Prayer circles',
          body: 'Gather a small circle around one need, such as a hospital stay or a grieving family.',
        },
        {
          title: 'See who is praying',
          body: 'Know that people are praying for your request, so you never carry it alone.',
        },
        {
          title: 'Answered prayers',
          body: 'Mark a prayer as answered and add an update, so others can rejoice with you.',
        },
        {
          title: 'Notifications you choose',
          body: 'Hear when someone prays for you, and turn each notice on or off.',
        },
        {
          title: 'Open around the clock',
          body: 'Post and pray at midnight or at noon, on your phone or your computer.',
        },
      ],
    },
    benefits: {
      title: 'Why it matters',
      items: [
        {
          title: 'Care reaches people sooner',
          body: 'Needs are shared when they arise, not days later.',
        },
        {
          title: 'Leaders see the needs',
          body: 'Public requests and circles show pastors where care is needed.',
        },
        {
          title: 'Faith grows through testimony',
          body: 'Answered prayers become a record of God’s faithfulness.',
        },
        {
          title: 'Sensitive needs stay safe',
          body: 'Private and anonymous requests let people ask for prayer without fear of gossip.',
        },
      ],
    },
    howItWorks: {
      title: 'How it works',
      steps: [
        {
          title: 'Write your request',
          body: 'Say what is on your heart, in your own words.',
        },
        {
          title: 'Choose who sees it',
          body: 'Make it private, public or anonymous, or share it with a prayer circle.',
        },
        {
          title: 'Pray and give thanks',
          body: 'Pray for others and mark answers when they come.',
        },
      ],
    },
    cta: {
      title: 'Start praying together today',
      body: 'The Prayer Wall is free. Post your first request in minutes.',
    },
  },
  bibleReading: {
    meta: {
      title: 'Bible Reading plans and S.O.A.P. journal — Koinonia',
      description:
        'Daily Bible readings, guided devotions, reading plans, study notes, several translations, an audio Bible and a S.O.A.P. journal to help Scripture take root.',
    },
    hero: {
      eyebrow: 'Bible Reading',
      title: 'Open the Word every day, together',
      subtitle: 'Daily readings, guided devotions, reading plans and a S.O.A.P. journal that help Scripture take root.',
    },
    overview: {
      title: 'A daily habit that lasts',
      paragraphs: [
        'Starting to read the Bible is easy; keeping going is hard. Koinonia gives each day a passage, a guided devotion and a place to write what you learn.',
        'Read in several translations, listen on the go, and discuss the passage with your church. Study notes and AI study guides take you deeper.',
      ],
    },
    features: {
      title: 'Everything for reading and study',
      items: [
        {
          title: 'Daily reading and devotions',
          body: 'Each day brings a passage and a short devotion to reflect on and pray through.',
        },
        {
          title: 'Reading plans for every stage',
          body: 'Choose from {beginnerPlans} beginner and {intermediatePlans} intermediate plans and follow your progress day by day.',
        },
        {
          title: 'S.O.A.P. journal',
          body: 'Write down the Scripture, your Observation, its Application and a Prayer for each reading.',
        },
        {
          title: 'Study notes and translations',
          body: 'Compare several Bible translations and read study notes on context and meaning.',
        },
        {
          title: 'Audio Bible',
          body: 'Listen while you drive, walk or cook.',
        },
        {
          title: 'Community discussion',
          body: 'Share an insight on today’s passage and read what others noticed.',
        },
      ],
    },
    benefits: {
      title: 'Why it matters',
      items: [
        {
          title: 'Consistency over time',
          body: 'A daily rhythm and visible progress help members read week after week.',
        },
        {
          title: 'Understanding, not just reading',
          body: 'Devotions, notes and journaling turn a chapter into something you live out.',
        },
        {
          title: 'Scripture wherever you are',
          body: 'Read on any device, save readings for offline use, or listen on the go.',
        },
        {
          title: 'A church on the same page',
          body: 'Groups that follow one plan talk from shared reading.',
        },
      ],
    },
    howItWorks: {
      title: 'How it works',
      steps: [
        {
          title: 'Pick a plan',
          body: 'Start with today’s reading or choose a plan that fits your time.',
        },
        {
          title: 'Read, listen and reflect',
          body: 'Read or listen, follow the devotion and write a S.O.A.P. entry.',
        },
        {
          title: 'Share and keep going',
          body: 'Discuss the passage with your church and watch your progress grow.',
        },
      ],
    },
    cta: {
      title: 'Begin your first reading plan today',
      body: 'Daily reading, beginner plans and the S.O.A.P. journal are free, with no card needed.',
    },
  },
  events: {
    meta: {
      title: 'Church events with RSVP and reminders — Koinonia',
      description:
        'Create church events, collect RSVPs, send reminders and track attendance across every location and campus, all in one calendar your members trust.',
    },
    hero: {
      eyebrow: 'Events',
      title: 'Every gathering, planned in one place',
      subtitle: 'Create events, collect RSVPs, send reminders and track attendance across every location.',
    },
    overview: {
      title: 'From Sunday service to mission trip',
      paragraphs: [
        'Church life is full of gatherings: services, youth nights, shared meals and retreats. Koinonia puts them in one calendar members trust.',
        'Leaders see who is coming and who came, so they can plan ahead and follow up with those they missed.',
      ],
    },
    features: {
      title: 'Tools for every event',
      items: [
        {
          title: 'Simple event creation',
          body: 'Add a title, time and place, and publish to your church, a community or a group.',
        },
        {
          title: 'RSVP in one tap',
          body: 'Members reply in a moment, and you watch the count grow.',
        },
        {
          title: 'Reminders',
          body: 'People who replied get a reminder before the event, so fewer forget.',
        },
        {
          title: 'Attendance tracking',
          body: 'Record who came, and compare turnout from one event to the next.',
        },
        {
          title: 'Multiple locations',
          body: 'Hold an event at several sites or campuses, with each address shown clearly.',
        },
        {
          title: 'One list for members',
          body: 'Members see events from their church and groups together.',
        },
      ],
    },
    benefits: {
      title: 'Why it matters',
      items: [
        {
          title: 'Better turnout',
          body: 'Easy replies and timely reminders bring more people through the door.',
        },
        {
          title: 'Plan with real numbers',
          body: 'Know how many to expect for meals, seating and childcare.',
        },
        {
          title: 'Follow up with care',
          body: 'Attendance shows who has been missing, so leaders can reach out.',
        },
        {
          title: 'Less paperwork',
          body: 'No sign-up sheets or spreadsheets to reconcile after the event.',
        },
      ],
    },
    howItWorks: {
      title: 'How it works',
      steps: [
        {
          title: 'Create the event',
          body: 'Set the date, time and locations, and choose who is invited.',
        },
        {
          title: 'Collect replies',
          body: 'Members RSVP in the app and receive reminders as the day approaches.',
        },
        {
          title: 'Gather and follow up',
          body: 'Record attendance on the day and reach out to those who could not come.',
        },
      ],
    },
    cta: {
      title: 'Plan your next gathering with Koinonia',
      body: 'Members RSVP free. Church plans add full event planning; schedule a demo to see it.',
    },
  },
  communityChat: {
    meta: {
      title: 'Community chat, forums and messages — Koinonia',
      description:
        'Communities, moderated forums, small-group chat, direct messages and announcements that keep your church connected and encouraged between Sundays.',
    },
    hero: {
      eyebrow: 'Community Chat',
      title: 'Stay connected between Sundays',
      subtitle: 'Communities, moderated forums, small-group chat, messages and announcements in one safe place.',
    },
    overview: {
      title: 'Fellowship beyond the church door',
      paragraphs: [
        'Fellowship does not end when the service does. Every community and small group gets its own space to talk and encourage one another all week.',
        'Leaders post announcements, moderators keep forums kind, and members message one another without sharing phone numbers.',
      ],
    },
    features: {
      title: 'Ways to stay in touch',
      items: [
        {
          title: 'Communities',
          body: 'Join your church, its ministries and interest groups, each with its own conversations.',
        },
        {
          title: 'Moderated forums',
          body: 'Discuss faith and church life while moderators keep conversations respectful.',
        },
        {
          title: 'Small-group chat',
          body: 'Your home group or Bible study gets its own chat for prayer needs, plans and encouragement.',
        },
        {
          title: 'Direct messages',
          body: 'Write privately to a member or leader without sharing your phone number.',
        },
        {
          title: 'Announcements',
          body: 'Leaders post important news once, and it reaches every member of the community.',
        },
        {
          title: 'Contacts and the Engagement Board',
          body: 'Keep the people you know in your contacts, and celebrate participation on the Engagement Board.',
        },
      ],
    },
    benefits: {
      title: 'Why it matters',
      items: [
        {
          title: 'No one slips through the cracks',
          body: 'Newcomers find a group and a conversation from their first week.',
        },
        {
          title: 'Safer than public social media',
          body: 'Conversations stay within your church, with moderation and no ad tracking.',
        },
        {
          title: 'Leaders save time',
          body: 'One announcement replaces a chain of emails, texts and posts.',
        },
        {
          title: 'Encouragement that shows',
          body: 'The Engagement Board highlights those who pray, serve and take part.',
        },
      ],
    },
    howItWorks: {
      title: 'How it works',
      steps: [
        {
          title: 'Join your communities',
          body: 'Find your church and the groups you belong to.',
        },
        {
          title: 'Say hello',
          body: 'Introduce yourself in your small-group chat or start a forum discussion.',
        },
        {
          title: 'Stay in touch',
          body: 'Follow announcements and message friends, with notifications you control.',
        },
      ],
    },
    cta: {
      title: 'Bring your church’s conversations home',
      body: 'Join free and find your communities today, or schedule a demo for your leadership team.',
    },
  },
  volunteerHub: {
    meta: {
      title: 'Volunteer Hub: the D.I.V.I.N.E. Serve Hub — Koinonia',
      description:
        'Match members to ministry teams by skills and spiritual gifts, post opportunities, review applications, schedule with reminders and thank volunteers.',
    },
    hero: {
      eyebrow: 'Volunteer Hub',
      title: 'Help every member find their place to serve',
      subtitle: 'The D.I.V.I.N.E. Serve Hub matches people to ministry teams by skills and spiritual gifts.',
    },
    overview: {
      title: 'Serving that is shared by many',
      paragraphs: [
        'Many churches rely on a few faithful volunteers while others wait to be asked. The Serve Hub shows every open role and where each member’s gifts fit.',
        'Leaders post opportunities, review applications and build schedules, so teams stay full without asking the same people every week.',
      ],
    },
    features: {
      title: 'Everything for your volunteer teams',
      items: [
        {
          title: 'Ministry teams',
          body: 'See each team’s leaders, members, roles and open spots in one view.',
        },
        {
          title: 'Opportunity board',
          body: 'Browse every open role across your church and what it involves.',
        },
        {
          title: 'Skill and gift matching',
          body: 'Suggestions draw on your skills and your gifts assessment: basic, with {basicQuestions} questions, or comprehensive, with {comprehensiveQuestions}.',
        },
        {
          title: 'Scheduling with reminders',
          body: 'Plan who serves when, and volunteers get a reminder before each shift.',
        },
        {
          title: 'Applications',
          body: 'Members apply in a few steps, and leaders review, accept and welcome them.',
        },
        {
          title: 'Recognition badges',
          body: 'Badges thank volunteers for faithful service and milestones reached.',
        },
      ],
    },
    benefits: {
      title: 'Why it matters',
      items: [
        {
          title: 'More people serving',
          body: 'Clear roles and gift matching invite members who never knew where to start.',
        },
        {
          title: 'Healthier teams',
          body: 'Sharing the load helps your most faithful volunteers avoid burnout.',
        },
        {
          title: 'Fewer gaps on the day',
          body: 'Schedules and reminders mean fewer missed shifts and last-minute calls.',
        },
        {
          title: 'Service that is seen',
          body: 'Badges and thanks show volunteers that their service matters.',
        },
      ],
    },
    howItWorks: {
      title: 'How it works',
      steps: [
        {
          title: 'Discover your gifts',
          body: 'Take the spiritual gifts assessment to see how you are shaped to serve.',
        },
        {
          title: 'Find a role and apply',
          body: 'Browse the opportunity board and apply to the team that fits you.',
        },
        {
          title: 'Serve with your team',
          body: 'Your leader adds you to the schedule, and reminders keep you ready.',
        },
      ],
    },
    cta: {
      title: 'Help every gift find its place',
      body: 'Members take the basic gifts assessment free. Churches can schedule a demo of volunteer management.',
    },
  },
};

export type FeaturesCopy = typeof copy;
export default copy;
