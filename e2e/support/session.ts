import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@koinonia/contracts';

/**
 * Signs in through the API, as the login form does, then opens the dashboard: for the tests about what a
 * signed-in person sees and does. The form itself is the subject of the tests that use
 * signInThroughForm; sparing every other test a load of the login page keeps the suite within CI's time.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const response = await page.request.post('/api/auth/login', {
    data: { email, password },
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(response.status(), `signing in as ${email}`).toBe(200);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/** Signs in through the real login form, as a person would. */
export async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
}

/** Signs out through the header's avatar menu (SPEC §2 "Header"). */
export async function signOutThroughMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}

/**
 * Follows a sidebar link as a person would: the link's group is expanded first when it is collapsed
 * (SPEC §2: groups are collapsible; one is open at a time).
 */
export async function followSidebarLink(page: Page, group: string | null, link: string): Promise<void> {
  const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
  if (group) {
    const heading = sidebar.getByRole('button', { name: group, exact: true });
    if ((await heading.getAttribute('aria-expanded')) !== 'true') await heading.click();
  }
  await sidebar.getByRole('link', { name: link, exact: true }).click();
}

/** Collects console errors that would mean two copies of a shared singleton on the page. */
export function watchForDuplicateSingletons(page: Page): () => string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Invalid hook call|several instances of styled-components|more than one copy of React/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => {
    if (/Invalid hook call/i.test(error.message)) problems.push(error.message);
  });
  return () => problems;
}

/** The /mf/<remote>/ files the page requested. */
export function recordRemoteRequests(page: Page): (remote: string) => string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return (remote) => urls.filter((url) => new URL(url).pathname.startsWith(`/mf/${remote}/`));
}
