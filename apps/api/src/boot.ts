import { migrate, openDatabase, type DatabaseHandle } from '@carsetu/db';
import { seedDemoData } from '@carsetu/db/seed';
import type { AppConfig } from './config/env';

/** Opens the configured database, applies migrations and seeds demo data on first start. */
export interface BootLogger {
  info(message: string): void;
  error(payload: unknown, message?: string): void;
}

export async function prepareDatabase(config: AppConfig, log: BootLogger): Promise<DatabaseHandle> {
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : config.dataDir,
    onPoolError: (error) => log.error(error, 'database connection lost; the pool will reconnect'),
  });
  try {
    const applied = await migrate(handle);
    if (applied.length > 0) log.info(`applied migrations: ${applied.join(', ')}`);
    if (!config.skipSeed) await seedDemoData(handle, { info: (message) => log.info(message) });
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}
