import { z } from 'zod';
import { createService } from './create-service';
import { HttpError } from './errors';
import { generateIdentityKeys, IDENTITY_HEADER, signIdentity } from './identity';
import { createLogger } from './logger';
import { access, route } from './routes';
import { runServer } from './run-server';

describe('a service made with createService', () => {
  it('marks every answer nosniff: routes, validation errors, errors, 404s and health checks', async () => {
    const keys = generateIdentityKeys();
    const app = createService({
      name: 'test',
      identityPublicKey: keys.publicKey,
      routes: [
        route({ method: 'GET', path: '/api/things', access: access.public, query: z.object({ limit: z.coerce.number().int() }), handle: () => ({ items: [] }) }),
        route({
          method: 'GET',
          path: '/api/taken',
          access: access.public,
          handle: () => {
            throw new HttpError(409, 'Already taken');
          },
        }),
      ],
    });
    const running = await runServer(app, { port: 0, logger: createLogger('test') });
    const identity = signIdentity({ userId: null, role: null, churchId: null, sessionId: null, audience: 'test' }, keys.privateKey);
    try {
      const answers = [];
      for (const path of ['/api/things?limit=2', '/api/things?limit=x', '/api/taken', '/api/nothing-here', '/healthz', '/readyz']) {
        const response = await fetch(`http://127.0.0.1:${running.port}${path}`, { headers: { [IDENTITY_HEADER]: identity } });
        answers.push({ path, status: response.status, nosniff: response.headers.get('x-content-type-options') });
      }
      expect(answers.map(({ status }) => status)).toEqual([200, 400, 409, 404, 200, 200]);
      expect(answers.filter(({ nosniff }) => nosniff !== 'nosniff')).toEqual([]);
      const withoutIdentity = await fetch(`http://127.0.0.1:${running.port}/api/things?limit=1`);
      expect(withoutIdentity.status).toBe(401);
      expect(withoutIdentity.headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      await running.close();
    }
  });
});
