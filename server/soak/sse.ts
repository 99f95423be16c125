import http from 'node:http';

/** A minimal Server-Sent Events reader for the admin stream (/api/admin/events). */
export interface EventStream {
  /** Resolves with the first event's data (parsed JSON) that matches, or rejects after timeoutMs. */
  waitFor<T>(type: string, match: (data: T) => boolean, timeoutMs: number): Promise<T>;
  close(): void;
}

export function openEventStream(url: string, cookie: string): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const events: { type: string; data: unknown }[] = [];
    const waiters = new Set<() => void>();
    const req = http.get(url, { headers: { cookie, accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`event stream: HTTP ${res.statusCode}`));
        res.resume();
        return;
      }
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const type = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (type && data) {
            events.push({ type, data: JSON.parse(data) as unknown });
            for (const wake of waiters) wake();
          }
        }
      });
      resolve({
        waitFor<T>(type: string, match: (data: T) => boolean, timeoutMs: number) {
          return new Promise<T>((found, fail) => {
            const check = () => {
              const hit = events.find((event) => event.type === type && match(event.data as T));
              if (!hit) return;
              waiters.delete(check);
              clearTimeout(timer);
              found(hit.data as T);
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no ${type} event within ${timeoutMs} ms`));
            }, timeoutMs);
            waiters.add(check);
            check();
          });
        },
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
  });
}
