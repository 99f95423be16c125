import { vi } from 'vitest';

/** What a FakeXhr answers: a status, a JSON body and optional upload progress (loaded, total). */
export interface FakeXhrAnswer {
  status: number;
  body: unknown;
  progress?: [number, number][];
  /** Answers only once this settles (after the progress), so a test can look at the pending state. */
  after?: Promise<void>;
}

/**
 * A scripted XMLHttpRequest for the multipart uploads (fetch cannot report progress, so those go
 * through XHR): records what was sent and answers with the queued answers in order; with none
 * left it fails like a lost connection.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  static answers: FakeXhrAnswer[] = [];
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
    const answer = FakeXhr.answers.shift();
    queueMicrotask(() => {
      if (!answer) {
        this.onerror?.();
        return;
      }
      for (const [loaded, total] of answer.progress ?? []) this.upload.onprogress?.({ lengthComputable: true, loaded, total });
      void (answer.after ?? Promise.resolve()).then(() => {
        this.status = answer.status;
        this.responseText = answer.body === undefined ? '' : JSON.stringify(answer.body);
        this.onload?.();
      });
    });
  }

  static reset() {
    FakeXhr.sent = [];
    FakeXhr.answers = [];
  }
}

export const fakeXhrFactory = () => new FakeXhr() as unknown as XMLHttpRequest;

/** Replaces the global XMLHttpRequest (undo with vi.unstubAllGlobals) and starts with no answers. */
export function installFakeXhr(...answers: FakeXhrAnswer[]): typeof FakeXhr {
  FakeXhr.reset();
  FakeXhr.answers.push(...answers);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}
