import { clientAddressOf, parseTrustedProxies } from './client-address';

const loopbackOnly = parseTrustedProxies();

describe('parseTrustedProxies', () => {
  it('trusts loopback by default, in IPv4, IPv6 and IPv4-mapped form', () => {
    expect(['127.0.0.1', '127.3.2.1', '::1', '::ffff:127.0.0.1'].map(loopbackOnly)).toEqual([true, true, true, true]);
    expect(['10.0.0.1', '85.214.132.117', '::2', 'not-an-ip'].map(loopbackOnly)).toEqual([false, false, false, false]);
  });

  it('reads addresses and CIDRs', () => {
    const trusted = parseTrustedProxies(' 10.0.0.0/8, 192.168.1.7 ,fc00::/7');
    expect(['10.9.8.7', '192.168.1.7', '192.168.1.8', 'fd12::1', '::1'].map(trusted)).toEqual([true, true, false, true, false]);
  });

  it.each(['loopback', '10.0.0.0/33', '::1/129', '10.0.0.0/x', '300.1.1.1'])('refuses %s at start', (setting) => {
    expect(() => parseTrustedProxies(setting)).toThrow(/TRUSTED_PROXIES/);
  });
});

describe('clientAddressOf', () => {
  it('believes X-Forwarded-For from a trusted proxy', () => {
    expect(clientAddressOf('127.0.0.1', '85.214.132.117', loopbackOnly)).toBe('85.214.132.117');
    expect(clientAddressOf('::ffff:127.0.0.1', '85.214.132.117', loopbackOnly)).toBe('85.214.132.117');
  });

  it('ignores X-Forwarded-For from anyone else: the peer is the caller', () => {
    expect(clientAddressOf('203.0.113.9', '85.214.132.117', loopbackOnly)).toBe('203.0.113.9');
  });

  it('walks past trusted hops only, from the right', () => {
    expect(clientAddressOf('127.0.0.1', '1.1.1.1, 85.214.132.117, 127.0.0.2', loopbackOnly)).toBe('85.214.132.117');
    expect(clientAddressOf('127.0.0.1', ['1.1.1.1', '127.0.0.2'], loopbackOnly)).toBe('1.1.1.1');
  });

  it('is the peer when no header came, and nothing when the believed entry is not an address', () => {
    expect(clientAddressOf('127.0.0.1', undefined, loopbackOnly)).toBe('127.0.0.1');
    expect(clientAddressOf('127.0.0.1', 'unknown', loopbackOnly)).toBeUndefined();
    expect(clientAddressOf(undefined, undefined, loopbackOnly)).toBeUndefined();
  });
});
