import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { LIMITS, MESSAGES, type ChatMessage } from '@pets/shared';
import { isAbortError, isApiError } from '../../lib/api';
import { askChat } from './chat-api';

export interface ChatEntry extends ChatMessage {
  id: number;
  /** A failure notice: shown like a reply, never sent back as history. */
  error?: boolean;
}

interface ChatState {
  open: boolean;
  /** The conversation after the greeting (the greeting is not part of it). */
  entries: ChatEntry[];
  draft: string;
  /** True while a reply is awaited: nothing more can be sent. */
  pending: boolean;
  setOpen(open: boolean): void;
  setDraft(text: string): void;
  /** Sends the draft (trimmed); does nothing when it is empty or a reply is awaited. */
  send(): Promise<void>;
  reset(): void;
}

/** Entries kept in session storage, so a reload of the tab keeps the recent conversation. */
const KEPT_ENTRIES = 40;

let nextId = 1;

/** The history sent with a question: the last 8 messages of role and text, failure notices left out. */
export function historyOf(entries: readonly ChatEntry[]): ChatMessage[] {
  return entries
    .filter((entry) => !entry.error)
    .slice(-LIMITS.chatHistoryLength)
    .map(({ role, text }) => ({ role, text }));
}

/** The text shown for a failed question: the rate-limit text of the server, else SPEC section 8. */
function failureText(error: unknown): string {
  if (isApiError(error) && error.status === 429 && error.serverMessage) return error.serverMessage;
  return MESSAGES.chat.failed;
}

/** Removes line breaks (the input is one message of at most 150 characters). */
export function cleanDraft(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').slice(0, LIMITS.chatMaxLength);
}

/**
 * The chat conversation (ARCHITECTURE decision 10: UI state that survives navigation lives in
 * zustand). The entries also survive a reload of the tab through session storage.
 */
export const useChatStore = create<ChatState>()(
  persist(
    (set, get) => ({
      open: false,
      entries: [],
      draft: '',
      pending: false,
      setOpen(open) {
        set({ open });
      },
      setDraft(text) {
        set({ draft: cleanDraft(text) });
      },
      async send() {
        const { draft, pending, entries } = get();
        const message = draft.trim();
        if (message === '' || pending) return;
        const history = historyOf(entries);
        set({ entries: [...entries, { id: nextId++, role: 'user', text: message }], draft: '', pending: true });
        let reply: ChatEntry | null;
        try {
          const response = await askChat(message, history);
          const text = typeof response?.reply === 'string' && response.reply.trim() !== '' ? response.reply : MESSAGES.chat.emptyReplyFallback;
          reply = { id: nextId++, role: 'assistant', text };
        } catch (error) {
          reply = isAbortError(error) ? null : { id: nextId++, role: 'assistant', text: failureText(error), error: true };
        }
        set((state) => ({ pending: false, entries: reply ? [...state.entries, reply] : state.entries }));
      },
      reset() {
        set({ open: false, entries: [], draft: '', pending: false });
      },
    }),
    {
      name: 'pets.chat',
      version: 1,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ entries: state.entries.slice(-KEPT_ENTRIES) }),
      onRehydrateStorage: () => (state) => {
        // New entries must not reuse the ids of the restored ones.
        nextId = Math.max(nextId, ...(state?.entries ?? []).map((entry) => entry.id + 1));
      },
    },
  ),
);
