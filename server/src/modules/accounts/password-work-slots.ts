/**
 * How many argon2 hash or verify computations may run at once in this process. Each one takes
 * about 150 ms of one core and a 64 MiB buffer, and runs on libuv's small thread pool: left
 * unbounded, a burst of logins fills every core and the pool (which file reads share), and the
 * public site stalls. One at a time keeps the other core for everyone else; a login waits in the
 * queue instead. (p-limit would do, but it is only a dev-time dependency here.)
 */
export const PASSWORD_WORK_CONCURRENCY = 1;

export interface WorkSlots {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now and waiting, for tests and measurements. */
  readonly active: number;
  readonly waiting: number;
}

export function createWorkSlots(max: number): WorkSlots {
  let active = 0;
  const queue: (() => void)[] = [];
  return {
    async run(task) {
      // A finished task hands its slot straight to the next one waiting, so `active` never overshoots.
      if (active >= max) await new Promise<void>((resolve) => queue.push(resolve));
      else active += 1;
      try {
        return await task();
      } finally {
        const next = queue.shift();
        if (next) next();
        else active -= 1;
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}

/** The one queue of password work of this process (login, registration, the CLI). */
export const passwordWorkSlots = createWorkSlots(PASSWORD_WORK_CONCURRENCY);
