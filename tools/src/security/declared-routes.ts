import type { ServiceName } from '@koinonia/contracts';
import { createDatabase, createLogger, createRedis, generateIdentityKeys, type RouteDefinition } from '@koinonia/service-kit';
import { serviceModules } from '../services';
import { catalogue, type CataloguedRoute } from './route-catalogue';

/**
 * The real catalogue without a running stack: each service's app is built, never started, so its
 * declared routes can be read. Nothing connects: the routes only close over the database and Redis.
 */
export async function declaredCatalogue(): Promise<CataloguedRoute[]> {
  // knex opens no connection until a query, and no route runs here.
  const db = createDatabase({ url: 'postgres://unused@127.0.0.1:9/unused' });
  const redis = createRedis({}); // the in-process stand-in
  const logger = createLogger('declared-routes');
  const { publicKey } = generateIdentityKeys();
  try {
    const definitions = {} as Record<ServiceName, readonly RouteDefinition[]>;
    for (const service of serviceModules) {
      const app = service.createApp({ db, redis, identityPublicKey: publicKey, logger, publicUrl: () => 'http://localhost' });
      definitions[service.name] = app.locals.routeDefinitions as readonly RouteDefinition[];
    }
    return catalogue(definitions);
  } finally {
    await db.destroy();
    redis.disconnect();
  }
}
