import { act, fireEvent, screen } from '@testing-library/react';
import { ApiError } from '@koinonia/api-client';
import { appTranslationsFor } from '@koinonia/i18n/app';
import { testLanguage } from '@koinonia/shell-contract/testing';
import { circle, groupAdmin, leader } from '../testing/fake-prayer-circles';
import { openCircles } from '../testing/open-circles';

const joinPath = (code: string) => `/prayer-wall/circles/join/${code}`;

describe('an invitation to a prayer circle (/prayer-wall/circles/join/:code)', () => {
  it('shows the circle it leads to, joins it and opens it', async () => {
    const partners = circle({ members: [leader, groupAdmin] });
    const { toast } = openCircles({ circles: [partners], route: joinPath(partners.invitation) });
    expect(await screen.findByRole('heading', { name: 'Tuesday prayer partners', level: 1 })).toBeTruthy();
    expect(screen.getByText('You are invited to a prayer circle')).toBeTruthy();
    expect(screen.getByText('We meet on Tuesdays at 7.')).toBeTruthy();
    expect(screen.getByText('Lucas Ferreira')).toBeTruthy();
    expect(screen.getByText('2')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Join the circle' })));
    expect(await screen.findByRole('region', { name: 'Members (3)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tuesday prayer partners', level: 1 })).toBeTruthy();
    expect(toast).toHaveBeenCalledWith({ title: 'You joined Tuesday prayer partners' });
  });

  it('says when the reader is in the circle already, with a link to it', async () => {
    const partners = circle();
    openCircles({ circles: [partners], route: joinPath(partners.invitation) });
    expect(await screen.findByText('You are already in this circle')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join the circle' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the circle' }).getAttribute('href')).toBe(
      `/prayer-wall/circles/${partners.id}`,
    );
  });

  it('shows the server’s reason when the link no longer works, with the way back to the wall', async () => {
    openCircles({ circles: [circle()], route: joinPath('renewedLinkNoLongerOk_') });
    expect(await screen.findByRole('heading', { name: 'This invitation does not work', level: 1 })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'This invitation link is not valid any more. Ask for a new one.',
    );
    expect(screen.getByRole('link', { name: 'Back to the prayer wall' }).getAttribute('href')).toBe('/prayer-wall');
  });

  it('says plainly when the circle is full', async () => {
    const partners = circle({ members: [leader] });
    const { failNext } = openCircles({ circles: [partners], route: joinPath(partners.invitation) });
    failNext(
      'POST',
      `/api/prayer-circle-invitations/${partners.invitation}/accept`,
      new ApiError(409, 'This circle is full: it has 50 members', { code: 'prayer_circle_full' }),
    );
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Join the circle' })));
    expect((await screen.findByRole('alert')).textContent).toBe('This circle is full: it has 50 members');
    expect(screen.getByRole('heading', { name: 'Tuesday prayer partners', level: 1 })).toBeTruthy();
  });

  it('says it in the reader’s language, the server’s refusal by its code', async () => {
    const arabic: Record<string, string> = appTranslationsFor('ar') ?? {};
    openCircles({ route: joinPath('renewedLinkNoLongerOk_'), shell: { language: testLanguage('ar', arabic) } });
    expect(await screen.findByRole('heading', { name: arabic['circles.invalidTitle'], level: 1 })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(arabic['error.prayer_circle_invitation_invalid']);
    expect(screen.getByRole('link', { name: arabic['circles.backToWall'] })).toBeTruthy();
  });
});
