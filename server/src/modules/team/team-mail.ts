import { escapeHtmlText, ofTheFoundation, SET_PASSWORD_LINK_VALIDITY } from '@pets/shared';
import type { OutgoingMail } from '../mail/outbox.js';

const WRAP_START = '<div style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #26302b;">';
const WRAP_END = '</div>';

/**
 * The e-mail with a set-password link: for a new account of the panel, or after a reset. Plain
 * text and simple inline-styled HTML, every value escaped. The link is the only secret in it.
 */
export function setPasswordMail(input: { to: string; username: string; url: string; foundationName: string; reason: 'created' | 'reset' }): OutgoingMail {
  const intro =
    input.reason === 'created'
      ? `w panelu administracyjnym ${ofTheFoundation(input.foundationName)} założono dla Ciebie konto „${input.username}”.`
      : `hasło Twojego konta „${input.username}” w panelu administracyjnym ${ofTheFoundation(input.foundationName)} zostało zresetowane.`;
  const validity = `Link działa jeden raz i jest ważny ${SET_PASSWORD_LINK_VALIDITY}. Jeśli wygaśnie, poproś osobę z zespołu o nowy.`;
  const ignore = 'Jeśli nie spodziewasz się tej wiadomości, zignoruj ją i daj znać fundacji.';
  const text = ['Dzień dobry,', '', intro, '', 'Aby ustawić hasło, otwórz ten link:', input.url, '', validity, ignore].join('\n');
  const html = [
    WRAP_START,
    '<p>Dzień dobry,</p>',
    `<p>${escapeHtmlText(intro)}</p>`,
    `<p><a href="${escapeHtmlText(input.url)}" style="color: #1f6f4a;">Ustaw hasło</a></p>`,
    `<p style="color: #55605a;">${escapeHtmlText(validity)}<br>${escapeHtmlText(ignore)}</p>`,
    WRAP_END,
  ].join('\n');
  return { to: input.to, subject: 'Ustaw hasło do panelu fundacji', text, html, fromName: input.foundationName };
}

/** What happened to the account, for the notice sent to its own address. */
export type AccountNotice =
  | { kind: 'password_reset'; delivery: 'password' | 'email' }
  | { kind: 'role_changed'; roleLabel: string }
  | { kind: 'disabled' }
  | { kind: 'two_factor_reset' };

/**
 * Tells the account's owner, at the address stored on the account, that someone changed it: a
 * reset, a new role, a disable or a removed second factor. Names who did it, so a change nobody
 * asked for is noticed.
 */
export function accountNoticeMail(input: { to: string; username: string; actor: string; foundationName: string; notice: AccountNotice }): OutgoingMail {
  const account = `konta „${input.username}” w panelu ${ofTheFoundation(input.foundationName)}`;
  const what =
    input.notice.kind === 'password_reset'
      ? `Hasło Twojego ${account} zostało zresetowane. Dotychczasowe hasło przestało działać, a otwarte sesje zostały zakończone.` +
        (input.notice.delivery === 'email'
          ? ' Link do ustawienia nowego hasła przyjdzie w osobnej wiadomości.'
          : ' Hasło jednorazowe przekaże Ci osoba, która je ustawiła; przy pierwszym logowaniu ustawisz własne.')
      : input.notice.kind === 'role_changed'
        ? `Zmieniono rolę Twojego ${account}. Twoja rola to teraz: ${input.notice.roleLabel.toLowerCase()}.`
        : input.notice.kind === 'two_factor_reset'
          ? `Weryfikacja dwuetapowa Twojego ${account} została wyłączona, a kody odzyskiwania przestały działać. Do logowania wystarczy teraz hasło. Włącz ją ponownie w menu konta „Weryfikacja dwuetapowa”.`
          : `Twoje konto „${input.username}” w panelu ${ofTheFoundation(input.foundationName)} zostało wyłączone. Nie zalogujesz się, dopóki ktoś z zespołu go nie włączy.`;
  const who = `Zmiany dokonano z konta „${input.actor}”.`;
  const ignore = 'Jeśli się tego nie spodziewasz, skontaktuj się od razu z administratorem fundacji.';
  const text = ['Dzień dobry,', '', what, who, '', ignore].join('\n');
  const html = [WRAP_START, '<p>Dzień dobry,</p>', `<p>${escapeHtmlText(what)}<br>${escapeHtmlText(who)}</p>`, `<p style="color: #55605a;">${escapeHtmlText(ignore)}</p>`, WRAP_END].join('\n');
  const subject =
    input.notice.kind === 'password_reset'
      ? 'Hasło do panelu fundacji zostało zresetowane'
      : input.notice.kind === 'role_changed'
        ? 'Zmiana roli w panelu fundacji'
        : input.notice.kind === 'two_factor_reset'
          ? 'Weryfikacja dwuetapowa w panelu fundacji została wyłączona'
          : 'Twoje konto w panelu fundacji zostało wyłączone';
  return { to: input.to, subject, text, html, fromName: input.foundationName };
}
