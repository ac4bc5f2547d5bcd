#!/usr/bin/env node
// Compiles the API server (apps/api/src/server.ts with the workspace packages it imports) into
// ES modules in apps/api/dist: server.js, the render threads' render-worker.js (decision 0194) and
// the chunks they share, so `npm start` runs plain JavaScript instead of a runtime TypeScript
// transpiler (decision 0136). Third-party packages stay external (loaded from node_modules).
import { readFile, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_ENTRY = join(root, 'apps/api/src/server.ts');
export const SERVER_BUNDLE = join(root, 'apps/api/dist/server.js');
/** A render thread's entry (decision 0194), compiled next to the server as render-worker.js. */
const RENDER_WORKER_ENTRY = join(root, 'apps/api/src/web/render-threads/render-worker.ts');

/**
 * Our packages are bundled. npm packages stay external (imported at run time) when the bundle
 * finds the same copy its importer would; a copy nested under one workspace (e.g.
 * packages/db/node_modules/drizzle-orm) is bundled instead, since the bundle could not reach it.
 */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@carsetu/') || args.pluginData?.probing) return undefined;
      const probe = (resolveDir) =>
        builder.resolve(args.path, { resolveDir, kind: args.kind, pluginData: { probing: true } });
      const [fromImporter, fromBundle] = await Promise.all([
        probe(args.resolveDir),
        // From the bundle's package folder: it exists before the first build (the bundle's own
        // folder may not), and nothing sits between the two.
        probe(dirname(dirname(SERVER_BUNDLE))),
      ]);
      if (fromImporter.errors.length > 0) return undefined;
      if (fromBundle.errors.length === 0 && fromBundle.path === fromImporter.path) {
        return { path: args.path, external: true };
      }
      return undefined;
    });
  },
};

/**
 * A bundled file's `import.meta.url` would be the bundle's. Files that find their data next to
 * them (migrations, seed data, fine tables) get their own source URL back, written relative to
 * the bundle, so the build stays valid wherever the checkout moves.
 */
const keepSourceUrls = {
  name: 'keep-source-urls',
  setup(builder) {
    builder.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = relative(dirname(SERVER_BUNDLE), args.path).split('\\').join('/');
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
        ),
        loader: 'ts',
      };
    });
  },
};

export async function buildServer() {
  // Chunk names change with their contents: start from an empty folder so none linger.
  await rm(dirname(SERVER_BUNDLE), { recursive: true, force: true });
  const result = await build({
    metafile: true,
    entryPoints: { server: SERVER_ENTRY, 'render-worker': RENDER_WORKER_ENTRY },
    outdir: dirname(SERVER_BUNDLE),
    // Code both entries use stays in one shared file instead of two copies.
    splitting: true,
    // In the bundle's own folder: rewritten source URLs are relative to it (keepSourceUrls).
    chunkNames: '[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [externalNpmPackages, keepSourceUrls],
    // Some dependencies still call require(); give the ES module one.
    banner: {
      js: "import { createRequire as __carsetuCreateRequire } from 'node:module'; const require = __carsetuCreateRequire(import.meta.url);",
    },
  });
  // Only our code and nested copies may be inside: a package from the top node_modules that got
  // bundled would look for its own files (PGlite's data, fonts) next to the bundle and fail.
  const strays = Object.keys(result.metafile.inputs).filter(
    (input) => input.startsWith('node_modules/') || input.includes('/../node_modules/'),
  );
  if (strays.length > 0) {
    throw new Error(`npm packages bundled by mistake: ${strays.slice(0, 5).join(', ')}`);
  }
  return SERVER_BUNDLE;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await buildServer();
  console.log(`built ${relative(root, SERVER_BUNDLE)}`);
}
