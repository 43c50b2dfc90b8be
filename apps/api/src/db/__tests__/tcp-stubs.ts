import net from 'node:net';

export interface TcpStub {
  port: number;
  close(): Promise<void>;
}

function listen(server: net.Server, sockets: Set<net.Socket>): Promise<TcpStub> {
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        port: (server.address() as net.AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

/** A "database" that accepts connections and never says a word: the hang a refused port cannot show. */
export function hangingServer(): Promise<TcpStub> {
  const sockets = new Set<net.Socket>();
  return listen(net.createServer(() => {}), sockets);
}

/** A port on 127.0.0.1 where nothing listens, so connecting is refused at once. */
export async function closedPort(): Promise<number> {
  const stub = await hangingServer();
  await stub.close();
  return stub.port;
}

export interface PausableProxy extends TcpStub {
  /** Holds every byte in both directions and lets new connections hang: the database "hangs". */
  pause(): void;
  /** Passes the held bytes on and connects waiting clients: the database is back. */
  resume(): void;
  /** Drops every connection and each new one at once, as a restarting server does. */
  drop(): void;
}

/** A TCP proxy to `target` (host:port) that a test can pause, drop and resume. */
export function pausableProxy(target: { host: string; port: number }): Promise<PausableProxy> {
  const sockets = new Set<net.Socket>();
  let mode: 'open' | 'paused' | 'dropping' = 'open';
  const waiting = new Set<() => void>();

  // forwards `from` -> `to`, holding the bytes while paused
  const forward = (from: net.Socket, to: net.Socket) => {
    const held: Buffer[] = [];
    const flush = () => {
      for (const chunk of held.splice(0)) to.write(chunk);
    };
    from.on('data', (chunk: Buffer) => {
      if (mode === 'paused') {
        held.push(chunk);
        waiting.add(flush);
      } else to.write(chunk);
    });
    from.on('close', () => to.destroy());
    from.on('error', () => to.destroy());
  };

  const server = net.createServer((client) => {
    if (mode === 'dropping') {
      client.destroy();
      return;
    }
    const connect = () => {
      if (client.destroyed) return;
      const upstream = net.connect(target.port, target.host);
      sockets.add(upstream);
      upstream.on('close', () => sockets.delete(upstream));
      forward(client, upstream);
      forward(upstream, client);
    };
    if (mode === 'paused') {
      client.pause();
      waiting.add(() => {
        connect();
        client.resume();
      });
    } else connect();
  });

  return listen(server, sockets).then((stub) => ({
    ...stub,
    pause: () => {
      mode = 'paused';
    },
    resume: () => {
      mode = 'open';
      for (const go of [...waiting]) go();
      waiting.clear();
    },
    drop: () => {
      mode = 'dropping';
      for (const socket of sockets) socket.destroy();
    },
  }));
}
