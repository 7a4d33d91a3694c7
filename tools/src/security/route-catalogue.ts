import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { apiOwnership, serviceForPath, type ServiceName } from '@koinonia/contracts';
import { gatewayRoutes } from '@koinonia/gateway';
import type { HttpMethod, RouteAccess, RouteDefinition } from '@koinonia/service-kit';

export interface CataloguedRoute {
  service: ServiceName | 'gateway';
  method: HttpMethod;
  path: string;
  access: RouteAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
}

/** Every /api route the product answers: the gateway's own and each service's declared ones. */
export function catalogue(routeDefinitions: Record<ServiceName, readonly RouteDefinition[]>): CataloguedRoute[] {
  const own: CataloguedRoute[] = Object.values(gatewayRoutes).map((route) => ({ service: 'gateway', ...route }));
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

/** A concrete path for a route pattern: each :param gets the first sample its schema accepts. */
export function concretePath(route: CataloguedRoute): string {
  const samples = ['en', randomUUID(), '1'];
  return route.path.replace(/:(\w+)/g, (_match, name: string) => {
    const accepted = samples.find((sample) => route.params?.safeParse({ [name]: sample }).success ?? false);
    return encodeURIComponent(accepted ?? samples[1]!);
  });
}

/** Whether the gateway sends this path to the service that declared it (else the route is unreachable). */
export function reachableThroughGateway(route: CataloguedRoute): boolean {
  if (route.service === 'gateway') return true;
  return serviceForPath(route.path.replace(/:\w+/g, 'x')) === route.service && apiOwnership[route.service].length > 0;
}
