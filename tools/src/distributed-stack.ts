import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { generateIdentityKeys, keysToPem, publicUrlFromEnvironment } from '@koinonia/service-kit';
import { serviceNames, type ServiceName } from '@koinonia/contracts';
import { defaultRemotesConfig, writeRemotesFile } from './remotes-file';
import { sessionSecretFor } from './session-secret';
import { startReplicaBalancer, type ReplicaBalancer } from './replica-balancer';

export interface DistributedStackOptions {
  rootDir: string;
  port: number;
  databaseUrl: string;
  redisUrl: string;
  dataDir: string;
  /** First port of the services; they take consecutive ports in serviceNames order. */
  firstServicePort?: number;
  remotesFile?: string;
  /** A folder of <remote>/<version>/ builds to serve under /mf/ (the gateway's MF_ROOT). */
  mfRoot?: string;
  /**
   * Services to run as several replicas behind a balancer at the service's own port (replica-balancer.ts); the
   * replicas take the ports after the last service's.
   */
  replicas?: Partial<Record<ServiceName, number>>;
}

async function waitUntilReady(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url} exited with code ${child.exitCode} before it was ready`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1_000) })).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} was not ready after ${timeoutMs} ms`);
}

/**
 * DESIGN "Run modes", distributed: the gateway and each service as separate processes over HTTP, sharing
 * only PostgreSQL (a schema each) and Redis. Keys for the identity assertion are made for this run
 * unless IDENTITY_PRIVATE_KEY and IDENTITY_PUBLIC_KEY are given.
 */
export async function startDistributedStack(options: DistributedStackOptions) {
  const generated = keysToPem(generateIdentityKeys());
  const privateKey = process.env.IDENTITY_PRIVATE_KEY ?? generated.privateKey;
  const publicKey = process.env.IDENTITY_PUBLIC_KEY ?? generated.publicKey;
  const firstPort = options.firstServicePort ?? 4001;
  // A service run alone refuses to start without PUBLIC_URL: this launcher knows the address, its gateway's
  // (in production PUBLIC_URL must be given).
  const publicUrl = publicUrlFromEnvironment(process.env, `http://localhost:${options.port}`);
  const children: ChildProcess[] = [];
  const start = (script: string, env: Record<string, string>) => {
    const child = spawn(process.execPath, [path.join(options.rootDir, script)], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(child);
    return child;
  };
  const balancers: ReplicaBalancer[] = [];
  const stopAll = async () => {
    await Promise.all(balancers.map((balancer) => balancer.close()));
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve(); // ended already (killed, too)
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
  };

  try {
    const serviceUrls = {} as Record<ServiceName, string>;
    // One at a time: each service migrates its own schema on start.
    let nextReplicaPort = firstPort + serviceNames.length;
    for (const [index, name] of serviceNames.entries()) {
      const port = firstPort + index;
      const replicaCount = options.replicas?.[name] ?? 1;
      const ports = replicaCount > 1 ? Array.from({ length: replicaCount }, () => nextReplicaPort++) : [port];
      for (const replicaPort of ports) {
        const child = start(`services/${name}/dist/main.js`, {
          PORT: String(replicaPort),
          DATABASE_URL: options.databaseUrl,
          REDIS_URL: options.redisUrl,
          IDENTITY_PUBLIC_KEY: publicKey,
          PUBLIC_URL: publicUrl,
          // Uploaded files (the social feed's images) under this run's data, unless a bucket or folder is configured.
          DATA_DIR: process.env.DATA_DIR ?? options.dataDir,
        });
        await waitUntilReady(`http://127.0.0.1:${replicaPort}/readyz`, child);
      }
      if (replicaCount > 1) balancers.push(await startReplicaBalancer(port, ports));
      serviceUrls[name] = `http://127.0.0.1:${port}`;
    }
    const remotesFile =
      options.remotesFile ?? writeRemotesFile(path.join(options.dataDir, 'remotes.json'), defaultRemotesConfig(options.rootDir));
    const gateway = start('services/gateway/dist/main.js', {
      PORT: String(options.port),
      HOST: '127.0.0.1',
      REDIS_URL: options.redisUrl,
      IDENTITY_PRIVATE_KEY: privateKey,
      SESSION_SECRET: sessionSecretFor(options.dataDir),
      REMOTES_FILE: remotesFile,
      STATIC_ROOT: options.rootDir,
      ...(options.mfRoot ? { MF_ROOT: options.mfRoot } : {}),
      ...Object.fromEntries(serviceNames.map((name) => [`${name.toUpperCase()}_SERVICE_URL`, serviceUrls[name]])),
    });
    await waitUntilReady(`http://127.0.0.1:${options.port}/readyz`, gateway);
    return { url: `http://localhost:${options.port}`, children, close: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
