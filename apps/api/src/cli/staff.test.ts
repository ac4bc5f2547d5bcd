import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = new URL('../../../../', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'carsetu-staff-cli-'));
const run = (...args: string[]) =>
  spawnSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'apps/api/src/cli/staff.ts'), ...args],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: root },
      encoding: 'utf8',
    },
  );

describe('npm run staff', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('grants a role to a phone and lists it; refuses bad input without touching the database', () => {
    const bad = run('grant', '12345', 'admin');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('Invalid mobile number');
    expect(run('grant', '9876501234', 'wizard').stderr).toContain('unknown role: wizard');
    const granted = run('grant', '9876501234', 'admin', '--name', 'Asha');
    expect(granted.status, granted.stderr).toBe(0);
    expect(granted.stdout).toContain('granted admin to 9876501234');
    const listed = run('list');
    expect(listed.stdout).toMatch(/9876501234\tadmin\t-\tAsha/);
    // A dealer needs a city: refused with the API's message.
    const dealer = run('grant', '9876501235', 'dealer');
    expect(dealer.status).not.toBe(0);
    expect(dealer.stderr).toContain('Pick the city this person works in.');
  }, 60_000);
});
