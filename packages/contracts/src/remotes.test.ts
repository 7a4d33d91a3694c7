import fc from 'fast-check';
import { parseRemotesConfig, remoteNames, remotesConfigSchema } from './remotes';

const valid = {
  remotes: [
    { name: 'worship', manifest: '/mf/worship/0.1.0/mf-manifest.json', paths: ['/dashboard', '/prayer-wall'] },
    { name: 'connect', manifest: '/mf/connect/0.1.0/mf-manifest.json', paths: ['/events'] },
  ],
};

/** Documents near the valid shape, wrong in one place or another, so both checks meet every rule. */
const nearlyValidDocument = () => {
  const anything = fc.oneof(fc.constant(undefined), fc.constant(null), fc.integer(), fc.string(), fc.constant([]), fc.constant({}));
  const name = fc.oneof(fc.constantFrom(...remoteNames), fc.constantFrom('shell', 'Worship', ''), anything);
  const path = fc.oneof(fc.constantFrom('/events', '/', 'events', ''), anything);
  const entry = fc.oneof(
    fc.record({
      name,
      manifest: fc.oneof(fc.constantFrom('/mf/x/mf-manifest.json', ''), anything),
      paths: fc.oneof(fc.array(path, { maxLength: 3 }), anything),
      extra: fc.oneof(fc.constant(undefined), fc.string()),
    }, { requiredKeys: [] }),
    anything,
  );
  return fc.oneof(fc.record({ remotes: fc.oneof(fc.array(entry, { maxLength: 3 }), anything) }), anything);
};

describe('parseRemotesConfig', () => {
  it('returns a valid remotes.json as zod does, dropping unknown keys', () => {
    const withExtra = { ...valid, note: 'x', remotes: valid.remotes.map((remote) => ({ ...remote, owner: 'team' })) };
    expect(parseRemotesConfig(withExtra)).toEqual(valid);
    expect(parseRemotesConfig(withExtra)).toEqual(remotesConfigSchema.parse(withExtra));
  });

  it('refuses what the gateway schema refuses and accepts what it accepts', () => {
    fc.assert(
      fc.property(nearlyValidDocument(), (document) => {
        const expected = remotesConfigSchema.safeParse(document);
        if (expected.success) expect(parseRemotesConfig(document)).toEqual(expected.data);
        else expect(() => parseRemotesConfig(document)).toThrow(/^Invalid remotes.json: /);
      }),
      { numRuns: 2_000 },
    );
  });
});
