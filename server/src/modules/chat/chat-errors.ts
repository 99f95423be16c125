import type { ChatAsk } from '@pets/shared';

/** One way of answering the visitor: the OpenAI-backed assistant or the offline one. */
export interface ChatAssistant {
  readonly mode: 'openai' | 'offline';
  /** The reply text (possibly empty); rejects with ChatFailedError / ChatTimeoutError. */
  reply(input: ChatAsk, signal: AbortSignal): Promise<string>;
}

/** The language model answered with an error or could not be reached (502). */
export class ChatFailedError extends Error {
  constructor(
    readonly providerStatus: number | null,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'ChatFailedError';
  }
}

/** No answer within the chat's time limit (504). */
export class ChatTimeoutError extends Error {
  constructor() {
    super('Chat reply timed out');
    this.name = 'ChatTimeoutError';
  }
}
