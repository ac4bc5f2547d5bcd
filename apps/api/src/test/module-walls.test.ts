import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// The walls of decision 0126, shown to fail: `npm run lint` must reject a deep import across API
// modules and an import cycle. These fixtures are linted with the repository's own config.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const eslint = new ESLint({ cwd: root });
const fixtureDir = join(root, 'apps/api/src/modules/sell', `__lint_fixture_${process.pid}`);

afterAll(() => rmSync(fixtureDir, { recursive: true, force: true }));

const rulesOf = (results: ESLint.LintResult[]) =>
  results.flatMap((result) => result.messages.map((message) => message.ruleId));

describe('module walls (lint)', () => {
  it('rejects a deep import into another module and accepts its public surface', async () => {
    const filePath = join(root, 'apps/api/src/modules/sell/walls-fixture.ts');
    const deep = await eslint.lintText(
      "import { addToCart } from '../commerce/cart.service';\nexport const use = addToCart;\n",
      { filePath },
    );
    expect(rulesOf(deep)).toContain('import-x/no-restricted-paths');
    expect(deep[0]!.messages[0]!.message).toContain(
      'Use the commerce module through its public surface (modules/commerce/index.ts)',
    );
    const surface = await eslint.lintText(
      "import { addToCart } from '../commerce';\nexport const use = addToCart;\n",
      { filePath },
    );
    expect(rulesOf(surface)).not.toContain('import-x/no-restricted-paths');
  }, 60_000);

  it('rejects a deep import into another web feature folder and accepts its surfaces', async () => {
    const filePath = join(root, 'apps/web/app/components/help/walls-fixture.tsx');
    const deep = await eslint.lintText(
      "import { Button } from '../ui/button';\nexport const use = Button;\n",
      { filePath },
    );
    expect(rulesOf(deep)).toContain('import-x/no-restricted-paths');
    expect(deep[0]!.messages[0]!.message).toContain(
      'Use the ui feature through its public surface (components/ui/index.ts',
    );
    const fromRoute = await eslint.lintText(
      "import { staffAccess } from '../components/staff/staff.server';\nexport const use = staffAccess;\n",
      { filePath: join(root, 'apps/web/app/routes/walls-fixture.tsx') },
    );
    expect(rulesOf(fromRoute)).toContain('import-x/no-restricted-paths');
    const surfaces = await eslint.lintText(
      "import { Button } from '../ui';\nexport const use = Button;\n",
      { filePath },
    );
    expect(rulesOf(surfaces)).not.toContain('import-x/no-restricted-paths');
    const serverSurface = await eslint.lintText(
      "import { staffAccess } from '../components/staff/index.server';\nexport const use = staffAccess;\n",
      { filePath: join(root, 'apps/web/app/routes/walls-fixture.tsx') },
    );
    expect(rulesOf(serverSurface)).not.toContain('import-x/no-restricted-paths');
  }, 60_000);

  it('rejects an import cycle', async () => {
    mkdirSync(fixtureDir, { recursive: true });
    writeFileSync(
      join(fixtureDir, 'a.ts'),
      "import { b } from './b';\nexport const a = () => b;\n",
    );
    writeFileSync(
      join(fixtureDir, 'b.ts'),
      "import { a } from './a';\nexport const b = () => a;\n",
    );
    const results = await eslint.lintFiles([join(fixtureDir, 'a.ts')]);
    expect(rulesOf(results)).toContain('import-x/no-cycle');
  }, 60_000);
});
