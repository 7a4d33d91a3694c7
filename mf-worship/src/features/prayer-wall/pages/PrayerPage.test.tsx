import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithShell } from '@koinonia/shell-contract/testing';
import { comment, fakePrayerWall, prayer } from '../testing/fake-prayer-wall';
import { PrayerPage } from './PrayerPage';

function renderPage(
  shown = prayer({ title: 'Healing for my mother', commentCount: 1 }),
  comments = [comment({ body: 'Holding your family in prayer.' })],
) {
  const api = fakePrayerWall({ wall: [shown], comments: { [shown.id]: comments } });
  renderWithShell(
    <Routes>
      <Route path="/prayer-wall/:prayerId" element={<PrayerPage />} />
      <Route path="/prayer-wall" element={<p>The wall</p>} />
    </Routes>,
    { shell: { apiRequest: api.apiRequest as never, toast: jest.fn() }, route: `/prayer-wall/${shown.id}` },
  );
  return api;
}

describe('one request (/prayer-wall/:prayerId)', () => {
  it('shows the request, who prayed and the comments', async () => {
    renderPage();
    expect(await screen.findByRole('article', { name: 'Healing for my mother' })).toBeTruthy();
    const whoPrayed = await screen.findByRole('region', { name: 'Who prayed' });
    expect(await within(whoPrayed).findByText('Grace Kim')).toBeTruthy();
    const comments = screen.getByRole('region', { name: 'Encouragement' });
    expect(await within(comments).findByText('Holding your family in prayer.')).toBeTruthy();
  });

  it('sends a word of encouragement, and asks for words first', async () => {
    const api = renderPage();
    const comments = await screen.findByRole('region', { name: 'Encouragement' });
    fireEvent.click(within(comments).getByRole('button', { name: 'Send' }));
    expect(within(comments).getByText('Write a few words of encouragement')).toBeTruthy();
    fireEvent.change(within(comments).getByLabelText('Write a word of encouragement'), {
      target: { value: 'Praying tonight.' },
    });
    await act(async () => fireEvent.click(within(comments).getByRole('button', { name: 'Send' })));
    expect(api.calls).toContainEqual(expect.objectContaining({ method: 'POST', body: { body: 'Praying tonight.' } }));
    expect(await within(comments).findByText('Praying tonight.')).toBeTruthy();
  });

  it('lets a comment its reader may remove be removed after confirming', async () => {
    const api = renderPage(undefined, [comment({ body: 'Mine to remove', isMine: true, canRemove: true })]);
    const comments = await screen.findByRole('region', { name: 'Encouragement' });
    fireEvent.click(await within(comments).findByRole('button', { name: 'Remove comment' }));
    await act(async () =>
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove comment' })),
    );
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'DELETE', url: expect.stringMatching(/^\/api\/prayer-comments\//) }),
    );
    expect(await within(comments).findByText('No comments yet. A few words can mean a lot.')).toBeTruthy();
  });

  it('says so when the request is gone or private', async () => {
    const api = fakePrayerWall([]);
    renderWithShell(
      <Routes>
        <Route path="/prayer-wall/:prayerId" element={<PrayerPage />} />
      </Routes>,
      { shell: { apiRequest: api.apiRequest as never }, route: '/prayer-wall/00000000-0000-4000-8000-000000009999' },
    );
    expect(await screen.findByText('This request is not here')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the prayer wall' })).toBeTruthy();
  });
});
