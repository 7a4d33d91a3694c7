import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServiceName } from '@koinonia/contracts';
import { createLogger, generateIdentityKeys, runServer, type IdentityKeys, type Logger, type RedisClient } from '@koinonia/service-kit';
import { createTestRedis } from '@koinonia/service-kit/testing';
import { createGateway } from '../app';

/** A built shell and one remote version, as small files, so static serving is tested for real. */
export function writeStaticFixtures(): { shellDir: string; remoteDirs: Record<string, string>; remotesFile: string } {
  const root = mkdtempSync(path.join(tmpdir(), 'koinonia-gateway-'));
  const shellDir = path.join(root, 'shell');
  mkdirSync(shellDir);
  writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>Koinonia</title><div id="root"></div>');
  writeFileSync(path.join(shellDir, 'main.0123456789.js'), 'console.log("shell")');
  const worshipDir = path.join(root, 'mf', 'worship');
  mkdirSync(path.join(worshipDir, '1.0.0'), { recursive: true });
  writeFileSync(
    path.join(worshipDir, '1.0.0', 'mf-manifest.json'),
    JSON.stringify({
      name: 'worship',
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
      exposes: [{ path: './Section', assets: { js: { sync: ['325.b658c61894.js'], async: [] } } }],
    }),
  );
  writeFileSync(path.join(worshipDir, '1.0.0', 'remoteEntry.js'), 'var worship;');
  writeFileSync(path.join(worshipDir, '1.0.0', '325.b658c61894.js'), 'var chunk;');
  const remotesFile = path.join(root, 'remotes.json');
  writeFileSync(
    remotesFile,
    JSON.stringify({ remotes: [{ name: 'worship', manifest: '/mf/worship/1.0.0/mf-manifest.json', paths: ['/prayer-wall', '/dashboard'] }] }),
  );
  const marketingDir = path.join(root, 'mf', 'marketing');
  const sitePage = (pagePath: string, title: string) => {
    mkdirSync(path.join(marketingDir, '.site', 'pages', pagePath), { recursive: true });
    writeFileSync(path.join(marketingDir, '.site', 'pages', pagePath, 'index.html'), `<!doctype html><title>${title}</title>`);
  };
  sitePage('landing', 'Landing');
  sitePage('fr/fonctionnalites/mur-priere', 'Mur de prière');
  writeFileSync(path.join(marketingDir, '.site', 'pages', 'sitemap.xml'), '<urlset></urlset>');
  writeFileSync(path.join(marketingDir, '.site', 'pages', 'site.json'), JSON.stringify({ scriptHashes: [SITE_SCRIPT_HASH] }));
  return { shellDir, remoteDirs: { worship: worshipDir, marketing: marketingDir }, remotesFile };
}

/** The CSP hash the fixture site declares for its inline script. */
export const SITE_SCRIPT_HASH = 'sha256-qihk6zkz2e+j2ZMNzx73CpXvBJ5PhqH8KzPyyvzxNk4=';

/** A closed loopback port: what a stopped service looks like to the gateway. */
export const UNREACHABLE = 'http://127.0.0.1:9';

export async function startTestGateway(options: {
  serviceUrls: Partial<Record<ServiceName, string>>;
  keys?: IdentityKeys;
  upstreamTimeoutMs?: number;
  maxPendingCallsPerService?: number;
  socketsPerService?: number;
  production?: boolean;
  /** A Redis of the test's own; by default REDIS_URL, or the in-process one. */
  redisUrl?: string;
  /** A Redis client shared with the test's services (left open), e.g. for events between them. */
  redis?: RedisClient;
  /** The gateway's logger; by default the service kit's (silent under jest). */
  logger?: Logger;
}) {
  const keys = options.keys ?? generateIdentityKeys();
  const redisHandle = options.redis ? { redis: options.redis, close: async () => undefined } : createTestRedis(options.redisUrl ?? process.env.REDIS_URL);
  const fixtures = writeStaticFixtures();
  const logger = options.logger ?? createLogger('gateway');
  const serviceUrls = {
    identity: UNREACHABLE,
    worship: UNREACHABLE,
    connect: UNREACHABLE,
    serve: UNREACHABLE,
    admin: UNREACHABLE,
    marketing: UNREACHABLE,
    ...options.serviceUrls,
  };
  const { listener, upgrade, close: closeGateway } = createGateway(
    {
      serviceUrls,
      identityPrivateKey: keys.privateKey,
      sessionSecret: 'test-session-secret',
      production: options.production ?? false,
      shellDir: fixtures.shellDir,
      remoteDirs: fixtures.remoteDirs,
      remotesFile: fixtures.remotesFile,
      upstreamTimeoutMs: options.upstreamTimeoutMs ?? 2_000,
      maxPendingCallsPerService: options.maxPendingCallsPerService,
      socketsPerService: options.socketsPerService,
      // In production the gateway sits behind the ingress on loopback in these tests.
      trustProxy: options.production ? 'loopback' : false,
    },
    { redis: redisHandle.redis, logger },
  );
  const running = await runServer(listener, { port: 0, logger, drainMs: 500 });
  running.server.on('upgrade', upgrade);
  return {
    baseUrl: `http://127.0.0.1:${running.port}`,
    redis: redisHandle.redis,
    fixtures,
    async close() {
      await running.close();
      await closeGateway();
      await redisHandle.close();
    },
  };
}
