/** The landing page's English copy (SPEC §1 features and claims); keys let the i18n layer translate it. */
export const heroCopy = {
  title: ['landing.heroTitle', 'Your whole church, gathered in one place'],
  body: [
    'landing.heroBody',
    'Koinonia brings prayer, Bible reading, events, small-group chat and serving together — private by design, with no ad tracking and no data resale.',
  ],
} as const;

export const featureCopy = [
  ['landing.featurePrayer', 'Prayer wall', 'Share requests publicly, privately or anonymously, pray together in circles and celebrate answered prayer.'],
  ['landing.featureBible', 'Daily Bible reading', 'Guided devotions, reading plans, study notes, an audio Bible and S.O.A.P. journaling.'],
  ['landing.featureEvents', 'Events', 'RSVPs, reminders and attendance across every campus and location.'],
  ['landing.featureChat', 'Community chat', 'Moderated forums, small-group chat, messaging and announcements.'],
  ['landing.featureServe', 'D.I.V.I.N.E. Serve Hub', 'Ministry teams, an opportunity board and spiritual-gift matching for volunteers.'],
] as const;

export const claimCopy = [
  ['landing.claimEngagement', '40%', 'more engagement'],
  ['landing.claimHours', '5+ hours', 'saved per week'],
  ['landing.claimParticipation', 'up to 60%', 'more ministry participation'],
  ['landing.claimReading', '3x', 'more consistent Bible reading'],
] as const;

export const stepCopy = [
  ['landing.step1', 'Create your free account in under a minute.'],
  ['landing.step2', 'Join your church or invite your leaders.'],
  ['landing.step3', 'Pray, read, gather and serve together every day.'],
] as const;
