import { describe, expect, it } from 'vitest';
import { verifyAdminPassword, hashAdminPassword } from './admin-users.js';
import { createWorkSlots, passwordWorkSlots, PASSWORD_WORK_CONCURRENCY } from './password-work-slots.js';

describe('password work slots', () => {
  it('runs at most `max` tasks at once, in arrival order, and passes results and errors through', async () => {
    const slots = createWorkSlots(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (index: number) => async () => {
      started.push(index);
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      if (index === 3) throw new Error('task 3 failed');
      return index * 10;
    };
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, index) => slots.run(task(index))));
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(results[3]).toMatchObject({ status: 'rejected' });
    expect(results.filter((result) => result.status === 'fulfilled').map((result) => result.value)).toEqual([0, 10, 20, 40, 50, 60, 70]);
    expect({ active: slots.active, waiting: slots.waiting }).toEqual({ active: 0, waiting: 0 });
  });

  it('queues parallel argon2 verifications of the process instead of running them all at once', async () => {
    const hash = await hashAdminPassword('haslo-administratora-1');
    const checks = Array.from({ length: 4 }, () => verifyAdminPassword(hash, 'zle-haslo'));
    expect(passwordWorkSlots.active).toBe(PASSWORD_WORK_CONCURRENCY);
    expect(passwordWorkSlots.waiting).toBe(4 - PASSWORD_WORK_CONCURRENCY);
    expect(await Promise.all(checks)).toEqual([false, false, false, false]);
  });
});
