import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

// Minutes of work (a git worktree, nx g, three typechecks, eslint, jest), so it runs when asked for only.
const whenAsked = process.env.VERIFY_GENERATOR === '1' ? it : it.skip;

describe('what the feature generator writes', () => {
  whenAsked(
    'typechecks, lints and passes its own tests and the suites that read every string and route, in a worktree of HEAD (VERIFY_GENERATOR=1)',
    () => {
      const result = spawnSync(process.execPath, [join(__dirname, 'verify.mjs')], {
        encoding: 'utf-8',
        env: process.env,
      });
      const failures = `${result.stdout}${result.stderr}`.split('\n').filter((line) => line.startsWith('FAIL'));
      expect({ status: result.status, failures }).toEqual({ status: 0, failures: [] });
    },
    20 * 60_000,
  );
});
