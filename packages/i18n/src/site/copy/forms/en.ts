/** English copy of the contact, enterprise and support forms: the source every other language of this namespace is typed by. */
const copy = {
  email: {
    subject: 'We received your message',
    greeting: 'Hello {name},',
    received: {
      contact: 'Thank you for writing to Koinonia. We received your message and will answer within two working days.',
      enterprise:
        'Thank you for your interest in Koinonia for your church. Someone from our team will contact you within one working day to plan a conversation or a demo.',
      support:
        'Thank you for contacting Koinonia support. We received your request and will answer within one working day.',
    },
    copyHeading: 'Your message',
    ignore: 'If you did not send this message, you can ignore this email.',
    signature: 'The Koinonia team',
  },
  fields: {
    name: 'Your name',
    email: 'Email address',
    message: 'Message',
    organization: 'Church or organisation',
    congregationSize: 'Congregation size',
    category: 'What can we help with?',
    optional: '(optional)',
  },
  congregationSizes: {
    under100: 'Under 100',
    from100to499: '100–499',
    from500to1999: '500–1,999',
    from2000: '2,000 or more',
  },
  categories: {
    support: 'Support or technical help',
    partnerships: 'Church partnerships and demos',
    general: 'General inquiries',
  },
  categoryHints: {
    support: 'Signing in, your plan or candles, or a feature that isn’t working.',
    partnerships: 'Bringing Koinonia to your church or booking a demo.',
    general: 'Questions, ideas or feedback.',
  },
  hints: {
    characters: '{count} / {max} characters',
  },
  errors: {
    summary: 'Please correct the highlighted fields.',
    nameRequired: 'Please enter your name.',
    nameTooLong: 'Your name can be at most {max} characters.',
    emailRequired: 'Please enter your email address.',
    emailInvalid: 'Please enter a valid email address, such as name@example.com.',
    emailTooLong: 'Your email address can be at most {max} characters.',
    messageTooShort: 'Your message needs at least {min} characters.',
    messageTooLong: 'Your message can be at most {max} characters.',
    organizationRequired: 'Please enter the name of your church or organisation.',
    organizationTooLong: 'Your church or organisation name can be at most {max} characters.',
    sizeRequired: 'Please choose the size of your congregation.',
    categoryRequired: 'Please choose what we can help with.',
    rateLimited: 'You have sent several messages in a short time. Please try again in {minutes} minutes.',
    network: 'We could not reach Koinonia. Check your connection; your message is still here.',
    server: 'Something went wrong on our side. Your message is still here; please try again.',
  },
  states: {
    send: 'Send',
    sending: 'Sending…',
    sentTitle: 'Thank you, your message was sent',
    sentBody: 'We emailed a confirmation to {email}. If it doesn’t arrive soon, check your spam folder.',
    sendAnother: 'Send another message',
  },
  contact: {
    meta: {
      title: 'Send a message to the Koinonia team',
      description:
        'Write to the Koinonia team with a question, an idea or feedback about the app. We read every message and reply by email within two working days.',
    },
    hero: {
      eyebrow: 'Contact',
      title: 'Send us a message',
      subtitle: 'Tell us what’s on your mind. We reply by email within two working days.',
    },
  },
  enterprise: {
    meta: {
      title: 'Koinonia for your church: talk to our team',
      description:
        'Bring Koinonia to a large congregation, several campuses or a network of churches. Tell us about your church and we will arrange a conversation and a live demo.',
    },
    hero: {
      eyebrow: 'Church and enterprise plans',
      title: 'Let’s plan Koinonia for your church',
      subtitle: 'Tell us about your congregation and ministries, and we’ll show you how Koinonia can serve them.',
    },
    points: {
      title: 'What happens next',
      items: [
        'We reply within one working day to arrange a conversation.',
        'We show you and your staff Koinonia in a live demo.',
        'Together we choose the plan that fits your congregation and campuses.',
        'You decide in your own time, with no obligation.',
      ],
    },
  },
  support: {
    meta: {
      title: 'Koinonia support: get help with your account',
      description:
        'Get help with signing in, your plan and AI candles, church setup or a feature that isn’t working. Our support team replies within one working day.',
    },
    hero: {
      eyebrow: 'Support',
      title: 'How can we help?',
      subtitle: 'Tell us what’s happening and what you expected. We reply within one working day.',
    },
    before: {
      title: 'Before you write',
      body: 'Many answers are already in our FAQ and help docs, from signing in to plans, candles and privacy.',
    },
  },
};

export type FormsCopy = typeof copy;
export default copy;
