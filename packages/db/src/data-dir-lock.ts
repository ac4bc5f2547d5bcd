import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * PGlite keeps no lock on its data directory: two processes on one directory silently lose
 * writes. We take an exclusive lock file (O_EXCL create) holding our pid and refuse to start
 * when a live process already holds it. A lock left by a dead process is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is in use by another CarSetu process (pid ${pid}). ` +
        'Stop that process first, or start this one with DATA_DIR pointing at another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

const LOCK_FILE = 'carsetu.lock';
/** Locks this process holds: a lock file naming our own pid may be a previous incarnation's. */
const heldByThisProcess = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function acquireDataDirLock(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(
        fd,
        JSON.stringify({ pid: process.pid, host: hostname(), at: new Date().toISOString() }),
      );
      closeSync(fd);
      heldByThisProcess.add(lockPath);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldByThisProcess.delete(lockPath);
        rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLockHolder(lockPath);
      const heldHere = holder?.pid === process.pid && heldByThisProcess.has(lockPath);
      const heldByOther = holder !== undefined && holder.pid !== process.pid && isAlive(holder.pid);
      // A lock written on another host (shared volume) is never assumed stale.
      const otherHost = holder !== undefined && holder.host !== hostname();
      if (holder && (heldHere || heldByOther || otherHost)) {
        throw new DataDirLockedError(dataDir, holder.pid);
      }
      // Stale lock from a crashed process: remove it and try once more.
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}

function readLockHolder(lockPath: string): { pid: number; host: string } | undefined {
  try {
    return JSON.parse(readFileSync(lockPath, 'utf8')) as { pid: number; host: string };
  } catch {
    return undefined;
  }
}
