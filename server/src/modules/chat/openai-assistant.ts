import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { LIMITS, type ChatAsk } from '@pets/shared';
import type { ChatSite } from './knowledge.pl.js';
import { ChatFailedError, ChatTimeoutError, type ChatAssistant } from './chat-errors.js';
import { buildSystemPrompt, type PromptAnimal } from './system-prompt.js';

export interface OpenAiAssistantOptions {
  apiKey: string;
  /** An OpenAI-compatible server (llama.cpp, Ollama, …); the SDK's default otherwise. */
  baseUrl: string | undefined;
  model: string;
  /** Upper bound of one call; the route's own deadline (its AbortSignal) usually ends it first. */
  timeoutMs: number;
  /** The foundation's facts now (read for every question: the panel may change them). */
  site: () => Promise<ChatSite>;
  /** The animals available now, for the system prompt. */
  loadAvailableAnimals(): Promise<PromptAnimal[]>;
}

/**
 * The most the model may write for one reply: the widget shows at most CHAT_REPLY_MAX (1500)
 * characters, about 500 tokens of Polish; the cap bounds the cost and time of every call.
 */
export const CHAT_MAX_TOKENS = 600;

/**
 * The conversation as Chat Completions messages: the system prompt, the visitor's earlier
 * questions among the last 8 messages, and the question. The history comes from the browser, so
 * its assistant turns are not forwarded: sent as the model's own words, a forged "reply" would
 * steer the model past its instructions. The visitor's own earlier questions keep the context.
 */
export function chatMessages(systemPrompt: string, input: ChatAsk): ChatCompletionMessageParam[] {
  const earlierQuestions = input.history
    .slice(-LIMITS.chatHistoryLength)
    .filter((entry) => entry.role === 'user' && entry.text.trim() !== '');
  return [
    { role: 'system', content: systemPrompt },
    ...earlierQuestions.map((entry): ChatCompletionMessageParam => ({ role: 'user', content: entry.text })),
    { role: 'user', content: input.message },
  ];
}

/**
 * The assistant backed by the official `openai` SDK (Chat Completions), grounded by the system
 * prompt. No SDK retries: the visitor is waiting and the route has one deadline for everything.
 * Provider failures become ChatFailedError, time-outs ChatTimeoutError.
 */
export function createOpenAiAssistant(options: OpenAiAssistantOptions): ChatAssistant {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseUrl ?? 'https://api.openai.com/v1',
    timeout: options.timeoutMs,
    maxRetries: 0,
  });

  return {
    mode: 'openai',
    async reply(input, signal) {
      const [animals, site] = await Promise.all([options.loadAvailableAnimals(), options.site()]);
      const messages = chatMessages(buildSystemPrompt(site, animals), input);
      try {
        const completion = await client.chat.completions.create({ model: options.model, messages, max_tokens: CHAT_MAX_TOKENS }, { signal });
        const content = completion.choices[0]?.message?.content;
        return typeof content === 'string' ? content : '';
      } catch (error) {
        if (signal.aborted) throw signal.reason instanceof Error && signal.reason.name === 'TimeoutError' ? new ChatTimeoutError() : error;
        if (error instanceof OpenAI.APIConnectionTimeoutError) throw new ChatTimeoutError();
        if (error instanceof OpenAI.APIError) throw new ChatFailedError(typeof error.status === 'number' ? error.status : null, error.message, { cause: error });
        // Anything else from the SDK call (an unreadable response body…) is the provider's failure too.
        throw new ChatFailedError(null, error instanceof Error ? error.message : String(error), { cause: error });
      }
    },
  };
}
