import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/*
 * Builds the compiled catalogs (decision 0180). Message ids are the English texts passed to
 * `t('…')` or `msg('…')` in apps/web/app; the Hindi texts live in apps/web/i18n/hi/*.ts, one
 * file per area so that people translating different journeys do not edit the same file.
 */

const CALL = /\b(?:t|msg)\(\s*(['"])((?:\\.|(?!\1)[^\\\n])*)\1\s*[,)]/g;

function unescape(quote: string, body: string): string {
  if (quote === '"') return JSON.parse(`"${body}"`) as string;
  return JSON.parse(`"${body.replace(/\\'/g, "'").replace(/"/g, '\\"')}"`) as string;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'compiled' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

/** Every message id in the app's source, with the first file that uses it. */
export function extractMessages(appDir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(appDir).sort()) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(CALL)) {
      const id = unescape(match[1]!, match[2]!);
      if (!found.has(id)) found.set(id, relative(appDir, file));
    }
  }
  return found;
}

/**
 * Visitor-facing texts named as constants (`…_MESSAGE`, `…_ERROR`, `…_TEXT`, e.g. the contracts'
 * INVALID_MOBILE_MESSAGE): the web shows them with `t(CONSTANT)`.
 */
const CONTRACT_TEXT =
  /export const [A-Z][A-Z_]*_(?:MESSAGE|ERROR|TEXT|HINT)\s*=\s*(['"])((?:\\.|(?!\1)[^\\\n])*)\1\s*;/g;

export function extractMessageConstants(contractsDir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(contractsDir).sort()) {
    for (const match of readFileSync(file, 'utf8').matchAll(CONTRACT_TEXT)) {
      const id = unescape(match[1]!, match[2]!);
      if (!found.has(id)) found.set(id, relative(contractsDir, file));
    }
  }
  return found;
}

/** The placeholders of an ICU message (`{city}`, `{count, plural, …}`), sorted. */
export function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((m) => m[1]!).sort();
}

export interface CatalogProblems {
  untranslated: string[];
  unused: string[];
  placeholderMismatch: string[];
}

export function buildCatalogs(ids: Iterable<string>, hindi: Record<string, string>) {
  const sorted = [...new Set(ids)].sort();
  const en: Record<string, unknown> = {};
  const hi: Record<string, unknown> = {};
  const problems: CatalogProblems = { untranslated: [], unused: [], placeholderMismatch: [] };
  for (const id of sorted) {
    // English needs only the messages with placeholders: a plain text is its own id, and the
    // translator shows an id missing from the catalog as it is. Every English page fetches
    // this catalog, so it stays small.
    if (id.includes('{')) en[id] = compileMessage(id);
    const translation = hindi[id];
    if (translation === undefined) problems.untranslated.push(id);
    else if (placeholders(translation).join() !== placeholders(id).join())
      problems.placeholderMismatch.push(id);
    // A missing translation shows the English text rather than breaking the page.
    hi[id] = compileMessage(translation ?? id);
  }
  const used = new Set(sorted);
  problems.unused = Object.keys(hindi).filter((id) => !used.has(id));
  return { en, hi, problems };
}
