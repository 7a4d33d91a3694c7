import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createTestDatabaseUrl } from '@koinonia/service-kit/testing';
import { startEmbeddedStack, type RunningStack } from '../embedded-stack';
import { sessionCookieFor, type Persona } from './personas';
import { catalogue, type CataloguedRoute } from './route-catalogue';

const rootDir = path.resolve(__dirname, '../../..');

export interface SecurityStack {
  stack: RunningStack;
  routes: CataloguedRoute[];
  /** The persona's current session cookie; undefined signed out. */
  cookieOf(persona: Persona): string | undefined;
  /** Signs the persona in again, after a call that ended or replaced their session. */
  signIn(persona: Persona): Promise<void>;
  close(): Promise<void>;
}

/**
 * The embedded stack on a fresh database with the demo data, its Redis keys under a prefix of its own (so
 * sign-in and sign-up counters of other runs never meet this one's), and the personas signed in.
 */
export async function startSecurityStack(signedIn: readonly Persona[]): Promise<SecurityStack> {
  const database = await createTestDatabaseUrl();
  const stack = await startEmbeddedStack({
    rootDir,
    port: 0,
    seed: true,
    databaseUrl: database.url,
    redisUrl: process.env.REDIS_URL,
    redisKeyPrefix: `security:${randomBytes(6).toString('hex')}:`,
  });
  const cookies = new Map<string, string | undefined>();
  const signIn = async (persona: Persona) => void cookies.set(persona.name, await sessionCookieFor(stack.url, persona));
  for (const persona of signedIn) await signIn(persona);
  return {
    stack,
    routes: catalogue(stack.routeDefinitions),
    cookieOf: (persona) => cookies.get(persona.name),
    signIn,
    async close() {
      await stack.close();
      await database.drop();
    },
  };
}
