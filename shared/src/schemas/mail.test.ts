import { describe, expect, it } from 'vitest';
import { LIMITS } from '../limits.js';
import { composeReplyHtml, countLinks, mailListQuerySchema } from './mail.js';

describe('composeReplyHtml', () => {
  it('escapes HTML, turns line breaks into <br> and wraps the text in a styled container', () => {
    const html = composeReplyHtml('Dzień dobry,\r\n<b>ankieta</b> & "zgoda"\nPozdrawiamy');
    expect(html.startsWith('<div style="')).toBe(true);
    expect(html.endsWith('</div>')).toBe(true);
    expect(html).toContain('Dzień dobry,<br>\n&lt;b&gt;ankieta&lt;/b&gt; &amp; &quot;zgoda&quot;<br>\nPozdrawiamy');
    expect(html).not.toContain('<b>');
  });
});

describe('countLinks', () => {
  it.each([
    ['Zwykłe pytanie o królika.', 0],
    ['Zobacz https://a.example/x', 1],
    ['http://a.example www.b.example oraz HTTPS://C.EXAMPLE', 3],
    ['[url=http://spam.example]tanio[/url]', 2],
  ])('%s -> %i', (text, expected) => {
    expect(countLinks(text)).toBe(expected);
  });
});

describe('mailListQuerySchema', () => {
  it('defaults to page 1 of 25 and validates seen', () => {
    expect(mailListQuerySchema.parse({})).toEqual({ page: 1, limit: LIMITS.mailPageSize });
    expect(mailListQuerySchema.parse({ page: '2', limit: '10', seen: '0', q: '  faktura ' })).toEqual({ page: 2, limit: 10, seen: '0', q: 'faktura' });
    expect(mailListQuerySchema.safeParse({ seen: 'yes' }).success).toBe(false);
    expect(mailListQuerySchema.safeParse({ limit: '1000' }).success).toBe(false);
  });
});
