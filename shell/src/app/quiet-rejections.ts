/**
 * SPEC §8: unhandled rejections whose message mentions SSL, a dev proxy or reachability are suppressed —
 * they come from the network environment (a dev proxy restarting, a captive portal), not from Koinonia.
 */
const ENVIRONMENT_NOISE = /\bssl\b|dev[\s-]?proxy|proxy error|unreachable|not reachable|reachability|ERR_CONNECTION_REFUSED/i;

export function isEnvironmentNoise(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return ENVIRONMENT_NOISE.test(message);
}

export function suppressEnvironmentRejections(target: Window = window): void {
  target.addEventListener('unhandledrejection', (event) => {
    if (isEnvironmentNoise(event.reason)) event.preventDefault();
  });
}
