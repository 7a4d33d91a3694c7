// The groups of figures `npm run bench` measures, in the order it runs them; `--only <name>[,<name>]`
// runs some. Each group's module is imported only when it runs, after the build: the modules load
// workspace packages from their dist/ folders, which a fresh checkout has only once it is built.
// A group's `measure(stack, context)` returns rows made with figure() (measure.mjs); docs/quality.md says
// how to add one.
export const benchGroups = [
  {
    name: 'gateway',
    summary: 'CPU per signed-in call in the gateway and in the owning service; throughput through the gateway',
    load: async () => (await import('./gateway-overhead.mjs')).measureGatewayOverhead,
  },
  {
    name: 'session',
    summary: 'what the session costs a signed-in call; Redis commands for static files and public /api calls',
    load: async () => (await import('./session-cost.mjs')).measureSessionCost,
  },
  {
    name: 'list',
    summary: 'the prayer wall over 100,000 rows at a fixed rate through the gateway, against a bare node:http + pg server',
    load: async () => (await import('./list-endpoint.mjs')).measureListEndpoint,
  },
  {
    name: 'worship',
    summary: 'the Bible search over both translations against a bare node:http + pg server; what a chapter read costs',
    load: async () => (await import('./worship.mjs')).measureWorship,
  },
  {
    name: 'connect',
    summary: 'chat fan-out to a 200-member group over two connect instances with 4,000 sockets; 10,000 reminders due at once; the social feed over 100,000 posts against a bare node:http + pg server',
    load: async () => (await import('./connect.mjs')).measureConnect,
  },
  {
    name: 'front-end',
    summary: 'landing and dashboard in Chromium, federated against the single bundle: JS, LCP, TBT, CLS',
    // The same app built once without Module Federation, served by a second gateway.
    needsSingleBundle: true,
    load: async () => (await import('./front-end.mjs')).measureFrontEnd,
  },
];

/** The groups `--only` names (all when it is absent); throws on a name no group has. */
export function selectGroups(onlyOption) {
  if (!onlyOption) return benchGroups;
  const names = onlyOption.split(',').map((name) => name.trim()).filter(Boolean);
  const unknown = names.filter((name) => !benchGroups.some((group) => group.name === name));
  if (unknown.length > 0) {
    throw new Error(`No bench group named ${unknown.join(', ')}. Groups: ${benchGroups.map((group) => group.name).join(', ')}.`);
  }
  return benchGroups.filter((group) => names.includes(group.name));
}
