import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@koinonia/api-client';
import { createSection } from '@koinonia/shell-contract';
import { renderSection } from '@koinonia/shell-contract/testing';
import { ContactsRoutes, PeopleRoutes } from '../routes';
import { fakePeople, personCard } from '../testing/fake-people';

const Section = createSection({ '/people': PeopleRoutes, '/contacts': ContactsRoutes });
const group = { id: '00000000-0000-4000-9200-000000000001', name: 'Young Adults', type: 'group' as const, description: '', myRole: 'member' as const, memberCount: 3 };
const lucas = personCard({
  displayName: 'Lucas Ferreira',
  role: 'leader',
  about: 'Youth leader.',
  phone: '+1 555 0101',
  email: 'lucas@example.org',
  communitiesInCommon: [{ id: group.id, name: group.name }],
});
const paul = personCard({ displayName: 'Paul Anderson', role: 'pastor' });

function open(route = '/people', people = [lucas, paul], toast = jest.fn()) {
  const fake = fakePeople(people, { communities: [group], members: { [group.id]: [lucas.userId] } });
  renderSection(Section, { basePath: route.startsWith('/contacts') ? '/contacts' : '/people', route, shell: { apiRequest: fake.apiRequest as never, toast } });
  return fake;
}
const cardOf = (name: string) => screen.getByRole('article', { name });
const lastDirectoryCall = (fake: ReturnType<typeof fakePeople>) => fake.calls.filter((call) => call.url.startsWith('/api/people?')).at(-1)!.url;

describe('the directory (/people)', () => {
  it('shows each person with their role, what they share and the communities in common', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'People', level: 1 })).toBeTruthy();
    const card = within(await screen.findByRole('article', { name: 'Lucas Ferreira' }));
    expect(card.getByText('Leader')).toBeTruthy();
    expect(card.getByText('Youth leader.')).toBeTruthy();
    expect(card.getByRole('link', { name: '+1 555 0101' }).getAttribute('href')).toBe('tel:+15550101');
    expect(card.getByRole('link', { name: 'lucas@example.org' }).getAttribute('href')).toBe('mailto:lucas@example.org');
    expect(card.getByText('Communities in common: Young Adults')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Message Lucas Ferreira' }).getAttribute('href')).toBe(`/messages/new?to=${lucas.userId}`);
    expect(within(cardOf('Paul Anderson')).getByText('Pastor')).toBeTruthy();
  });

  it('searches by name and narrows to one community, keeping both in the address', async () => {
    const fake = open();
    await screen.findByRole('article', { name: 'Paul Anderson' });
    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: 'paul' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Lucas Ferreira' })).toBeNull());
    expect(lastDirectoryCall(fake)).toContain('q=paul');

    fireEvent.change(screen.getByLabelText('Search by name'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Community'), { target: { value: group.id } });
    await screen.findByRole('article', { name: 'Lucas Ferreira' });
    expect(screen.queryByRole('article', { name: 'Paul Anderson' })).toBeNull();
    expect(lastDirectoryCall(fake)).toContain(`communityId=${group.id}`);
  });

  it('says when nobody matches', async () => {
    open('/people?q=zzz');
    expect(await screen.findByText('Nobody matches')).toBeTruthy();
  });

  it('adds a person to contacts at once, and puts it back when the service refuses', async () => {
    const toast = jest.fn();
    const fake = open('/people', undefined, toast);
    const card = within(await screen.findByRole('article', { name: 'Paul Anderson' }));
    await act(async () => fireEvent.click(card.getByRole('button', { name: 'Add to contacts' })));
    expect(await card.findByRole('button', { name: 'In your contacts' })).toBeTruthy();
    expect(fake.contacts.has(paul.userId)).toBe(true);

    fake.failNext('DELETE', `/api/contacts/${paul.userId}`, new ApiError(404, 'This person was not found', { code: 'person_not_found' }));
    await act(async () => fireEvent.click(card.getByRole('button', { name: 'In your contacts' })));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'This person was not found' })));
    expect(card.getByRole('button', { name: 'In your contacts' })).toBeTruthy();
  });
});

describe('what the member shares (/people/sharing)', () => {
  it('saves who may find them and what they share, an empty field sharing nothing', async () => {
    const toast = jest.fn();
    const fake = open('/people/sharing', undefined, toast);
    fireEvent.click(await screen.findByRole('radio', { name: /People in your communities/ }));
    fireEvent.change(screen.getByLabelText('About you (optional)'), { target: { value: 'I lead the youth on Fridays.' } });
    fireEvent.change(screen.getByLabelText('Phone to share (optional)'), { target: { value: '+1 555 0199' } });
    expect(screen.getByText('252 characters left')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(toast).toHaveBeenCalled());
    expect(fake.sharing()).toEqual({ visibility: 'communities', about: 'I lead the youth on Fridays.', phone: '+1 555 0199', email: null });
  });

  it("shows the service's refusal beside the field", async () => {
    const fake = open('/people/sharing');
    fake.failNext(
      'PUT',
      '/api/people/me/sharing',
      new ApiError(400, 'Validation failed', { code: 'validation_failed', issues: [{ path: 'email', message: 'Enter a valid email address', code: 'invalid_format', format: 'email' }] as never }),
    );
    fireEvent.change(await screen.findByLabelText('Email to share (optional)'), { target: { value: 'lucas@' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getByLabelText('Email to share (optional)').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('one person and the contacts', () => {
  it('shows one person, and says so when they cannot be found', async () => {
    open(`/people/${lucas.userId}`);
    expect(await screen.findByRole('heading', { name: 'Lucas Ferreira', level: 1 })).toBeTruthy();
  });

  it('says a person who cannot be found was not found', async () => {
    open('/people/00000000-0000-4000-9100-0000000009ff');
    expect(await screen.findByText('This person was not found')).toBeTruthy();
  });

  it('lists the contacts, with a way to find people when there are none', async () => {
    open('/contacts', [{ ...lucas, isContact: true }, paul]);
    expect(await screen.findByRole('article', { name: 'Lucas Ferreira' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Paul Anderson' })).toBeNull();
  });

  it('says there are no contacts yet', async () => {
    open('/contacts');
    expect(await screen.findByText('No contacts yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find people of your church' }).getAttribute('href')).toBe('/people');
  });
});
