import type { z } from 'zod';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a successful call answers: 200 with a body, 201 with the created body, or 204 with none. */
export type EndpointStatus = 200 | 201 | 204;

/** The zod schemas of one call: its path parameters, query, body and success answer (none for a 204). */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
}

/**
 * One /api call as a client needs it: method, path with named parameters (`/api/prayers/:prayerId/prayed`)
 * and success status, typed by its schemas without carrying them — so a browser bundle that calls it
 * holds no zod. The schemas come with `EndpointContract`, which the service mounts.
 */
export interface Endpoint<Schemas extends EndpointSchemas = EndpointSchemas> {
  method: EndpointMethod;
  path: string;
  status: EndpointStatus;
  /** Types only: never set at run time. */
  readonly schemas?: Schemas;
}

/** An endpoint with its schemas: what the service's route() mounts and the security harness reads. */
export interface EndpointContract<Schemas extends EndpointSchemas = EndpointSchemas> extends Endpoint<Schemas> {
  params: Schemas['params'];
  query: Schemas['query'];
  body: Schemas['body'];
  response: Schemas['response'];
}

type Declarations<AllSchemas> = { [Name in keyof AllSchemas]: [EndpointMethod, string, EndpointStatus?] };

/**
 * A feature's endpoints from [method, path, status?] (status 200 unless given), each typed by the
 * feature's schemas: `defineEndpoints<PrayerWallSchemas>()({ list: ['GET', '/api/prayers'], … })`.
 */
export function defineEndpoints<AllSchemas extends Record<string, EndpointSchemas>>() {
  return <const Declared extends Declarations<AllSchemas>>(declared: Declared): { [Name in keyof AllSchemas]: Endpoint<AllSchemas[Name]> } =>
    Object.fromEntries(
      Object.entries(declared).map(([name, [method, path, status]]) => [name, { method, path, status: status ?? 200 }]),
    ) as { [Name in keyof AllSchemas]: Endpoint<AllSchemas[Name]> };
}

/** The feature's endpoints joined with their schemas, name by name. */
export function withSchemas<AllSchemas extends Record<string, EndpointSchemas>>(
  endpoints: { [Name in keyof AllSchemas]: Endpoint<AllSchemas[Name]> },
  schemas: AllSchemas,
): { [Name in keyof AllSchemas]: EndpointContract<AllSchemas[Name]> } {
  return Object.fromEntries(
    Object.entries(endpoints).map(([name, endpoint]) => {
      const own = schemas[name]!;
      return [name, { ...endpoint, params: own.params, query: own.query, body: own.body, response: own.response }];
    }),
  ) as { [Name in keyof AllSchemas]: EndpointContract<AllSchemas[Name]> };
}

type SchemasOf<E> = E extends Endpoint<infer Schemas> ? Schemas : never;
type Input<Schema> = Schema extends z.ZodType ? z.input<Schema> : undefined;
type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** What a client sends: the path parameters, the query and the body, as the schemas accept them. */
export type EndpointParams<E extends Endpoint> = Input<SchemasOf<E>['params']>;
export type EndpointQuery<E extends Endpoint> = Input<SchemasOf<E>['query']>;
export type EndpointBody<E extends Endpoint> = Input<SchemasOf<E>['body']>;
/** What a successful call answers (undefined for a 204). */
export type EndpointResponse<E extends Endpoint> = Output<SchemasOf<E>['response']>;
/** The parsed inputs a handler receives, and what it returns. */
export type ParsedParams<E extends Endpoint> = Output<SchemasOf<E>['params']>;
export type ParsedQuery<E extends Endpoint> = Output<SchemasOf<E>['query']>;
export type ParsedBody<E extends Endpoint> = Output<SchemasOf<E>['body']>;
export type HandlerAnswer<E extends Endpoint> = SchemasOf<E>['response'] extends z.ZodType ? z.input<SchemasOf<E>['response']> : void;

/** The names of a path's parameters, in order: `/api/a/:aId/b/:bId` → ['aId', 'bId']. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
}

/** The concrete path of a call: each `:name` replaced by its value, URL-encoded. */
export function endpointPath(endpoint: Pick<Endpoint, 'path'>, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter "${name}" for ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
}

/** The query string of a call (with its "?"), skipping absent values; empty when there is nothing to send. */
export function endpointQueryString(query?: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
