import type { Database } from '@koinonia/service-kit';
import { DEMO_CHURCH, nextWeekdayAt } from '@koinonia/contracts';
import { insertTeams, upsertOpportunityTimes, type OpportunityRow, type TeamRow } from '../store/opportunities';

const teamId = (n: number) => `00000000-0000-4000-8000-0000000c${String(n).padStart(4, '0')}`;
const opportunityId = (n: number) => `00000000-0000-4000-8000-0000000d${String(n).padStart(4, '0')}`;

const team = (n: number, name: string, description: string): TeamRow => ({ id: teamId(n), church_id: DEMO_CHURCH.id, name, description });

/** DESIGN "Demo data": the demo church's ministry teams and the serving slots on its opportunity board. */
export async function seedDemoData(db: Database, now = new Date()): Promise<void> {
  await insertTeams(db, [
    team(1, 'Hospitality Team', 'Greeters, ushers and the coffee bar: the first faces guests see on a Sunday.'),
    team(2, 'Worship Team', 'Vocalists, musicians and the sound desk leading the church in song.'),
    team(3, 'Children’s Ministry', 'Nursery, preschool and elementary classes during the morning service.'),
    team(4, 'Media & Tech Team', 'Livestream, slides and lighting for every gathering.'),
    team(5, 'Outreach Team', 'Serving our neighbours through the food pantry and city partnerships.'),
  ]);
  const opportunity = (
    n: number,
    team: number,
    title: string,
    description: string,
    startsAt: Date,
    spotsTotal: number,
    spotsFilled: number,
  ): OpportunityRow => ({
    id: opportunityId(n),
    church_id: DEMO_CHURCH.id,
    team_id: teamId(team),
    title,
    description,
    starts_at: startsAt,
    spots_total: spotsTotal,
    spots_filled: spotsFilled,
  });
  await upsertOpportunityTimes(db, [
    // SPEC §9: "Sample volunteer team: 12 volunteers and 2 open spots".
    opportunity(1, 1, 'Sunday Welcome Team', 'Greet guests at the doors, help them find a seat and serve coffee after the service.', nextWeekdayAt('sunday', 9, 0, now), 14, 12),
    opportunity(2, 2, 'Vocalist for Sunday worship', 'Sing with the band on Sunday; rehearsal is Thursday evening.', nextWeekdayAt('sunday', 8, 30, now), 6, 4),
    opportunity(3, 3, 'Sunday school helper (ages 4–6)', 'Help a lead teacher with a Bible story, crafts and snack time.', nextWeekdayAt('sunday', 10, 0, now), 8, 5),
    opportunity(4, 4, 'Livestream camera operator', 'Run a camera for the Sunday livestream. Training provided.', nextWeekdayAt('sunday', 9, 30, now), 3, 3),
    opportunity(5, 5, 'Community food pantry', 'Sort donations and pack grocery bags for families in our neighbourhood.', nextWeekdayAt('saturday', 10, 0, now), 20, 9),
  ]);
}
