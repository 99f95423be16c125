import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '@pets/shared';
import { readSiteConfig, registryNumbers, SITE_CONFIG_ELEMENT_ID, socialProfiles } from './site-config';

function inject(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = SITE_CONFIG_ELEMENT_ID;
  script.textContent = text;
  document.head.appendChild(script);
}

afterEach(() => {
  document.getElementById(SITE_CONFIG_ELEMENT_ID)?.remove();
});

describe('readSiteConfig', () => {
  it('falls back to DEFAULT_SITE_CONFIG without the injected element (vite dev)', () => {
    expect(readSiteConfig()).toEqual(DEFAULT_SITE_CONFIG);
  });

  it('reads the JSON the server put in place of <!--site-config-->', () => {
    inject(JSON.stringify({ ...DEFAULT_SITE_CONFIG, foundationName: 'Fundacja Pod Łapką', krs: '0000999999' }));
    expect(readSiteConfig()).toMatchObject({ foundationName: 'Fundacja Pod Łapką', krs: '0000999999', email: DEFAULT_SITE_CONFIG.email });
  });

  it('keeps defaults for missing, empty or non-string values and drops unknown keys', () => {
    inject(JSON.stringify({ foundationName: '', email: 42, nip: '111-111-11-11', extra: 'x' }));
    const config = readSiteConfig();
    expect(config.foundationName).toBe(DEFAULT_SITE_CONFIG.foundationName);
    expect(config.email).toBe(DEFAULT_SITE_CONFIG.email);
    expect(config.nip).toBe('111-111-11-11');
    expect('extra' in config).toBe(false);
  });

  it('survives invalid JSON', () => {
    inject('{nie json');
    expect(readSiteConfig()).toEqual(DEFAULT_SITE_CONFIG);
  });
});

describe('the foundation data a page may show', () => {
  const COMPLETE = { ...DEFAULT_SITE_CONFIG, krs: '0000987654', nip: '525-123-45-60', regon: '146789017', facebookUrl: 'https://www.facebook.com/x', instagramUrl: 'https://www.instagram.com/x' };

  it('is none by default: nothing invented is shown without the server’s data', () => {
    expect(DEFAULT_SITE_CONFIG).toMatchObject({ email: '', krs: '', nip: '', regon: '', bankAccount: '', facebookUrl: '', instagramUrl: '' });
    expect(registryNumbers(DEFAULT_SITE_CONFIG)).toEqual([]);
    expect(socialProfiles(DEFAULT_SITE_CONFIG)).toEqual([]);
  });

  it('lists only the numbers and profiles filled in, in the site’s order', () => {
    expect(registryNumbers(COMPLETE).map((number) => `${number.label} ${number.value}`)).toEqual(['KRS 0000987654', 'NIP 525-123-45-60', 'REGON 146789017']);
    expect(registryNumbers({ ...COMPLETE, nip: '' }).map((number) => number.label)).toEqual(['KRS', 'REGON']);
    expect(socialProfiles({ ...COMPLETE, facebookUrl: '' })).toEqual([{ label: 'Instagram', href: 'https://www.instagram.com/x' }]);
  });
});
