import { spawn } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';

/**
 * Descriptors of the store's listening socket, each watched by the event loop. Why: since libuv 1.45
 * (libuv pull request 3696; Node 20.20 carries 1.46) a listening handle accepts one connection per turn
 * of the event loop, and Node 20 has no way to listen on one port twice (`reusePort` came in Node 22.12).
 * Under load a turn of the store's loop lasts 10-60 ms, so 100 clients connecting together waited up to
 * 100 turns (1-7 s) to be accepted while the clients already accepted were served again and again: their
 * first answers were the slowest by far, and they decided the p99 (docs/benchmarks/2026-11-27-tails8-7.md).
 * Every descriptor accepts one connection per turn, so this many accept that many.
 */
export const ACCEPTING_DESCRIPTORS = 32;

/** How long getting the extra descriptors may take at start before the store carries on without them. */
const HANDOFF_TIMEOUT_MS = 5_000;

/**
 * The helper process: it hands each listening handle it is sent straight back. A descriptor passed over
 * the IPC channel arrives as a new descriptor of the same socket; a raw handle is never listened on by
 * the helper, so the helper accepts nothing.
 */
const ECHO = "process.on('message', (m, handle) => process.send(m, handle)); process.on('disconnect', () => process.exit(0));";

export interface ExtraAcceptors {
  /** Extra descriptors in use (0 if they could not be had: the store then accepts as Node does by default). */
  count: number;
  /** Stops accepting on them; resolves once the connections they accepted have closed. */
  close(): Promise<void>;
}

type ListeningHandle = object;

/** Gets `count` new descriptors of the listening handle through a short-lived helper process. */
async function duplicates(handle: ListeningHandle, count: number, execPath: string): Promise<ListeningHandle[]> {
  // a bare environment: no NODE_OPTIONS preloads in the helper
  const helper = spawn(execPath, ['-e', ECHO], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'], env: {} });
  const got: ListeningHandle[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer from the helper in ${HANDOFF_TIMEOUT_MS} ms`)), HANDOFF_TIMEOUT_MS);
      const fail = (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      };
      const ask = () => helper.send('again', handle as never, (error) => error && fail(error));
      helper.on('error', fail);
      helper.once('exit', (code) => fail(new Error(`the helper exited (${code})`)));
      helper.on('message', (_message, back: ListeningHandle | undefined) => {
        if (back) got.push(back);
        if (got.length >= count) {
          clearTimeout(timer);
          resolve();
        } else ask();
      });
      ask();
    });
    return got;
  } catch (error) {
    for (const extra of got) (extra as { close?: () => void }).close?.();
    throw error;
  } finally {
    // its copies of the descriptors keep the socket listening until it has exited
    const exited = helper.exitCode !== null || helper.signalCode !== null || helper.pid === undefined ? Promise.resolve() : once(helper, 'exit');
    if (helper.connected) helper.disconnect();
    helper.kill();
    await exited;
  }
}

/**
 * Makes a listening server accept up to ACCEPTING_DESCRIPTORS connections per turn of the event loop
 * instead of one: the connections of the extra descriptors are handed to the server as its own ('connection'),
 * so they are served, tracked and closed by it like the others. Call once the server listens. Should the
 * helper process fail, the server keeps its one descriptor and `onError` is told.
 */
export async function acceptManyPerTurn(
  server: net.Server,
  {
    descriptors = ACCEPTING_DESCRIPTORS,
    execPath = process.execPath,
    onError,
  }: {
    descriptors?: number;
    /** The node binary the helper runs on (this process's). */
    execPath?: string;
    onError?: (error: unknown) => void;
  } = {},
): Promise<ExtraAcceptors> {
  // the listening handle itself (what `listen` accepts as "anything with an underlying _handle member")
  const handle = (server as unknown as { _handle?: ListeningHandle | null })._handle;
  if (!handle || descriptors <= 1) return { count: 0, close: async () => {} };
  let handles: ListeningHandle[];
  try {
    handles = await duplicates(handle, descriptors - 1, execPath);
  } catch (error) {
    onError?.(error);
    return { count: 0, close: async () => {} };
  }
  const extras = handles.map((extra) => {
    const acceptor = net.createServer();
    acceptor.on('connection', (socket) => server.emit('connection', socket));
    acceptor.on('error', (error) => server.emit('error', error));
    acceptor.listen({ _handle: extra } as net.ListenOptions);
    return acceptor;
  });
  // the server's own close() stops only its own descriptor
  const close = async () => {
    await Promise.all(
      extras.map(async (acceptor) => {
        if (!acceptor.listening) return;
        const closed = once(acceptor, 'close');
        acceptor.close();
        await closed;
      }),
    );
  };
  return { count: extras.length, close };
}
