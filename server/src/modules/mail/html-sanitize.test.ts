import { describe, expect, it } from 'vitest';
import { BLOCKED_IMAGE_ALT, sanitizeMailHtml } from './html-sanitize.js';
import { parseMessage, safeFilename } from './mail-parse.js';

describe('sanitizeMailHtml', () => {
  const clean = (html: string) => sanitizeMailHtml(html) ?? '';

  it.each([
    ['<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    ['<img src=x onerror="alert(1)">', `<img alt="${BLOCKED_IMAGE_ALT}" />`],
    ['<a href="javascript:alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer nofollow">x</a>'],
    ['<a href="JaVaScRiPt&colon;alert(1)">x</a>', '<a target="_blank" rel="noopener noreferrer nofollow">x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a target="_blank" rel="noopener noreferrer nofollow">x</a>'],
    ['<a href="//evil.example/x">x</a>', '<a target="_blank" rel="noopener noreferrer nofollow">x</a>'],
    ['<div onmouseover="x()" style="color:red">t</div>', '<div style="color:red">t</div>'],
    ['<p style="background:url(https://t.example/a.png);color:blue">t</p>', '<p style="color:blue">t</p>'],
    ['<p style="width: expression(alert(1))">t</p>', '<p>t</p>'],
    ['<p style="position:fixed;top:0">t</p>', '<p>t</p>'],
    ['<style>p{color:red}</style><p>t</p>', '<p>t</p>'],
    ['<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x">t', 't'],
    ['<form action="https://evil.example"><input name="p"><button>Wyślij</button></form>', 'Wyślij'],
    ['<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">x</a></svg>ok', 'ok'],
    ['<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/">t', 't'],
    ['<img src="https://tracker.example/pixel.gif" alt="Logo">', `<img alt="Logo (${BLOCKED_IMAGE_ALT})" />`],
    ['<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">', `<img alt="${BLOCKED_IMAGE_ALT}" />`],
  ])('%s', (dirty, expected) => {
    expect(clean(dirty)).toBe(expected);
  });

  it('keeps ordinary formatting, tables, safe links and inline images', () => {
    const html =
      '<h2>Tytuł</h2><p><b>pogrubienie</b> <i>kursywa</i></p><table border="0" cellpadding="4"><tr><td colspan="2" style="text-align:center">komórka</td></tr></table>' +
      '<a href="https://fundacja.example/">strona</a> <a href="mailto:kontakt@fundacja.example">mail</a><img src="data:image/png;base64,iVBORw0KGgo=" alt="logo">';
    expect(clean(html)).toBe(
      '<h2>Tytuł</h2><p><b>pogrubienie</b> <i>kursywa</i></p><table border="0" cellpadding="4"><tr><td colspan="2" style="text-align:center">komórka</td></tr></table>' +
        '<a href="https://fundacja.example/" target="_blank" rel="noopener noreferrer nofollow">strona</a> <a href="mailto:kontakt@fundacja.example" target="_blank" rel="noopener noreferrer nofollow">mail</a><img src="data:image/png;base64,iVBORw0KGgo=" alt="logo" />',
    );
  });

  it('is idempotent and answers null for nothing left', () => {
    const once = clean('<p style="color:red" onclick="x()">a <a href="https://a.example">b</a><img src="https://t.example/x.gif" alt="logo"><img src="https://t.example/y.gif"></p>');
    expect(clean(once)).toBe(once);
    expect(sanitizeMailHtml('<script>x</script>')).toBeNull();
    expect(sanitizeMailHtml('')).toBeNull();
    expect(sanitizeMailHtml(null)).toBeNull();
  });
});

describe('safeFilename', () => {
  it.each([
    ['faktura.pdf', 'application/pdf', 'faktura.pdf'],
    ['../../etc/passwd', 'text/plain', 'passwd'],
    ['C:\\Users\\x\\umowa.docx', 'application/octet-stream', 'umowa.docx'],
    ['"zły"\r\nplik?.pdf', 'application/pdf', '_zły_plik_.pdf'],
    ['..', 'image/png', 'zalacznik-1.png'],
    ['', 'application/pdf', 'zalacznik-1.pdf'],
    [undefined, 'application/x-unknown', 'zalacznik-1.bin'],
    ['zdjęcie świnki.jpg', 'image/jpeg', 'zdjęcie świnki.jpg'],
  ])('%j -> %s', (name, type, expected) => {
    expect(safeFilename(name, type)).toBe(expected);
  });

  it('shortens very long names and keeps the extension', () => {
    const name = safeFilename(`${'a'.repeat(300)}.pdf`);
    expect(name).toHaveLength(150);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});

describe('parseMessage', () => {
  it('shows the visitor of a contact-form mail as its sender', async () => {
    const raw = [
      'From: "Anna (formularz kontaktowy)" <nadawca@fundacja.test>',
      'Reply-To: "Anna Nowak" <anna@example.test>',
      'To: skrzynka@fundacja.test',
      'Subject: Formularz kontaktowy: Anna Nowak',
      'Message-ID: <abc@fundacja.test>',
      'X-Fundacja-Form: contact',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Treść pytania',
    ].join('\r\n');
    const parsed = await parseMessage(raw);
    expect(parsed).toMatchObject({ fromName: 'Anna Nowak', fromEmail: 'anna@example.test', subject: 'Formularz kontaktowy: Anna Nowak', messageId: '<abc@fundacja.test>', text: 'Treść pytania', html: null });
  });

  it('keeps the real sender of other mail, with one-line header values and no generated text', async () => {
    const raw = [
      'From: "Jan\tKowalski" <JAN@Example.TEST>',
      'Reply-To: other@example.test',
      'To: skrzynka@fundacja.test',
      'Subject: =?UTF-8?Q?Pytanie_o_kr=C3=B3lika?=',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p onclick="x()">Czy <b>królik</b> jest?</p>',
    ].join('\r\n');
    const parsed = await parseMessage(raw);
    expect(parsed).toMatchObject({ fromName: 'Jan Kowalski', fromEmail: 'jan@example.test', subject: 'Pytanie o królika', text: null, html: '<p>Czy <b>królik</b> jest?</p>', attachments: [] });
  });
});
