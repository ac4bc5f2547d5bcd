import pg from 'pg';

/**
 * A PostgreSQL NOTIFY channel shared by every server process on one database: `send` notifies,
 * and each process keeps one LISTEN connection (re-opened after a drop) that hands every message
 * to `onMessage`. What crosses processes this way: "auction X changed" (decision 0114) and "public
 * content changed" for the page caches (decision 0139).
 */
export interface PgChannel {
  send(payload: string): Promise<void>;
  close(): Promise<void>;
}

const RECONNECT_MS = 1_000;

export async function openPgChannel(options: {
  databaseUrl: string;
  channel: string;
  onMessage(payload: string): void;
  log: { warn(object: object, message: string): void };
}): Promise<PgChannel> {
  const { databaseUrl, channel, onMessage, log } = options;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  const publisher = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  publisher.on('error', (error) => log.warn({ err: error, channel }, 'channel publisher error'));
  let listener: pg.Client | null = null;
  let closed = false;

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('notification', (message) => {
      if (message.payload) onMessage(message.payload);
    });
    client.on('error', (error) => {
      log.warn({ err: error, channel }, 'channel listener lost; reconnecting');
      listener = null;
      void client.end().catch(() => {});
      if (!closed) setTimeout(() => void listen().catch(() => {}), RECONNECT_MS).unref();
    });
    await client.connect();
    await client.query(`listen ${channel}`);
    listener = client;
  }
  await listen();

  return {
    send: async (payload) => {
      await publisher.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: async () => {
      closed = true;
      await listener?.end().catch(() => {});
      await publisher.end();
    },
  };
}
