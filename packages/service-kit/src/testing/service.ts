import type { IndividualPlanTier, Role } from '@koinonia/contracts';
import { createLogger } from '../logger';
import { generateIdentityKeys, IDENTITY_HEADER, signIdentity, type IdentityKeys } from '../identity';
import { runServer } from '../run-server';
import type { ServiceModule } from '../service-module';
import type { RouteDefinition } from '../routes';
import { createTestDatabase } from './database';
import { createTestRedis } from './redis';
import type { RedisClient } from '../redis';

export interface TestCaller {
  userId: string;
  role: Role;
  churchId?: string | null;
  displayName?: string | null;
  planTier?: IndividualPlanTier | null;
}

export interface TestResponse<Body = any> {
  status: number;
  headers: Headers;
  body: Body;
}

/** The public address test services put in the links they email, unless the test gives another. */
export const TEST_PUBLIC_URL = 'https://app.koinonia.test';

/**
 * Starts one service over real HTTP against its own database, with identity assertions signed by test
 * keys exactly as the gateway signs them.
 */
export async function startTestService(
  service: ServiceModule,
  options: {
    seed?: boolean;
    keys?: IdentityKeys;
    port?: number;
    /** Shared with other parts of the test (left open). */
    redis?: RedisClient;
    /** Where links in emails point (PUBLIC_URL). */
    publicUrl?: string;
  } = {},
) {
  const database = await createTestDatabase();
  const redisHandle = options.redis ? { redis: options.redis, close: async () => undefined } : createTestRedis();
  const keys = options.keys ?? generateIdentityKeys();
  const logger = createLogger(service.name);
  await service.prepareDatabase(database.db, { seed: options.seed ?? true });
  const publicUrl = options.publicUrl ?? TEST_PUBLIC_URL;
  const deps = { db: database.db, redis: redisHandle.redis, identityPublicKey: keys.publicKey, logger, publicUrl: () => publicUrl };
  const app = service.createApp(deps);
  const running = await runServer(app, { port: options.port ?? 0, logger, drainMs: 1_000 });
  const attached = service.attach?.(running.server, deps);
  const baseUrl = `http://127.0.0.1:${running.port}`;

  async function request<Body = any>(
    method: string,
    path: string,
    init: { as?: TestCaller | null; body?: unknown; audience?: string; headers?: Record<string, string> } = {},
  ): Promise<TestResponse<Body>> {
    const caller = init.as ?? null;
    const token = signIdentity(
      {
        userId: caller?.userId ?? null,
        role: caller?.role ?? null,
        churchId: caller?.churchId ?? null,
        displayName: caller?.displayName ?? null,
        planTier: caller ? (caller.planTier ?? 'disciple') : null,
        sessionId: caller ? 'test-session' : null,
        audience: init.audience ?? service.name,
      },
      keys.privateKey,
    );
    const response = await fetch(baseUrl + path, {
      method,
      headers: {
        [IDENTITY_HEADER]: token,
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    });
    const text = await response.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: keep the text.
    }
    return { status: response.status, headers: response.headers, body: body as Body };
  }

  return {
    routes: app.locals.routeDefinitions as readonly RouteDefinition[],
    db: database.db,
    redis: redisHandle.redis,
    keys,
    baseUrl,
    request,
    async close() {
      await attached?.close();
      await running.close();
      await redisHandle.close();
      await database.close();
    },
  };
}
export type TestService = Awaited<ReturnType<typeof startTestService>>;
