/** The questions members ask most, in English; each is translated under help.faq.{id}.question/answer. */
export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

export const faqEntries: readonly FaqEntry[] = [
  {
    id: 'prayerPrivacy',
    question: 'Who can see my prayer request?',
    answer:
      'When you post on the Prayer Wall you choose: public requests are seen by your church, private ones only by you and the prayer circle you pick, and anonymous ones are shown without your name.',
  },
  {
    id: 'prayerAnswered',
    question: 'How do I mark a prayer as answered?',
    answer:
      'Open your request on the Prayer Wall and choose "Mark as answered". Everyone who prayed for it is notified, so they can give thanks with you.',
  },
  {
    id: 'soapJournal',
    question: 'What is S.O.A.P. journaling?',
    answer:
      'S.O.A.P. stands for Scripture, Observation, Application and Prayer. In the S.O.A.P. Journal you write one entry per passage under those four headings; your entries are private unless you share them.',
  },
  {
    id: 'eventsRsvp',
    question: 'How do I RSVP to an event and get a reminder?',
    answer:
      'Open the event under Events and choose Going. You get a reminder before it starts, by the channels you picked in Notification settings.',
  },
  {
    id: 'serveHub',
    question: 'How do I start volunteering?',
    answer:
      'Go to the Serve Hub (D.I.V.I.N.E.), browse Opportunities, and apply to the team that fits you. Taking the spiritual gifts assessment first suggests the roles that match your gifts.',
  },
  {
    id: 'privacy',
    question: 'Does Koinonia sell my data or show ads?',
    answer:
      'No. Koinonia is privacy-first: there is no ad tracking and your data is never sold. Your church sees only what you share with it.',
  },
  {
    id: 'candles',
    question: 'What are candles?',
    answer:
      'A candle is a credit spent on AI features such as study guides and sermon preparation. Every plan includes candles each month, and more can be bought under Candles.',
  },
  {
    id: 'language',
    question: 'How do I change the language?',
    answer:
      'Koinonia speaks 31 languages. Choose yours in Settings; it is saved to your account, and Arabic, Urdu, Hebrew and Farsi read right to left.',
  },
  {
    id: 'notifications',
    question: 'How do I choose which notifications I get?',
    answer:
      'Open Notification settings and tick, for each kind of notification, whether it shows in the app, comes by email or is pushed to your device.',
  },
  {
    id: 'account',
    question: 'How do I change my name, photo or password?',
    answer:
      'Open Profile from the avatar menu to edit your name, username and photo. To change your password, sign out and use "Forgot password" on the sign-in page; a reset link is emailed to you.',
  },
];

/** Entries whose question or answer holds every word of the search, ignoring case and accents. */
export function searchFaq<Entry extends { question: string; answer: string }>(entries: readonly Entry[], search: string): Entry[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase();
  const words = fold(search).split(/\s+/).filter(Boolean);
  return entries.filter((entry) => {
    const text = fold(`${entry.question} ${entry.answer}`);
    return words.every((word) => text.includes(word));
  });
}
