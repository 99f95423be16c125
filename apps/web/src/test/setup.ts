import { configure } from '@testing-library/react';
import { vi } from 'vitest';

// Runs before every test file. The worker keeps one DOM for its files (isolate: false in
// vitest.config.ts), so each file starts from a clean one: our own modules evaluated afresh (no
// module state from the file before), an empty document and storage, real timers, no stubs.
vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
// A file may run in Node instead (// @vitest-environment node): it has no DOM to clean.
if (typeof document !== 'undefined') {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('style');
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
}

// The web tests run beside the server's (a real database) on a two-core machine: a check that
// waits for what the screen shows (findBy…, waitFor) gets five seconds, not one, before it fails.
configure({ asyncUtilTimeout: 5_000 });
