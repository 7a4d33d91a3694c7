import type { z } from 'zod';
import { apiOwnership, REALTIME_PATH, serviceForPath, type ServiceName } from '@koinonia/contracts';
import { gatewayRoutes } from '@koinonia/gateway';
import { access, type HttpMethod, type RouteAccess, type RouteDefinition } from '@koinonia/service-kit';

export interface CataloguedRoute {
  service: ServiceName | 'gateway';
  method: HttpMethod;
  path: string;
  access: RouteAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A WebSocket upgrade rather than an /api call. */
  upgrade?: true;
}

/** "METHOD /path", how the policy table and the samples name a route. */
export const routeKey = (route: Pick<CataloguedRoute, 'method' | 'path'>) => `${route.method} ${route.path}`;

/**
 * /ws: the gateway upgrades it to connect's realtime server with the caller's identity, and the realtime
 * server refuses a caller who is not signed in (services/connect/src/realtime.ts).
 */
export const realtimeRoute: CataloguedRoute = { service: 'gateway', method: 'GET', path: REALTIME_PATH, access: access.signedIn, upgrade: true };

/** Every route the product answers: the gateway's own (and /ws) and each service's declared ones. */
export function catalogue(routeDefinitions: Record<ServiceName, readonly RouteDefinition[]>): CataloguedRoute[] {
  const own: CataloguedRoute[] = [...Object.values(gatewayRoutes).map((route) => ({ service: 'gateway' as const, ...route })), realtimeRoute];
  const declared = Object.entries(routeDefinitions).flatMap(([service, definitions]) =>
    definitions.map((definition) => ({
      service: service as ServiceName,
      method: definition.method,
      path: definition.path,
      access: definition.access,
      params: definition.params,
      query: definition.query,
      body: definition.body,
    })),
  );
  return [...own, ...declared];
}

/** Whether the gateway sends this path to the service that declared it (else the route is unreachable). */
export function reachableThroughGateway(route: CataloguedRoute): boolean {
  if (route.service === 'gateway') return true;
  return serviceForPath(route.path.replace(/:\w+/g, 'x')) === route.service && apiOwnership[route.service].length > 0;
}
