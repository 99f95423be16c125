/**
 * Queries by what a person perceives (the label of a field, the name of a button or link), in the
 * spirit of Testing Library, for the minimal DOM helpers of test/dom.tsx.
 */

/** The accessible name of an element: aria-label, aria-labelledby, else its text. */
export function accessibleName(element: Element): string {
  const label = element.getAttribute('aria-label');
  if (label) return label.trim();
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    return labelledBy
      .split(/\s+/)
      .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
  }
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The form field whose <label> reads `text` (exactly, ignoring surrounding spaces). */
export function byLabel<T extends HTMLElement = HTMLInputElement>(root: ParentNode, text: string): T {
  const label = Array.from(root.querySelectorAll('label')).find((item) => item.textContent?.trim() === text);
  const field = label?.htmlFor ? (label.ownerDocument.getElementById(label.htmlFor) as T | null) : (label?.querySelector('input, select, textarea') as T | null);
  if (!field) throw new Error(`Brak pola z etykietą: ${text}`);
  return field;
}

const ROLE_SELECTORS: Record<string, string> = {
  button: 'button, [role="button"]',
  link: 'a[href]',
  dialog: '[role="dialog"]',
  form: 'form',
  heading: 'h1, h2, h3, h4, h5, h6',
  status: '[role="status"]',
  region: 'section[aria-label], section[aria-labelledby], [role="region"]',
};

/** Every element of a role whose accessible name matches (a string: exactly; a RegExp: anywhere). */
export function allByRole<T extends HTMLElement = HTMLElement>(root: ParentNode, role: string, name?: string | RegExp): T[] {
  const selector = ROLE_SELECTORS[role];
  if (!selector) throw new Error(`Nieznana rola: ${role}`);
  return Array.from(root.querySelectorAll<T>(selector)).filter((element) => {
    if (name === undefined) return true;
    const accessible = accessibleName(element);
    return typeof name === 'string' ? accessible === name : name.test(accessible);
  });
}

export function byRole<T extends HTMLElement = HTMLElement>(root: ParentNode, role: string, name?: string | RegExp): T {
  const [found] = allByRole<T>(root, role, name);
  if (!found) throw new Error(`Brak elementu: ${role} ${String(name ?? '')}`);
  return found;
}

export function queryByRole<T extends HTMLElement = HTMLElement>(root: ParentNode, role: string, name?: string | RegExp): T | null {
  return allByRole<T>(root, role, name)[0] ?? null;
}
