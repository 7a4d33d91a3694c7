import { toOpportunity } from './opportunities';

const row = {
  id: '00000000-0000-4000-8000-0000000d0001',
  church_id: '00000000-0000-4000-8000-00000000c001',
  team_id: '00000000-0000-4000-8000-0000000c0001',
  team_name: 'Hospitality Team',
  title: 'Sunday Welcome Team',
  description: '',
  starts_at: new Date('2026-11-22T09:00:00Z'),
  spots_total: 14,
  spots_filled: 12,
};

describe('toOpportunity', () => {
  it('counts the open spots', () => {
    expect(toOpportunity(row)).toMatchObject({ spotsTotal: 14, spotsFilled: 12, spotsOpen: 2, team: { name: 'Hospitality Team' } });
  });

  it('never shows a negative number of open spots', () => {
    expect(toOpportunity({ ...row, spots_filled: 15 }).spotsOpen).toBe(0);
  });
});
