import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@koinonia/api-client';
import { Route } from 'react-router-dom';
import { createSection, SectionRoutes } from '@koinonia/shell-contract';
import { renderSection } from '@koinonia/shell-contract/testing';
import { ReadingPlanRoutes } from '../routes';
import { fakeReadingPlans } from '../testing/fake-reading-plans';

// The plans mount below the Bible's plans/, as the section composes them (Section.test.tsx covers the composition).
const Section = createSection({
  '/bible-reading': () => (
    <SectionRoutes>
      <Route path="plans/*" element={<ReadingPlanRoutes />} />
    </SectionRoutes>
  ),
});

function open(route: string, fake = fakeReadingPlans()) {
  renderSection(Section, { basePath: '/bible-reading', route, shell: { apiRequest: fake.apiRequest as never } });
  return fake;
}

describe('the catalogue (/bible-reading/plans)', () => {
  it('lists the plans with their length, level and locks, and the member’s own plans on top', async () => {
    open(
      '/bible-reading/plans',
      fakeReadingPlans({ following: { 'mark-in-16-days': { startedDaysAgo: 2, read: [1, 2] } } }),
    );
    expect(await screen.findByRole('heading', { name: 'Reading plans', level: 1 })).toBeTruthy();
    const mine = await screen.findByRole('region', { name: 'My plans' });
    expect(within(mine).getByRole('link', { name: 'Mark in 16 Days' })).toBeTruthy();
    expect(within(mine).getByText('2 of 16 days read')).toBeTruthy();
    expect(within(mine).getByText('2-day streak')).toBeTruthy();
    const yearly = await screen.findByRole('article', { name: 'The Bible in a Year' });
    expect(within(yearly).getByLabelText('Locked: needs Servant')).toBeTruthy();
    expect(within(yearly).getByText('365 days')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a custom plan' }).getAttribute('href')).toBe(
      '/bible-reading/plans/custom',
    );
  });

  it('filters by level and words, and says when nothing matches', async () => {
    const fake = open('/bible-reading/plans');
    await screen.findByRole('article', { name: 'Mark in 16 Days' });
    fireEvent.change(screen.getByLabelText('Level'), { target: { value: 'intermediate' } });
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Mark in 16 Days' })).toBeNull());
    expect(fake.calls.at(-1)!.url).toContain('level=intermediate');
    fireEvent.change(screen.getByLabelText('Search plans'), { target: { value: 'nothing like it' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    expect(await screen.findByText('No plans match')).toBeTruthy();
  });

  it('shows a failure with Retry', async () => {
    const fake = fakeReadingPlans();
    fake.failNext('GET', '/api/reading-plans', new ApiError(500, 'Something went wrong'));
    open('/bible-reading/plans', fake);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

describe('a plan (/bible-reading/plans/:planId)', () => {
  it('starts the plan and then shows today’s day, the progress and the days', async () => {
    open('/bible-reading/plans/mark-in-16-days');
    expect(await screen.findByRole('heading', { name: 'Mark in 16 Days', level: 1 })).toBeTruthy();
    expect(screen.getAllByRole('listitem').length).toBe(16);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start this plan' })));
    expect(await screen.findByText('Day 1 of 16')).toBeTruthy();
    expect(screen.getByText('0 of 16 days read')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open today’s reading' }).getAttribute('href')).toBe(
      '/bible-reading/plans/mark-in-16-days/days/1',
    );
  });

  it('lists the days behind and catches up', async () => {
    open(
      '/bible-reading/plans/mark-in-16-days',
      fakeReadingPlans({ following: { 'mark-in-16-days': { startedDaysAgo: 4, read: [1] } } }),
    );
    expect(await screen.findByText('Days behind: 3')).toBeTruthy();
    expect(screen.getByText(/Catch up moves your schedule so that today is day 2/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Catch up' })));
    await waitFor(() => expect(screen.queryByText('Days behind: 3')).toBeNull());
    expect(screen.getByText('Day 2 of 16')).toBeTruthy();
  });

  it('restarts after asking', async () => {
    open(
      '/bible-reading/plans/mark-in-16-days',
      fakeReadingPlans({ following: { 'mark-in-16-days': { startedDaysAgo: 1, read: [1, 2] } } }),
    );
    await screen.findByText('2 of 16 days read');
    fireEvent.click(screen.getByRole('button', { name: 'Restart plan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restart this plan?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Restart plan' })));
    expect(await screen.findByText('0 of 16 days read')).toBeTruthy();
  });

  it('shows the upsell instead of Start on a plan the member’s tier does not include', async () => {
    open('/bible-reading/plans/bible-in-a-year');
    const upsell = await screen.findByRole('note', { name: 'Needs the Servant plan' });
    expect(within(upsell).getByRole('link', { name: 'Compare plans' }).getAttribute('href')).toBe('/pricing');
    expect(screen.queryByRole('button', { name: 'Start this plan' })).toBeNull();
  });

  it('says a plan that does not exist was not found', async () => {
    open('/bible-reading/plans/no-such-plan');
    expect(await screen.findByText('This reading plan was not found')).toBeTruthy();
  });
});

describe('a day (/bible-reading/plans/:planId/days/:day)', () => {
  it('shows the passages linked into the reader, the devotion, marks it read and shows the streak', async () => {
    open(
      '/bible-reading/plans/mark-in-16-days/days/1',
      fakeReadingPlans({ following: { 'mark-in-16-days': { startedDaysAgo: 0, read: [] } } }),
    );
    expect(await screen.findByRole('heading', { name: 'Day 1 of 16', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read Mark 1' }).getAttribute('href')).toBe(
      '/bible-reading?book=MRK&chapter=1',
    );
    expect(screen.getByRole('heading', { name: 'The focus of day 1', level: 2 })).toBeTruthy();
    expect(screen.getByText('A question on day 1')).toBeTruthy();
    expect(screen.getByText('A prayer for day 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Journal on this passage' }).getAttribute('href')).toBe(
      '/soap/new?scripture=Mark%201',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mark as read' })));
    expect(await screen.findByText(/^Read on /)).toBeTruthy();
    expect(await screen.findByText('1-day streak')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mark as unread' })));
    expect(await screen.findByRole('button', { name: 'Mark as read' })).toBeTruthy();
  });

  it('offers to start a plan not followed yet', async () => {
    open('/bible-reading/plans/mark-in-16-days/days/3');
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Start this plan' })));
    expect(await screen.findByRole('button', { name: 'Mark as read' })).toBeTruthy();
  });
});

describe('the custom generator (/bible-reading/plans/custom)', () => {
  it('shows Disciple and Servant the Torchbearer upsell, not the form', async () => {
    open('/bible-reading/plans/custom', fakeReadingPlans({ tier: 'servant' }));
    const upsell = await screen.findByRole('note', { name: 'Needs the Torchbearer plan' });
    expect(within(upsell).getByText(/The custom plan generator comes with Torchbearer/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create plan' })).toBeNull();
  });

  it('says what is missing, then makes the plan for Torchbearer and opens it', async () => {
    const fake = open('/bible-reading/plans/custom', fakeReadingPlans({ tier: 'torchbearer' }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Create plan' })));
    expect(screen.getByText('Give the plan a title')).toBeTruthy();
    expect(screen.getByText('Choose at least one book')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'My John' } });
    fireEvent.click(screen.getByLabelText('John'));
    fireEvent.change(screen.getByLabelText('Days (1–365)'), { target: { value: '21' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create plan' })));
    expect(await screen.findByRole('heading', { name: 'My John', level: 1 })).toBeTruthy();
    const sent = fake.calls.find((call) => call.method === 'POST')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      title: 'My John',
      source: { kind: 'books', books: ['JHN'] },
      schedule: { kind: 'days', days: 21 },
    });
  });
});
