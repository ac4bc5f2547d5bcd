import type { FastifyInstance } from 'fastify';
import {
  createBankVerificationProvider,
  type BankVerificationProvider,
} from '../../../providers/bank-verification';
import {
  memoryAuctionEvents,
  postgresAuctionEvents,
  type AuctionEvents,
} from '../auction/auction-events';
import { localDiskStorage, memoryStorage, type PhotoStorage } from '../inspection/photo-storage';
import { s3Storage } from '../inspection/s3-storage';

/** What the sale routes and jobs share per app: the auction fan-out and the photo storage. */
export interface SaleDeps {
  events: AuctionEvents;
  storage: PhotoStorage;
  bank: BankVerificationProvider;
}

// Keyed by the app's database handle: every encapsulated child instance of one app shares it.
const depsByApp = new WeakMap<object, SaleDeps>();

/** Created once per app and closed with it. */
export async function saleDepsFor(app: FastifyInstance): Promise<SaleDeps> {
  const existing = depsByApp.get(app.db);
  if (existing) return existing;
  const events = app.config.databaseUrl
    ? await postgresAuctionEvents(app.config.databaseUrl, app.log)
    : memoryAuctionEvents();
  const { uploadsS3, uploadsDir } = app.config;
  const storage = uploadsS3
    ? s3Storage(uploadsS3)
    : uploadsDir
      ? localDiskStorage(uploadsDir)
      : memoryStorage();
  const deps = { events, storage, bank: createBankVerificationProvider(app.config) };
  depsByApp.set(app.db, deps);
  app.addHook('onClose', async () => {
    depsByApp.delete(app.db);
    await events.close();
  });
  return deps;
}

/** The deps of a running app, for background jobs (null before the routes registered). */
export function saleDepsOf(app: FastifyInstance): SaleDeps | null {
  return depsByApp.get(app.db) ?? null;
}
