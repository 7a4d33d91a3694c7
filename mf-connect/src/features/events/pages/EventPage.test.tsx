import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithShell } from '@koinonia/shell-contract/testing';
import { churchEvent, fakeEvents } from '../testing/fake-events';
import { EventPage } from './EventPage';

function renderPage(shown = churchEvent({ title: 'Harvest supper' })) {
  const api = fakeEvents([shown]);
  renderWithShell(
    <Routes>
      <Route path="/events/:eventId" element={<EventPage />} />
      <Route path="/events" element={<p>The list</p>} />
    </Routes>,
    { shell: { apiRequest: api.apiRequest as never, toast: jest.fn() }, route: `/events/${shown.id}` },
  );
  return api;
}

describe('one event (/events/:eventId)', () => {
  it('shows when and where, the online link, the seats and an add-to-calendar link', async () => {
    renderPage(
      churchEvent({
        title: 'Harvest supper',
        onlineUrl: 'https://meet.example.org/harvest',
        capacity: 10,
        goingCount: 4,
        seatsLeft: 6,
      }),
    );
    const article = await screen.findByRole('article', { name: 'Harvest supper' });
    expect(within(article).getByText('Main Sanctuary')).toBeTruthy();
    expect(
      within(article).getByRole('link', { name: 'https://meet.example.org/harvest' }).getAttribute('rel'),
    ).toContain('noopener');
    expect(within(article).getByText('6 of 10 seats left')).toBeTruthy();
    expect(within(article).getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toMatch(
      /^data:text\/calendar/,
    );
  });

  it('answers going and shows the answer; a full event puts the reader on the waitlist', async () => {
    const api = renderPage(churchEvent({ title: 'Supper', capacity: 1, goingCount: 1, seatsLeft: 0 }));
    const panel = await screen.findByRole('region', { name: 'Will you come?' });
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Going' })));
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'PUT',
        body: expect.objectContaining({ status: 'going', reminderOffsets: [1440] }),
      }),
    );
    expect(await within(panel).findByText('You are number 1 on the waitlist')).toBeTruthy();
  });

  it('asks for a required answer before sending', async () => {
    const api = renderPage(
      churchEvent({
        title: 'Training',
        questions: [
          { id: 'q1', label: 'Which team?', kind: 'choice', choices: ['Media', 'Hospitality'], required: true },
        ],
      }),
    );
    const panel = await screen.findByRole('region', { name: 'Will you come?' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Going' }));
    expect(within(panel).getByText('Answer this question')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
    fireEvent.change(within(panel).getByLabelText('Which team? *'), { target: { value: 'Media' } });
    await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Going' })));
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'PUT', body: expect.objectContaining({ answers: { q1: 'Media' } }) }),
    );
  });

  it('lets its organiser cancel it after confirming', async () => {
    const api = renderPage(churchEvent({ title: 'Supper', canManage: true }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel event' }));
    await act(async () =>
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel event' })),
    );
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'POST', url: expect.stringMatching(/\/cancel$/) }),
    );
    expect(await screen.findByText('This event is cancelled.')).toBeTruthy();
  });

  it('says so when the event is not there', async () => {
    const api = fakeEvents([]);
    renderWithShell(
      <Routes>
        <Route path="/events/:eventId" element={<EventPage />} />
      </Routes>,
      { shell: { apiRequest: api.apiRequest as never }, route: '/events/00000000-0000-4000-8000-00000000abcd' },
    );
    expect(await screen.findByText('This event is not here')).toBeTruthy();
  });
});

describe('a going member’s check-in code', () => {
  it('shows the code as a QR of the check-in address', async () => {
    renderPage(
      churchEvent({
        title: 'Supper',
        myRsvp: {
          status: 'going',
          waitlistPosition: null,
          answers: {},
          reminderOffsets: [],
          checkInCode: 'abcDEF123',
          checkedIn: false,
        },
      }),
    );
    const section = await screen.findByRole('region', { name: 'Your check-in code' });
    expect(within(section).getByRole('img', { name: 'QR code to check in' })).toBeTruthy();
    expect(within(section).getByText('abcDEF123')).toBeTruthy();
  });
});
