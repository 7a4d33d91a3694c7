import type { KeyObject } from 'node:crypto';
import type { ServiceName } from '@koinonia/contracts';

export interface GatewayConfig {
  /** Base URL of every service, e.g. http://127.0.0.1:4001. */
  serviceUrls: Record<ServiceName, string>;
  /** Signs the identity assertion attached to each proxied call. */
  identityPrivateKey: KeyObject;
  sessionSecret: string;
  /** Cookies marked Secure, and demo seeding rules of production. */
  production: boolean;
  /** The built shell (index.html and its assets). */
  shellDir: string;
  /** Where /mf/<name>/<version>/ files are read from: one folder per remote holding a folder per version. */
  remoteDirs: Record<string, string>;
  /** The pre-rendered public site; by default the marketing remote's build (<marketing>/.site/pages). */
  siteDir?: string;
  /** The remotes.json file to serve; re-read when it changes. */
  remotesFile: string;
  /**
   * Preload hints on each page for the remote that owns its route (default on). Off only for a shell
   * built without Module Federation, which never loads remotes (the benchmark's single bundle).
   */
  preloadRemotes?: boolean;
  /**
   * The deadline of a proxied call, counted from its arrival at the gateway (waiting for a connection to
   * the service included), after which the caller gets a 504.
   */
  upstreamTimeoutMs: number;
  /**
   * Calls one service may have open at once from this gateway, in flight or waiting for a connection;
   * more are refused at once with a 503 (default DEFAULT_MAX_PENDING_CALLS_PER_SERVICE in proxy.ts, 256).
   */
  maxPendingCallsPerService?: number;
  /** Connections this gateway opens to one service at most (default SOCKETS_PER_SERVICE in proxy.ts, 512). */
  socketsPerService?: number;
  /** express "trust proxy" setting: which proxies' X-Forwarded-For to believe (none by default). */
  trustProxy: boolean | number | string;
}
