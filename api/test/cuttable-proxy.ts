import net from 'node:net';

export type CuttableProxy = {
  /** The proxy's address as `host:port`. */
  address: string;
  /** Drops every connection and refuses new ones, as a stopped server does. */
  cut: () => Promise<void>;
  /** Accepts connections again, on the same port. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
};

/** A TCP proxy to `target` (host:port) that a test can cut and restore: a database outage without stopping one. */
export const startCuttableProxy = async (target: { host: string; port: number }): Promise<CuttableProxy> => {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    const upstream = net.connect(target.port, target.host);
    track(client);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  return { address: `127.0.0.1:${port}`, cut: stop, restore: () => listen(port), close: stop };
};
