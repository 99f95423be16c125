import { describe, expect, it } from 'vitest';
import { DEFAULT_SERVER_URL, SERVER_ADDRESS_MESSAGES, originOf, parseServerAddress } from './server-address';

describe('parseServerAddress (settings validation)', () => {
  it('accepts the offered local address', () => {
    expect(parseServerAddress(DEFAULT_SERVER_URL)).toEqual({ ok: true, origin: 'http://localhost:3000' });
  });

  it('normalises to the origin: no path, query, hash, trailing slash or default port; lower-case host', () => {
    expect(parseServerAddress('  https://Panel.Example.ORG:443/admin/login?x=1#top  ')).toEqual({ ok: true, origin: 'https://panel.example.org' });
    expect(parseServerAddress('http://127.0.0.1:3000/')).toEqual({ ok: true, origin: 'http://127.0.0.1:3000' });
    expect(parseServerAddress('https://panel.example.org:8443')).toEqual({ ok: true, origin: 'https://panel.example.org:8443' });
  });

  it('takes an address without a scheme as https', () => {
    expect(parseServerAddress('panel.example.org')).toEqual({ ok: true, origin: 'https://panel.example.org' });
    expect(parseServerAddress('localhost:3000')).toEqual({ ok: true, origin: 'https://localhost:3000' });
  });

  it('refuses every scheme other than http and https', () => {
    for (const address of ['file:///etc/passwd', 'ftp://example.org', 'javascript://alert(1)', 'app://panel', 'ws://example.org', 'data://x']) {
      expect(parseServerAddress(address), address).toEqual({ ok: false, error: SERVER_ADDRESS_MESSAGES.scheme });
    }
  });

  it('refuses credentials in the address', () => {
    expect(parseServerAddress('https://admin:secret@panel.example.org')).toEqual({ ok: false, error: SERVER_ADDRESS_MESSAGES.credentials });
    expect(parseServerAddress('https://admin@panel.example.org')).toEqual({ ok: false, error: SERVER_ADDRESS_MESSAGES.credentials });
  });

  it('refuses empty, blank, malformed and overlong input', () => {
    expect(parseServerAddress('   ')).toEqual({ ok: false, error: SERVER_ADDRESS_MESSAGES.empty });
    expect(parseServerAddress('https://')).toEqual({ ok: false, error: SERVER_ADDRESS_MESSAGES.invalid });
    expect(parseServerAddress('https://exa mple.org')).toEqual({ ok: false, error: SERVER_ADDRESS_MESSAGES.invalid });
    expect(parseServerAddress('http://[::1')).toEqual({ ok: false, error: SERVER_ADDRESS_MESSAGES.invalid });
    expect(parseServerAddress(`https://example.org/${'a'.repeat(3000)}`)).toEqual({ ok: false, error: SERVER_ADDRESS_MESSAGES.tooLong });
  });

  it('warns about plain http to another computer, not to this one', () => {
    expect(parseServerAddress('http://192.168.1.20:3000')).toEqual({
      ok: true,
      origin: 'http://192.168.1.20:3000',
      warning: SERVER_ADDRESS_MESSAGES.insecure,
    });
    expect(parseServerAddress('http://[::1]:3000')).toEqual({ ok: true, origin: 'http://[::1]:3000' });
  });
});

describe('originOf', () => {
  it('gives the origin or null for unparsable and opaque URLs', () => {
    expect(originOf('https://a.example/x?y')).toBe('https://a.example');
    expect(originOf('not a url')).toBeNull();
    expect(originOf('about:blank')).toBeNull();
    expect(originOf('data:text/html,hi')).toBeNull();
  });
});

describe('originOf for the app scheme', () => {
  it('gives app://panel its own origin, as Chromium does for a standard scheme', () => {
    expect(originOf('app://panel/settings.html')).toBe('app://panel');
    expect(originOf('app://other/settings.html')).toBe('app://other');
    expect(originOf('file:///home/ola/x.html')).toBeNull();
    expect(originOf('javascript://panel/%0aalert(1)')).toBe('javascript://panel');
  });
});
