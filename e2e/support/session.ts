import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '@koinonia/contracts';

/** Signs in through the real login form, as a person would. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
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
