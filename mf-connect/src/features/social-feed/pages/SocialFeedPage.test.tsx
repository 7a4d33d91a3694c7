import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@koinonia/api-client';
import { createSection } from '@koinonia/shell-contract';
import { renderSection } from '@koinonia/shell-contract/testing';
import { SocialFeedRoutes } from '../routes';
import { fakeSocialFeed, feedPost } from '../testing/fake-social-feed';

const Section = createSection({ '/social-feed': SocialFeedRoutes });
const youth = { id: '00000000-0000-4000-9200-000000000001', name: 'Youth Group' };

function open(
  posts = [feedPost({ body: 'Welcome to the feed' })],
  options: Parameters<typeof fakeSocialFeed>[1] = {},
  route = '/social-feed',
) {
  const fake = fakeSocialFeed(posts, {
    audiences: [
      { community: null, canAnnounce: false },
      { community: youth, canAnnounce: false },
    ],
    ...options,
  });
  const toast = jest.fn();
  renderSection(Section, { basePath: '/social-feed', route, shell: { apiRequest: fake.apiRequest as never, toast } });
  return { fake, toast };
}

const article = (name: string) => screen.findByRole('article', { name });

describe('the social feed (/social-feed)', () => {
  it('shows the posts newest first, each an article named by its author, with its images described', async () => {
    open([
      feedPost({
        body: 'Sunday was wonderful',
        authorName: 'Grace Kim',
        images: [{ id: 'i1', url: '/api/social-feed/images/i1', alt: 'The choir singing' }],
      }),
      feedPost({ body: 'Youth night Friday', authorName: 'Samuel Mensah', community: youth }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Social feed', level: 1 })).toBeTruthy();
    const grace = await article('Post by Grace Kim');
    expect(within(grace).getByText('Sunday was wonderful')).toBeTruthy();
    expect(within(grace).getByRole('img', { name: 'The choir singing' })).toBeTruthy();
    expect(within(grace).getByText('Everyone at your church')).toBeTruthy();
    expect(within(await article('Post by Samuel Mensah')).getByText('Youth Group')).toBeTruthy();
  });

  it('shows an empty feed with what to do', async () => {
    open([]);
    expect(await screen.findByText('No posts yet')).toBeTruthy();
  });

  it('posts with an image and its description, uploaded as FormData', async () => {
    const { fake } = open([]);
    fireEvent.change(await screen.findByLabelText('What would you like to share?'), {
      target: { value: 'Look at this' },
    });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'photo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/Add images/), { target: { files: [png] } });
    fireEvent.change(await screen.findByLabelText('Describe image 1'), { target: { value: 'A sunrise' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    const posted = await article('Post by Mia Member');
    expect(within(posted).getByRole('img', { name: 'A sunrise' })).toBeTruthy();
    const upload = fake.calls.find((call) => call.url === '/api/social-feed/images')!;
    expect(upload.body).toBeInstanceOf(FormData);
    expect((upload.body as FormData).get('image')).toBeInstanceOf(File);
    expect(fake.calls.find((call) => call.method === 'POST' && call.url === '/api/social-feed')?.body).toMatchObject({
      body: 'Look at this',
      communityId: null,
      announcement: false,
    });
  });

  it('asks for words or an image before posting', async () => {
    const { fake } = open([]);
    fireEvent.click(await screen.findByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Write something or add an image')).toBeTruthy();
    expect(fake.calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('pins announcements above the feed, and offers "Pin as an announcement" only where the member may', async () => {
    open([
      feedPost({ body: 'Service moves to 11am', authorName: 'Pastor John', isAnnouncement: true }),
      feedPost({ body: 'Hello' }),
    ]);
    const block = await screen.findByRole('region', { name: 'Announcements' });
    expect(within(block).getByText('Service moves to 11am')).toBeTruthy();
    expect(within(block).getByText('Announcement')).toBeTruthy();
    expect(screen.queryByLabelText(/Pin as an announcement/)).toBeNull();
  });

  it('lets staff post an announcement', async () => {
    const { fake } = open([], { audiences: [{ community: null, canAnnounce: true }] });
    fireEvent.change(await screen.findByLabelText('What would you like to share?'), {
      target: { value: 'Church picnic Saturday' },
    });
    fireEvent.click(await screen.findByLabelText(/Pin as an announcement/));
    fireEvent.change(await screen.findByLabelText('Unpin it on (optional)'), { target: { value: '2099-01-02T10:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    const block = await screen.findByRole('region', { name: 'Announcements' });
    expect(within(block).getByText('Church picnic Saturday')).toBeTruthy();
    expect(fake.calls.find((call) => call.method === 'POST' && call.url === '/api/social-feed')?.body).toMatchObject({
      announcement: true,
      announcementExpiresAt: new Date('2099-01-02T10:00').toISOString(),
    });
  });

  it('reacts at once and takes the reaction back', async () => {
    open([feedPost({ body: 'React to me', authorName: 'Grace Kim', reactions: { like: 2, love: 0, pray: 0 } })]);
    const post = await article('Post by Grace Kim');
    fireEvent.click(within(post).getByRole('button', { name: 'Like: 2' }));
    const liked = await within(post).findByRole('button', { name: 'Like: 3' });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(liked);
    expect((await within(post).findByRole('button', { name: 'Like: 2' })).getAttribute('aria-pressed')).toBe('false');
  });

  it('puts a reaction back when it fails, and says why', async () => {
    const { fake, toast } = open([feedPost({ authorName: 'Grace Kim' })]);
    const post = await article('Post by Grace Kim');
    fake.failNext(
      'PUT',
      `/api/social-feed/posts/${fake.posts()[0]!.id}/reaction`,
      new ApiError(404, 'This post was not found'),
    );
    fireEvent.click(within(post).getByRole('button', { name: 'Praying: 0' }));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'This post was not found' })),
    );
    expect((await within(post).findByRole('button', { name: 'Praying: 0' })).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });

  it('shows and writes comments', async () => {
    const first = feedPost({ authorName: 'Grace Kim', commentCount: 1 });
    open([first], {
      comments: {
        [first.id]: [
          {
            id: 'c1',
            authorName: 'Samuel Mensah',
            isMine: false,
            canRemove: false,
            body: 'Amen!',
            createdAt: '2026-11-20T11:00:00.000Z',
          },
        ],
      },
    });
    const post = await article('Post by Grace Kim');
    fireEvent.click(within(post).getByRole('button', { name: 'Comments (1)' }));
    expect(await within(post).findByText('Amen!')).toBeTruthy();
    fireEvent.change(within(post).getByLabelText('Write a comment'), { target: { value: 'Praying for you' } });
    fireEvent.click(within(post).getByRole('button', { name: 'Comment' }));
    expect(await within(post).findByText('Praying for you')).toBeTruthy();
  });

  it('reports a post once, with a reason', async () => {
    const { fake } = open([feedPost({ authorName: 'Grace Kim' })]);
    const post = await article('Post by Grace Kim');
    fireEvent.click(within(post).getByRole('button', { name: 'Report' }));
    fireEvent.click(await screen.findByLabelText('Harmful or unkind'));
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await within(post).findByText('Reported')).toBeTruthy();
    expect(fake.calls.find((call) => call.url.endsWith('/reports'))?.body).toEqual({ reason: 'harmful', details: '' });
  });

  it('deletes the member’s own post after asking', async () => {
    open([feedPost({ authorName: 'Mia Member', isMine: true, canRemove: true, body: 'Mine' })]);
    const post = await article('Post by Mia Member');
    expect(within(post).queryByRole('button', { name: 'Report' })).toBeNull();
    fireEvent.click(within(post).getByRole('button', { name: 'Delete post' }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Delete post' })).toHaveLength(2));
    fireEvent.click(screen.getAllByRole('button', { name: 'Delete post' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Post by Mia Member' })).toBeNull());
  });

  it('narrows the feed to one community, keeping it in the address', async () => {
    const { fake } = open([feedPost({ body: 'To all' }), feedPost({ body: 'To youth', community: youth })]);
    fireEvent.change(await screen.findByLabelText('Show posts from'), { target: { value: youth.id } });
    await waitFor(() => expect(screen.queryByText('To all')).toBeNull());
    expect(await screen.findByText('To youth')).toBeTruthy();
    expect(fake.calls.some((call) => call.url.includes(`communityId=${youth.id}`))).toBe(true);
  });
});
