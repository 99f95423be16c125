import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_RESERVATION_STALE_DAYS, DEFAULT_SITE_CONFIG } from '@pets/shared';
// layer: types only: the config hands the foundation's settings over in the shape its module reads.
import type { FoundationEnv } from './modules/foundation/foundation-seed.js';
// layer: types only, as above (the public links the foundation module builds from the config).
import type { SiteLinks } from './modules/foundation/foundation-public.js';
// layer: a missing or unreadable PDF is refused at start with the documents module's own check.
import { pdfFileProblem } from './modules/documents/pdf-file.js';
import { configIssueLines, crossVariableProblems, describeConfigProblems } from './config-problems.js';

/** Repository root, found from this file both in src/ (tsx, vitest) and in dist/ (built). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

/**
 * Express's `trust proxy`: 'true'/'false', a hop count ('1' = one proxy in front) or a
 * comma-separated list of addresses, subnets and names ('loopback', '10.0.0.0/8'). A numeric
 * string must become a number: Express reads a string as an address list, so '1' would trust
 * nobody and every visitor would share the proxy's address (and its rate-limit counters).
 */
export type TrustProxy = boolean | number | string;

export function parseTrustProxy(raw: string): TrustProxy {
  const value = raw.trim();
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/** A configured document must be a readable PDF now, not a 404 on the public site later. */
function readablePdf(value: string | undefined, context: z.RefinementCtx): void {
  const problem = value === undefined ? null : pdfFileProblem(path.resolve(REPO_ROOT, value));
  if (problem) context.addIssue({ code: 'custom', message: problem });
}

/** SiteConfig.chatProvider: whether (and to whom) the chat sends conversations outside the server. */
export function chatProviderOf(apiKey: string | undefined, baseUrl: string | undefined): '' | 'openai' | 'external' {
  if (!apiKey) return '';
  return !baseUrl || new URL(baseUrl).hostname === 'api.openai.com' ? 'openai' : 'external';
}

/** '1'/'true' or '0'/'false'. */
const flag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalString,
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(5433),
  // Unset: see demoContentByDefault (a trial on the embedded database only).
  SEED_DEMO: flag.optional(),
  ADMIN_USERNAME: optionalString,
  ADMIN_PASSWORD: optionalString,
  SESSION_SECRET: optionalString,
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  TRUST_PROXY: optionalString.transform((value) => (value === undefined ? undefined : parseTrustProxy(value))),
  WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  FACEBOOK_PAGE_ID: optionalString,
  FACEBOOK_ACCESS_TOKEN: optionalString,
  FACEBOOK_GRAPH_URL: z.string().url().default('https://graph.facebook.com/v21.0'),
  FACEBOOK_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString.pipe(z.string().url().optional()),
  OPENAI_MODEL: z.string().trim().min(1).default('gpt-4o-mini'),
  CHAT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(20_000),
  // The foundation's data: only the first start's seed of what administrators then edit in the
  // panel (foundation_settings). Unset stays empty: nothing invented is ever shown publicly.
  FOUNDATION_NAME: optionalString,
  FOUNDATION_EMAIL: optionalString,
  FOUNDATION_KRS: optionalString,
  FOUNDATION_NIP: optionalString,
  FOUNDATION_REGON: optionalString,
  FOUNDATION_BANK_ACCOUNT: optionalString,
  FOUNDATION_FACEBOOK_URL: optionalString,
  FOUNDATION_INSTAGRAM_URL: optionalString,
  FOUNDATION_ADDRESS: optionalString,
  FOUNDATION_AUCTION_GROUP_URL: z.string().default(DEFAULT_SITE_CONFIG.auctionGroupUrl),
  FOUNDATION_CASHBACK_URL: z.string().default(DEFAULT_SITE_CONFIG.cashbackUrl),
  // The foundation's own documents; unset: the server generates them from FOUNDATION_*.
  FOUNDATION_PRIVACY_POLICY_PDF: optionalString.superRefine(readablePdf),
  FOUNDATION_RULES_PDF: optionalString.superRefine(readablePdf),
  SMTP_URL: optionalString,
  SMTP_HOST: optionalString,
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_USER: optionalString,
  SMTP_PASSWORD: optionalString,
  SMTP_SECURE: flag.optional(),
  MAIL_FROM: optionalString,
  IMAP_HOST: optionalString,
  IMAP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  IMAP_USER: optionalString,
  IMAP_PASSWORD: optionalString,
  IMAP_SECURE: flag.optional(),
  IMAP_TLS_REJECT_UNAUTHORIZED: flag.default(true),
  IMAP_MAILBOX: z.string().trim().min(1).default('INBOX'),
  IMAP_SYNC_LIMIT: z.coerce.number().int().min(1).max(100_000).default(2000),
  IMAP_RESYNC_SECONDS: z.coerce.number().int().min(5).max(86_400).default(300),
  OUTBOX_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(15),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(5000),
  OUTBOX_RETRY_MAX_MS: z.coerce.number().int().min(10).max(86_400_000).default(3_600_000),
  CONTACT_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(10),
  // New-animal alerts: sign-ups per IP per hour, the hour (Europe/Warsaw) from which the day's digest goes out, how often it is checked.
  ALERTS_RATE_LIMIT: z.coerce.number().int().min(1).max(10_000).default(5),
  ALERTS_DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(17),
  ALERTS_CHECK_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  // An animal joins a digest only this long after it became available: its photos come in a second request.
  ALERTS_SETTLE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  // The dashboard's "Na dziś": a reservation older than this many days needs attention.
  RESERVATION_STALE_DAYS: z.coerce.number().int().min(1).max(3650).default(DEFAULT_RESERVATION_STALE_DAYS),
  // Raised only for load tests from one address (npm run soak); the defaults suit the public site.
  SURVEY_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(30),
  CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(15),
  CHAT_RATE_LIMIT_PER_DAY: z.coerce.number().int().min(1).max(10_000_000).default(300),
  // Daily backups (npm run backup's format) into this folder; unset = none scheduled.
  BACKUP_DIR: optionalString,
  BACKUP_TIME: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:MM (24-hour), e.g. 03:00')
    .default('03:00'),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(3650).default(14),
  // RODO retention: how long personal data is kept (docs/rejestr-przetwarzania.md).
  RETENTION_SURVEY_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
  RETENTION_CONTACT_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
  RETENTION_SENT_MAIL_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
});

export type Env = z.infer<typeof envSchema>;

/** Every variable the server reads (.env.example must list them all: config.test.ts checks). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/**
 * Demo content is for a trial only: on the embedded database outside production. A deployment
 * (NODE_ENV=production or an external DATABASE_URL) never gets fake animals and adopters unless
 * SEED_DEMO=1 asks for them.
 */
export function demoContentByDefault(env: Pick<Env, 'NODE_ENV' | 'DATABASE_URL'>): boolean {
  return env.NODE_ENV !== 'production' && !env.DATABASE_URL;
}

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string | undefined;
  logLevel: Env['LOG_LEVEL'];
  database: {
    /** External server; when absent an embedded PostgreSQL runs in dataDir. */
    url: string | undefined;
    dataDir: string;
    embeddedPort: number;
  };
  seedDemo: boolean;
  admin: { username: string | undefined; password: string | undefined };
  session: {
    /** From SESSION_SECRET, else generated once and kept in the database (shared by every instance). */
    secret: string | undefined;
    idleMinutes: number;
    absoluteHours: number;
  };
  /** Unset: no proxy is trusted (req.ip is the peer's address). */
  trustProxy: TrustProxy | undefined;
  webDistDir: string;
  /** FOUNDATION_* as set: the seed of the foundation data at the first start (foundation_settings owns it then). */
  foundationSeed: FoundationEnv;
  /** The public site's links that stay in the configuration, and whether the chat uses a language model. */
  siteLinks: SiteLinks;
  /** The privacy policy and rules PDFs: the foundation's files when given, else generated from the foundation data. */
  documents: { privacyPolicyPdf: string | undefined; rulesPdf: string | undefined };
  /** Latest posts come from the Graph API only when both the page id and the token are set. */
  facebook: { pageId: string | undefined; accessToken: string | undefined; graphUrl: string; cacheSeconds: number };
  /** The chat assistant: the OpenAI SDK when the key is set (baseUrl for compatible servers), else offline. */
  chat: { openaiApiKey: string | undefined; openaiBaseUrl: string | undefined; openaiModel: string; timeoutMs: number };
  /** Outgoing mail, the outbox and the IMAP mailbox (ARCHITECTURE decision 7). */
  mail: MailConfig;
  /** POST /contact: accepted submissions per IP per hour. */
  contact: { rateLimitPerHour: number };
  /** New-animal alerts: POST /alerts/subscribe per IP per hour; the daily digest's hour and check interval. */
  alerts: AlertsConfig;
  /** The admin dashboard: reservations older than `reservationStaleDays` days need attention. */
  dashboard: { reservationStaleDays: number };
  /** Contract and care-card PDFs: how long one may take in the render pool; absent means PDF_TIME_LIMIT_MS (tests shorten it). */
  rendering?: { pdfTimeLimitMs: number };
  /** Admin event streams: absent means a heartbeat (and session re-check) every 25 s; tests shorten it. */
  adminEvents?: { heartbeatMs: number };
  /** Per-IP limits of survey submissions and chat messages; absent means the built-in defaults. */
  rateLimits?: { surveysPerHour: number; chatPerMinute: number; chatPerDay: number };
  /** Daily backups at `time` (local, HH:MM) into `dir`, keeping the newest `keep`; undefined = off. */
  backup?: { dir: string; time: string; keep: number };
  /** How long personal data is kept before the daily retention job anonymises it. */
  retention: RetentionPolicy;
}

/** SMTP from SMTP_URL, or from SMTP_HOST/PORT/USER/PASSWORD/SECURE. */
export interface SmtpConfig {
  url: string | undefined;
  host: string | undefined;
  port: number;
  secure: boolean;
  user: string | undefined;
  password: string | undefined;
}

/** New-animal alerts (ALERTS_*). */
export interface AlertsConfig {
  rateLimitPerHour: number;
  /** The digest of a day goes out from this hour on (0-23, Europe/Warsaw). */
  digestHour: number;
  /** How often each instance checks whether digests are due. */
  checkSeconds: number;
  /** An animal joins a digest only this long after it became available (its photos are uploaded after it is created). */
  settleSeconds: number;
}

/** RODO retention periods (RETENTION_*). */
export interface RetentionPolicy {
  /** Surveys that led to no adoption (and adopters left with nothing else). */
  surveyMonths: number;
  /** Contact-form messages and mailbox copies. */
  contactMonths: number;
  /** Bodies of mail the foundation sent. */
  sentMailDays: number;
}

export interface ImapConfig {
  host: string;
  port: number;
  secure: boolean;
  rejectUnauthorized: boolean;
  user: string;
  password: string;
  mailbox: string;
  /** How many of the newest messages are kept in sync. */
  syncLimit: number;
  /** The full re-sync that backs up IDLE. */
  resyncSeconds: number;
}

export interface MailConfig {
  /** Unset: outgoing mail is recorded as delivered without leaving the machine. */
  smtp: SmtpConfig | undefined;
  /** MAIL_FROM; unset: the foundation's name and e-mail address as saved in the panel, read at each delivery. */
  from: string | undefined;
  /** Unset: the mailbox shows the local copies of contact-form messages. */
  imap: ImapConfig | undefined;
  outbox: { pollMs: number; maxAttempts: number; retryBaseMs: number; retryMaxMs: number };
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; invalid values stop the start with a clear message. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  const problems = [...(parsed.success ? [] : configIssueLines(parsed.error.issues)), ...crossVariableProblems(source)];
  if (!parsed.success || problems.length > 0) throw new ConfigError(describeConfigProblems(problems));
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: env.PUBLIC_URL,
    logLevel: env.LOG_LEVEL,
    database: { url: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR), embeddedPort: env.EMBEDDED_PG_PORT },
    seedDemo: env.SEED_DEMO ?? demoContentByDefault(env),
    admin: { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD },
    session: { secret: env.SESSION_SECRET, idleMinutes: env.SESSION_IDLE_MINUTES, absoluteHours: env.SESSION_ABSOLUTE_HOURS },
    trustProxy: env.TRUST_PROXY,
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    facebook: {
      pageId: env.FACEBOOK_PAGE_ID,
      accessToken: env.FACEBOOK_ACCESS_TOKEN,
      graphUrl: env.FACEBOOK_GRAPH_URL.replace(/\/$/, ''),
      cacheSeconds: env.FACEBOOK_CACHE_SECONDS,
    },
    chat: {
      openaiApiKey: env.OPENAI_API_KEY,
      openaiBaseUrl: env.OPENAI_BASE_URL,
      openaiModel: env.OPENAI_MODEL,
      timeoutMs: env.CHAT_TIMEOUT_MS,
    },
    mail: mailConfig(env),
    contact: { rateLimitPerHour: env.CONTACT_RATE_LIMIT },
    alerts: { rateLimitPerHour: env.ALERTS_RATE_LIMIT, digestHour: env.ALERTS_DIGEST_HOUR, checkSeconds: env.ALERTS_CHECK_SECONDS, settleSeconds: env.ALERTS_SETTLE_SECONDS },
    dashboard: { reservationStaleDays: env.RESERVATION_STALE_DAYS },
    rateLimits: { surveysPerHour: env.SURVEY_RATE_LIMIT, chatPerMinute: env.CHAT_RATE_LIMIT_PER_MINUTE, chatPerDay: env.CHAT_RATE_LIMIT_PER_DAY },
    backup: env.BACKUP_DIR ? { dir: path.resolve(env.BACKUP_DIR), time: env.BACKUP_TIME, keep: env.BACKUP_KEEP } : undefined,
    retention: { surveyMonths: env.RETENTION_SURVEY_MONTHS, contactMonths: env.RETENTION_CONTACT_MONTHS, sentMailDays: env.RETENTION_SENT_MAIL_DAYS },
    foundationSeed: {
      name: env.FOUNDATION_NAME,
      address: env.FOUNDATION_ADDRESS,
      email: env.FOUNDATION_EMAIL,
      krs: env.FOUNDATION_KRS,
      nip: env.FOUNDATION_NIP,
      regon: env.FOUNDATION_REGON,
      bankAccount: env.FOUNDATION_BANK_ACCOUNT,
      facebookUrl: env.FOUNDATION_FACEBOOK_URL,
      instagramUrl: env.FOUNDATION_INSTAGRAM_URL,
    },
    siteLinks: {
      auctionGroupUrl: env.FOUNDATION_AUCTION_GROUP_URL,
      cashbackUrl: env.FOUNDATION_CASHBACK_URL,
      chatProvider: chatProviderOf(env.OPENAI_API_KEY, env.OPENAI_BASE_URL),
    },
    documents: {
      privacyPolicyPdf: env.FOUNDATION_PRIVACY_POLICY_PDF && path.resolve(REPO_ROOT, env.FOUNDATION_PRIVACY_POLICY_PDF),
      rulesPdf: env.FOUNDATION_RULES_PDF && path.resolve(REPO_ROOT, env.FOUNDATION_RULES_PDF),
    },
  };
}

function mailConfig(env: Env): MailConfig {
  const smtpPort = env.SMTP_PORT ?? 587;
  const smtp: SmtpConfig | undefined =
    env.SMTP_URL || env.SMTP_HOST
      ? {
          url: env.SMTP_URL,
          host: env.SMTP_HOST,
          port: smtpPort,
          secure: env.SMTP_SECURE ?? smtpPort === 465,
          user: env.SMTP_USER,
          password: env.SMTP_PASSWORD,
        }
      : undefined;
  let imap: ImapConfig | undefined;
  if (env.IMAP_HOST) {
    if (!env.IMAP_USER || !env.IMAP_PASSWORD) throw new ConfigError('Invalid configuration: IMAP_HOST needs IMAP_USER and IMAP_PASSWORD');
    const port = env.IMAP_PORT ?? 993;
    imap = {
      host: env.IMAP_HOST,
      port,
      secure: env.IMAP_SECURE ?? port === 993,
      rejectUnauthorized: env.IMAP_TLS_REJECT_UNAUTHORIZED,
      user: env.IMAP_USER,
      password: env.IMAP_PASSWORD,
      mailbox: env.IMAP_MAILBOX,
      syncLimit: env.IMAP_SYNC_LIMIT,
      resyncSeconds: env.IMAP_RESYNC_SECONDS,
    };
  }
  return {
    smtp,
    from: env.MAIL_FROM,
    imap,
    outbox: {
      pollMs: env.OUTBOX_POLL_MS,
      maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
      retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
      retryMaxMs: env.OUTBOX_RETRY_MAX_MS,
    },
  };
}
