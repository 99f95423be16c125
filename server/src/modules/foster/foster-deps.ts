import type { DataSource } from 'typeorm';
import type { Clock } from '../../clock.js';
import type { Logger } from '../../logger.js';
import type { FoundationStore } from '../foundation/foundation.store.js';
import type { MailModule } from '../mail/mail.module.js';

/** What the foster-home module's routers need from the app (app.ts builds it once). */
export interface FosterDeps {
  db: DataSource;
  mail: MailModule;
  logger: Logger;
  clock: Clock;
  /** The public address links in e-mails point to. */
  origin: string;
  foundation: FoundationStore;
  /** An approved photo joins an animal's public gallery: the public caches must forget. */
  onPublicChange: () => void;
}
