import { accessPolicy } from './access-policy';
import { callGateway, type Answer } from './gateway-calls';
import { parameterUse, pathParameterNamesOf, type ParameterUse } from './path-parameters';
import { personas, type Persona } from './personas';
import { allows } from './policy-levels';
import { resourceKinds, type Caller, type FinderContext, type OwnedKind } from './resource-kinds';
import { concreteUrl, routeInput } from './route-input';
import { routeKey, type CataloguedRoute } from './route-catalogue';
import { startSecurityStack, type SecurityStack } from './security-stack';
import { tableFingerprints } from './table-fingerprints';

/**
 * Object-level authorization (IDOR) for every path parameter of every route: each names a kind of record
 * (path-parameters.ts), and each kind finds one that belongs to another member and one that belongs to
 * another church (resource-kinds.ts). Whoever may call the route but does not own the record gets 403
 * or 404, never the record and never a write; the rightful caller gets through.
 */
const persona = (name: string) => personas.find((candidate) => candidate.name === name)!;
const leader = persona('leader');
const neighbour = persona('member of another church');
const demoChurchPersonas = personas.filter((candidate) => candidate.role !== null && !candidate.otherChurch);

let security: SecurityStack;
let context: FinderContext;
let newcomers = 0;

const cookieOf = (caller: Caller) => ('cookie' in caller ? caller.cookie : security.cookieOf(caller));

beforeAll(async () => {
  security = await startSecurityStack(personas.filter((candidate) => candidate.email));
  context = {
    db: security.stack.db,
    call: (method, url, caller, body) => callGateway(security.stack.url, method, url, { cookie: cookieOf(caller), body }),
    async upload(url, caller, form) {
      const response = await fetch(security.stack.url + url, { method: 'POST', headers: { 'x-requested-with': 'XMLHttpRequest', cookie: cookieOf(caller) ?? '' }, body: form });
      const text = await response.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return { status: response.status, text, json };
    },
    async newcomer() {
      newcomers += 1;
      const email = `newcomer.${newcomers}.${Date.now()}@example.org`;
      const response = await fetch(`${security.stack.url}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ firstName: 'Newcomer', lastName: `Number ${newcomers}`, email, password: 'Quiet meadow lantern 42' }),
      });
      const user = (await response.json()) as { id: string };
      if (response.status !== 201) throw new Error(`signing up a newcomer: ${response.status} ${JSON.stringify(user)}`);
      const cookie = response.headers.getSetCookie().map((line) => line.split(';')[0]!).find((pair) => pair.startsWith('koinonia.sid='))!;
      return { name: `newcomer ${newcomers}`, id: user.id, cookie };
    },
  };
}, 60_000);
afterAll(() => security.close());

interface OwnedParameter {
  route: CataloguedRoute;
  name: string;
  use: ParameterUse;
  kind: OwnedKind;
}

/** Every parameter naming an owned kind; DELETE routes last, so what they take away no other route needs. */
function ownedParameters(): OwnedParameter[] {
  const found = security.routes.flatMap((route) =>
    pathParameterNamesOf(route).flatMap((name) => {
      const use = parameterUse(route, name);
      const kind = use && resourceKinds[use.kind];
      return use && kind?.owned ? [{ route, name, use, kind }] : [];
    }),
  );
  return [...found.filter(({ route }) => route.method !== 'DELETE'), ...found.filter(({ route }) => route.method === 'DELETE')];
}

/** The route called on one record, with input its schemas accept. */
async function attempt({ route, name }: OwnedParameter, instance: string, caller: Persona): Promise<Answer> {
  const made = routeInput(route, caller);
  if (!made.ok) throw new Error(`${routeKey(route)}: ${made.reason}`);
  const url = concreteUrl(route, { ...made.input, params: { ...made.input.params, [name]: instance } });
  return callGateway(security.stack.url, route.method, url, { cookie: cookieOf(caller), body: made.input.body });
}

/**
 * Each stranger's attempt on the record: refused with 403 or 404, without the record, and nothing written;
 * nor is the record in their list, unless the list is the church's and they are of that church.
 */
async function refusals(parameter: OwnedParameter, instance: string, strangers: readonly Persona[], sameChurch: (stranger: Persona) => boolean): Promise<string[]> {
  const problems: string[] = [];
  const before = await tableFingerprints(security.stack.db);
  for (const stranger of strangers) {
    const answer = await attempt(parameter, instance, stranger);
    const label = `${routeKey(parameter.route)} on ${parameter.use.kind} ${instance} as ${stranger.name}: ${answer.status}`;
    if (answer.status !== 403 && answer.status !== 404) problems.push(`${label} (expected 403 or 404) ${answer.text.slice(0, 120)}`);
    else if (answer.text.includes(instance)) problems.push(`${label} (the refusal names the record)`);
    const listed = parameter.kind.listedAt;
    if (listed && (listed.to === 'owner' || !sameChurch(stranger))) {
      const list = await context.call('GET', listed.path, stranger);
      if (list.text.includes(instance)) problems.push(`GET ${listed.path} as ${stranger.name} lists ${parameter.use.kind} ${instance}`);
    }
  }
  if ((await tableFingerprints(security.stack.db)) !== before) problems.push(`${routeKey(parameter.route)} on another's ${parameter.use.kind}: a refused caller wrote data`);
  return problems;
}

describe('object-level authorization (IDOR)', () => {
  it('finds the owned records of the routes that name one (idor-coverage.test.ts: every parameter is covered)', () => {
    expect(ownedParameters().map(({ route, name }) => `${routeKey(route)} :${name}`)).toEqual(
      expect.arrayContaining(['POST /api/notifications/:id/read :id', 'DELETE /api/prayers/:prayerId :prayerId', 'PUT /api/church-memberships/members/:userId/role :userId']),
    );
  });

  it("refuses another member of the same church, and a member of another church, the member's own records", async () => {
    const problems: string[] = [];
    for (const parameter of ownedParameters()) {
      const instance = await parameter.kind.ofAnotherMember(context);
      // Saying one prayed is for the whole church: only the other church is a stranger there.
      const strangers = parameter.use.sharedWithChurch ? [neighbour] : [leader, neighbour];
      problems.push(...(await refusals(parameter, instance, strangers, (stranger) => !stranger.otherChurch)));
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it("refuses everyone of the demo church that the route admits another church's records, whatever their role", async () => {
    const problems: string[] = [];
    for (const parameter of ownedParameters()) {
      const entry = accessPolicy[routeKey(parameter.route)]!;
      // Platform staff look after every church's accounts: another church's record is theirs by design.
      if (entry.allowed.who === 'level' && entry.allowed.level.spansChurches) continue;
      const instance = await parameter.kind.ofAnotherChurch(context);
      const callers = demoChurchPersonas.filter((caller) => allows(entry.allowed, caller));
      problems.push(...(await refusals(parameter, instance, callers, () => false)));
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('lets the rightful caller act on the record, so the refusals are about ownership and not a broken route', async () => {
    const answers: string[] = [];
    for (const parameter of ownedParameters()) {
      const instance = await parameter.kind.ofAnotherMember(context);
      const { status } = await attempt(parameter, instance, persona(parameter.kind.rightfulCaller));
      answers.push(`${routeKey(parameter.route)} as ${parameter.kind.rightfulCaller}: ${status < 300 ? 'done' : status}`);
    }
    expect(answers).toEqual(answers.map((answer) => answer.replace(/: \d+$/, ': done')));
  }, 120_000);
});
