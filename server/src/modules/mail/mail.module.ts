import type { DataSource } from 'typeorm';
import type { FoundationSettings } from '@pets/shared';
import type { AppConfig, SmtpConfig } from '../../config.js';
import type { Logger } from '../../logger.js';
import type { EventBus } from '../events/event-bus.js';
import type { FoundationStore } from '../foundation/foundation.store.js';
import { createImapSync, type ImapSync, type ImapSyncOptions } from './imap-sync.js';
import { createOutbox, FALLBACK_FROM, type Outbox } from './outbox.js';
import { createSmtpSender, type MailSender } from './smtp-transport.js';

/**
 * Mail of one server process (ARCHITECTURE decision 7): the outbox with its worker (SMTP), and the
 * IMAP synchroniser. Created once; createApp() uses it for the routes, main.ts starts and stops
 * the background parts. With nothing configured, nothing runs in the background: outgoing mail
 * is recorded as sent and contact messages go straight into the local mailbox.
 */
export interface MailModule {
  outbox: Outbox;
  /** Present when IMAP_* is configured. */
  imap: ImapSync | undefined;
  /** The synchronised IMAP folder (IMAP_MAILBOX), when IMAP is configured. */
  imapMailbox: string | undefined;
  /** The foundation's inbox address as saved in the panel (contact mail goes there); '' while not filled in. */
  inboxAddress(): Promise<string>;
  /** The From name of the foundation's own mail. */
  foundationName(): Promise<string>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * From without MAIL_FROM: '"<the foundation's name>" <its address>'. While no address is saved,
 * the SMTP login when it is an address (servers accept it as sender), else FALLBACK_FROM.
 */
export function defaultFrom(foundation: Pick<FoundationSettings, 'name' | 'email'>, smtp: SmtpConfig | undefined): string {
  const address = foundation.email || (smtp?.user?.includes('@') ? smtp.user : FALLBACK_FROM);
  return `"${foundation.name.replace(/["\\\r\n]/g, '')}" <${address}>`;
}

export function createMailModule(options: {
  config: AppConfig;
  logger: Logger;
  dataSource: DataSource;
  events: EventBus;
  /** The foundation's name and address (From, the inbox), read when they are needed. */
  foundation: FoundationStore;
  /** Replaces the SMTP sender (tests); by default nodemailer over the configured SMTP server. */
  sender?: MailSender;
  imapOptions?: Partial<Pick<ImapSyncOptions, 'reconnectDelaysMs' | 'standbyRetryMs'>>;
}): MailModule {
  const { config, logger, dataSource, events, foundation } = options;
  const send = options.sender ?? (config.mail.smtp ? createSmtpSender(config.mail.smtp) : undefined);
  const outbox = createOutbox({ db: dataSource, config: config.mail, logger, send, defaultFrom: async () => defaultFrom(await foundation.get(), config.mail.smtp) });
  const imap = config.mail.imap
    ? createImapSync({ db: dataSource, config: config.mail.imap, logger, events, ...options.imapOptions })
    : undefined;
  let started = false;
  return {
    outbox,
    imap,
    imapMailbox: config.mail.imap?.mailbox,
    inboxAddress: async () => (await foundation.get()).email,
    foundationName: () => foundation.name(),
    start() {
      if (started) return;
      started = true;
      outbox.start();
      imap?.start();
      logger.info(
        { smtp: Boolean(send), imap: Boolean(imap) },
        send ? 'outgoing mail goes through SMTP' : 'no SMTP configured: outgoing mail is recorded as delivered locally',
      );
    },
    async stop() {
      await Promise.all([outbox.stop(), imap?.stop()]);
    },
  };
}
