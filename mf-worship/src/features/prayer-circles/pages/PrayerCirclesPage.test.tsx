import { act, fireEvent, screen, within } from '@testing-library/react';
import { ApiError } from '@koinonia/api-client';
import { circle, leader, reader } from '../testing/fake-prayer-circles';
import { openCircles } from '../testing/open-circles';

describe('the prayer circles list (/prayer-wall/circles)', () => {
  it('explains what a circle is when the reader is in none', async () => {
    openCircles({ circles: [] });
    expect(await screen.findByRole('heading', { name: 'Prayer circles', level: 1 })).toBeTruthy();
    expect(await screen.findByText('You are not in a prayer circle yet')).toBeTruthy();
    expect(
      screen.getByText(
        /A few people who pray for each other: requests you share privately with a circle reach its members only/,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the prayer wall' }).getAttribute('href')).toBe('/prayer-wall');
  });

  it('lists the reader’s circles with their size, the ones they own marked, each a link to it', async () => {
    const partners = circle({ name: 'Tuesday prayer partners', description: 'We meet on Tuesdays at 7.' });
    const own = circle({ name: 'Morning watch', description: '', ownerId: reader.userId, members: [reader, leader] });
    openCircles({ circles: [partners, own] });
    const listed = await screen.findByRole('article', { name: /Tuesday prayer partners/ });
    expect(within(listed).getByText('We meet on Tuesdays at 7.')).toBeTruthy();
    expect(within(listed).getByText('Members: 2')).toBeTruthy();
    expect(within(listed).queryByText('Owner')).toBeNull();
    expect(within(listed).getByRole('link', { name: 'Tuesday prayer partners' }).getAttribute('href')).toBe(
      `/prayer-wall/circles/${partners.id}`,
    );
    expect(within(screen.getByRole('article', { name: /Morning watch/ })).getByText('Owner')).toBeTruthy();
  });

  it('starts a circle and opens it; an empty name is asked for and the server’s refusal shows by its field', async () => {
    const { failNext, circles, toast } = openCircles({ circles: [] });
    await screen.findByText('You are not in a prayer circle yet');
    const name = screen.getByLabelText('Name');
    expect(screen.getByText('80 characters left')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create circle' })));
    expect(screen.getByText('Give the circle a name')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(name, { target: { value: 'Night shift' } });
    expect(screen.getByText('69 characters left')).toBeTruthy();
    failNext(
      'POST',
      '/api/prayer-circles',
      new ApiError(400, 'The description may be at most 500 characters', {
        code: 'validation_failed',
        issues: [
          {
            path: 'description',
            message: 'The description may be at most 500 characters',
            code: 'too_long',
            maximum: 500,
          },
        ],
      }),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create circle' })));
    expect(await screen.findByText('The description may be at most 500 characters')).toBeTruthy();
    expect(screen.getByLabelText('Description (optional)').getAttribute('aria-invalid')).toBe('true');
    expect(circles()).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Description (optional)'), {
      target: { value: 'Nurses who pray between rounds' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create circle' })));
    expect(await screen.findByRole('heading', { name: 'Night shift', level: 1 })).toBeTruthy();
    expect(toast).toHaveBeenCalledWith({ title: 'Your circle is ready: invite people with its link' });
    expect(circles()).toMatchObject([
      { name: 'Night shift', description: 'Nurses who pray between rounds', ownerId: reader.userId },
    ]);
  });

  it('shows a failure to read the list with Retry', async () => {
    const apiRequest = jest.fn().mockRejectedValue(new ApiError(500, 'Something went wrong'));
    openCircles({ shell: { apiRequest } });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
