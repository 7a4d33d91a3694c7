import { generateIdentityKeys, type ServiceModule } from '@koinonia/service-kit';
import { createTestRedis, startTestService, type TestService } from '@koinonia/service-kit/testing';
import { cookieClient } from './cookie-client';
import { startTestGateway } from './start-test-gateway';

export interface GatewayWithIdentity {
  gateway: Awaited<ReturnType<typeof startTestGateway>>;
  identity: TestService;
  close(): Promise<void>;
}

/**
 * The gateway in front of a real identity service, on one Redis as deployed (they exchange events there).
 * The test passes the identity service in: only test files may import another service.
 */
export async function startGatewayWithIdentity(identityService: ServiceModule): Promise<GatewayWithIdentity> {
  const keys = generateIdentityKeys();
  const redis = createTestRedis();
  const identity = await startTestService(identityService, { keys, redis: redis.redis });
  const gateway = await startTestGateway({ keys, serviceUrls: { identity: identity.baseUrl }, redis: redis.redis });
  return {
    gateway,
    identity,
    async close() {
      await gateway.close();
      await identity.close();
      await redis.close();
    },
  };
}

/**
 * Asks for an emailed link through the gateway (e.g. '/api/auth/magic-link/request') and reads the token of
 * the newest mail to that address from the identity outbox, whose link leads to `page` (e.g. '/auto-login').
 */
export async function emailedToken(stack: GatewayWithIdentity, request: string, page: string, email: string): Promise<string> {
  const requested = await cookieClient(stack.gateway.baseUrl).call('POST', request, { email });
  if (requested.status !== 202) throw new Error(`${request} answered ${requested.status}`);
  const pattern = new RegExp(`${page}\\?token=([A-Za-z0-9_-]+)`);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const mail = await stack.identity.db('identity.mail_outbox').where({ recipient: email }).orderBy('created_at', 'desc').first();
    const token = mail && pattern.exec(mail.text_body)?.[1];
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ${page} link for ${email}`);
}
