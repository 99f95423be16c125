import { Router } from 'express';
import type { DataSource } from 'typeorm';
import { MESSAGES, chatAskSchema, chatLinkDomains, type ChatReply } from '@pets/shared';
import type { AppConfig } from '../../config.js';
import { HttpError } from '../../http/http-error.js';
import { parseInput } from '../../http/validate.js';
import { poolOf } from '../auth/session.js';
import { createChatLimiter, type ChatLimiter } from './chat-limiter.js';
import { ChatFailedError, ChatTimeoutError, type ChatAssistant } from './chat-errors.js';
import { askAssistant, createChatAssistant, type ChatLinkPolicy, type ChatSiteSource } from './chat.service.js';

export interface ChatRouterOptions {
  assistant: ChatAssistant;
  limiter: ChatLimiter;
  /** The whole answer's deadline (CHAT_TIMEOUT_MS). */
  timeoutMs: number;
  /** Which addresses in a reply stay links (the foundation's profiles may change in the panel). */
  links: () => Promise<ChatLinkPolicy>;
}

/**
 * POST /chat/ask {message, history} -> {reply} (SPEC section 7): rate-limited per IP, validated,
 * answered by the configured assistant within the time limit. A provider failure is 502 and a
 * time-out 504, both with the chat failure text of SPEC section 8.
 */
export function createChatRouter({ assistant, limiter, timeoutMs, links }: ChatRouterOptions): Router {
  const router = Router();
  router.post('/chat/ask', async (req, res) => {
    const wait = await limiter.consume(req.ip ?? 'unknown');
    if (wait > 0) {
      res.setHeader('Retry-After', String(wait));
      throw new HttpError(429, 'chat_rate_limited', MESSAGES.chat.rateLimited);
    }
    const input = parseInput(chatAskSchema, req.body);

    // The deadline, and an abort when the visitor goes away (no one to answer any more).
    const gone = new AbortController();
    res.on('close', () => {
      if (!res.writableEnded) gone.abort(new Error('client closed the connection'));
    });
    const signal = AbortSignal.any([AbortSignal.timeout(timeoutMs), gone.signal]);
    try {
      const reply = await askAssistant(assistant, input, signal, await links());
      const body: ChatReply = { reply };
      res.setHeader('Cache-Control', 'no-store').json(body);
    } catch (error) {
      if (gone.signal.aborted) return;
      if (error instanceof ChatTimeoutError) {
        req.log.warn({ mode: assistant.mode, timeoutMs }, 'chat reply timed out');
        throw new HttpError(504, 'chat_timeout', MESSAGES.chat.failed);
      }
      if (error instanceof ChatFailedError) {
        req.log.warn({ mode: assistant.mode, providerStatus: error.providerStatus, err: error }, 'chat provider failed');
        throw new HttpError(502, 'chat_unavailable', MESSAGES.chat.failed);
      }
      throw error;
    }
  });
  return router;
}

/** The chat router of the app: the assistant chosen by the configuration, the limiter in PostgreSQL. */
export function chatRouter(db: DataSource, config: Pick<AppConfig, 'chat' | 'rateLimits' | 'publicUrl'>, site: ChatSiteSource): Router {
  const limits = config.rateLimits ? { perMinute: config.rateLimits.chatPerMinute, perDay: config.rateLimits.chatPerDay } : undefined;
  const ownOrigin = config.publicUrl ? new URL(config.publicUrl).origin : null;
  return createChatRouter({
    assistant: createChatAssistant(db, config, site),
    limiter: createChatLimiter(poolOf(db), limits),
    timeoutMs: config.chat.timeoutMs,
    links: async () => ({ domains: chatLinkDomains(await site()), ownOrigin }),
  });
}
