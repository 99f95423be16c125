import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { LIMITS, MESSAGES } from '@pets/shared';
import { ChatText } from './ChatText';
import { ChatPrivacyNotice } from './ChatPrivacyNotice';
import { useChatStore } from './chat-store';
import './chat.css';

/** At this width and below the panel covers the screen, so following a link closes it. */
const FULL_SCREEN_QUERY = '(max-width: 640px)';

function ChatIcon() {
  return (
    <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.4-4.9A8 8 0 1 1 21 12Z" />
      <path d="M8.5 11h.01M12 11h.01M15.5 11h.01" strokeWidth="2.6" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

function SendIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M4 12 20 4l-6 16-3-7-7-1Z" />
    </svg>
  );
}

/**
 * The floating help chat of the public pages (SPEC "Chat widget"): a bubble bottom right opens
 * the side panel 'Pomoc / Chat' with the assistant's greeting. Escape or the close button closes
 * it and gives the focus back to the bubble. The input holds at most 150 characters with a
 * counter; Enter sends; nothing is sent while the input is empty or a reply is awaited. New
 * replies are announced to screen readers; the conversation lives in a store, so it stays while
 * the visitor moves between pages.
 */
export function ChatWidget() {
  const open = useChatStore((state) => state.open);
  const entries = useChatStore((state) => state.entries);
  const draft = useChatStore((state) => state.draft);
  const pending = useChatStore((state) => state.pending);
  const { setOpen, setDraft, send } = useChatStore.getState();

  const bubbleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const logRef = useRef<HTMLOListElement>(null);
  const titleId = useId();
  const counterId = useId();
  const panelId = 'chat-panel';

  // What the live region says: the newest reply once it arrives (not the restored ones).
  const [announcement, setAnnouncement] = useState('');
  const announcedCount = useRef(entries.length);

  useEffect(() => {
    if (entries.length <= announcedCount.current) {
      announcedCount.current = entries.length;
      return;
    }
    announcedCount.current = entries.length;
    const newest = entries.at(-1);
    if (newest?.role === 'assistant') setAnnouncement(`Asystent: ${newest.text}`);
  }, [entries]);

  // Opening moves the focus to the input.
  useLayoutEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // The newest message comes into view; a reply taller than the log shows from its beginning.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!open || !log) return;
    log.scrollTop = log.scrollHeight;
    const newest = log.lastElementChild;
    if (newest && newest.getBoundingClientRect().height > log.clientHeight - 32) {
      log.scrollTop += newest.getBoundingClientRect().top - log.getBoundingClientRect().top - 16;
    }
  }, [open, entries.length, pending]);

  const close = useCallback(() => {
    const focusWasInside = panelRef.current?.contains(document.activeElement) ?? false;
    setOpen(false);
    if (focusWasInside || document.activeElement === document.body) bubbleRef.current?.focus();
  }, [setOpen]);

  // Escape closes the panel from inside it, from the bubble, or when nothing has the focus.
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target as Node | null;
      const inside =
        target === document.body || target === bubbleRef.current || (target !== null && (panelRef.current?.contains(target) ?? false));
      if (!inside) return;
      event.preventDefault();
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  const canSend = draft.trim() !== '' && !pending;

  function submit(event?: FormEvent): void {
    event?.preventDefault();
    if (!canSend) return;
    void send();
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLTextAreaElement>): void {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault(); // one line only; Enter (with or without Shift) sends
    submit();
  }

  function onLinkFollowed(): void {
    if (window.matchMedia?.(FULL_SCREEN_QUERY).matches) setOpen(false);
  }

  const nearLimit = draft.length >= LIMITS.chatMaxLength - 10;

  return (
    <div className={`chat${open ? ' chat--open' : ''}`} data-floating-widget="corner">
      <button
        ref={bubbleRef}
        type="button"
        className="chat__bubble"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {open ? <CloseIcon /> : <ChatIcon />}
        <span className="chat__bubble-label">{open ? 'Zamknij czat' : 'Pomoc / Chat'}</span>
      </button>

      <div
        ref={panelRef}
        id={panelId}
        className="chat__panel"
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        hidden={!open}
      >
        {/* A div, not <header>: the page has one banner landmark, the site header. */}
        <div className="chat__header">
          <span className="chat__avatar" aria-hidden="true">
            <ChatIcon />
          </span>
          <div className="chat__heading">
            <h2 id={titleId} className="chat__title">
              {MESSAGES.chat.title}
            </h2>
            <p className="chat__subtitle">Wirtualny asystent fundacji</p>
          </div>
          <button type="button" className="chat__close" aria-label="Zamknij czat" onClick={close}>
            <CloseIcon />
          </button>
        </div>
        <ChatPrivacyNotice />

        <ol ref={logRef} className="chat__log" aria-label="Rozmowa" tabIndex={0}>
          <li className="chat__msg chat__msg--assistant">
            <span className="visually-hidden">Asystent: </span>
            {MESSAGES.chat.greeting}
          </li>
          {entries.map((entry) => (
            <li
              key={entry.id}
              className={`chat__msg chat__msg--${entry.role}${entry.error ? ' chat__msg--error' : ''}`}
              data-testid={entry.error ? 'chat-error' : undefined}
            >
              <span className="visually-hidden">{entry.role === 'user' ? 'Ty: ' : 'Asystent: '}</span>
              {entry.role === 'assistant' ? <ChatText text={entry.text} onNavigate={onLinkFollowed} /> : entry.text}
            </li>
          ))}
          {pending && (
            <li className="chat__msg chat__msg--assistant chat__typing" data-testid="chat-typing">
              <span className="visually-hidden">Asystent pisze…</span>
              <span className="chat__dot" aria-hidden="true" />
              <span className="chat__dot" aria-hidden="true" />
              <span className="chat__dot" aria-hidden="true" />
            </li>
          )}
        </ol>

        <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="chat-announcer">
          {pending ? 'Asystent pisze…' : announcement}
        </div>

        <form className="chat__form" onSubmit={submit}>
          <label className="visually-hidden" htmlFor={`${panelId}-input`}>
            Twoja wiadomość
          </label>
          <textarea
            ref={inputRef}
            id={`${panelId}-input`}
            className="chat__input"
            rows={2}
            maxLength={LIMITS.chatMaxLength}
            placeholder="Napisz pytanie…"
            value={draft}
            aria-describedby={counterId}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onInputKeyDown}
          />
          <div className="chat__actions">
            <span id={counterId} className={`chat__counter${nearLimit ? ' chat__counter--limit' : ''}`} data-testid="chat-counter">
              <span aria-hidden="true">
                {draft.length}/{LIMITS.chatMaxLength}
              </span>
              <span className="visually-hidden">
                Wpisano {draft.length} z {LIMITS.chatMaxLength} znaków
              </span>
            </span>
            <button type="submit" className="btn btn--primary chat__send" disabled={!canSend} aria-label="Wyślij">
              <SendIcon />
              <span className="chat__send-label">Wyślij</span>
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
