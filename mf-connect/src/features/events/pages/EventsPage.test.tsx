import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithShell, testUser } from '@koinonia/shell-contract/testing';
import { churchEvent, fakeEvents } from '../testing/fake-events';
import { EventsPage } from './EventsPage';

describe('the events list (/events)', () => {
  it('lists upcoming events with their places and the reader’s answer', async () => {
    const api = fakeEvents([
      churchEvent({ title: 'Sunday worship' }),
      churchEvent({
        title: 'Youth night',
        myRsvp: {
          status: 'going',
          waitlistPosition: null,
          answers: {},
          reminderOffsets: [],
          checkInCode: 'c',
          checkedIn: false,
        },
      }),
    ]);
    renderWithShell(<EventsPage />, { shell: { apiRequest: api.apiRequest as never }, route: '/events' });
    expect(await screen.findByRole('link', { name: 'Sunday worship' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Plan an event' })).toBeNull(); // a member plans none
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Going' })));
    expect(api.calls).toContainEqual(expect.objectContaining({ url: expect.stringContaining('filter=going') }));
    expect(await screen.findByRole('link', { name: 'Youth night' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sunday worship' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Get my calendar address' })));
    expect((screen.getByLabelText('Calendar address') as HTMLInputElement).value).toMatch(
      /\/api\/events\/calendar\/x{43}\.ics$/,
    );
    expect(screen.getByRole('link', { name: 'Open in my calendar app' }).getAttribute('href')).toMatch(/^webcal:/);
  });

  it('says when there is nothing coming, and offers church staff to plan one', async () => {
    const api = fakeEvents([]);
    renderWithShell(<EventsPage />, {
      shell: { apiRequest: api.apiRequest as never, user: testUser({ role: 'church_admin' }) },
      route: '/events',
    });
    expect(await screen.findByText('No upcoming events')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Plan an event' })).toBeTruthy();
  });
});
