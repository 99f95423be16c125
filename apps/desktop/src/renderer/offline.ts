import './style.css';
import { SERVER_PROBLEM_MESSAGES, type AppPageState } from '../common/app-page-api';

/** The offline page (app://panel/offline.html): why the panel cannot open, retry now or automatically. */
const AUTO_RETRY_SECONDS = 30;
const api = window.desktopApp;
const reason = document.getElementById('reason') as HTMLParagraphElement;
const address = document.getElementById('address') as HTMLElement;
const status = document.getElementById('status') as HTMLParagraphElement;
const retryButton = document.getElementById('retry') as HTMLButtonElement;
const settingsButton = document.getElementById('settings') as HTMLButtonElement;
const auto = document.getElementById('auto') as HTMLParagraphElement;

let secondsLeft = AUTO_RETRY_SECONDS;
let busy = false;

function render(state: AppPageState): void {
  reason.textContent = SERVER_PROBLEM_MESSAGES[state.problem ?? 'unreachable'];
  address.textContent = state.serverUrl ?? 'nie ustawiono';
}

async function retry(): Promise<void> {
  if (!api || busy) return;
  busy = true;
  retryButton.disabled = true;
  status.textContent = 'Łączenie z serwerem…';
  try {
    const state = await api.retry();
    // On success the main process closes this window; otherwise show why.
    render(state);
    status.textContent = state.problem ? 'Nadal brak połączenia.' : '';
  } catch {
    status.textContent = 'Nie udało się ponowić połączenia.';
  } finally {
    busy = false;
    retryButton.disabled = false;
    secondsLeft = AUTO_RETRY_SECONDS;
  }
}

retryButton.addEventListener('click', () => void retry());
settingsButton.addEventListener('click', () => api?.openSettings());

setInterval(() => {
  if (busy) return;
  secondsLeft -= 1;
  if (secondsLeft <= 0) void retry();
  auto.textContent = `Kolejna próba automatycznie za ${Math.max(secondsLeft, 0)} s.`;
}, 1000);

void api
  ?.getState()
  .then(render)
  .catch(() => undefined);
retryButton.focus();
