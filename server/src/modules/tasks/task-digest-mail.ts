import { escapeHtmlText, HEALTH_ENTRY_TYPE_LABELS, ofTheFoundation, type StaffTask, type UpcomingHealthItem } from '@pets/shared';
import type { OutgoingMail } from '../mail/outbox.js';

const WRAP_START = '<div style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #26302b;">';
const WRAP_END = '</div>';

/** The screen the e-mail links to. */
export const TASKS_SCREEN_PATH = '/admin/zadania';

/** "2026-05-12" → "12.05.2026", as the panel writes dates (no time zone involved: it is a day). */
export function polishDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}

interface Section {
  heading: string;
  lines: string[];
}

function taskLine(task: StaffTask, today: string): string {
  const parts = [task.title];
  if (task.due < today) parts.push(`(termin: ${polishDay(task.due)})`);
  if (task.animal) parts.push(`– ${task.animal.name}`);
  if (!task.assignee) parts.push('[nieprzypisane]');
  return parts.join(' ');
}

function healthLine(item: UpcomingHealthItem): string {
  const what = item.description.trim() ? `${HEALTH_ENTRY_TYPE_LABELS[item.type]} (${item.description.trim()})` : HEALTH_ENTRY_TYPE_LABELS[item.type];
  return `${polishDay(item.nextDue)}: ${what} – ${item.animal.name}`;
}

/**
 * The daily e-mail of one's tasks (the `task-digest` job): overdue and today's open tasks assigned
 * to the account or to nobody, and the health dates of the next 7 days, with a link to "Zadania".
 * Plain text and simple inline-styled HTML, every value escaped. Staff are addressed as "Ty", as in
 * the panel's other mails to them.
 */
export function taskDigestMail(input: {
  to: string;
  today: string;
  tasks: StaffTask[];
  upcomingHealth: UpcomingHealthItem[];
  origin: string;
  foundationName: string;
}): OutgoingMail {
  const { today } = input;
  const overdue = input.tasks.filter((task) => task.due < today);
  const dueToday = input.tasks.filter((task) => task.due >= today);
  const sections: Section[] = [
    { heading: 'Po terminie:', lines: overdue.map((task) => taskLine(task, today)) },
    { heading: 'Na dziś:', lines: dueToday.map((task) => taskLine(task, today)) },
    { heading: 'Terminy z kart zdrowia w najbliższych 7 dniach:', lines: input.upcomingHealth.map(healthLine) },
  ].filter((section) => section.lines.length > 0);
  const url = `${input.origin}${TASKS_SCREEN_PATH}`;
  const intro = `oto Twoje zadania w panelu ${ofTheFoundation(input.foundationName)} na dziś, ${polishDay(today)}.`;
  const why = 'Dostajesz ten e-mail, bo włączono go na Twoim koncie. Wyłączysz go w panelu, w menu konta: „E-mail z zadaniami”.';
  const text = [
    'Dzień dobry,',
    '',
    intro,
    '',
    ...sections.flatMap((section) => [section.heading, ...section.lines.map((line) => `- ${line}`), '']),
    'Wszystkie zadania:',
    url,
    '',
    why,
  ].join('\n');
  const html = [
    WRAP_START,
    '<p>Dzień dobry,</p>',
    `<p>${escapeHtmlText(intro)}</p>`,
    ...sections.map(
      (section) =>
        `<p style="margin-bottom: 4px;"><strong>${escapeHtmlText(section.heading)}</strong></p>\n<ul style="margin-top: 0;">${section.lines.map((line) => `<li>${escapeHtmlText(line)}</li>`).join('')}</ul>`,
    ),
    `<p><a href="${escapeHtmlText(url)}" style="color: #1f6f4a;">Otwórz zadania w panelu</a></p>`,
    `<p style="color: #55605a;">${escapeHtmlText(why)}</p>`,
    WRAP_END,
  ].join('\n');
  return { to: input.to, subject: `Zadania na dziś, ${polishDay(today)}`, text, html, fromName: input.foundationName };
}
