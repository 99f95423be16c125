import './style.css';
import { SERVER_ADDRESS_MESSAGES, parseServerAddress } from '../common/server-address';

/** The settings page (app://panel/settings.html): the server address, validated as typed and by the main process. */
const api = window.desktopApp;
const form = document.getElementById('settings-form') as HTMLFormElement;
const input = document.getElementById('server') as HTMLInputElement;
const errorBox = document.getElementById('server-error') as HTMLParagraphElement;
const status = document.getElementById('status') as HTMLParagraphElement;
const useDefault = document.getElementById('use-default') as HTMLButtonElement;
const checkButton = document.getElementById('check') as HTMLButtonElement;
const saveButton = document.getElementById('save') as HTMLButtonElement;
const cancelButton = document.getElementById('cancel') as HTMLButtonElement;
const version = document.getElementById('version') as HTMLParagraphElement;

let attempted = false;

function showError(message: string | null): void {
  errorBox.hidden = message === null;
  errorBox.textContent = message ?? '';
  input.setAttribute('aria-invalid', message === null ? 'false' : 'true');
}

function setBusy(busy: boolean): void {
  for (const element of [input, checkButton, saveButton, useDefault]) element.disabled = busy;
}

/** Client-side check (the main process checks again); returns the origin or null. */
function validate(): string | null {
  const result = parseServerAddress(input.value);
  if (!result.ok) {
    showError(result.error);
    return null;
  }
  showError(null);
  status.textContent = result.warning ?? '';
  return result.origin;
}

input.addEventListener('input', () => {
  status.textContent = '';
  if (attempted) validate();
});

useDefault.addEventListener('click', () => {
  input.value = useDefault.textContent ?? '';
  input.focus();
  if (attempted) validate();
});

checkButton.addEventListener('click', async () => {
  attempted = true;
  if (!validate() || !api) return input.focus();
  setBusy(true);
  status.textContent = 'Sprawdzanie połączenia…';
  try {
    const result = await api.checkServer(input.value);
    status.textContent = result.ok ? `Połączono z ${result.origin}.${result.warning ? ` ${result.warning}` : ''}` : result.error;
  } catch {
    status.textContent = 'Nie udało się sprawdzić połączenia.';
  } finally {
    setBusy(false);
  }
});

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  attempted = true;
  if (!validate() || !api) return input.focus();
  setBusy(true);
  status.textContent = 'Zapisywanie i łączenie z serwerem…';
  try {
    const result = await api.saveServer(input.value);
    if (!result.ok) {
      showError(result.error);
      status.textContent = '';
      input.focus();
    }
  } catch {
    status.textContent = 'Nie udało się zapisać ustawień.';
  } finally {
    setBusy(false);
  }
});

cancelButton.addEventListener('click', () => api?.close());

async function init(): Promise<void> {
  if (!api) {
    showError('Ta strona działa tylko w aplikacji Panel Fundacji.');
    setBusy(true);
    return;
  }
  const state = await api.getState();
  useDefault.textContent = state.defaultServerUrl;
  input.placeholder = state.defaultServerUrl;
  input.value = state.serverUrl ?? state.defaultServerUrl;
  cancelButton.hidden = state.serverUrl === null;
  version.textContent = `Wersja ${state.version}`;
  input.focus();
  input.select();
}

void init().catch(() => showError(SERVER_ADDRESS_MESSAGES.invalid));
