import { afterEach, describe, expect, it } from 'vitest';
import { focusableIn, keepTabAmong, keepTabInside } from './focus-trap';

function dialogWith(html: string): HTMLElement {
  const dialog = document.createElement('div');
  dialog.tabIndex = -1;
  dialog.innerHTML = html;
  document.body.append(dialog);
  return dialog;
}

function tab(dialog: HTMLElement, shiftKey = false): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true });
  keepTabInside(event, dialog);
  return event;
}

afterEach(() => document.body.replaceChildren());

describe('focus trap of the dialogs', () => {
  it('lists what Tab reaches: enabled controls and links, not disabled, hidden or tabindex=-1 ones', () => {
    const dialog = dialogWith(
      '<button id="a">A</button><button disabled>B</button><a href="/x" id="c">C</a><a>no href</a>' +
        '<input type="hidden"><input id="d"><button hidden>E</button><span tabindex="-1">F</span><span tabindex="0" id="g">G</span>',
    );
    expect(focusableIn(dialog).map((element) => element.id)).toEqual(['a', 'c', 'd', 'g']);
  });

  it('goes from the last element to the first and, with Shift, from the first to the last', () => {
    const dialog = dialogWith('<button id="first">1</button><input id="middle"><button id="last">3</button>');
    const [first, middle, last] = ['first', 'middle', 'last'].map((id) => document.getElementById(id)!);

    last!.focus();
    expect(tab(dialog).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(first);

    expect(tab(dialog, true).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(last);

    // In between the browser moves the focus itself.
    middle!.focus();
    expect(tab(dialog).defaultPrevented).toBe(false);
    expect(tab(dialog, true).defaultPrevented).toBe(false);
  });

  it('brings a focus from outside back in, and keeps it on a dialog with nothing to focus', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    const dialog = dialogWith('<button id="only">1</button>');
    outside.focus();
    tab(dialog);
    expect(document.activeElement?.id).toBe('only');

    const empty = dialogWith('<p>Tekst</p>');
    outside.focus();
    expect(tab(empty).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(empty);
  });
});

describe('focus trap over a set of elements (the menu drawer and its toggle)', () => {
  it('cycles through the set in order and brings a focus from elsewhere to its first (Shift: last) element', () => {
    const container = dialogWith('<button id="toggle">x</button><p>tekst</p><nav><a href="/" id="a">A</a><a href="/b" id="b">B</a></nav><button id="outside">y</button>');
    const [toggle, a, b, outside] = ['toggle', 'a', 'b', 'outside'].map((id) => container.querySelector<HTMLElement>(`#${id}`)!);
    const press = (shiftKey = false) => {
      const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, cancelable: true });
      keepTabAmong(event, [toggle!, a!, b!]);
      return event;
    };
    b!.focus();
    expect(press().defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(toggle);
    expect(press(true).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(b);
    a!.focus();
    expect(press().defaultPrevented).toBe(false);
    outside!.focus();
    press(true);
    expect(document.activeElement).toBe(b);
  });
});
