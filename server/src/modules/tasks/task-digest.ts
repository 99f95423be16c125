import type { DataSource } from 'typeorm';
import { TASK_DIGEST_MESSAGES as M, taskDigestHourLabel, todayInPoland, type TaskAssignee, type TaskDigestInput, type TaskDigestSettings } from '@pets/shared';
import { HttpError } from '../../http/http-error.js';
import { execute, queryFirst, queryRows } from '../../db/sql.js';
import { foundationHour } from '../alerts/digest.js';
import { recordHistory } from '../history/history.js';
import type { Outbox } from '../mail/outbox.js';
import { taskDigestMail } from './task-digest-mail.js';
import { listTasks, upcomingHealthItems } from './tasks.store.js';

type Actor = { id: number; username: string };

/** The signed-in account's daily e-mail setting (GET /account/task-digest). */
export async function readTaskDigest(db: DataSource, accountId: number): Promise<TaskDigestSettings> {
  const row = await queryFirst<{ task_digest_hour: number | null; email: string | null }>(
    db,
    `SELECT task_digest_hour, email FROM admin_users WHERE id = $1 AND disabled_at IS NULL`,
    [accountId],
  );
  if (!row) throw HttpError.unauthorized();
  return { hour: row.task_digest_hour, hasEmail: row.email !== null && row.email.trim() !== '' };
}

/**
 * Sets one's own hour (PUT /account/task-digest): turning it on needs an e-mail address on the
 * account (a 400 naming the field otherwise); turning it off always works. A change is recorded in
 * the history as the hours only. The day's mark stays: moving the hour on a day that already had
 * its e-mail sends none again that day.
 */
export async function saveTaskDigest(db: DataSource, actor: Actor, input: TaskDigestInput): Promise<TaskDigestSettings> {
  return db.transaction(async (manager) => {
    const row = await queryFirst<{ task_digest_hour: number | null; email: string | null }>(
      manager,
      `SELECT task_digest_hour, email FROM admin_users WHERE id = $1 AND disabled_at IS NULL FOR UPDATE`,
      [actor.id],
    );
    if (!row) throw HttpError.unauthorized();
    const hasEmail = row.email !== null && row.email.trim() !== '';
    if (input.hour !== null && !hasEmail) throw HttpError.badRequest(M.noEmail, 'task_digest_no_email', { hour: M.noEmail });
    if (row.task_digest_hour !== input.hour) {
      await execute(manager, `UPDATE admin_users SET task_digest_hour = $2 WHERE id = $1`, [actor.id, input.hour]);
      await recordHistory(manager, {
        actor,
        action: 'admin.task_digest_changed',
        subjectType: 'admin_user',
        subjectId: actor.id,
        details: { changes: { taskDigestHour: { from: taskDigestHourLabel(row.task_digest_hour), to: taskDigestHourLabel(input.hour) } } },
      });
    }
    return { hour: input.hour, hasEmail };
  });
}

/** GET /tasks/assignees: the active accounts a task may be given to, ids and usernames only. */
export function listTaskAssignees(db: DataSource): Promise<TaskAssignee[]> {
  return queryRows<TaskAssignee>(db, `SELECT id, username FROM admin_users WHERE disabled_at IS NULL ORDER BY lower(username), id`);
}

export interface TaskDigestOptions {
  origin: string;
  /** The foundation's name as saved in the panel. */
  foundationName: () => Promise<string>;
}

export interface TaskDigestOutcome {
  /** E-mails queued. */
  sent: number;
  /** Accounts whose hour came with nothing to report: marked for the day, no e-mail. */
  nothingDue: number;
}

/** Who is due: active, with an address, the hour come today (in Poland), today's e-mail not yet had. */
const DUE_WHERE = `disabled_at IS NULL AND email IS NOT NULL AND task_digest_hour IS NOT NULL AND task_digest_hour <= $1
  AND (task_digest_sent_on IS NULL OR task_digest_sent_on < $2::date)`;

/**
 * Queues the day's e-mails of tasks as of `now` (the injected clock): for each account whose hour
 * has come today in Europe/Warsaw and that has not had today's, one e-mail through the outbox with
 * its open tasks due today or overdue (its own and nobody's) and the health dates of the next 7
 * days; with nothing to report no e-mail, but the day is marked all the same. Each account in its
 * own transaction: the account's row is taken FOR UPDATE SKIP LOCKED with the due condition checked
 * again, and the day's mark set beside the enqueue, so two runs at once (two servers, or a job run
 * and a retry) never send one day twice.
 */
export async function runTaskDigest(db: DataSource, outbox: Outbox, options: TaskDigestOptions, now: Date, signal?: AbortSignal): Promise<TaskDigestOutcome> {
  const hour = foundationHour(now);
  const today = todayInPoland(now);
  const due = await queryRows<{ id: number }>(db, `SELECT id FROM admin_users WHERE ${DUE_WHERE} ORDER BY id`, [hour, today]);
  const outcome: TaskDigestOutcome = { sent: 0, nothingDue: 0 };
  if (due.length === 0) return outcome;
  const foundationName = await options.foundationName();
  for (const { id } of due) {
    if (signal?.aborted) break;
    const result = await db.transaction(async (manager): Promise<keyof TaskDigestOutcome | null> => {
      const account = await queryFirst<{ id: number; email: string }>(
        manager,
        `SELECT id, email FROM admin_users WHERE id = $3 AND ${DUE_WHERE} FOR UPDATE SKIP LOCKED`,
        [hour, today, id],
      );
      // Another run has it, or had it: nothing to do here.
      if (!account) return null;
      const [tasks, upcomingHealth] = await Promise.all([listTasks(manager, 'today', today, account.id), upcomingHealthItems(manager, today)]);
      const report = tasks.length > 0 || upcomingHealth.length > 0;
      if (report) {
        await outbox.enqueue(manager, {
          ...taskDigestMail({ to: account.email, today, tasks, upcomingHealth, origin: options.origin, foundationName }),
          dedupeKey: `task-digest:${account.id}:${today}`,
        });
      }
      await execute(manager, `UPDATE admin_users SET task_digest_sent_on = $2::date WHERE id = $1`, [account.id, today]);
      return report ? 'sent' : 'nothingDue';
    });
    if (result) outcome[result] += 1;
  }
  return outcome;
}
