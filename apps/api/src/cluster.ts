import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import type { AppConfig } from './config/env';
import type { BootLogger } from './boot';

/** A worker that dies sooner than this after starting is not restarted (a crash loop). */
const MIN_UPTIME_FOR_RESTART_MS = 10_000;

/**
 * How many server processes to run (decision 0139): WORKERS, `auto` being one per core. Several
 * need PostgreSQL: PGlite is an embedded, single-process database, so it runs one process.
 */
export function workerCount(config: Pick<AppConfig, 'workers' | 'databaseUrl'>, log: BootLogger) {
  const wanted = config.workers === 'auto' ? availableParallelism() : config.workers;
  if (wanted > 1 && !config.databaseUrl) {
    log.info(`WORKERS=${config.workers} needs DATABASE_URL (PostgreSQL); running one process`);
    return 1;
  }
  return wanted;
}

/**
 * The first process of a multi-worker server: forks the workers (they share the port; the
 * operating system spreads connections), restarts one that dies, and on SIGTERM/SIGINT passes the
 * signal on and exits when they have finished their requests. Sessions, rate limits, auction
 * events and page-cache invalidation already live in PostgreSQL (or Redis), and background jobs
 * take a database lock per run, so workers share nothing in memory that matters.
 */
export function runWorkers(count: number, log: BootLogger): void {
  let stopping = false;
  const startedAt = new Map<number, number>();
  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
  };
  for (let i = 0; i < count; i++) fork();
  log.info(`started ${count} server workers`);

  cluster.on('exit', (worker, code, signal) => {
    const uptime = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (uptime < MIN_UPTIME_FOR_RESTART_MS) {
      log.error(`worker exited ${signal ?? code} ${uptime} ms after start`, 'not restarting');
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(1);
      return;
    }
    log.error(`worker exited ${signal ?? code}`, 'restarting it');
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
