import { publicKeyFromPem } from './identity';

/** Reads a required environment variable with a message that says what to set. */
export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

/** The settings every service process reads when it runs alone (distributed mode). */
export function serviceEnvironment(defaultPort: number) {
  return {
    port: Number(process.env.PORT ?? defaultPort),
    host: process.env.HOST ?? '127.0.0.1',
    databaseUrl: requireEnv('DATABASE_URL'),
    /** Connections per process: replicas × services × this must stay under PostgreSQL's max_connections. */
    databasePoolSize: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    redisUrl: process.env.REDIS_URL,
    identityPublicKey: publicKeyFromPem(requireEnv('IDENTITY_PUBLIC_KEY').replace(/\\n/g, '\n')),
  };
}

/** DESIGN "Demo data": seeded outside production, or in production only with SEED_DEMO=1. */
export function shouldSeedDemoData(): boolean {
  return process.env.NODE_ENV !== 'production' || process.env.SEED_DEMO === '1';
}

/**
 * express "trust proxy" from TRUST_PROXY: a hop count ("1"), true/false, or addresses and subnet names
 * ("loopback, uniquelocal"). Unset trusts no proxy, so X-Forwarded-For cannot be forged.
 */
export function trustProxyFromEnv(value = process.env.TRUST_PROXY): boolean | number | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
