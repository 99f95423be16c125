import { afterEach, describe, expect, it } from 'vitest';
import { focusableIn, keepTabAmong } from './focus-trap';

function dialogWith(html: string): HTMLElement {
  const dialog = document.createElement('div');
  dialog.tabIndex = -1;
  dialog.innerHTML = html;
  document.body.append(dialog);
  return dialog;
}

afterEach(() => document.body.replaceChildren());

describe('what Tab reaches inside an element', () => {
  it('lists what Tab reaches: enabled controls and links, not disabled, hidden or tabindex=-1 ones', () => {
    const dialog = dialogWith(
      '<button id="a">A</button><button disabled>B</button><a href="/x" id="c">C</a><a>no href</a>' +
        '<input type="hidden"><input id="d"><button hidden>E</button><span tabindex="-1">F</span><span tabindex="0" id="g">G</span>',
    );
    expect(focusableIn(dialog).map((element) => element.id)).toEqual(['a', 'c', 'd', 'g']);
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
