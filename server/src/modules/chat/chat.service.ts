import type { DataSource } from 'typeorm';
import { MESSAGES, neutraliseChatLinks, type ChatAsk } from '@pets/shared';
import type { AppConfig } from '../../config.js';
import { findPubliclyListedAnimals } from '../animals/animals.queries.js';
import { loadChatAnimals } from './chat-animals.js';
import { loadChatGuides } from './chat-guides.js';
import { ChatTimeoutError, type ChatAssistant } from './chat-errors.js';
import type { ChatSite } from './knowledge.pl.js';
import { answerOffline } from './offline-assistant.js';
import { createOpenAiAssistant } from './openai-assistant.js';
import type { PromptAnimal } from './system-prompt.js';

/** Longest reply sent back; it must fit the history entry limit (2000) when the client sends it back. */
export const CHAT_REPLY_MAX = 1500;

/** Rejects with ChatTimeoutError (or the abort reason) as soon as the signal aborts. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  const abortError = () =>
    signal.reason instanceof Error && signal.reason.name === 'TimeoutError' ? new ChatTimeoutError() : (signal.reason as Error);
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** The foundation's facts as the chat knows them now (the panel may change them at any time). */
export type ChatSiteSource = () => Promise<ChatSite>;

/** The offline assistant: retrieval over the knowledge file and the animals in the database. */
export function createOfflineAssistant(db: DataSource, site: ChatSiteSource): ChatAssistant {
  return {
    mode: 'offline',
    async reply(input, signal) {
      const [animals, guides, facts] = await untilAborted(Promise.all([loadChatAnimals(db), loadChatGuides(db), site()]), signal);
      return answerOffline(input.message, animals, facts, guides).reply;
    },
  };
}

async function availableForPrompt(db: DataSource): Promise<PromptAnimal[]> {
  const rows = await findPubliclyListedAnimals(db, { gatunek: [], plec: [], kastracja: [], status: ['Dostępny'] });
  return rows.map((row) => ({ id: Number(row.id), name: row.name, species: row.species }));
}

/**
 * The OpenAI-backed assistant when OPENAI_API_KEY is set, else the offline one. Both know the
 * foundation's data as saved in the panel, the postal address too ("Gdzie jesteście?").
 */
export function createChatAssistant(db: DataSource, config: Pick<AppConfig, 'chat'>, site: ChatSiteSource): ChatAssistant {
  const { chat } = config;
  if (!chat.openaiApiKey) return createOfflineAssistant(db, site);
  return createOpenAiAssistant({
    apiKey: chat.openaiApiKey,
    baseUrl: chat.openaiBaseUrl,
    model: chat.openaiModel,
    timeoutMs: chat.timeoutMs,
    site,
    loadAvailableAnimals: () => availableForPrompt(db),
  });
}

/**
 * A model's text made fit for the plain-text widget: Markdown emphasis, headings and links
 * flattened, blank runs collapsed, capped at CHAT_REPLY_MAX on a word boundary; an empty reply
 * becomes the thank-you fallback (SPEC section 8).
 */
export function tidyReply(text: string): string {
  const plain = text
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '$1 ($2)')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/^#{1,6}[ \t]+/gm, '')
    .replace(/^[ \t]*[-*][ \t]+/gm, '• ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (plain === '') return MESSAGES.chat.emptyReplyFallback;
  if (plain.length <= CHAT_REPLY_MAX) return plain;
  const cut = plain.slice(0, CHAT_REPLY_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > CHAT_REPLY_MAX * 0.8 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Where a reply may link: the site's own origin (PUBLIC_URL; its paths always) and these domains. */
export interface ChatLinkPolicy {
  domains: readonly string[];
  ownOrigin: string | null;
}

/** The reply, tidied, with addresses outside the link policy left as plain text. */
export async function askAssistant(assistant: ChatAssistant, input: ChatAsk, signal: AbortSignal, links: ChatLinkPolicy): Promise<string> {
  const reply = tidyReply(await untilAborted(assistant.reply(input, signal), signal));
  return neutraliseChatLinks(reply, links.domains, links.ownOrigin);
}
