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
    redisUrl: process.env.REDIS_URL,
    identityPublicKey: publicKeyFromPem(requireEnv('IDENTITY_PUBLIC_KEY').replace(/\\n/g, '\n')),
  };
}

/** DESIGN "Demo data": seeded outside production, or in production only with SEED_DEMO=1. */
export function shouldSeedDemoData(): boolean {
  return process.env.NODE_ENV !== 'production' || process.env.SEED_DEMO === '1';
}
