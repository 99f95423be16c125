import type { DataSource } from 'typeorm';
import {
  MAIL,
  MAIL_FILES,
  MAIL_MESSAGES,
  mailAttachmentParamsSchema,
  mailMessageParamsSchema,
  MESSAGES,
  type MailSyncInfo,
} from '@pets/shared';
import type { AdminRoutes } from '../../http/admin-api.js';
import { HttpError } from '../../http/http-error.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { parseInput } from '../../http/validate.js';
import { historyActorOf } from '../history/actor.js';
import { composeContext } from './compose-context.js';
import { ATTACHMENT_CACHE_MAX_BYTES, oneLine } from './mail-parse.js';
import type { MailModule } from './mail.module.js';
import { readMailStatus } from './mail-status.js';
import { presentAttachment, presentBody, presentMessage } from './mail.presenter.js';
import { queuePanelMail } from './panel-mail.js';
import {
  cacheAttachmentContent,
  findAttachment,
  findMessage,
  listAttachments,
  listMessages,
  markSeen,
  readSyncState,
  type MailRow,
} from './mailbox.store.js';

/** How long PATCH …/seen waits for the IMAP server before answering (the next pass retries). */
const SEEN_ON_SERVER_WAIT_MS = 5000;
const SAFE_CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/i;

const messageNotFound = () => HttpError.notFound(MAIL_MESSAGES.messageNotFound, 'mail_not_found');
const attachmentNotFound = () => HttpError.notFound(MAIL_MESSAGES.attachmentNotFound, 'attachment_not_found');

function imapLocation(row: MailRow) {
  if (row.source !== 'imap' || row.imap_uid === null || row.imap_uid_validity === null) return null;
  return { mailbox: row.mailbox, uid: Number(row.imap_uid), uidValidity: Number(row.imap_uid_validity) };
}

async function syncInfo(db: DataSource, mail: MailModule): Promise<MailSyncInfo> {
  const mailbox = mail.imapMailbox;
  if (!mail.imap || !mailbox) return { mode: 'local', ok: true, lastSuccessAt: null };
  const state = await readSyncState(db, mailbox);
  const lastSuccessAt = state?.lastSuccessAt ?? null;
  const failing = Boolean(state?.lastErrorAt && (!lastSuccessAt || state.lastErrorAt > lastSuccessAt));
  // Before the first pass has ended nothing is known yet: not an error.
  return { mode: 'imap', ok: !failing, lastSuccessAt: lastSuccessAt ? new Date(lastSuccessAt).toISOString() : null };
}

function withTimeout<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  return new Promise<T>((resolve) => {
    const timer = setTimeout(() => resolve(fallback), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(fallback);
      },
    );
  });
}

/**
 * Admin mail endpoints (SPEC section 7), all behind the session guard of AdminRoutes: the
 * mailbox (list, one message, seen, attachment download), the mail status and sending an e-mail
 * written in the panel through the outbox (recorded in the history of whom it concerns).
 */
export function mountMailAdmin(routes: AdminRoutes, db: DataSource, mail: MailModule): void {
  // Whether mail really leaves the server, and how the last attempts went (the mailbox screen).
  serveEndpoint(routes, MAIL.status, async () => readMailStatus(db, mail));

  serveEndpoint(routes, MAIL.list, async ({ input }) => {
    const [{ rows, total }, sync] = await Promise.all([listMessages(db, input()), syncInfo(db, mail)]);
    return { items: rows.map(presentMessage), total, sync };
  });

  serveEndpoint(routes, MAIL.message, async ({ req, input }) => {
    const { id } = parseInput(mailMessageParamsSchema, req.params);
    const { withBody } = input();
    const row = await findMessage(db, id, withBody === '1');
    if (!row) throw messageNotFound();
    const attachments = (await listAttachments(db, id)).map(presentAttachment);
    return {
      ...presentMessage(row),
      ...(withBody === '1' ? { body: presentBody(row) } : {}),
      attachments,
    };
  });

  serveEndpoint(routes, MAIL.markSeen, async ({ req }) => {
    const { id } = parseInput(mailMessageParamsSchema, req.params);
    const before = await markSeen(db, id);
    if (!before) throw messageNotFound();
    const location = imapLocation(before);
    let server: boolean | null = null;
    if (location && mail.imap && !before.seen) {
      server = await withTimeout(mail.imap.markSeenOnServer(location), SEEN_ON_SERVER_WAIT_MS, false);
    }
    return { id, seen: 1 as const, ...(server === null ? {} : { server }) };
  });

  routes.get(MAIL_FILES.attachment, async (req, res) => {
    const { id, attId } = parseInput(mailAttachmentParamsSchema, req.params);
    const attachment = await findAttachment(db, id, attId);
    if (!attachment) throw attachmentNotFound();
    let content = attachment.content ?? null;
    if (!content) {
      const row = await findMessage(db, id, false);
      const location = row ? imapLocation(row) : null;
      if (!location || !attachment.imap_part || !mail.imap) throw attachmentNotFound();
      try {
        content = await mail.imap.downloadPart(location, attachment.imap_part);
      } catch {
        throw new HttpError(503, 'attachment_unavailable', MAIL_MESSAGES.attachmentUnavailable);
      }
      if (!content) throw attachmentNotFound();
      if (content.length <= ATTACHMENT_CACHE_MAX_BYTES) await cacheAttachmentContent(db, attachment.id, content);
    }
    const type = SAFE_CONTENT_TYPE.test(attachment.content_type) ? attachment.content_type.toLowerCase() : 'application/octet-stream';
    res.attachment(oneLine(attachment.filename, 200) || 'zalacznik');
    res.setHeader('Content-Type', type);
    res.setHeader('Content-Length', String(content.length));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Even if a browser rendered it, an attachment could run nothing and load nothing.
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Cache-Control', 'private, no-store');
    res.end(content);
  });

  serveEndpoint(routes, MAIL.send, async ({ req, res, input: parsedInput }) => {
    const input = parsedInput();
    const actor = historyActorOf(req);
    // The HTML is built from the text, never taken from the client (SPEC section 5, compose);
    // the mail and its history rows commit together.
    await db.transaction(async (manager) => {
      const context = await composeContext(manager, input);
      await queuePanelMail(
        manager,
        mail,
        actor,
        { to: input.to, subject: input.subject, text: input.text, template: input.template, headers: context.headers },
        context.subjects,
      );
    });
    mail.outbox.kick();
    res.status(202);
    return { message: MESSAGES.admin.mailSent };
  });
}
