import knex from 'knex';
import * as contracts from '@koinonia/contracts';
import { apiOwnership, serviceForPath, type EndpointContract, type ServiceName } from '@koinonia/contracts';
import { createLogger, generateIdentityKeys, type RedisClient, type RouteDefinition } from '@koinonia/service-kit';
import { serviceModules } from './services';

/**
 * The /api surface is declared once and agrees with itself: every contract endpoint is mounted by the
 * service that owns its path, every route a service mounts is one the gateway sends to it, and every
 * prefix a service claims has at least one route (a claimed prefix never answers 404 by design).
 */
function routesOf(): Record<ServiceName, readonly RouteDefinition[]> {
  // Building the apps reads no data: the database and Redis handles are never used here.
  const db = knex({ client: 'pg' });
  const redis = new Proxy({}, { get: () => () => undefined }) as unknown as RedisClient;
  const keys = generateIdentityKeys();
  const routes = {} as Record<ServiceName, readonly RouteDefinition[]>;
  for (const service of serviceModules) {
    const app = service.createApp({ db, redis, identityPublicKey: keys.publicKey, logger: createLogger(service.name), publicUrl: () => 'https://app.test' });
    routes[service.name] = app.locals.routeDefinitions as readonly RouteDefinition[];
  }
  return routes;
}

const isContract = (value: unknown): value is EndpointContract =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'status' in value && 'response' in value;

/** Every endpoint the contracts declare with its schemas, named as `<group>.<name>` (prayerWallContract.list). */
function declaredEndpoints(): Array<{ name: string; endpoint: EndpointContract }> {
  return Object.entries(contracts)
    .filter(([name, group]) => name.endsWith('Contract') && typeof group === 'object' && group !== null)
    .flatMap(([groupName, group]) =>
      Object.entries(group as Record<string, unknown>)
        .filter((entry): entry is [string, EndpointContract] => isContract(entry[1]))
        .map(([name, endpoint]) => ({ name: `${groupName}.${name}`, endpoint })),
    );
}

const routes = routesOf();
const apiRoutes = Object.entries(routes).flatMap(([service, list]) =>
  list.filter((route) => route.path.startsWith('/api/')).map((route) => ({ service: service as ServiceName, route })),
);
const concrete = (path: string) => path.replace(/:\w+/g, 'x');

describe('the /api surface', () => {
  it('mounts every contract endpoint in the service that owns its path, from the declaration itself', () => {
    const endpoints = declaredEndpoints();
    expect(endpoints.length).toBeGreaterThan(0);
    const problems = endpoints.flatMap(({ name, endpoint }) => {
      const owner = serviceForPath(concrete(endpoint.path));
      if (!owner) return [`${name}: no service owns ${endpoint.path}`];
      const mounted = routes[owner].filter((route) => route.endpoint === endpoint);
      return mounted.length === 1 ? [] : [`${name}: ${owner} mounts it ${mounted.length} times`];
    });
    expect(problems).toEqual([]);
  });

  it('gives each feature one set of endpoints: the zod-free ones clients call are the contract\'s', () => {
    const groups = Object.keys(contracts).filter((name) => name.endsWith('Contract') && name !== 'EndpointContract');
    expect(groups.length).toBeGreaterThan(0);
    const problems = groups.flatMap((groupName) => {
      const clientSide = (contracts as Record<string, unknown>)[groupName.replace(/Contract$/, 'Endpoints')] as Record<string, object> | undefined;
      if (!clientSide) return [`${groupName}: no ${groupName.replace(/Contract$/, 'Endpoints')} beside it`];
      const contract = (contracts as unknown as Record<string, Record<string, EndpointContract>>)[groupName]!;
      return Object.entries(contract)
        .filter(([name, endpoint]) => JSON.stringify(clientSide[name]) !== JSON.stringify({ method: endpoint.method, path: endpoint.path, status: endpoint.status }))
        .map(([name]) => `${groupName}.${name} differs from its client-side endpoint`);
    });
    expect(problems).toEqual([]);
  });

  it('declares 204 exactly for endpoints that answer nothing', () => {
    const problems = declaredEndpoints()
      .filter(({ endpoint }) => (endpoint.status === 204) !== (endpoint.response === undefined))
      .map(({ name }) => name);
    expect(problems).toEqual([]);
  });

  it('names each path parameter of an endpoint in its params schema', () => {
    const problems = declaredEndpoints().flatMap(({ name, endpoint }) => {
      const names = contracts.pathParameterNames(endpoint.path);
      if (names.length === 0) return endpoint.params ? [`${name}: params without any in the path`] : [];
      // The schema's own keys, whatever each accepts (a uuid, a book code, a chapter number).
      const declared = Object.keys((endpoint.params as { shape?: Record<string, unknown> } | undefined)?.shape ?? {});
      const same = declared.length === names.length && names.every((parameter) => declared.includes(parameter));
      return same ? [] : [`${name}: params name ${declared.join(', ') || 'nothing'} where the path names ${names.join(', ')}`];
    });
    expect(problems).toEqual([]);
  });

  it('sends every route a service mounts to that service', () => {
    const strays = apiRoutes
      .filter(({ service, route }) => serviceForPath(concrete(route.path)) !== service)
      .map(({ service, route }) => `${service}: ${route.method} ${route.path}`);
    expect(strays).toEqual([]);
  });

  it('gives every prefix a service claims at least one route', () => {
    const empty = Object.entries(apiOwnership).flatMap(([service, prefixes]) =>
      prefixes
        .filter((prefix) => !apiRoutes.some((entry) => entry.service === service && (entry.route.path === prefix || entry.route.path.startsWith(`${prefix}/`))))
        .map((prefix) => `${service}: ${prefix}`),
    );
    expect(empty).toEqual([]);
  });
});
