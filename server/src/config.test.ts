import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, ConfigError, loadConfig, REPO_ROOT } from './config.js';
import { ENV_FILE } from './load-env.js';

function configProblem(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('.env.example', () => {
  it('names every variable of the configuration schema, and nothing else', () => {
    const example = fs.readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');
    const listed = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));
    expect(CONFIG_VARIABLES.filter((name) => !listed.has(name)), 'missing from .env.example').toEqual([]);
    expect([...listed].filter((name) => !CONFIG_VARIABLES.includes(name as string)), 'unknown to the server').toEqual([]);
  });

  it('is read from the repository root, not from the working directory', () => {
    expect(ENV_FILE).toBe(path.join(REPO_ROOT, '.env'));
    expect(fs.existsSync(path.join(REPO_ROOT, 'package.json'))).toBe(true);
  });
});

describe('demo content by default (SEED_DEMO unset)', () => {
  it('is loaded for a trial on the embedded database outside production', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).seedDemo).toBe(true);
  });

  it('is never loaded in production or on an external database', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://pets@db.example.org/pets' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://pets@db.example.org/pets' }).seedDemo).toBe(false);
  });

  it('follows SEED_DEMO when it is set explicitly', () => {
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://pets@db.example.org/pets', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
  });
});

describe('invalid settings', () => {
  it('names every bad variable, one line each, without echoing values', () => {
    const message = configProblem({
      PORT: 'trzy-tysiące',
      LOG_LEVEL: 'loud',
      SESSION_IDLE_MINUTES: '0',
      OPENAI_BASE_URL: 'not-a-url',
      SEED_DEMO: 'yes',
      IMAP_HOST: 'imap.example.org',
      SMTP_PASSWORD: 'sekretne-haslo',
      SMTP_PORT: '99999',
    });
    const lines = message.split('\n').slice(1);
    expect(lines).toEqual([
      '  - PORT: musi być liczbą',
      '  - LOG_LEVEL: dozwolone wartości: fatal, error, warn, info, debug, trace, silent',
      '  - SEED_DEMO: dozwolone wartości: 0, 1, true, false',
      '  - SESSION_IDLE_MINUTES: musi wynosić co najmniej 1',
      '  - OPENAI_BASE_URL: musi być pełnym adresem URL (np. https://…)',
      '  - SMTP_PORT: musi wynosić najwyżej 65535',
      '  - IMAP_USER, IMAP_PASSWORD: muszą być ustawione razem z IMAP_HOST',
    ]);
    expect(message).toMatch(/^Nieprawidłowa konfiguracja/);
    expect(message).not.toContain('trzy-tysiące');
    expect(message).not.toContain('sekretne-haslo');
  });

  it('reports a rule between variables even when every value is valid on its own', () => {
    expect(configProblem({ IMAP_HOST: 'imap.example.org', IMAP_USER: 'kontakt@example.org' })).toContain('IMAP_USER, IMAP_PASSWORD');
  });

  it('names a first administrator that could not be created, in Polish, before any database work', () => {
    const message = configProblem({ ADMIN_USERNAME: 'ab', ADMIN_PASSWORD: 'krotkie' });
    expect(message).toContain('ADMIN_USERNAME: od 3 do 100 znaków');
    expect(message).toContain('ADMIN_PASSWORD: musi mieć od 12 do 200 znaków');
    expect(message).not.toContain('krotkie');
    expect(configProblem({ ADMIN_USERNAME: 'rtаdmin', ADMIN_PASSWORD: 'wystarczajaco-dlugie' })).toContain('ADMIN_USERNAME');
  });
});
