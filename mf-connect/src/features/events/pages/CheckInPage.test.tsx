import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithShell } from '@koinonia/shell-contract/testing';
import { churchEvent, fakeEvents } from '../testing/fake-events';
import { CheckInPage } from './CheckInPage';

const miriam = {
  userId: '00000000-0000-4000-8000-000000000001',
  name: 'Miriam Okafor',
  checkedIn: false,
  checkedInAt: null,
};
const lucas = {
  userId: '00000000-0000-4000-8000-000000000002',
  name: 'Lucas Ferreira',
  checkedIn: false,
  checkedInAt: null,
};

function renderPage(route: (eventId: string) => string = (eventId) => `/events/${eventId}/check-in`) {
  const event = churchEvent({ title: 'Supper', canCheckIn: true });
  const api = fakeEvents([event], [miriam, lucas]);
  renderWithShell(
    <Routes>
      <Route path="/events/:eventId/check-in" element={<CheckInPage />} />
    </Routes>,
    { shell: { apiRequest: api.apiRequest as never }, route: route(event.id) },
  );
  return api;
}

describe('the check-in list (/events/:eventId/check-in)', () => {
  it('lists who is going and checks one in from the list', async () => {
    const api = renderPage();
    const list = await screen.findByRole('list', { name: 'Who is going' });
    expect(within(list).getByText('Miriam Okafor')).toBeTruthy();
    expect(screen.getByText('0 of 2 checked in')).toBeTruthy();
    await act(async () => fireEvent.click(within(list).getByRole('checkbox', { name: 'Lucas Ferreira checked in' })));
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'POST', body: { userId: lucas.userId, checkedIn: true } }),
    );
    expect(await screen.findByText('1 of 2 checked in')).toBeTruthy();
  });

  it('checks in by a typed code, and says when a code is unknown', async () => {
    renderPage();
    await screen.findByRole('list', { name: 'Who is going' });
    fireEvent.change(screen.getByLabelText(/^Code from the member’s QR/), { target: { value: 'wrong' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check in' })));
    expect(await screen.findByText('No one going to this event has this code')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/^Code from the member’s QR/), {
      target: { value: `code-${miriam.userId}` },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Check in' })));
    expect(await screen.findByText('Miriam Okafor is checked in')).toBeTruthy();
  });

  it('checks in at once the code a scanned QR opened the page with', async () => {
    renderPage((eventId) => `/events/${eventId}/check-in?code=code-${lucas.userId}`);
    expect(await screen.findByText('Lucas Ferreira is checked in')).toBeTruthy();
  });
});
