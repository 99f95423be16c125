import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots.js';

/** How crawlers read robots.txt (RFC 9309): the longest matching rule wins, Allow on a tie; * and $ are wildcards. */
function allowed(robots: string, path: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S+)/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map(([, kind, pattern]) => ({
      allow: kind === 'Allow',
      length: pattern!.length,
      regex: new RegExp(`^${pattern!.replace(/[.+?^{}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}`),
    }));
  const matching = rules.filter((rule) => rule.regex.test(path)).sort((a, b) => b.length - a.length || Number(b.allow) - Number(a.allow));
  return matching[0]?.allow ?? true;
}

describe('robots.txt', () => {
  const robots = robotsTxt('https://adopcje.example.org');

  it('lets crawlers fetch the animal photos and their variants (the og:image of animal pages)', () => {
    expect(allowed(robots, '/api/images/aaaaaaaaaaaaaaaa.jpg')).toBe(true);
    expect(allowed(robots, '/api/images/aaaaaaaaaaaaaaaa.jpg?w=full')).toBe(true);
  });

  it('keeps the rest of the API, the admin originals and the panel out', () => {
    expect(allowed(robots, '/api/images/aaaaaaaaaaaaaaaa.jpg/original')).toBe(false);
    expect(allowed(robots, '/api/admin/events')).toBe(false);
    expect(allowed(robots, '/api/animals/available')).toBe(false);
    expect(allowed(robots, '/dt/Ab-c_123xyz')).toBe(false);
    expect(allowed(robots, '/admin')).toBe(false);
    expect(allowed(robots, '/admin/login')).toBe(false);
  });

  it('leaves the public pages open and names the sitemap', () => {
    expect(allowed(robots, '/zwierzak/12')).toBe(true);
    expect(allowed(robots, '/static/default-animal.webp')).toBe(true);
    expect(robots).toContain('Sitemap: https://adopcje.example.org/sitemap.xml');
  });
});
