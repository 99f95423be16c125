import { DEFAULT_SITE_CONFIG, PRIVACY_POLICY_VERSION } from '@pets/shared';
import type { AppConfig, RetentionPolicy } from '../../config.js';

/** The RETENTION_* defaults, stated by the bundled template (a test keeps them equal to config.ts's). */
export const DEFAULT_RETENTION: RetentionPolicy = { surveyMonths: 12, contactMonths: 24, sentMailDays: 30 };

/** The chat's language-model provider, when the chat uses one. */
export type ChatProvider = { kind: 'openai' } | { kind: 'other'; host: string } | null;

/**
 * Everything the generated documents say that depends on the installation: the foundation's data
 * (null where it is still the product's placeholder, so the document says "to be completed"
 * instead of printing a fake number) and which integrations really process visitors' data.
 */
export interface DocumentFacts {
  name: string;
  email: string | null;
  krs: string | null;
  nip: string | null;
  regon: string | null;
  address: string | null;
  chatProvider: ChatProvider;
  facebookPosts: boolean;
  /** The configured RETENTION_* periods, which the daily retention job enforces. */
  retention: RetentionPolicy;
  /** PRIVACY_POLICY_VERSION: the date (YYYY-MM-DD) the policy was issued. */
  version: string;
}

const configured = (value: string, placeholder: string): string | null => {
  const trimmed = value.trim();
  return trimmed === '' || trimmed === placeholder ? null : trimmed;
};

function chatProviderOf(config: AppConfig): ChatProvider {
  if (config.site.chatProvider === 'openai') return { kind: 'openai' };
  if (config.site.chatProvider === 'external' && config.chat.openaiBaseUrl) return { kind: 'other', host: new URL(config.chat.openaiBaseUrl).hostname };
  return null;
}

export function documentFacts(config: AppConfig): DocumentFacts {
  const { site } = config;
  return {
    name: site.foundationName.trim() || DEFAULT_SITE_CONFIG.foundationName,
    email: configured(site.email, DEFAULT_SITE_CONFIG.email),
    krs: configured(site.krs, DEFAULT_SITE_CONFIG.krs),
    nip: configured(site.nip, DEFAULT_SITE_CONFIG.nip),
    regon: configured(site.regon, DEFAULT_SITE_CONFIG.regon),
    address: config.documents.foundationAddress ?? null,
    chatProvider: chatProviderOf(config),
    facebookPosts: Boolean(config.facebook.pageId && config.facebook.accessToken),
    retention: config.retention,
    version: PRIVACY_POLICY_VERSION,
  };
}

/** The facts of a fresh installation: the bundled template text (docs/polityka-prywatnosci.md). */
export const TEMPLATE_FACTS: DocumentFacts = {
  name: DEFAULT_SITE_CONFIG.foundationName,
  email: null,
  krs: null,
  nip: null,
  regon: null,
  address: null,
  chatProvider: { kind: 'openai' },
  facebookPosts: true,
  retention: DEFAULT_RETENTION,
  version: PRIVACY_POLICY_VERSION,
};
