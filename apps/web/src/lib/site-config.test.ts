import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '@pets/shared';
import { readSiteConfig, SITE_CONFIG_ELEMENT_ID } from './site-config';

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
