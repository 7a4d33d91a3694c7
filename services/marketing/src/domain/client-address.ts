import { BlockList, isIP } from 'node:net';

/**
 * Who is calling, as far as proxies we trust say. The gateway is the only way in (every call carries its
 * signed assertion) and it sends exactly one X-Forwarded-For address: the caller as its own TRUST_PROXY
 * setting sees it, never what a browser wrote. This service believes that header only when the socket
 * peer is one of TRUSTED_PROXIES (comma-separated addresses or CIDRs; default loopback, where the
 * gateway connects from in both run modes on one machine). From anyone else the peer itself is the caller.
 */
export const DEFAULT_TRUSTED_PROXIES = '127.0.0.0/8, ::1/128';

export type TrustedProxies = (address: string) => boolean;

/** An IPv4 address written as IPv6 (::ffff:1.2.3.4) is the IPv4 address. */
function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Parses TRUSTED_PROXIES; a wrong entry stops the service at start rather than trusting something else. */
export function parseTrustedProxies(setting: string = DEFAULT_TRUSTED_PROXIES): TrustedProxies {
  const trusted = new BlockList();
  for (const entry of setting.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address);
    const prefixLength = prefix === undefined ? (family === 6 ? 128 : 32) : Number(prefix);
    if (!family || !Number.isInteger(prefixLength) || prefixLength < 0 || prefixLength > (family === 6 ? 128 : 32)) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR`);
    }
    trusted.addSubnet(address, prefixLength, family === 6 ? 'ipv6' : 'ipv4');
  }
  return (address) => {
    const plain = plainAddress(address);
    return isIP(plain) !== 0 && trusted.check(plain, familyOf(plain));
  };
}

/**
 * The caller's address: walking from the socket peer back through X-Forwarded-For, the first address
 * that is not a trusted proxy. Undefined when that address is not an IP at all.
 */
export function clientAddressOf(
  peerAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  isTrusted: TrustedProxies,
): string | undefined {
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const chain = [peerAddress ?? '', ...forwarded.reverse()].map(plainAddress);
  const client = chain.find((address, hop) => hop === chain.length - 1 || !isTrusted(address));
  return client && isIP(client) ? client : undefined;
}
