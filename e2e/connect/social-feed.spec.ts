import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn } from '../support/session';

/**
 * The social feed end to end, against the connect service: a member posts with an image and sees it; another member
 * reacts and comments; the pastor posts an announcement, which shows pinned at the top for the member. What the spec
 * posts it deletes again (other specs read the feed and the notifications).
 */
async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

const run = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** A 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function openFeed(page: Page) {
  await page.goto('/social-feed');
  // The first visit loads the connect remote: allow it the time a loaded machine needs.
  await expect(page.getByRole('heading', { name: 'Social feed', level: 1 })).toBeVisible({ timeout: 20_000 });
}

async function deletePost(page: Page, text: string) {
  const post = page.getByRole('article').filter({ hasText: text }).first();
  await post.getByRole('button', { name: 'Delete post' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete this post?' })
    .getByRole('button', { name: 'Delete post' })
    .click();
  await expect(page.getByText('The post was deleted')).toBeVisible();
}

test('a member posts with an image, another reacts and comments, and the pastor’s announcement is pinned at the top', async ({
  browser,
}) => {
  test.slow(); // three people in three browsers
  const id = run();
  const words = `Our new garden is growing ${id}`;
  const announcement = `Picnic after the service on Sunday ${id}`;
  const member = await signedIn(browser, 'member@example.org');
  const leader = await signedIn(browser, 'leader@example.org');
  const pastor = await signedIn(browser, 'pastor@example.org');
  try {
    // The member posts with an image and its description.
    await openFeed(member);
    await member.getByLabel('What would you like to share?').fill(words);
    await member.getByLabel(/Add images/).setInputFiles({ name: 'garden.png', mimeType: 'image/png', buffer: png });
    await member.getByLabel('Describe image 1').fill(`A green square ${id}`);
    await member.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(member.getByText('Posted', { exact: true })).toBeVisible();
    const mine = member.getByRole('article', { name: 'Post by Miriam Okafor' }).filter({ hasText: words });
    await expect(mine).toBeVisible();
    const image = mine.getByRole('img', { name: `A green square ${id}` });
    await expect(image).toBeVisible();
    // The image is served (by the connect service, to those who see the post), not a broken link.
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBe(1);

    // Another member of the church reacts and comments.
    await openFeed(leader);
    const theirs = leader.getByRole('article', { name: 'Post by Miriam Okafor' }).filter({ hasText: words });
    await theirs.getByRole('button', { name: 'Like: 0' }).click();
    await expect(theirs.getByRole('button', { name: 'Like: 1' })).toHaveAttribute('aria-pressed', 'true');
    await theirs.getByRole('button', { name: 'Comments (0)' }).click();
    await theirs.getByLabel('Write a comment').fill(`Beautiful! ${id}`);
    await theirs.getByRole('button', { name: 'Comment', exact: true }).click();
    await expect(theirs.getByText(`Beautiful! ${id}`)).toBeVisible();

    // The member sees both.
    await member.reload();
    const seen = member.getByRole('article', { name: 'Post by Miriam Okafor' }).filter({ hasText: words });
    await expect(seen.getByRole('button', { name: 'Like: 1' })).toHaveAttribute('aria-pressed', 'false');
    await seen.getByRole('button', { name: 'Comments (1)' }).click();
    await expect(seen.getByText(`Beautiful! ${id}`)).toBeVisible();

    // The pastor posts an announcement.
    await openFeed(pastor);
    await pastor.getByLabel('What would you like to share?').fill(announcement);
    await pastor.getByLabel(/Pin as an announcement/).check();
    await pastor.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(pastor.getByText('Posted', { exact: true })).toBeVisible();

    // It is pinned at the top of the member's feed, above the stream.
    await member.reload();
    const pinned = member.getByRole('region', { name: 'Announcements' });
    await expect(pinned.getByRole('article').first()).toContainText(announcement);
    await expect(pinned.getByRole('article').first()).toContainText('Announcement');
    const pinnedBox = await pinned.boundingBox();
    const streamBox = await member
      .getByRole('article', { name: 'Post by Miriam Okafor' })
      .filter({ hasText: words })
      .boundingBox();
    expect(pinnedBox!.y).toBeLessThan(streamBox!.y);
  } finally {
    // Clean up: the announcement and the post go again.
    await openFeed(pastor);
    if (await pastor.getByRole('article').filter({ hasText: announcement }).count())
      await deletePost(pastor, announcement);
    await openFeed(member);
    if (await member.getByRole('article').filter({ hasText: words }).count()) await deletePost(member, words);
    await Promise.all([member, leader, pastor].map((page) => page.context().close()));
  }
});
