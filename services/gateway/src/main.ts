import path from 'node:path';
import {
  closeOnSignals,
  createLogger,
  createRedis,
  privateKeyFromPem,
  requireEnv,
  runServer,
  trustProxyFromEnv,
} from '@koinonia/service-kit';
import { remoteNames, serviceNames, type ServiceName } from '@koinonia/contracts';
import { createGateway } from './app';

/** Distributed mode: the gateway alone, services reached at *_SERVICE_URL, sessions in REDIS_URL. */
async function main() {
  const logger = createLogger('gateway');
  const staticRoot = process.env.STATIC_ROOT ?? path.resolve(__dirname, '../../..');
  const mfRoot = process.env.MF_ROOT;
  const serviceUrls = Object.fromEntries(
    serviceNames.map((name) => [name, requireEnv(`${name.toUpperCase()}_SERVICE_URL`)]),
  ) as Record<ServiceName, string>;
  const redis = createRedis({ url: requireEnv('REDIS_URL'), connectionName: 'gateway' });
  const gateway = createGateway(
    {
      serviceUrls,
      identityPrivateKey: privateKeyFromPem(requireEnv('IDENTITY_PRIVATE_KEY').replace(/\\n/g, '\n')),
      sessionSecret: requireEnv('SESSION_SECRET'),
      production: process.env.NODE_ENV === 'production',
      shellDir: process.env.SHELL_DIR ?? path.join(staticRoot, 'shell/dist'),
      remoteDirs: Object.fromEntries(
        remoteNames.map((name) => [name, mfRoot ? path.join(mfRoot, name) : path.join(staticRoot, `mf-${name}/dist`)]),
      ),
      remotesFile: requireEnv('REMOTES_FILE'),
      upstreamTimeoutMs: Number(process.env.UPSTREAM_TIMEOUT_MS ?? 10_000),
      maxPendingCallsPerService: process.env.MAX_PENDING_CALLS_PER_SERVICE ? Number(process.env.MAX_PENDING_CALLS_PER_SERVICE) : undefined,
      trustProxy: trustProxyFromEnv(),
    },
    { redis, logger },
  );
  const running = await runServer(gateway.listener, {
    port: Number(process.env.PORT ?? 8080),
    host: process.env.HOST ?? '0.0.0.0',
    logger,
    closers: [gateway.close, () => redis.quit()],
  });
  running.server.on('upgrade', gateway.upgrade);
  logger.info({ port: running.port }, 'gateway listening');
  closeOnSignals(running, logger);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
