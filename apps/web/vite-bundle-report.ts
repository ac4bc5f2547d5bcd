import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Writes build/bundle-report.json next to build/client (not inside it: it is not served): for
 * every browser chunk, how many of its minified bytes come from each package or app folder. The
 * first-load bench turns it into "what each page's first-load JavaScript contains" (issue 14).
 */
export interface BundleReport {
  chunks: Record<string, Record<string, number>>;
}

/** A module id as a short group name: the npm package, the contracts package, or an app folder. */
export function moduleGroup(id: string): string {
  const path = id.replace(/\?.*$/, '').replaceAll('\\', '/');
  const inPackage = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage) return inPackage[1]!;
  if (path.includes('/packages/contracts/')) return '@carsetu/contracts';
  const inApp = path.match(/\/app\/(components\/[^/]+|routes\/[^/]+|lib|[^/]+$)/);
  if (inApp) return `app/${inApp[1]!.replace(/\.[jt]sx?$/, '')}`;
  return path.startsWith('\0') ? 'virtual' : 'other';
}

export function bundleReport(): Plugin {
  return {
    name: 'carsetu:bundle-report',
    applyToEnvironment: (environment) => environment.name === 'client',
    writeBundle(options, bundle) {
      const report: BundleReport = { chunks: {} };
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const groups: Record<string, number> = {};
        for (const [id, module] of Object.entries(output.modules)) {
          if (module.renderedLength === 0) continue;
          const group = moduleGroup(id);
          groups[group] = (groups[group] ?? 0) + module.renderedLength;
        }
        report.chunks[output.fileName] = groups;
      }
      writeFileSync(join(options.dir!, '..', 'bundle-report.json'), JSON.stringify(report));
    },
  };
}
