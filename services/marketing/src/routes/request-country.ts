import type { Request } from 'express';
import { clientAddressOf, type TrustedProxies } from '../domain/client-address';
import { countryOfAddress } from '../domain/countries';

/** The caller's address (see client-address.ts for whom we believe). */
export function callerAddress(req: Request, trustedProxies: TrustedProxies): string | undefined {
  return clientAddressOf(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedProxies);
}

/** The country of the caller's IP address, if it has one. */
export function countryOfCaller(req: Request, trustedProxies: TrustedProxies): string | undefined {
  return countryOfAddress(callerAddress(req, trustedProxies));
}
