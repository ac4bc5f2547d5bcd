// Runs the e2e suite: the desktop and phone projects side by side, each against its own server
// and fresh data directory (the ports differ), so the two halves cannot disturb each other's data
// and a 2-core machine finishes in about half the time; then the maintenance-mode check.
// E2E_SERIAL=1 runs the projects one after the other instead (for a busy or 1-core machine).
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const basePort = Number(process.env.E2E_PORT ?? 3100);
// Extra arguments (a spec file, --retries=0) go to the two project runs.
const extraArgs = process.argv.slice(2);
const projects = [
  { name: 'desktop', port: basePort },
  { name: 'phone', port: basePort + 1 },
];

function run(label, args, env) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', ...args], {
      // Each run compiles the specs into a cache of its own. Playwright's default is one cache
      // directory per user, and two runs side by side wrote and read the same files: the desktop
      // half once read a module the phone half was still writing ("does not provide an export
      // named ...") and every desktop spec failed to load.
      env: {
        ...process.env,
        PWTEST_CACHE_DIR: join(tmpdir(), `carsetu-e2e-transform-cache-${label}`),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) out.write(`[${label}] ${line}\n`);
      });
      stream.on('end', () => rest && out.write(`[${label}] ${rest}\n`));
    };
    prefix(child.stdout, process.stdout);
    prefix(child.stderr, process.stderr);
    child.on('close', (code) => resolve(code ?? 1));
  });
}

const runProject = ({ name, port }) =>
  run(name, [`--project=${name}`, ...extraArgs], { E2E_PORT: String(port) });

let codes;
if (process.env.E2E_SERIAL === '1') {
  codes = [];
  for (const project of projects) codes.push(await runProject(project));
} else {
  codes = await Promise.all(projects.map(runProject));
}
codes.push(await run('maintenance', ['-c', 'playwright.maintenance.config.ts'], {}));
const failed = codes.some((code) => code !== 0);
process.stdout.write(failed ? `e2e failed (exit codes ${codes.join(', ')})\n` : 'e2e passed\n');
process.exit(failed ? 1 : 0);
