import { Router, type Request, type Response } from 'express';
import type { z } from 'zod';
import {
  accessDeniedMessage,
  FORBIDDEN_CODE,
  hasAnyRole,
  includesPlanTier,
  individualPlans,
  PLAN_UPGRADE_PATH,
  type IndividualPlanTier,
  requiredAccessFor,
  type EndpointContract,
  type HandlerAnswer,
  type ParsedBody,
  type ParsedParams,
  type ParsedQuery,
  type Role,
} from '@koinonia/contracts';
import { HttpError } from './errors';
import type { Identity, SignedInIdentity } from './identity';
import { parse, unexpectedKeyIssue, validationFailed } from './validation';

/**
 * Who may call a route, declared next to it and enforced before its handler runs. The security matrix
 * test reads these declarations for every route of every service.
 * - public: anyone, signed in or not (through the gateway);
 * - signed-in: any signed-in user;
 * - roles: a signed-in user with one of the roles (the owner role passes every role check, SPEC §6);
 * - plan-tier: a signed-in user whose individual plan includes the tier (SPEC §6 plan tiers);
 * - gateway: the gateway's own internal calls (/internal/...), never proxied from outside.
 * Finer rules (same church, own record, plan tier) stay in the handler.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'roles'; roles: readonly Role[] }
  | { kind: 'plan-tier'; tier: IndividualPlanTier }
  | { kind: 'gateway' };

export const access = {
  public: { kind: 'public' },
  signedIn: { kind: 'signed-in' },
  gateway: { kind: 'gateway' },
  roles: (roles: readonly Role[]) => ({ kind: 'roles', roles }),
  planTier: (tier: IndividualPlanTier) => ({ kind: 'plan-tier', tier }),
} as const satisfies Record<string, RouteAccess | ((argument: never) => RouteAccess)>;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type CallerFor<Access extends RouteAccess> = Access extends { kind: 'signed-in' } | { kind: 'roles' } | { kind: 'plan-tier' }
  ? SignedInIdentity
  : Identity;

type Parsed<Schema> = Schema extends z.ZodType ? z.infer<Schema> : undefined;

export interface RouteInput<Access extends RouteAccess, Params, Query, Body> {
  caller: CallerFor<Access>;
  params: Parsed<Params>;
  query: Parsed<Query>;
  body: Parsed<Body>;
  req: Request;
  res: Response;
}

export interface RouteDefinition<
  Access extends RouteAccess = RouteAccess,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: HttpMethod;
  path: string;
  access: Access;
  /** The contract's declaration the route was made from, when it was (see routeFor). */
  endpoint?: EndpointContract;
  /** Schemas of the inputs; the fuzz tests generate bad input from them. Unknown query keys are refused. */
  params?: Params;
  query?: Query;
  body?: Body;
  /** Answers with res.json / res.status; or returns a value to send as JSON with 200. */
  handle(input: RouteInput<Access, Params, Query, Body>): Promise<unknown> | unknown;
}

/**
 * Declares one route: from a contract endpoint plus who may call it and its handler (every /api route), or
 * in full (the services' internal routes). The type of `caller` follows from the access.
 */
export function route<E extends EndpointContract, Access extends RouteAccess>(endpoint: E, definition: EndpointRoute<E, Access>): RouteDefinition;
export function route<
  Access extends RouteAccess,
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | undefined = undefined,
>(definition: RouteDefinition<Access, Params, Query, Body>): RouteDefinition;
export function route(first: EndpointContract | RouteDefinition, second?: EndpointRoute<EndpointContract, RouteAccess>): RouteDefinition {
  if (second) return routeFromEndpoint(first as EndpointContract, second);
  return first as RouteDefinition;
}

export interface EndpointHandlerInput<E extends EndpointContract, Access extends RouteAccess> {
  caller: CallerFor<Access>;
  params: ParsedParams<E>;
  query: ParsedQuery<E>;
  body: ParsedBody<E>;
  req: Request;
  res: Response;
}

export interface EndpointRoute<E extends EndpointContract, Access extends RouteAccess> {
  access: Access;
  /**
   * Returns the answer; the route sends it with the endpoint's status (201, or 204 with no body), or with the one the
   * handler set on `res` (`res.status(200)`: a create that finds what it was asked to make already made).
   */
  handle(input: EndpointHandlerInput<E, Access>): Promise<HandlerAnswer<E>> | HandlerAnswer<E>;
}

/**
 * The route of a contract endpoint: its method, path and schemas come from the declaration in
 * packages/contracts, so the path is written once and the client calls exactly what the service mounts.
 * Under test every answer is checked against the endpoint's response schema.
 */
function routeFromEndpoint<E extends EndpointContract, Access extends RouteAccess>(
  endpoint: E,
  { access: declaredAccess, handle }: EndpointRoute<E, Access>,
): RouteDefinition {
  return {
    method: endpoint.method,
    path: endpoint.path,
    access: declaredAccess,
    endpoint,
    params: endpoint.params,
    query: endpoint.query,
    body: endpoint.body,
    async handle(input) {
      // Set before the handler runs, so a handler may answer another status (a replayed create's 200) by setting it.
      input.res.status(endpoint.status);
      const result = await handle(input as unknown as EndpointHandlerInput<E, Access>);
      if (input.res.headersSent) return undefined;
      if (endpoint.status === 204 || !endpoint.response) {
        input.res.status(204).end();
        return undefined;
      }
      if (process.env.NODE_ENV === 'test') endpoint.response.parse(result);
      input.res.json(result);
      return undefined;
    },
  };
}

/**
 * 401 for anyone not signed in, 403 for a signed-in user the declaration does not admit: code "forbidden"
 * and the SPEC §6 access level the declared roles stand for, so the client can say what is needed.
 */
export function authorize(declared: RouteAccess, identity: Identity | undefined): Identity {
  if (!identity) throw new HttpError(401, 'Authentication required', { code: 'not_signed_in' });
  switch (declared.kind) {
    case 'public':
    case 'gateway':
      return identity;
    case 'signed-in':
    case 'roles':
    case 'plan-tier':
      if (!identity.userId || !identity.role) throw new HttpError(401, 'Authentication required', { code: 'not_signed_in' });
      if (declared.kind === 'roles' && !hasAnyRole(identity.role, declared.roles)) {
        const requiredAccess = requiredAccessFor(declared.roles);
        throw new HttpError(403, accessDeniedMessage(requiredAccess), { code: FORBIDDEN_CODE, requiredAccess });
      }
      if (declared.kind === 'plan-tier' && !includesPlanTier(identity.planTier, declared.tier)) throw planTierRequired(declared.tier);
      return identity;
  }
}

/**
 * The 403 of a feature the caller's individual plan does not include (SPEC §6 plan tiers): it names the least plan
 * that does and where plans are chosen, so the screen can offer it.
 */
export function planTierRequired(tier: IndividualPlanTier): HttpError {
  return new HttpError(403, `This needs the ${individualPlans[tier].name} plan or higher. Compare plans at ${PLAN_UPGRADE_PATH}.`, {
    code: 'plan_tier_required',
    requiredPlanTier: tier,
    upgradePath: PLAN_UPGRADE_PATH,
  });
}

/** Input a route does not declare is refused, so a typo or a stray field never passes unnoticed. */
function refuseUndeclaredInput(definition: RouteDefinition, req: Request): void {
  const queryKeys = Object.keys(req.query);
  if (!definition.query && queryKeys.length > 0) {
    // One issue per key, as parse lists a query schema's unknown keys; at most 20 of them (the URL's limit bounds the rest).
    throw validationFailed(queryKeys.slice(0, 20).map((key) => unexpectedKeyIssue('query', key.slice(0, 100))));
  }
  const body: unknown = req.body;
  const emptyBody = body === undefined || (typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 0);
  if (!definition.body && !emptyBody) throw new HttpError(400, 'This request takes no body');
}

const mount = { GET: 'get', POST: 'post', PUT: 'put', PATCH: 'patch', DELETE: 'delete' } as const;

/** An Express router for declared routes: authorization, then input parsing, then the handler. */
export function createRouter(definitions: readonly RouteDefinition[]): Router {
  // Strict: "/api/soap-entries/" is not "/api/soap-entries", so an empty path parameter names no route
  // rather than quietly reaching another one (the list beside a record's route).
  const router = Router({ strict: true });
  for (const definition of definitions) {
    router[mount[definition.method]](definition.path, async (req, res) => {
      const caller = authorize(definition.access, req.identity);
      refuseUndeclaredInput(definition, req);
      const input = {
        caller,
        params: definition.params ? parse(definition.params, req.params, 'params') : undefined,
        query: definition.query ? parse(definition.query, req.query, 'query') : undefined,
        body: definition.body ? parse(definition.body, req.body, 'body') : undefined,
        req,
        res,
      };
      const result = await definition.handle(input as never);
      if (!res.headersSent && result !== undefined) res.json(result);
    });
  }
  return router;
}
