import { availableParallelism } from 'node:os';
import { describe, expect, it, vi } from 'vitest';
import { workerCount } from './cluster';

const log = () => ({ info: vi.fn(), error: vi.fn() });
const PG = 'postgres://postgres@127.0.0.1:5432/carsetu';

describe('how many server processes (WORKERS)', () => {
  it('runs the number asked for on PostgreSQL, and one per core for auto', () => {
    expect(workerCount({ workers: 3, databaseUrl: PG }, log())).toBe(3);
    expect(workerCount({ workers: 'auto', databaseUrl: PG }, log())).toBe(availableParallelism());
    expect(workerCount({ workers: 1, databaseUrl: undefined }, log())).toBe(1);
  });

  it('keeps PGlite to one process and says why', () => {
    const logger = log();
    expect(workerCount({ workers: 4, databaseUrl: undefined }, logger)).toBe(1);
    expect(logger.info).toHaveBeenCalledWith(expect.stringContaining('needs DATABASE_URL'));
  });
});
