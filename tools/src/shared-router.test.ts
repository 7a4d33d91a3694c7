import { readFileSync } from 'node:fs';
import path from 'node:path';
// The whole package, to check the shared names against it: this test runs in Node, not on the page.
// eslint-disable-next-line no-restricted-imports
import * as ReactRouter from 'react-router';

const mfConfigDir = path.resolve(__dirname, '../../packages/mf-config');
// eslint's allow-list of router imports and what the shared router singletons provide.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const allowed: string[] = require(path.join(mfConfigDir, 'router-exports.js'));
const provided = /export \{([^}]*)\} from/.exec(readFileSync(path.join(mfConfigDir, 'router.mjs'), 'utf8'))![1]!
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);

describe('the shared router (packages/mf-config/router.mjs)', () => {
  it('provides exactly the names eslint lets the shell and remotes import', () => {
    expect([...provided].sort()).toEqual([...allowed].sort());
  });

  it('provides only names React Router really exports', () => {
    for (const name of provided) expect(ReactRouter).toHaveProperty(name);
  });
});
