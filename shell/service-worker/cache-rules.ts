import { routeFor } from '@koinonia/contracts';

/**
 * What the service worker keeps for offline use and how (SPEC §1 "Offline content"). Pure functions of a URL,
 * so the rules are tested without a browser; sw.ts wires them to Workbox.
 */

/** Remote sections' files; hashed names, so a file once cached never changes. */
export const REMOTE_FILES_CACHE = 'koinonia-remote-files';

/**
 * The reads a member needs to find their way offline: who they are and the app's strings, their journal,
 * saved items and reading plans. Nothing else is kept, so offline never shows another section's stale data.
 */
const OFFLINE_READS = [
  /^\/api\/auth\/(user|user-role|admin-communities)$/,
  /^\/api\/user\/preferences$/,
  /^\/api\/translations\/core\/[a-z-]+$/i,
  /^\/api\/soap-entries(\/[^/]+)?$/,
  /^\/api\/saved-items$/,
  /^\/api\/reading-plans(\/.*)?$/,
  /^\/api\/bible\/translations$/,
];

/** Home's verse of the day, asked for by date (?date=): offline, the last one read answers whatever day it is. */
export const isVerseOfTheDay = (url: URL): boolean => /^\/api\/bible\/[a-z]+\/verse-of-the-day$/.test(url.pathname);

/** /api/bible/<translation>/<book>/<chapter>: one chapter's text. */
const CHAPTER_READ = /^\/api\/bible\/[a-z]+\/[1-3A-Z][A-Z0-9]{2}\/\d+$/;

/** The gateway's calls that change who is signed in on this browser. */
const SESSION_CHANGES = new Set(['/api/auth/login', '/api/auth/signup', '/api/auth/auto-login', '/api/auth/logout']);

export const isOfflineRead = (url: URL): boolean => OFFLINE_READS.some((rule) => rule.test(url.pathname));

export const isChapterRead = (url: URL): boolean => CHAPTER_READ.test(url.pathname);

export const isSessionChange = (url: URL, method: string): boolean =>
  method !== 'GET' && method !== 'HEAD' && SESSION_CHANGES.has(url.pathname);

/** A remote's hashed file under /mf/<name>/<version>/ (its remoteEntry.js and manifest are read fresh). */
export const isRemoteFile = (url: URL): boolean =>
  url.pathname.startsWith('/mf/') && !/\/(remoteEntry\.js|mf-manifest\.json|mf-stats\.json)$/.test(url.pathname);

/** The files that tell the shell which remote files to load: always asked for, kept for offline. */
export const isRemoteDirectory = (url: URL): boolean =>
  url.pathname === '/remotes.json' || /^\/mf\/[^/]+\/[^/]+\/(remoteEntry\.js|mf-manifest\.json)$/.test(url.pathname);

/**
 * A signed-in screen of the app (SPEC §2), which the shell's page draws. The public site's pages are drawn by
 * the server in the reader's language and are not the app, so they are left to the network.
 */
export const isAppScreen = (url: URL): boolean => routeFor(url.pathname)?.access === 'protected';
