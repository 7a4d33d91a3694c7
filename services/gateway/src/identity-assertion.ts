import type { Request } from 'express';
import type { KeyObject } from 'node:crypto';
import type { ServiceName } from '@koinonia/contracts';
import { signIdentity } from '@koinonia/service-kit';

/** The signed assertion of who is calling, addressed to one service (DESIGN "Services"). */
export function assertionFor(req: Request, audience: ServiceName, privateKey: KeyObject): string {
  const session = req.session;
  return signIdentity(
    {
      userId: session?.userId ?? null,
      role: session?.role ?? null,
      churchId: session?.churchId ?? null,
      sessionId: session?.userId ? req.sessionID : null,
      requestId: String(req.id ?? ''),
      audience,
    },
    privateKey,
  );
}
