import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';

const m = MESSAGES.chat;

/** Longest text of one history entry: the assistant's replies are capped below this on the server. */
export const CHAT_HISTORY_TEXT_MAX = 2000;

export const chatMessageSchema = z.strictObject({
  role: z.enum(['user', 'assistant']),
  text: z.string().max(CHAT_HISTORY_TEXT_MAX, m.historyTextTooLong),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** POST /chat/ask (SPEC sections 5 and 7): the message (1–150 characters) and the last 8 messages. */
export const chatAskSchema = z.strictObject({
  message: z.string(m.messageRequired).trim().min(1, m.messageRequired).max(LIMITS.chatMaxLength, m.messageTooLong),
  history: z.array(chatMessageSchema).max(LIMITS.chatHistoryLength, m.historyTooLong).default([]),
});
export type ChatAskInput = z.input<typeof chatAskSchema>;
export type ChatAsk = z.output<typeof chatAskSchema>;
