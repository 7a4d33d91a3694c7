import { isEnvironmentNoise } from './quiet-rejections';

describe('SPEC §8 unhandled rejections', () => {
  it('suppresses those that mention SSL, a dev proxy or reachability', () => {
    expect(isEnvironmentNoise(new Error('SSL handshake failed'))).toBe(true);
    expect(isEnvironmentNoise(new Error('[dev-proxy] target closed'))).toBe(true);
    expect(isEnvironmentNoise('Server unreachable')).toBe(true);
  });

  it('lets every other rejection through', () => {
    expect(isEnvironmentNoise(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isEnvironmentNoise(undefined)).toBe(false);
  });
});
