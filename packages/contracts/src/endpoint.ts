import type { z } from 'zod';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a successful call answers: 200 with a body, 201 with the created body, or 204 with none. */
export type EndpointStatus = 200 | 201 | 204;

/**
 * One /api call, declared once: the service mounts its route from it (service-kit `route()`), the client
 * builds its fetcher, query key and hooks from it, and the security harness reads it. The path names its
 * parameters (`/api/prayers/:prayerId/prayed`); `params` is the schema of exactly those names.
 */
export interface Endpoint<
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: EndpointMethod;
  path: string;
  params: Params;
  query: Query;
  body: Body;
  /** The success answer's schema; undefined for a 204. */
  response: Response;
  status: EndpointStatus;
}

interface EndpointDeclaration<Params, Query, Body, Response> {
  method: EndpointMethod;
  path: string;
  params?: Params;
  query?: Query;
  body?: Body;
  response?: Response;
  status?: EndpointStatus;
}

/** Declares an endpoint; the status defaults to 204 without a response schema and 200 with one. */
export function endpoint<
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
  Response extends z.ZodType | undefined = undefined,
>(declaration: EndpointDeclaration<Params, Query, Body, Response>): Endpoint<Params, Query, Body, Response> {
  return {
    method: declaration.method,
    path: declaration.path,
    params: declaration.params as Params,
    query: declaration.query as Query,
    body: declaration.body as Body,
    response: declaration.response as Response,
    status: declaration.status ?? (declaration.response ? 200 : 204),
  };
}

type Input<Schema> = Schema extends z.ZodType ? z.input<Schema> : undefined;
type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** What a client sends: the path parameters, the query and the body, as the schemas accept them. */
export type EndpointParams<E extends Endpoint> = Input<E['params']>;
export type EndpointQuery<E extends Endpoint> = Input<E['query']>;
export type EndpointBody<E extends Endpoint> = Input<E['body']>;
/** What a successful call answers (undefined for a 204). */
export type EndpointResponse<E extends Endpoint> = Output<E['response']>;
/** The parsed inputs a handler receives. */
export type ParsedParams<E extends Endpoint> = Output<E['params']>;
export type ParsedQuery<E extends Endpoint> = Output<E['query']>;
export type ParsedBody<E extends Endpoint> = Output<E['body']>;

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
