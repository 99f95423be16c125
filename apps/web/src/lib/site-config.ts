import { createContext, useContext } from 'react';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from '@pets/shared';

/** Id of the `<script type="application/json">` the server puts in place of `<!--site-config-->`. */
export const SITE_CONFIG_ELEMENT_ID = 'site-config';

/**
 * Reads the foundation's public data injected by the server into index.html. Unknown keys and
 * values that are not non-empty strings are ignored; anything missing (or the whole element under
 * `vite dev`) falls back to DEFAULT_SITE_CONFIG.
 */
export function readSiteConfig(doc: Document = document): SiteConfig {
  const element = doc.getElementById(SITE_CONFIG_ELEMENT_ID);
  if (!element?.textContent) return { ...DEFAULT_SITE_CONFIG };
  let parsed: unknown;
  try {
    parsed = JSON.parse(element.textContent);
  } catch {
    return { ...DEFAULT_SITE_CONFIG };
  }
  const config: SiteConfig = { ...DEFAULT_SITE_CONFIG };
  if (parsed && typeof parsed === 'object') {
    const source = parsed as Record<string, unknown>;
    for (const key of Object.keys(DEFAULT_SITE_CONFIG) as (keyof SiteConfig)[]) {
      const value = source[key];
      if (typeof value === 'string' && value.trim() !== '') config[key] = value;
    }
  }
  return config;
}

let cached: SiteConfig | null = null;

/** The site configuration, read once per page load (the defaults where there is no page). */
export function getSiteConfig(): SiteConfig {
  if (typeof document === 'undefined') return { ...DEFAULT_SITE_CONFIG };
  cached ??= readSiteConfig();
  return cached;
}

/** The server-side render provides the configuration per render; the browser reads its page. */
export const SiteConfigContext = createContext<SiteConfig | null>(null);

/** Hook form for components (the value never changes during a page's life). */
export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext) ?? getSiteConfig();
}

/**
 * The registry numbers that are filled in, in the order the site shows them. A number the
 * foundation has not given yet is left out: never a placeholder, never an empty row.
 */
export function registryNumbers(config: SiteConfig): { label: 'KRS' | 'NIP' | 'REGON'; value: string }[] {
  const numbers = [
    { label: 'KRS' as const, value: config.krs },
    { label: 'NIP' as const, value: config.nip },
    { label: 'REGON' as const, value: config.regon },
  ];
  return numbers.filter((number) => number.value.trim() !== '');
}

/** The foundation's social profiles that are filled in. */
export function socialProfiles(config: SiteConfig): { label: 'Facebook' | 'Instagram'; href: string }[] {
  const profiles = [
    { label: 'Facebook' as const, href: config.facebookUrl },
    { label: 'Instagram' as const, href: config.instagramUrl },
  ];
  return profiles.filter((profile) => profile.href.trim() !== '');
}
