import js from '@eslint/js';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * One zone per API module: files of every other module may import it only through its index.ts
 * (its public surface). Modules are the folders of apps/api/src/modules.
 */
function moduleWalls(root) {
  const modules = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return modules.map((name) => ({
    target: modules.filter((other) => other !== name).map((other) => `./${root}/${other}`),
    from: `./${root}/${name}`,
    except: ['./index.ts'],
    message: `Use the ${name} module through its public surface (modules/${name}/index.ts).`,
  }));
}

/**
 * One zone per web feature folder (apps/web/app/components/<feature>): every file outside it may
 * import it only through its index.ts (client-safe) or index.server.ts (loaders and actions only,
 * so no client bundle pulls a server file through a barrel). Decision 0139.
 */
function featureWalls(appDir) {
  const componentsDir = `${appDir}/components`;
  const features = readdirSync(componentsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const outsideComponents = readdirSync(appDir)
    .filter((name) => name !== 'components')
    .map((name) => `./${appDir}/${name}`);
  const looseComponentFiles = readdirSync(componentsDir, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `./${componentsDir}/${entry.name}`);
  return features.map((name) => ({
    target: [
      ...outsideComponents,
      ...looseComponentFiles,
      ...features.filter((other) => other !== name).map((other) => `./${componentsDir}/${other}`),
    ],
    from: `./${componentsDir}/${name}`,
    except: ['./index.ts', './index.server.ts'],
    message: `Use the ${name} feature through its public surface (components/${name}/index.ts, or index.server.ts in loaders and actions).`,
  }));
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/build-*/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/web/app/lib/api-types.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // Walls between rooms (decision 0126): an API module is used only through its index.ts, and no
  // file takes part in an import cycle. Tests and their helpers may reach inside to set up data.
  {
    files: ['apps/**/*.ts', 'apps/**/*.tsx', 'packages/**/*.ts'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.test-helpers.ts',
      '**/*.fixtures.ts',
      '**/test-support.ts',
      '**/test/**',
    ],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.base.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [...moduleWalls('apps/api/src/modules'), ...featureWalls('apps/web/app')],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Checks the dependencies of useEffect's after-hydration form (app/lib/hydrate-later.tsx).
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '^useEffectAfterHydration$' }],
    },
  },
  {
    // Server (React) and browser (Preact) number useId differently (decision 0183).
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: ['apps/web/app/lib/dom-id.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react',
              importNames: ['useId'],
              message: 'Use useDomId from app/lib/dom-id: it gives the same ids on both sides.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'packages/db/src/seed/cli.ts', '.ci/**'],
    rules: { 'no-console': 'off' },
  },
);
