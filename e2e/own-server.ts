import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/**
 * The built server started by a spec that needs settings of its own (real mail servers, alert
 * timings) next to the shared e2e server: a free port, a health wait and a clean stop.
 */

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts server/dist/main.js with `env` and waits until `${baseURL}/api/health` answers. */
export async function startOwnServer(env: NodeJS.ProcessEnv, baseURL: string, label: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['--enable-source-maps', 'server/dist/main.js'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const deadline = Date.now() + 150_000;
  for (;;) {
    const ready = await fetch(`${baseURL}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return server;
    if (server.exitCode !== null) throw new Error(`the ${label} e2e server exited with ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error(`the ${label} e2e server did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** SIGTERM, so the server stops its embedded PostgreSQL, then waits for it to exit. */
export async function stopOwnServer(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}
