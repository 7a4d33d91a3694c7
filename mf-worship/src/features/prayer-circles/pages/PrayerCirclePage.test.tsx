import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { circle, circlePrayer, groupAdmin, leader, reader, sharedReflection } from '../testing/fake-prayer-circles';
import { openCircles } from '../testing/open-circles';

const circlePath = (circleId: string) => `/prayer-wall/circles/${circleId}`;

describe('a prayer circle, for its owner', () => {
  const openAsOwner = () => {
    const partners = circle({ ownerId: leader.userId, members: [leader, reader, groupAdmin] });
    return { partners, ...openCircles({ circles: [partners], me: leader, route: circlePath(partners.id) }) };
  };

  it('shows the invitation link, copies it, and makes a new one once confirmed', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const { partners, toast } = openAsOwner();
    expect(await screen.findByRole('heading', { name: 'Tuesday prayer partners', level: 1 })).toBeTruthy();
    const link = (await screen.findByLabelText('Invitation link')) as HTMLInputElement;
    const oldUrl = `${window.location.origin}/prayer-wall/circles/join/${partners.invitation}`;
    expect(link.value).toBe(oldUrl);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(oldUrl);
    expect(toast).toHaveBeenCalledWith({ title: 'Link copied' });

    fireEvent.click(screen.getByRole('button', { name: 'New link' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Make a new link?' });
    expect(within(dialog).getByText(/The current link stops working/)).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'New link' })));
    await waitFor(() => expect(link.value).not.toBe(oldUrl));
    expect(link.value).toBe(`${window.location.origin}/prayer-wall/circles/join/${partners.invitation}`);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says so when the link cannot be copied', async () => {
    Object.assign(navigator, { clipboard: { writeText: jest.fn().mockRejectedValue(new Error('Denied')) } });
    const { toast } = openAsOwner();
    await screen.findByLabelText('Invitation link');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })));
    expect(toast).toHaveBeenCalledWith({
      title: 'The link could not be copied: select it and copy it yourself',
      variant: 'destructive',
    });
  });

  it('marks the owner and the reader among the members, and removes a member once confirmed', async () => {
    const { partners, toast } = openAsOwner();
    const members = await screen.findByRole('region', { name: 'Members (3)' });
    const items = within(members).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Lucas FerreiraOwnerYou',
      'Miriam OkaforRemove',
      'Grace KimRemove',
    ]);
    expect(within(members).queryByRole('button', { name: 'Remove Lucas Ferreira' })).toBeNull();

    fireEvent.click(within(members).getByRole('button', { name: 'Remove Grace Kim' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Grace Kim from the circle?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(partners.members).toHaveLength(3);

    fireEvent.click(within(members).getByRole('button', { name: 'Remove Grace Kim' }));
    await act(async () =>
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' })),
    );
    expect(await screen.findByRole('region', { name: 'Members (2)' })).toBeTruthy();
    expect(toast).toHaveBeenCalledWith({ title: 'Grace Kim is no longer in the circle' });
    expect(partners.members.map((member) => member.name)).toEqual(['Lucas Ferreira', 'Miriam Okafor']);
  });

  it('renames the circle', async () => {
    const { partners } = openAsOwner();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit name and description' }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Wednesday partners' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByRole('heading', { name: 'Wednesday partners', level: 1 })).toBeTruthy();
    expect(partners.name).toBe('Wednesday partners');
  });

  it('ends the circle once confirmed and goes back to the list', async () => {
    const { circles, toast } = openAsOwner();
    fireEvent.click(await screen.findByRole('button', { name: 'End the circle' }));
    const dialog = screen.getByRole('alertdialog', { name: 'End this circle?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'End the circle' })));
    expect(await screen.findByRole('heading', { name: 'Prayer circles', level: 1 })).toBeTruthy();
    expect(toast).toHaveBeenCalledWith({ title: 'The circle has ended' });
    expect(circles()).toEqual([]);
  });

  it('says who takes the circle over when its owner leaves', async () => {
    openAsOwner();
    fireEvent.click(await screen.findByRole('button', { name: 'Leave the circle' }));
    expect(
      within(screen.getByRole('alertdialog', { name: 'Leave this circle?' })).getByText(
        'You own this circle: when you leave, Miriam Okafor takes it over, as its longest member.',
      ),
    ).toBeTruthy();
  });
});

describe('a prayer circle, for a member', () => {
  it('shows the private feed a page at a time, without the owner’s tools', async () => {
    const feed = Array.from({ length: 22 }, (_, index) => circlePrayer({ title: `Request number ${index + 1}` }));
    const partners = circle({ feed: [circlePrayer({ title: 'Wisdom for a hard conversation' }), ...feed] });
    openCircles({ circles: [partners], route: circlePath(partners.id) });
    const shared = await screen.findByRole('region', { name: 'Requests shared with this circle' });
    expect(await within(shared).findByRole('article', { name: 'Wisdom for a hard conversation' })).toBeTruthy();
    expect(within(shared).getAllByRole('article')).toHaveLength(20);
    await act(async () => fireEvent.click(within(shared).getByRole('button', { name: 'Load more' })));
    expect(await within(shared).findByRole('article', { name: 'Request number 22' })).toBeTruthy();
    expect(screen.queryByLabelText('Invitation link')).toBeNull();
    expect(screen.queryByRole('button', { name: 'End the circle' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit name and description' })).toBeNull();
  });

  it('says when nothing has been shared with the circle yet', async () => {
    const partners = circle();
    openCircles({ circles: [partners], route: circlePath(partners.id) });
    expect(await screen.findByText('No requests shared with this circle yet')).toBeTruthy();
    expect(await screen.findByText('No journal entries shared with this circle yet')).toBeTruthy();
  });

  it('shows the journal entries its members shared with it', async () => {
    const partners = circle({ reflections: [sharedReflection({ scripture: 'Psalm 23', application: '' })] });
    openCircles({ circles: [partners], route: circlePath(partners.id) });
    const shared = await screen.findByRole('region', { name: 'Journal entries shared with this circle' });
    const entry = await within(shared).findByRole('article', { name: 'Psalm 23' });
    expect(within(entry).getByText('Lucas Ferreira')).toBeTruthy();
    expect(within(entry).getByRole('heading', { name: 'Observation' })).toBeTruthy();
    expect(within(entry).getByText('The Lord leads me.')).toBeTruthy();
    expect(within(entry).queryByRole('heading', { name: 'Application' })).toBeNull();
    expect(within(entry).getByText('Shepherd me this week.')).toBeTruthy();
  });

  it('leaves the circle once confirmed and goes back to the list', async () => {
    const partners = circle();
    const { toast } = openCircles({ circles: [partners], route: circlePath(partners.id) });
    fireEvent.click(await screen.findByRole('button', { name: 'Leave the circle' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Leave this circle?' });
    expect(within(dialog).getByText(/You will no longer see the requests shared with it/)).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Leave the circle' })));
    expect(await screen.findByText('You are not in a prayer circle yet')).toBeTruthy();
    expect(toast).toHaveBeenCalledWith({ title: 'You left the circle' });
    expect(partners.members.map((member) => member.name)).toEqual(['Lucas Ferreira']);
  });

  it('says kindly that a circle the reader is not in was not found, with the way back', async () => {
    const elsewhere = circle({ members: [leader] });
    openCircles({ circles: [elsewhere], route: circlePath(elsewhere.id) });
    expect(await screen.findByRole('heading', { name: 'Circle not found', level: 1 })).toBeTruthy();
    expect(screen.getByText('This circle was not found, or you are not in it.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your prayer circles' }).getAttribute('href')).toBe('/prayer-wall/circles');
  });
});
