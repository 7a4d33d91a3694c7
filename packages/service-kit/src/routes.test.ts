import { defineEndpoints, withSchemas } from '@koinonia/contracts';
import { z } from 'zod';
import { createService } from './create-service';
import { generateIdentityKeys, IDENTITY_HEADER, signIdentity } from './identity';
import { createLogger } from './logger';
import { access, route } from './routes';
import { runServer } from './run-server';

const thingSchemas = {
  create: { body: z.strictObject({ name: z.string() }), response: z.object({ name: z.string() }) },
};
const thingEndpoints = defineEndpoints<typeof thingSchemas>()({ create: ['POST', '/api/things', 201] });
const thingContract = withSchemas(thingEndpoints, thingSchemas);

describe('a route made from a contract endpoint', () => {
  it("answers with the endpoint's status, or with the success status its handler set", async () => {
    const keys = generateIdentityKeys();
    const app = createService({
      name: 'test',
      identityPublicKey: keys.publicKey,
      routes: [
        route(thingContract.create, {
          access: access.public,
          handle({ body, res }) {
            // A thing made before (here: named "again") is answered as it is, with 200.
            if (body.name === 'again') res.status(200);
            return { name: body.name };
          },
        }),
      ],
    });
    const running = await runServer(app, { port: 0, logger: createLogger('test') });
    const identity = signIdentity(
      { userId: null, role: null, churchId: null, sessionId: null, audience: 'test' },
      keys.privateKey,
    );
    const create = async (name: string) => {
      const response = await fetch(`http://127.0.0.1:${running.port}/api/things`, {
        method: 'POST',
        headers: { [IDENTITY_HEADER]: identity, 'content-type': 'application/json' },
        body: JSON.stringify({ name }),
      });
      return { status: response.status, body: (await response.json()) as unknown };
    };
    try {
      expect(await create('new')).toEqual({ status: 201, body: { name: 'new' } });
      expect(await create('again')).toEqual({ status: 200, body: { name: 'again' } });
    } finally {
      await running.close();
    }
  });
});
