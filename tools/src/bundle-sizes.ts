import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathsOwnedBy, remoteNames, type FederationManifest } from '@koinonia/contracts';
import { remoteVersion } from './remotes-file';

/**
 * What the built front end weighs, read from the build outputs alone (no browser): the budgets test and
 * the benchmark share these. Sizes are gzip at zlib's default level, as a server would send them.
 */
export const gzipBytes = (content: Buffer | string) => gzipSync(content).length;

export interface BuiltFile {
  file: string;
  gzipBytes: number;
}

const read = (file: string) => readFileSync(file);

/** react-dom's client renderer announces itself to React DevTools by this name (production and development). */
const REACT_DOM_SIGNATURE = /rendererPackageName:\s*"react-dom"/;

export class MissingBuildError extends Error {}

function requireFile(file: string): string {
  if (!existsSync(file)) {
    throw new MissingBuildError(`${file} is missing: build the front end first (npx nx run-many -t build; npm test builds before jest).`);
  }
  return file;
}

export const shellDirOf = (rootDir: string) => path.join(rootDir, 'shell', 'dist');
export const remoteDirOf = (rootDir: string, name: string) => path.join(rootDir, `mf-${name}`, 'dist', remoteVersion(rootDir, name));

/**
 * The shell's scripts that load before its first screen, as its build lists them in initial-scripts.json
 * (packages/mf-config/initial-scripts-plugin.js): lazy screens and deferred parts are left out. A chunk
 * webpack emits under two names (same code; only the comments naming the file differ) is fetched once, so
 * counts once.
 */
export function shellInitialScripts(shellDir: string): BuiltFile[] {
  requireFile(path.join(shellDir, 'index.html'));
  const { scripts } = JSON.parse(read(requireFile(path.join(shellDir, 'initial-scripts.json'))).toString()) as { scripts: string[] };
  const seen = new Set<string>();
  const files: BuiltFile[] = [];
  for (const name of scripts) {
    const content = read(requireFile(path.join(shellDir, name)));
    const code = content
      .toString()
      .replace(/\/\/# sourceMappingURL=\S+\s*$/, '')
      .replace(/^\/\*! For license information please see \S+ \*\/\n/, '');
    const hash = createHash('sha256').update(code).digest('hex');
    if (seen.has(hash)) continue;
    seen.add(hash);
    files.push({ file: path.join(shellDir, name), gzipBytes: gzipBytes(content) });
  }
  return files;
}

export function federationManifest(remoteDir: string): FederationManifest {
  return JSON.parse(read(requireFile(path.join(remoteDir, 'mf-manifest.json'))).toString()) as FederationManifest;
}

/** A remote's federation glue: what the page fetches before any of its own code (manifest and remoteEntry.js). */
export function remoteGlue(remoteDir: string): BuiltFile[] {
  return ['mf-manifest.json', 'remoteEntry.js'].map((name) => {
    const file = requireFile(path.join(remoteDir, name));
    return { file, gzipBytes: gzipBytes(read(file)) };
  });
}

/** What entering a remote's section loads eagerly: its glue and the scripts its ./Section needs at once. */
export function remoteEagerFiles(remoteDir: string): BuiltFile[] {
  const section = federationManifest(remoteDir).exposes.find((expose) => expose.path === './Section');
  if (!section) throw new Error(`${remoteDir}/mf-manifest.json exposes no ./Section`);
  const scripts = section.assets.js.sync.map((name) => {
    const file = requireFile(path.join(remoteDir, name));
    return { file, gzipBytes: gzipBytes(read(file)) };
  });
  return [...remoteGlue(remoteDir), ...scripts];
}

/** The remote that owns a top-level path (the initial routes are "/" signed out and signed in). */
export function remoteOwning(routePath: string): string {
  const owner = remoteNames.find((name) => pathsOwnedBy(name).includes(routePath));
  if (!owner) throw new Error(`No remote owns ${routePath}`);
  return owner;
}

/** Every file the initial route loads: the shell's scripts and the eager files of the remote that draws it. */
export function initialRouteFiles(rootDir: string, routePath: string): BuiltFile[] {
  return [...shellInitialScripts(shellDirOf(rootDir)), ...remoteEagerFiles(remoteDirOf(rootDir, remoteOwning(routePath)))];
}

/** The marketing build: its pre-rendered pages (.site/pages) and their scripts (site-assets), served under /mf/marketing/. */
export const marketingDistOf = (rootDir: string) => path.join(rootDir, 'mf-marketing', 'dist');
const SITE_ASSETS_URL = '/mf/marketing/';

/**
 * What a pre-rendered public page loads: the scripts its HTML names (the hydration entry and the
 * page's preloaded chunks) and its inline CSS.
 */
export function publicPageFiles(rootDir: string, pagePath: string): { scripts: BuiltFile[]; cssGzipBytes: number } {
  const html = read(requireFile(path.join(marketingDistOf(rootDir), '.site', 'pages', pagePath, 'index.html'))).toString();
  const urls = [...html.matchAll(/<(?:script defer src|link rel="preload" as="script" href)="([^"]+)"/g)].map((match) => match[1] ?? '');
  const scripts = [...new Set(urls)].map((url) => {
    if (!url.startsWith(SITE_ASSETS_URL)) throw new Error(`${pagePath} loads ${url} from outside the marketing build`);
    const file = requireFile(path.join(marketingDistOf(rootDir), url.slice(SITE_ASSETS_URL.length)));
    return { file, gzipBytes: gzipBytes(read(file)) };
  });
  const css = [...html.matchAll(/<style>(.*?)<\/style>/gs)].map((match) => match[1]).join('');
  return { scripts, cssGzipBytes: gzipBytes(css) };
}

export const totalGzipBytes = (files: readonly BuiltFile[]) => files.reduce((sum, file) => sum + file.gzipBytes, 0);

/** Scripts in a folder that hold react-dom's client renderer. */
export function scriptsWithReactDom(directory: string): string[] {
  return readdirSync(directory)
    .filter((file) => file.endsWith('.js'))
    .filter((file) => REACT_DOM_SIGNATURE.test(read(path.join(directory, file)).toString()))
    .map((file) => path.join(directory, file));
}
