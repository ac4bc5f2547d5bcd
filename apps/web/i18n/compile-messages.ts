/**
 * `npm run i18n`: extracts message ids from apps/web/app, compiles the English and Hindi catalogs
 * into apps/web/app/lib/i18n/compiled/*.json and lists what still needs a translation.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCatalogs, extractMessageConstants, extractMessages } from './catalog';
import { hindiCatalog } from './hindi';

const here = dirname(fileURLToPath(import.meta.url));
export const APP_DIR = join(here, '..', 'app');
export const COMPILED_DIR = join(APP_DIR, 'lib', 'i18n', 'compiled');

export const CONTRACTS_DIR = join(here, '..', '..', '..', 'packages', 'contracts', 'src');

export function compileAll() {
  const ids = [
    ...extractMessages(APP_DIR).keys(),
    ...extractMessageConstants(APP_DIR).keys(),
    ...extractMessageConstants(CONTRACTS_DIR).keys(),
  ];
  return buildCatalogs(ids, hindiCatalog());
}

/** One message per line, so a changed text is a one-line diff. */
export const serialise = (catalog: Record<string, unknown>) =>
  `{\n${Object.entries(catalog)
    .map(([id, compiled]) => `${JSON.stringify(id)}: ${JSON.stringify(compiled)}`)
    .join(',\n')}\n}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { en, hi, problems } = compileAll();
  writeFileSync(join(COMPILED_DIR, 'en.json'), serialise(en));
  writeFileSync(join(COMPILED_DIR, 'hi.json'), serialise(hi));
  process.stdout.write(`${Object.keys(hi).length} messages compiled.\n`);
  for (const [kind, ids] of Object.entries(problems))
    if (ids.length) process.stdout.write(`${kind} (${ids.length}):\n  ${ids.join('\n  ')}\n`);
}
