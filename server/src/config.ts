import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@pets/shared';

/** Repository root, found from this file both in src/ (tsx, vitest) and in dist/ (built). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalString,
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(5433),
  SEED_DEMO: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((value) => value === '1' || value === 'true'),
  ADMIN_USERNAME: optionalString,
  ADMIN_PASSWORD: optionalString,
  SESSION_SECRET: optionalString,
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  TRUST_PROXY: optionalString,
  WEB_DIST_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/dist')),
  FACEBOOK_PAGE_ID: optionalString,
  FACEBOOK_ACCESS_TOKEN: optionalString,
  FACEBOOK_GRAPH_URL: z.string().url().default('https://graph.facebook.com/v21.0'),
  FACEBOOK_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  FOUNDATION_NAME: z.string().default(DEFAULT_SITE_CONFIG.foundationName),
  FOUNDATION_EMAIL: z.string().default(DEFAULT_SITE_CONFIG.email),
  FOUNDATION_KRS: z.string().default(DEFAULT_SITE_CONFIG.krs),
  FOUNDATION_NIP: z.string().default(DEFAULT_SITE_CONFIG.nip),
  FOUNDATION_REGON: z.string().default(DEFAULT_SITE_CONFIG.regon),
  FOUNDATION_BANK_ACCOUNT: z.string().default(DEFAULT_SITE_CONFIG.bankAccount),
  FOUNDATION_FACEBOOK_URL: z.string().default(DEFAULT_SITE_CONFIG.facebookUrl),
  FOUNDATION_INSTAGRAM_URL: z.string().default(DEFAULT_SITE_CONFIG.instagramUrl),
  FOUNDATION_AUCTION_GROUP_URL: z.string().default(DEFAULT_SITE_CONFIG.auctionGroupUrl),
  FOUNDATION_CASHBACK_URL: z.string().default(DEFAULT_SITE_CONFIG.cashbackUrl),
});

export type Env = z.infer<typeof envSchema>;

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
  trustProxy: string | undefined;
  webDistDir: string;
  site: SiteConfig;
  /** Latest posts come from the Graph API only when both the page id and the token are set. */
  facebook: { pageId: string | undefined; accessToken: string | undefined; graphUrl: string; cacheSeconds: number };
}

export class ConfigError extends Error {}

/** Reads and validates the environment once; invalid values stop the start with a clear message. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl: env.PUBLIC_URL,
    logLevel: env.LOG_LEVEL,
    database: { url: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR), embeddedPort: env.EMBEDDED_PG_PORT },
    seedDemo: env.SEED_DEMO,
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
    site: {
      foundationName: env.FOUNDATION_NAME,
      email: env.FOUNDATION_EMAIL,
      krs: env.FOUNDATION_KRS,
      nip: env.FOUNDATION_NIP,
      regon: env.FOUNDATION_REGON,
      bankAccount: env.FOUNDATION_BANK_ACCOUNT,
      facebookUrl: env.FOUNDATION_FACEBOOK_URL,
      instagramUrl: env.FOUNDATION_INSTAGRAM_URL,
      auctionGroupUrl: env.FOUNDATION_AUCTION_GROUP_URL,
      cashbackUrl: env.FOUNDATION_CASHBACK_URL,
    },
  };
}
