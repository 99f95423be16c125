import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

export interface RunningServer {
  baseUrl: string;
  close(): Promise<void>;
}

/** Starts an app on a free loopback port so tests talk real HTTP to it. */
export async function listen(app: Express): Promise<RunningServer> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A response body as the type the test expects (fetch types it as unknown). */
export async function readJson<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
