import {
  isAppScreen,
  isChapterRead,
  isOfflineRead,
  isRemoteDirectory,
  isRemoteFile,
  isSessionChange,
  isVerseOfTheDay,
} from './cache-rules';

const url = (path: string) => new URL(path, 'https://koinonia.example');

describe('what the service worker keeps for offline use', () => {
  it('keeps the member’s journal, saved items, reading plans, account and strings', () => {
    for (const path of [
      '/api/auth/user',
      '/api/auth/user-role',
      '/api/user/preferences',
      '/api/translations/core/ar',
      '/api/soap-entries?limit=20',
      '/api/soap-entries/0b8e0a36-6f0e-4c1f-9b1e-3c7f4f2b9a10',
      '/api/saved-items?kind=prayer',
      '/api/reading-plans/mine',
      '/api/reading-plans/bible-in-a-year/days/12',
    ]) {
      expect([path, isOfflineRead(url(path))]).toEqual([path, true]);
    }
  });

  it('leaves every other read to the network, so offline shows no other section’s stale data', () => {
    for (const path of [
      '/api/prayers',
      '/api/notifications',
      '/api/events',
      '/api/soap-entries/1/circles',
      '/api/admin/members',
    ]) {
      expect([path, isOfflineRead(url(path))]).toEqual([path, false]);
    }
  });

  it('keeps home’s verse of the day apart: asked for by date, offline the last one answers', () => {
    expect(isVerseOfTheDay(url('/api/bible/web/verse-of-the-day?date=2026-11-28'))).toBe(true);
    expect(isOfflineRead(url('/api/bible/web/verse-of-the-day?date=2026-11-28'))).toBe(false);
    expect(isVerseOfTheDay(url('/api/bible/web/JHN/3'))).toBe(false);
  });

  it('tells a chapter’s text from the Bible’s other reads', () => {
    expect(isChapterRead(url('/api/bible/web/JHN/3'))).toBe(true);
    expect(isChapterRead(url('/api/bible/kjv/1CO/13'))).toBe(true);
    expect(isChapterRead(url('/api/bible/web/passage?reference=John%203'))).toBe(false);
    expect(isChapterRead(url('/api/bible/web/search?q=love'))).toBe(false);
  });

  it('sees the calls that change who is signed in, only when they write', () => {
    expect(isSessionChange(url('/api/auth/login'), 'POST')).toBe(true);
    expect(isSessionChange(url('/api/auth/logout'), 'POST')).toBe(true);
    expect(isSessionChange(url('/api/auth/auto-login'), 'POST')).toBe(true);
    expect(isSessionChange(url('/api/auth/user'), 'GET')).toBe(false);
    expect(isSessionChange(url('/api/soap-entries'), 'POST')).toBe(false);
  });

  it('keeps a remote’s hashed files for good but reads its entry and manifest fresh', () => {
    expect(isRemoteFile(url('/mf/worship/0.1.0/227.882aadc413.js'))).toBe(true);
    expect(isRemoteFile(url('/mf/worship/0.1.0/remoteEntry.js'))).toBe(false);
    expect(isRemoteDirectory(url('/mf/worship/0.1.0/remoteEntry.js'))).toBe(true);
    expect(isRemoteDirectory(url('/mf/worship/0.1.0/mf-manifest.json'))).toBe(true);
    expect(isRemoteDirectory(url('/remotes.json'))).toBe(true);
  });

  it('answers the signed-in screens with the app’s page, and leaves the public site to the server', () => {
    expect(isAppScreen(url('/soap'))).toBe(true);
    expect(isAppScreen(url('/soap/new'))).toBe(true);
    expect(isAppScreen(url('/bible-reading/plans'))).toBe(true);
    expect(isAppScreen(url('/landing'))).toBe(false);
    expect(isAppScreen(url('/login'))).toBe(false);
    expect(isAppScreen(url('/features/prayer-wall'))).toBe(false);
  });
});
