import { z } from 'zod';
import { LIMITS } from '../limits.js';

export const chatMessageSchema = z.strictObject({
  role: z.enum(['user', 'assistant']),
  text: z.string().max(2000),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatAskSchema = z.strictObject({
  message: z.string().trim().min(1).max(LIMITS.chatMaxLength),
  history: z.array(chatMessageSchema).max(LIMITS.chatHistoryLength).default([]),
});
export type ChatAskInput = z.input<typeof chatAskSchema>;
