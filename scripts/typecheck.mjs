#!/usr/bin/env node
// `npm run typecheck`: every workspace's own `typecheck` script, two at a time. Each is one tsc
// process on one core; one after the other they took two minutes of a 2-core CI machine's run.
// Each workspace's output is printed whole when it finishes; the exit code is non-zero if any
// failed. TYPECHECK_JOBS sets how many run at once.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const root = new URL('../', import.meta.url);
const { workspaces } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const withTypecheck = workspaces.filter(
  (dir) =>
    JSON.parse(readFileSync(new URL(`${dir}/package.json`, root), 'utf8')).scripts?.typecheck,
);
// The web app (it generates route and API types first) and the API take longest: start them first.
const slowestFirst = ['apps/web', 'apps/api'];
const queue = [
  ...slowestFirst.filter((dir) => withTypecheck.includes(dir)),
  ...withTypecheck.filter((dir) => !slowestFirst.includes(dir)),
];
const jobs = Number(process.env.TYPECHECK_JOBS ?? Math.min(2, availableParallelism()));

function typecheck(dir) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', 'typecheck', '--silent'], {
      cwd: new URL(dir, root),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? 'ok  ' : 'FAIL'} ${dir} (${seconds} s)\n${output}`);
      resolve(code ?? 1);
    });
  });
}

const codes = [];
async function worker() {
  for (let dir = queue.shift(); dir; dir = queue.shift()) codes.push(await typecheck(dir));
}
await Promise.all(Array.from({ length: jobs }, worker));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
