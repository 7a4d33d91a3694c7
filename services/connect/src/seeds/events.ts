import type { Database } from '@koinonia/service-kit';
import { DEMO_CHURCH, demoAccount, minutesAfter, nextWeekdayAt } from '@koinonia/contracts';
import { upsertEventTimes } from '../store/events';

const seedId = (n: number) => `00000000-0000-4000-8000-0000000e${String(n).padStart(4, '0')}`;

/** DESIGN "Demo data": the demo church's coming week. */
export async function seedDemoEvents(db: Database, now = new Date()): Promise<void> {
  const event = (
    n: number,
    title: string,
    description: string,
    location: string,
    start: Date,
    minutes: number,
    organizer: Parameters<typeof demoAccount>[0],
  ) => ({
    id: seedId(n),
    church_id: DEMO_CHURCH.id,
    title,
    description,
    location,
    starts_at: start,
    ends_at: minutesAfter(start, minutes),
    created_by: demoAccount(organizer).id,
  });
  const events = [
    event(1, 'Sunday Worship Service', 'Worship, prayer and the next message in our series on the Book of Acts. Children’s church runs during the sermon.', 'Main Sanctuary', nextWeekdayAt('sunday', 10, 0, now), 90, 'pastor'),
    event(2, 'Young Adults Small Group Night', 'Dinner, discussion and prayer for everyone in their twenties and thirties. Bring a friend.', 'Fellowship Hall, Room 2', nextWeekdayAt('wednesday', 19, 0, now), 120, 'leader'),
    event(3, 'Volunteer Training', 'Orientation for new hospitality, children’s ministry and media volunteers: safety, check-in and what a Sunday looks like.', 'Ministry Center', nextWeekdayAt('saturday', 9, 0, now), 180, 'ministry_admin'),
    event(4, 'Youth Night', 'Games, worship and small groups for grades 6–12.', 'Youth Room', nextWeekdayAt('friday', 18, 30, now), 150, 'group_admin'),
    event(5, 'Prayer Breakfast', 'Start the day praying together for our church, our city and one another. Breakfast is provided.', 'Fellowship Hall', nextWeekdayAt('tuesday', 7, 0, now), 90, 'pastor'),
  ];
  await upsertEventTimes(db, events);
  // Issue 15's details, set once (a re-seed leaves what the demo church changed since).
  await db('connect.events').where({ id: seedId(1), recurrence: null }).whereNull('updated_at').update({ recurrence: 'FREQ=WEEKLY' });
  await db('connect.events')
    .where({ id: seedId(3) })
    .whereNull('updated_at')
    .update({
      capacity: 30,
      questions: JSON.stringify([
        { id: 'q1', label: 'Which team would you like to join?', kind: 'choice', choices: ['Hospitality', 'Children’s ministry', 'Media'], required: true },
        { id: 'q2', label: 'Anything we should know?', kind: 'text', choices: [], required: false },
      ]),
    });
  await db('connect.event_locations')
    .insert(events.map((row) => ({ event_id: row.id, position: 0, name: row.location, address: '' })))
    .onConflict(['event_id', 'position'])
    .ignore();
}
