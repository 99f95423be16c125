import { escapeHtmlText, FOSTER_PORTAL_PAGE_PREFIX, ofTheFoundation } from '@pets/shared';
import type { OutgoingMail } from '../mail/outbox.js';

/** The days without use after which a carer's link stops working (issue 33). */
export const FOSTER_LINK_IDLE_DAYS = 180;

export function fosterPortalUrl(origin: string, token: string): string {
  return `${origin}${FOSTER_PORTAL_PAGE_PREFIX}${token}`;
}

/**
 * A short e-mail to a foster carer: paragraphs of plain text, one button-like link, the same in the
 * text part. Every value is escaped; the link's token is redacted from the stored copy once sent
 * (outbox.ts).
 */
export function carerMail(input: { to: string; subject: string; greeting: string; paragraphs: string[]; link: { label: string; url: string }; footer: string; dedupeKey: string }): OutgoingMail {
  const text = [input.greeting, '', ...input.paragraphs.flatMap((paragraph) => [paragraph, '']), `${input.link.label}: ${input.link.url}`, '', input.footer].join('\n');
  const html = [
    '<div style="font-family: Arial, Helvetica, sans-serif; font-size: 15px; line-height: 1.5; color: #26302b;">',
    `<p>${escapeHtmlText(input.greeting)}</p>`,
    ...input.paragraphs.map((paragraph) => `<p>${escapeHtmlText(paragraph)}</p>`),
    `<p><a href="${escapeHtmlText(input.link.url)}" style="display: inline-block; padding: 10px 16px; background: #2f6b4f; color: #ffffff; text-decoration: none; border-radius: 6px;">${escapeHtmlText(input.link.label)}</a></p>`,
    `<p style="color: #55605a; font-size: 13px;">${escapeHtmlText(input.footer)}</p>`,
    '</div>',
  ].join('\n');
  return { to: input.to, subject: input.subject, text, html, dedupeKey: input.dedupeKey };
}

/** The e-mail with a carer's new personal link. */
export function fosterLinkMail(input: { to: string; firstName: string; url: string; foundationName: string; linkId: number }): OutgoingMail {
  return carerMail({
    to: input.to,
    subject: `Twoja strona domu tymczasowego – ${input.foundationName}`,
    greeting: `Dzień dobry, ${input.firstName}!`,
    paragraphs: [
      'Dziękujemy, że jesteś domem tymczasowym dla naszych podopiecznych. Pod poniższym linkiem znajdziesz swoją stronę: zwierzaki, które są pod Twoją opieką, ich najbliższe szczepienia i wizyty, a także formularze do zapisania wagi, krótkiej notatki, zdjęć albo zgłoszenia problemu ze zdrowiem.',
      'Link jest tylko dla Ciebie: nie przekazuj go nikomu. Nie trzeba się logować. Link przestanie działać po 180 dniach nieużywania albo gdy fundacja wyśle Ci nowy.',
    ],
    link: { label: 'Otwórz swoją stronę', url: input.url },
    footer: `Wiadomość od ${ofTheFoundation(input.foundationName)}. Jeśli nie jesteś domem tymczasowym fundacji, zignoruj ją.`,
    dedupeKey: `foster-link:${input.linkId}`,
  });
}
