import type { DataSource } from 'typeorm';
import { formatDate, ofTheFoundation } from '@pets/shared';
import type { Clock } from '../../clock.js';
import { todayOf } from '../../clock.js';
import { execute, queryRows } from '../../db/sql.js';
import type { Outbox } from '../mail/outbox.js';
import { issuePersonalLink } from '../personal-links/personal-links.js';
import { carerMail, FOSTER_LINK_IDLE_DAYS, fosterPortalUrl } from './foster-mail.js';
import { LIVING_WITH_HOME } from './placements.js';

export interface FosterReminderOptions {
  origin: string;
  foundationName: () => Promise<string>;
}

interface DueItem {
  task_id: number;
  title: string;
  animal_id: number;
  animal_name: string;
  foster_home_id: number;
  first_name: string;
  email: string;
}

/** The Polish day after `day` (YYYY-MM-DD). */
export function dayAfter(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/**
 * Tells each foster carer, the day before, of their animals' health items due tomorrow: the open
 * tasks the health cards make (a vaccination's or visit's next date, each day of a medication
 * course). Staff's own tasks are not sent: their titles are written for the team. One e-mail per
 * home and day, with a fresh personal link beside the carer's own; each item is claimed in
 * `foster_reminders` (unique per home, item and day) in the e-mail's transaction, so a second
 * run, on this server or another, sends nothing again. Answers how many e-mails were queued.
 */
export async function sendFosterReminders(db: DataSource, outbox: Outbox, options: FosterReminderOptions, clock: Clock): Promise<{ sent: number; items: number }> {
  const tomorrow = dayAfter(todayOf(clock));
  const due = await queryRows<DueItem>(
    db,
    `SELECT t.id AS task_id, t.title, a.id AS animal_id, a.name AS animal_name, fh.id AS foster_home_id, fh.first_name, fh.email
     FROM tasks t
     JOIN animals a ON a.id = t.animal_id
     JOIN foster_homes fh ON fh.id = a.foster_home_id
     WHERE t.due = $1::date AND t.done_at IS NULL AND t.source = 'zdrowie'
       AND fh.active AND fh.erased_at IS NULL AND fh.email <> '' AND ${LIVING_WITH_HOME}
       AND NOT EXISTS (SELECT 1 FROM foster_reminders r WHERE r.foster_home_id = fh.id AND r.item_key = 'task:' || t.id AND r.due = t.due)
     ORDER BY fh.id, a.name, t.id`,
    [tomorrow],
  );
  const byHome = new Map<number, DueItem[]>();
  for (const item of due) byHome.set(item.foster_home_id, [...(byHome.get(item.foster_home_id) ?? []), item]);
  if (byHome.size === 0) return { sent: 0, items: 0 };
  const foundationName = await options.foundationName();
  let sent = 0;
  let items = 0;
  for (const [homeId, homeItems] of byHome) {
    await db.transaction(async (manager) => {
      const claimed = await queryRows<{ item_key: string }>(
        manager,
        `INSERT INTO foster_reminders (foster_home_id, animal_id, item_key, label, due)
         SELECT $1, x.animal_id, x.item_key, x.label, $2::date
         FROM unnest($3::int[], $4::text[], $5::text[]) AS x(animal_id, item_key, label)
         ON CONFLICT (foster_home_id, item_key, due) DO NOTHING RETURNING item_key`,
        [homeId, tomorrow, homeItems.map((item) => item.animal_id), homeItems.map((item) => `task:${item.task_id}`), homeItems.map((item) => `${item.title} – ${item.animal_name}`.slice(0, 200))],
      );
      if (claimed.length === 0) return;
      const keys = new Set(claimed.map((row) => row.item_key));
      const lines = homeItems.filter((item) => keys.has(`task:${item.task_id}`)).map((item) => `• ${item.animal_name}: ${item.title}`);
      const first = homeItems[0]!;
      const link = await issuePersonalLink(manager, { purpose: 'dt', subjectId: homeId, idleDays: FOSTER_LINK_IDLE_DAYS, clock, keepEarlier: true });
      await outbox.enqueue(
        manager,
        carerMail({
          to: first.email,
          subject: `Przypomnienie na jutro (${formatDate(tomorrow)}): opieka nad podopiecznymi`,
          greeting: `Dzień dobry, ${first.first_name}!`,
          paragraphs: [`Jutro, ${formatDate(tomorrow)}, przypada:`, lines.join('\n'), 'Jeśli to wizyta u lekarza weterynarii, a nie możesz jej zrobić, daj znać koordynatorowi. Na swojej stronie odhaczysz wagę, dodasz notatkę albo zgłosisz problem.'],
          link: { label: 'Otwórz swoją stronę', url: fosterPortalUrl(options.origin, link.token) },
          footer: `Przypomnienie od ${ofTheFoundation(foundationName)} dla domu tymczasowego.`,
          dedupeKey: `foster-reminder:${homeId}:${tomorrow}:${link.linkId}`,
        }),
      );
      await execute(manager, `UPDATE foster_homes SET last_activity_at = now() WHERE id = $1`, [homeId]);
      sent += 1;
      items += claimed.length;
    });
  }
  return { sent, items };
}
