import { DEFAULT_FOUNDATION_NAME, PRIVACY_POLICY_VERSION, formatNip, type FoundationSettings } from '@pets/shared';
import type { AppConfig, RetentionPolicy } from '../../config.js';
import { addressOnOneLine } from '../foundation/foundation-public.js';

/** The RETENTION_* defaults, stated by the bundled template (a test keeps them equal to config.ts's). */
export const DEFAULT_RETENTION: RetentionPolicy = { surveyMonths: 12, contactMonths: 24, sentMailDays: 30 };

/** The chat's language-model provider, when the chat uses one. */
export type ChatProvider = { kind: 'openai' } | { kind: 'other'; host: string } | null;

/**
 * Everything the generated documents say that depends on the installation: the foundation's data
 * as saved in the panel (null where it is not filled in yet, so the document says "to be
 * completed" instead of printing a fake number) and which integrations really process visitors' data.
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

const filled = (value: string): string | null => (value.trim() === '' ? null : value.trim());

function chatProviderOf(config: DocumentConfig): ChatProvider {
  if (config.siteLinks.chatProvider === 'openai') return { kind: 'openai' };
  if (config.siteLinks.chatProvider === 'external' && config.chat.openaiBaseUrl) return { kind: 'other', host: new URL(config.chat.openaiBaseUrl).hostname };
  return null;
}

/** What of the configuration the documents depend on. */
export type DocumentConfig = Pick<AppConfig, 'siteLinks' | 'chat' | 'facebook' | 'retention'>;

/** What a document says of the foundation itself: a contract's party, its contact. */
export type FoundationFacts = Pick<DocumentFacts, 'name' | 'email' | 'krs' | 'nip' | 'regon' | 'address'>;

/** The foundation's data as saved in the panel, as documents print it (null where not filled in). */
export function foundationFacts(foundation: FoundationSettings): FoundationFacts {
  return {
    name: foundation.name.trim() || DEFAULT_FOUNDATION_NAME,
    email: filled(foundation.email),
    krs: filled(foundation.krs),
    nip: foundation.nip ? formatNip(foundation.nip) : null,
    regon: filled(foundation.regon),
    address: addressOnOneLine(foundation.address),
  };
}

/** The facts of the documents now: the configuration and the foundation data as saved in the panel. */
export function documentFacts(config: DocumentConfig, foundation: FoundationSettings): DocumentFacts {
  return {
    ...foundationFacts(foundation),
    chatProvider: chatProviderOf(config),
    facebookPosts: Boolean(config.facebook.pageId && config.facebook.accessToken),
    retention: config.retention,
    version: PRIVACY_POLICY_VERSION,
  };
}

/** The facts of a fresh installation: the bundled template text (docs/polityka-prywatnosci.md). */
export const TEMPLATE_FACTS: DocumentFacts = {
  name: DEFAULT_FOUNDATION_NAME,
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
