import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

describe('data directory lock', () => {
  const dirs: string[] = [];
  const freshDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'carsetu-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('refuses a second holder while a live process holds the directory', () => {
    const dir = freshDir();
    // A live process other than us: our parent.
    writeFileSync(
      join(dir, 'carsetu.lock'),
      JSON.stringify({ pid: process.ppid, host: hostname() }),
    );
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another CarSetu process/);
  });

  it('takes over a lock left by a process that no longer exists', () => {
    const dir = freshDir();
    writeFileSync(
      join(dir, 'carsetu.lock'),
      JSON.stringify({ pid: 2 ** 22 + 7, host: hostname() }),
    );
    const release = acquireDataDirLock(dir);
    expect(typeof release).toBe('function');
    release();
  });

  it('can be taken again after release', () => {
    const dir = freshDir();
    acquireDataDirLock(dir)();
    const release = acquireDataDirLock(dir);
    release();
  });
});

describe('opening PGlite on a locked directory', () => {
  it('refuses a second handle on the same data directory', async () => {
    const { openDatabase } = await import('./client');
    const dir = mkdtempSync(join(tmpdir(), 'carsetu-pglite-'));
    const first = await openDatabase({ dataDir: dir });
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirLockedError);
    } finally {
      await first.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
