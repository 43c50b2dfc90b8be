import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { acceptManyPerTurn, ACCEPTING_DESCRIPTORS, type ExtraAcceptors } from '../http/accept-handles';

const REQUEST = 'GET / HTTP/1.1\r\nHost: test\r\n\r\n';
const BUSY_CLIENTS = 10;
const NEWCOMERS = 30;

let server: http.Server;
let extras: ExtraAcceptors | undefined;
let answered = 0;
const sockets = new Set<net.Socket>();

async function listening(): Promise<number> {
  server = http.createServer((_req, res) => {
    answered += 1;
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

function connect(port: number): net.Socket {
  const socket = net.connect(port, '127.0.0.1');
  sockets.add(socket);
  socket.on('error', () => {});
  return socket;
}

/** A keep-alive client that asks again as soon as each answer has come, until stopped. */
function busyClient(port: number): net.Socket {
  const socket = connect(port);
  socket.on('data', (chunk: Buffer) => {
    if (chunk.toString('latin1').endsWith('ok')) socket.write(REQUEST);
  });
  socket.write(REQUEST);
  return socket;
}

/** A new keep-alive client: its first answer. */
function newcomer(port: number): Promise<string> {
  const socket = connect(port);
  socket.write(REQUEST);
  return new Promise((resolve) => socket.once('data', (chunk: Buffer) => resolve(chunk.toString('latin1'))));
}

afterEach(async () => {
  for (const socket of sockets) socket.destroy();
  sockets.clear();
  await extras?.close();
  extras = undefined;
  if (server.listening) await new Promise((resolve) => server.close(resolve));
  answered = 0;
});

describe('accepting many connections per turn of the event loop', () => {
  it('when 30 clients connect together while 10 others keep the server busy, then all 30 are accepted before the busy ones get 3 answers each', async () => {
    const port = await listening();
    extras = await acceptManyPerTurn(server);
    expect(extras.count).toBe(ACCEPTING_DESCRIPTORS - 1);
    for (let i = 0; i < BUSY_CLIENTS; i += 1) busyClient(port);
    while (answered < 100) await new Promise((resolve) => setImmediate(resolve));

    const acceptedAt: number[] = [];
    server.on('connection', () => acceptedAt.push(answered));
    const firstAnswers = await Promise.all(Array.from({ length: NEWCOMERS }, () => newcomer(port)));

    expect(firstAnswers.every((answer) => answer.startsWith('HTTP/1.1 200') && answer.endsWith('ok'))).toBe(true);
    expect(acceptedAt).toHaveLength(NEWCOMERS);
    // one accept per turn: each of the 29 later turns also served the busy clients (about 150-290 answers)
    expect(acceptedAt[NEWCOMERS - 1]! - acceptedAt[0]!).toBeLessThan(3 * BUSY_CLIENTS);
  });

  it('when the server and its extra descriptors are closed, then the port refuses new connections', async () => {
    const port = await listening();
    extras = await acceptManyPerTurn(server);
    await new Promise((resolve) => server.close(resolve));
    await extras.close();

    const refused = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve('accepted');
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
  });

  it('when a connection accepted by an extra descriptor is still open, then closing waits for its answer to end', async () => {
    const port = await listening();
    extras = await acceptManyPerTurn(server);
    const answers = await Promise.all(Array.from({ length: 40 }, () => newcomer(port)));
    expect(answers).toHaveLength(40);

    let closed = false;
    const closing = extras.close().then(() => (closed = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // the 40 keep-alive connections are spread over the descriptors: at least one extra one still holds some
    expect(closed).toBe(false);
    for (const socket of sockets) socket.destroy();
    await closing;
    expect(closed).toBe(true);
  });

  it('when the helper process cannot start, then the server keeps its one descriptor, still answers, and says why', async () => {
    const port = await listening();
    const errors: unknown[] = [];
    extras = await acceptManyPerTurn(server, { execPath: '/nonexistent/node', onError: (error) => errors.push(error) });

    expect(extras.count).toBe(0);
    expect(errors).toHaveLength(1);
    expect(await newcomer(port)).toMatch(/^HTTP\/1\.1 200[\s\S]*ok$/);
  });
});
