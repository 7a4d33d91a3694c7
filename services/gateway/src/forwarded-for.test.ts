import type { IncomingMessage } from 'node:http';
import { callerAddress, type TrustsProxy } from './proxy';

const requestFrom = (peer: string, forwardedFor?: string) =>
  ({ socket: { remoteAddress: peer }, headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {} }) as unknown as IncomingMessage;

const trustsNone: TrustsProxy = () => false;
const trustsLoopback: TrustsProxy = (address) => address === '127.0.0.1' || address === '::1';

describe('callerAddress (the one X-Forwarded-For the gateway sends on)', () => {
  it('is the socket peer when no proxy is trusted, whatever the browser wrote', () => {
    expect(callerAddress(requestFrom('203.0.113.5', '85.214.132.117'), trustsNone)).toBe('203.0.113.5');
  });

  it('believes a trusted proxy, walking from the right', () => {
    expect(callerAddress(requestFrom('127.0.0.1', '1.1.1.1, 85.214.132.117'), trustsLoopback)).toBe('85.214.132.117');
    expect(callerAddress(requestFrom('127.0.0.1', '85.214.132.117, 127.0.0.1'), trustsLoopback)).toBe('85.214.132.117');
  });

  it('is the peer when a trusted proxy sent no header', () => {
    expect(callerAddress(requestFrom('127.0.0.1'), trustsLoopback)).toBe('127.0.0.1');
  });
});
