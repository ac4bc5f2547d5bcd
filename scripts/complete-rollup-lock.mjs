#!/usr/bin/env node
// Rollup ships one native package per platform as optional dependencies. npm 11's `npm ci`
// insists every one of them has a lock entry, but the registry mirror this project is built
// against serves only the Linux ones, so `npm install` cannot write the others. This adds the
// missing entries (metadata only: npm skips them on a non-matching os/cpu, nothing is fetched).
// Run after changing dependencies: `node scripts/complete-rollup-lock.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const PLATFORMS = {
  'android-arm-eabi': { os: 'android', cpu: 'arm' },
  'android-arm64': { os: 'android', cpu: 'arm64' },
  'android-x64': { os: 'android', cpu: 'x64' },
  'darwin-arm64': { os: 'darwin', cpu: 'arm64' },
  'darwin-x64': { os: 'darwin', cpu: 'x64' },
  'freebsd-arm64': { os: 'freebsd', cpu: 'arm64' },
  'freebsd-x64': { os: 'freebsd', cpu: 'x64' },
  'linux-arm-gnueabihf': { os: 'linux', cpu: 'arm', libc: 'glibc' },
  'linux-arm-musleabihf': { os: 'linux', cpu: 'arm', libc: 'musl' },
  'linux-arm64-gnu': { os: 'linux', cpu: 'arm64', libc: 'glibc' },
  'linux-arm64-musl': { os: 'linux', cpu: 'arm64', libc: 'musl' },
  'linux-loong64-gnu': { os: 'linux', cpu: 'loong64', libc: 'glibc' },
  'linux-loong64-musl': { os: 'linux', cpu: 'loong64', libc: 'musl' },
  'linux-ppc64-gnu': { os: 'linux', cpu: 'ppc64', libc: 'glibc' },
  'linux-ppc64-musl': { os: 'linux', cpu: 'ppc64', libc: 'musl' },
  'linux-riscv64-gnu': { os: 'linux', cpu: 'riscv64', libc: 'glibc' },
  'linux-riscv64-musl': { os: 'linux', cpu: 'riscv64', libc: 'musl' },
  'linux-s390x-gnu': { os: 'linux', cpu: 's390x', libc: 'glibc' },
  'linux-x64-gnu': { os: 'linux', cpu: 'x64', libc: 'glibc' },
  'linux-x64-musl': { os: 'linux', cpu: 'x64', libc: 'musl' },
  'openbsd-x64': { os: 'openbsd', cpu: 'x64' },
  'openharmony-arm64': { os: 'openharmony', cpu: 'arm64' },
  'win32-arm64-msvc': { os: 'win32', cpu: 'arm64' },
  'win32-ia32-msvc': { os: 'win32', cpu: 'ia32' },
  'win32-x64-gnu': { os: 'win32', cpu: 'x64' },
  'win32-x64-msvc': { os: 'win32', cpu: 'x64' },
};

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const rollup = lock.packages['node_modules/rollup'];
let added = 0;
for (const name of Object.keys(rollup?.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  if (lock.packages[key]) continue;
  const platform = PLATFORMS[name.replace('@rollup/rollup-', '')];
  if (!platform) throw new Error(`Unknown rollup platform package ${name}: add it to PLATFORMS`);
  lock.packages[key] = {
    version: rollup.optionalDependencies[name],
    cpu: [platform.cpu],
    dev: true,
    ...(platform.libc ? { libc: [platform.libc] } : {}),
    license: 'MIT',
    optional: true,
    os: [platform.os],
  };
  added += 1;
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) =>
    a === '' ? -1 : b === '' ? 1 : a.localeCompare(b),
  ),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} rollup platform entries added`);
