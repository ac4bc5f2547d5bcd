import { randomUUID } from 'node:crypto';
import { openPgChannel, type PgChannel } from './pg-channel';

const CHANNEL = 'public_content';

/**
 * "What anonymous pages show has changed" (decision 0137): a car reserved, released, sold or
 * listed, a review published. The page cache listens and drops its pages; jobs and the write
 * routes that change public content say so. With PostgreSQL the signal is shared (decision 0139):
 * every server process on the database hears every other's changes, so no worker keeps serving
 * a sold car from its own cache.
 */
export class PublicContentSignal {
  private readonly listeners = new Set<() => void>();
  /** Tells this process's own notifications apart from the other processes'. */
  private readonly origin = randomUUID();
  private channel: PgChannel | null = null;

  constructor(private readonly log?: { warn(object: object, message: string): void }) {}

  /** Joins the other processes on this PostgreSQL database. */
  async share(databaseUrl: string): Promise<void> {
    this.channel = await openPgChannel({
      databaseUrl,
      channel: CHANNEL,
      log: this.log ?? { warn: () => {} },
      onMessage: (origin) => {
        if (origin !== this.origin) this.notifyHere();
      },
    });
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  changed(): void {
    this.notifyHere();
    this.channel
      ?.send(this.origin)
      .catch((error: unknown) =>
        this.log?.warn({ err: error }, 'public content change not shared with other processes'),
      );
  }

  async close(): Promise<void> {
    await this.channel?.close();
    this.channel = null;
  }

  private notifyHere(): void {
    for (const listener of this.listeners) listener();
  }
}
