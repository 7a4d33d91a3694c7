import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithShell } from '@koinonia/shell-contract/testing';
import { fakeEvents } from '../testing/fake-events';
import { CreateEventPage } from './CreateEventPage';

function renderPage() {
  const api = fakeEvents([]);
  renderWithShell(
    <Routes>
      <Route path="/events/create" element={<CreateEventPage />} />
      <Route path="/events/:eventId" element={<p>The event page</p>} />
    </Routes>,
    { shell: { apiRequest: api.apiRequest as never, toast: jest.fn() }, route: '/events/create' },
  );
  return api;
}

describe('planning an event (/events/create)', () => {
  it('explains what is missing or wrong before sending', async () => {
    const api = renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Plan the event' }));
    expect(screen.getByText('Give the event a title')).toBeTruthy();
    expect(screen.getByText('Give a place or an online link')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Online link (https://…)'), {
      target: { value: 'http://meet.example.org' },
    });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '1 Church Lane' } });
    fireEvent.click(screen.getByRole('button', { name: 'Plan the event' }));
    expect(screen.getByText('Name each place')).toBeTruthy();
    expect(screen.getByText('The online link must start with https://')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends the event with its places, capacity, repeat rule and questions, then opens it', async () => {
    const api = renderPage();
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Harvest supper' } });
    fireEvent.change(screen.getByLabelText('Place 1'), { target: { value: 'Fellowship Hall' } });
    fireEvent.change(screen.getByLabelText('Capacity (leave empty for no limit)'), { target: { value: '40' } });
    fireEvent.change(screen.getByLabelText('Repeats'), { target: { value: 'WEEKLY' } });
    fireEvent.change(screen.getByLabelText('How many times (empty: no end)'), { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a question' }));
    fireEvent.change(screen.getByLabelText('Question 1'), { target: { value: 'Dietary needs?' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Plan the event' })));
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        body: expect.objectContaining({
          title: 'Harvest supper',
          capacity: 40,
          recurrence: 'FREQ=WEEKLY;COUNT=4',
          locations: [{ name: 'Fellowship Hall', address: '', campusId: null }],
          questions: [{ label: 'Dietary needs?', kind: 'text', choices: [], required: false }],
        }),
      }),
    );
    expect(await screen.findByText('The event page')).toBeTruthy();
  });
});
