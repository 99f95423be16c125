import type { z } from 'zod';
import { ADMIN_PASSWORD_LIMITS, ADMIN_USERNAME_PATTERN, normalizeAdminUsername } from '@pets/shared';

/**
 * The start-up report of invalid settings: one line per bad variable, in Polish like the other
 * start messages, naming the variable and what it must be. Values are never echoed: a bad line
 * may hold a password.
 */
export function describeConfigProblems(lines: string[]): string {
  return `Nieprawidłowa konfiguracja (zmienne środowiskowe lub plik .env w katalogu głównym repozytorium):\n${lines.map((line) => `  - ${line}`).join('\n')}`;
}

/** One `VARIABLE: what is wrong` line per variable (the first problem of each). */
export function configIssueLines(issues: readonly z.core.$ZodIssue[]): string[] {
  const byVariable = new Map<string, string>();
  for (const issue of issues) {
    const variable = issue.path.map(String).join('.') || '(całość)';
    if (!byVariable.has(variable)) byVariable.set(variable, `${variable}: ${describeIssue(issue)}`);
  }
  return [...byVariable.values()];
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return 'musi być liczbą całkowitą';
      if (issue.expected === 'number') return 'musi być liczbą';
      return `nieprawidłowa wartość (oczekiwano: ${issue.expected})`;
    case 'invalid_value':
      return `dozwolone wartości: ${issue.values.map(String).join(', ')}`;
    case 'too_small':
      return issue.origin === 'string' ? 'nie może być pusta' : `musi wynosić co najmniej ${String(issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'string' ? 'jest za długa' : `musi wynosić najwyżej ${String(issue.maximum)}`;
    case 'invalid_format':
      return issue.format === 'url' ? 'musi być pełnym adresem URL (np. https://…)' : `nieprawidłowy format (${issue.format})`;
    default:
      return issue.message;
  }
}

/** Rules between variables, checked on the raw values so they are reported with the rest. */
export function crossVariableProblems(source: NodeJS.ProcessEnv): string[] {
  const set = (name: string) => (source[name] ?? '').trim() !== '';
  const problems: string[] = [];
  if (set('IMAP_HOST') && !(set('IMAP_USER') && set('IMAP_PASSWORD'))) {
    problems.push('IMAP_USER, IMAP_PASSWORD: muszą być ustawione razem z IMAP_HOST');
  }
  // The first administrator's account, created at start: the same rules as in the panel and
  // `npm run admin -- create`, reported before any database work.
  if (set('ADMIN_USERNAME')) {
    const username = normalizeAdminUsername(source.ADMIN_USERNAME ?? '');
    if (username.length < 3 || username.length > 100 || !ADMIN_USERNAME_PATTERN.test(username)) {
      problems.push('ADMIN_USERNAME: od 3 do 100 znaków: litery a–z, cyfry, kropka, myślnik lub podkreślenie, na początku i końcu litera lub cyfra');
    }
  }
  // Only with ADMIN_USERNAME: alone, ADMIN_PASSWORD is the admin command line's input, which says itself what is wrong.
  if (set('ADMIN_USERNAME') && set('ADMIN_PASSWORD')) {
    const length = (source.ADMIN_PASSWORD ?? '').trim().length;
    if (length < ADMIN_PASSWORD_LIMITS.min || length > ADMIN_PASSWORD_LIMITS.max) {
      problems.push(`ADMIN_PASSWORD: musi mieć od ${ADMIN_PASSWORD_LIMITS.min} do ${ADMIN_PASSWORD_LIMITS.max} znaków`);
    }
  }
  return problems;
}
