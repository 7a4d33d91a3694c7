import { screen } from '@testing-library/react';
import { renderSection } from '@koinonia/shell-contract/testing';
import { community, fakeCommunities } from './features/communities/testing/fake-communities';
import { church, fakeChurches } from './features/churches/testing/fake-churches';
import { fakeEngagement } from './features/engagement-board/testing/fake-engagement';
import Section from './Section';
import { fakeSocialFeed, feedPost } from './features/social-feed/testing/fake-social-feed';
import { fakeForums, forumThread } from './features/forums/testing/fake-forums';

describe('the communities in the connect section', () => {
  const communities = () =>
    fakeCommunities({
      communities: [
        community({ name: 'Young Adults', myStanding: 'admin', canManage: true }),
        community({ name: 'Worship Ministry', type: 'ministry' }),
      ],
    });

  it('shows the directory at /communities and one community below it', async () => {
    const { apiRequest, state } = communities();
    renderSection(Section, { basePath: '/communities', shell: { apiRequest: apiRequest as never } });
    expect(await screen.findByRole('heading', { name: 'Communities', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Worship Ministry' })).toBeTruthy();
    renderSection(Section, {
      basePath: '/communities',
      route: `/communities/${state.communities[1]!.id}`,
      shell: { apiRequest: apiRequest as never },
    });
    expect(await screen.findByRole('heading', { name: 'Worship Ministry', level: 1 })).toBeTruthy();
  });

  it("shows the member's communities at /community", async () => {
    renderSection(Section, { basePath: '/community', shell: { apiRequest: communities().apiRequest as never } });
    expect(await screen.findByRole('heading', { name: 'My communities', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Young Adults' })).toBeTruthy();
  });

  it('shows the communities the reader runs at /community-management', async () => {
    renderSection(Section, {
      basePath: '/community-management',
      shell: { apiRequest: communities().apiRequest as never },
    });
    expect(await screen.findByRole('heading', { name: 'Community management', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Young Adults' })).toBeTruthy();
  });

  it('says a page is not found below /community, never another screen', async () => {
    renderSection(Section, {
      basePath: '/community',
      route: '/community/nothing-here',
      shell: { apiRequest: communities().apiRequest as never },
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

describe('the church directory and claiming in the connect section', () => {
  const newLife = church({ name: 'New Life Church' });
  const churches = () => fakeChurches({ churches: [newLife] }).apiRequest as never;

  it('shows the directory at /churches and one church below it', async () => {
    renderSection(Section, { basePath: '/churches', shell: { apiRequest: churches() } });
    expect(await screen.findByRole('heading', { name: 'Churches', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'New Life Church' })).toBeTruthy();
    renderSection(Section, {
      basePath: '/churches',
      route: `/churches/${newLife.id}`,
      shell: { apiRequest: churches() },
    });
    expect(await screen.findByRole('heading', { name: 'New Life Church', level: 1 })).toBeTruthy();
  });

  it('shows the claim of a church at /church-claiming?churchId=, and the claimant’s claims without it', async () => {
    renderSection(Section, {
      basePath: '/church-claiming',
      route: `/church-claiming?churchId=${newLife.id}`,
      shell: { apiRequest: churches() },
    });
    expect(await screen.findByRole('heading', { name: 'Claim New Life Church', level: 1 })).toBeTruthy();
    renderSection(Section, { basePath: '/church-claiming', shell: { apiRequest: churches() } });
    expect(await screen.findByRole('heading', { name: 'My claims' })).toBeTruthy();
  });

  it('says a page is not found below /churches that is no church, never another screen', async () => {
    renderSection(Section, {
      basePath: '/churches',
      route: '/churches/nothing-here',
      shell: { apiRequest: churches() },
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

describe('messages and chat in the connect section', () => {
  it('shows the conversations at /messages and the group chats at /chat', async () => {
    const { direct, fakeConversationsApi, leader } =
      await import('./features/conversations/testing/fake-conversations');
    const withLeader = direct(leader, [[leader, 'See you Sunday?']]);
    renderSection(Section, {
      basePath: '/messages',
      shell: { apiRequest: fakeConversationsApi([withLeader]).apiRequest },
    });
    expect(await screen.findByRole('heading', { name: 'Messages', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('link', { name: /Lucas Ferreira/ })).toBeTruthy();
    renderSection(Section, { basePath: '/chat', shell: { apiRequest: fakeConversationsApi([withLeader]).apiRequest } });
    expect(await screen.findByRole('heading', { name: 'Chat', level: 1 })).toBeTruthy();
    expect(await screen.findByText('No group chats yet')).toBeTruthy();
  });
});

describe('the Engagement Board in the connect section', () => {
  it('shows the board at /leaderboard', async () => {
    const { apiRequest } = fakeEngagement([], { me: '00000000-0000-4000-9300-000000000001' });
    renderSection(Section, { basePath: '/leaderboard', shell: { apiRequest: apiRequest as never } });
    expect(await screen.findByRole('heading', { name: 'Engagement Board', level: 1 })).toBeTruthy();
    expect(await screen.findByText('No points yet')).toBeTruthy();
  });
});

describe('the social feed in the connect section', () => {
  it('shows the social feed at /social-feed', async () => {
    const { apiRequest } = fakeSocialFeed([feedPost({ authorName: 'Grace Kim' })]);
    renderSection(Section, { basePath: '/social-feed', shell: { apiRequest: apiRequest as never } });
    expect(await screen.findByRole('heading', { name: 'Social feed' })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Post by Grace Kim' })).toBeTruthy();
  });
});

describe('Forums in the connect section', () => {
  it('shows Forums at /forums', async () => {
    const { apiRequest } = fakeForums({ threads: [forumThread({ title: 'The first one' })] });
    renderSection(Section, { basePath: '/forums', shell: { apiRequest: apiRequest as never } });
    expect(await screen.findByRole('heading', { name: 'Forums' })).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'The first one' })).toBeTruthy();
  });

  it('shows a thread at /forums/:threadId', async () => {
    const thread = forumThread({ title: 'A thread of its own' });
    const { apiRequest } = fakeForums({ threads: [thread] });
    renderSection(Section, {
      basePath: '/forums',
      route: `/forums/${thread.id}`,
      shell: { apiRequest: apiRequest as never },
    });
    expect(await screen.findByRole('article', { name: 'A thread of its own' })).toBeTruthy();
  });
});
