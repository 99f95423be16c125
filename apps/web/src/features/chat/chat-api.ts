import type { ChatMessage, ChatReply } from '@pets/shared';
import { api } from '../../lib/api';

/** POST /api/chat/ask (SPEC section 7): the message and the last 8 messages of the conversation. */
export function askChat(message: string, history: ChatMessage[], signal?: AbortSignal): Promise<ChatReply | undefined> {
  return api.post<ChatReply | undefined>('/chat/ask', { message, history }, { signal });
}
