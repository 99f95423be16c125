import type { AdminRoutes } from '../../http/admin-api.js';
import type { EventBus } from './event-bus.js';

const HEARTBEAT_MS = 25_000;

/** GET /admin/events: Server-Sent Events of new surveys and mail for signed-in administrators. */
export function mountAdminEvents(routes: AdminRoutes, events: EventBus): void {
  routes.get('/admin/events', (req, res) => {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      // no-transform keeps the compression middleware from buffering the stream.
      'Cache-Control': 'no-store, no-transform',
      Connection: 'keep-alive',
      // Tells proxies such as nginx not to buffer the stream.
      'X-Accel-Buffering': 'no',
    });
    res.write('retry: 3000\n: connected\n\n');
    const unsubscribe = events.subscribe((event) => {
      res.write(`id: ${event.id}\nevent: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    });
    const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
    req.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  });
}
