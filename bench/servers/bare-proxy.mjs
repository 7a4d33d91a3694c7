// The gateway's floor: the least a Node hop can do — a bare node:http server forwarding each call to the
// worship service over a keep-alive agent, with an identity assertion for one fixed session (signed
// again every 30 s, as the gateway reuses its own). No session, no headers of its own, no deadline, no
// limits: what is left of the gateway's CPU per call above this is the gateway's own work.
import { createServer, request, Agent } from 'node:http';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const kit = require('@koinonia/service-kit');

const target = new URL(kit.requireEnv('TARGET_URL'));
const privateKey = kit.privateKeyFromPem(kit.requireEnv('IDENTITY_PRIVATE_KEY'));
const session = JSON.parse(kit.requireEnv('FIXED_SESSION'));
const agent = new Agent({ keepAlive: true, maxSockets: 512 });

let assertion = { token: '', signedAt: 0 };
const currentAssertion = () => {
  const now = Date.now();
  if (now - assertion.signedAt > 30_000) {
    assertion = { token: kit.signIdentity({ ...session, displayName: null, sessionId: 'bench-bare-proxy', audience: 'worship' }, privateKey, now), signedAt: now };
  }
  return assertion.token;
};

createServer((req, res) => {
  const headers = { ...req.headers, [kit.IDENTITY_HEADER]: currentAssertion() };
  const upstream = request({ hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => res.destroy());
  req.pipe(upstream);
}).listen(Number(kit.requireEnv('PORT')), '127.0.0.1');
