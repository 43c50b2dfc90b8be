import { Client, type Notification } from 'pg';
import type { Logger } from 'pino';

/**
 * The channels the database notifies on commit (migration 0017): a catalogue version bump, a settings save.
 * The payload is always empty, so PostgreSQL sends a transaction's many bumps as one notification.
 */
export const CHANGE_CHANNELS = { catalogue: 'bookstore_catalogue', settings: 'bookstore_settings' } as const;
export type ChangeChannel = keyof typeof CHANGE_CHANNELS;

/**
 * Another process's committed changes, heard through PostgreSQL LISTEN on one connection of this process's
 * own (docs/decisions/0008-cross-process-invalidation.md). While it listens, a value read from the database
 * stays valid as long as its channel's epoch has not moved; while it does not, every reader falls back to
 * asking the database (the catalogue version per request, the settings after their short maximum age).
 */
export interface ChangeFeed {
  /**
   * A number that moves on every notification of the channel and whenever the connection is lost or made
   * again (notifications may have been missed meanwhile); undefined while not listening.
   */
  epoch(channel: ChangeChannel): number | undefined;
  /** Called on each notification of the channel and on each loss or return of the connection. */
  subscribe(channel: ChangeChannel, listener: () => void): () => void;
  listening(): boolean;
  close(): Promise<void>;
}

export interface ChangeFeedOptions {
  connectionString: string;
  logger: Pick<Logger, 'info' | 'warn'>;
  connectTimeoutMs?: number;
  /** The first wait before connecting again; doubles with each failure up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /**
   * How often the connection is checked with `select 1`: a connection cut without a reset (a firewall, a
   * cable) would otherwise look alive while no notification comes through.
   */
  heartbeatMs?: number;
}

/**
 * While listening, a value read from the database is still read again after this, heard about or not: the
 * safety net should a notification go astray (a connection cut silently, between two heartbeats).
 */
export const FEED_MAX_AGE_MS = 5_000;

const channelsOf = Object.entries(CHANGE_CHANNELS) as [ChangeChannel, string][];

export function createChangeFeed({
  connectionString,
  logger,
  connectTimeoutMs = 5_000,
  backoffMs = 250,
  maxBackoffMs = 10_000,
  heartbeatMs = 15_000,
}: ChangeFeedOptions): ChangeFeed {
  const epochs = new Map<ChangeChannel, number>(channelsOf.map(([channel]) => [channel, 0]));
  const listeners = new Map<ChangeChannel, Set<() => void>>(channelsOf.map(([channel]) => [channel, new Set()]));
  const byName = new Map(channelsOf.map(([channel, name]) => [name, channel]));
  let client: Client | undefined;
  let live = false;
  let closed = false;
  let failures = 0;
  let retryTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const changed = (channel: ChangeChannel) => {
    epochs.set(channel, (epochs.get(channel) ?? 0) + 1);
    for (const listener of listeners.get(channel) ?? []) {
      try {
        listener();
      } catch (err) {
        logger.warn({ err, channel }, 'change feed: a listener failed');
      }
    }
  };
  const everythingChanged = () => channelsOf.forEach(([channel]) => changed(channel));

  const lost = (current: Client, err?: unknown) => {
    if (client !== current) return;
    client = undefined;
    clearInterval(heartbeat);
    current.removeAllListeners('notification');
    current.end().catch(() => undefined);
    if (live) logger.warn({ err }, 'change feed: connection lost; reading the database on each request until it is back');
    live = false;
    everythingChanged();
    if (closed) return;
    const wait = Math.min(backoffMs * 2 ** failures, maxBackoffMs);
    failures += 1;
    retryTimer = setTimeout(connect, wait * (0.75 + Math.random() * 0.5));
    retryTimer.unref();
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const current = new Client({
      connectionString,
      connectionTimeoutMillis: connectTimeoutMs,
      query_timeout: connectTimeoutMs,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client = current;
    current.on('error', (err) => lost(current, err));
    current.on('end', () => lost(current));
    current.on('notification', (message: Notification) => {
      const channel = byName.get(message.channel);
      if (channel) changed(channel);
    });
    try {
      await current.connect();
      for (const [, name] of channelsOf) await current.query(`LISTEN ${name}`);
    } catch (err) {
      if (failures === 0) logger.warn({ err }, 'change feed: cannot listen; reading the database on each request meanwhile');
      lost(current, err);
      return;
    }
    // closed, or lost, while it was connecting
    if (client !== current || closed) {
      await current.end().catch(() => undefined);
      return;
    }
    if (failures > 0) logger.info('change feed: listening again');
    failures = 0;
    live = true;
    // whatever was read before this moment may have missed a notification
    everythingChanged();
    heartbeat = setInterval(() => {
      current.query('select 1').catch((err: unknown) => lost(current, err));
    }, heartbeatMs);
    heartbeat.unref();
  }

  void connect();

  return {
    epoch: (channel) => (live ? epochs.get(channel) : undefined),
    subscribe(channel, listener) {
      listeners.get(channel)?.add(listener);
      return () => listeners.get(channel)?.delete(listener);
    },
    listening: () => live,
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      const current = client;
      client = undefined;
      live = false;
      await current?.end().catch(() => undefined);
    },
  };
}
