import { escapeHtmlText, SET_PASSWORD_LINK_VALIDITY } from '@pets/shared';
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
      ? `w panelu administracyjnym fundacji ${input.foundationName} założono dla Ciebie konto „${input.username}”.`
      : `hasło Twojego konta „${input.username}” w panelu administracyjnym fundacji ${input.foundationName} zostało zresetowane.`;
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
