import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { screen, within } from '@testing-library/react';
import { cleanup, click, keyDown, mouseDown, render } from '../../test/dom';
import { DonationBubble } from './DonationBubble';

afterEach(cleanup);

function setup() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <DonationBubble /> },
      { path: '/wspieram', element: <p>wsparcie</p> },
    ],
    { initialEntries: ['/'] },
  );
  const { container } = render(
    <>
      <p id="outside">obok</p>
      <RouterProvider router={router} />
    </>,
  );
  const bubble = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Prześlij darowiznę' });
  const panel = () => screen.queryByRole('dialog', { name: 'Wesprzyj nas darowizną' });
  const input = () => within(panel()!).getByLabelText<HTMLInputElement>('Inna kwota');
  const submit = () => within(panel()!).getByRole<HTMLButtonElement>('button', { name: 'Przekaż' });
  const tiles = () => within(within(panel()!).getByRole('group', { name: 'Kwota darowizny' })).getAllByRole<HTMLButtonElement>('button');
  return { router, container, bubble, panel, input, submit, tiles };
}

/** Types into a controlled input the way React notices it. */
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('DonationBubble', () => {
  it("opens from the bubble 'Prześlij darowiznę' with the tiles and 50 zł chosen", () => {
    const { bubble, panel, tiles, input } = setup();
    expect(bubble().textContent).toContain('Prześlij darowiznę');
    expect(panel()).toBeNull();
    click(bubble());
    expect(bubble().getAttribute('aria-expanded')).toBe('true');
    expect(tiles().map((tile) => tile.textContent)).toEqual(['10 zł', '20 zł', '50 zł', '100 zł']);
    expect(tiles().map((tile) => tile.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'true', 'false']);
    expect(input().value).toBe('50');
    expect(document.activeElement).toBe(tiles()[2]);
  });

  it('opens again at 50 zł after a custom amount was typed and the popover closed', () => {
    const { bubble, panel, input, tiles } = setup();
    click(bubble());
    type(input(), '75');
    keyDown(document.activeElement ?? document.body, 'Escape');
    expect(panel()).toBeNull();
    click(bubble());
    expect(input().value).toBe('50');
    expect(tiles()[2]!.getAttribute('aria-pressed')).toBe('true');
  });

  it('a tile sets the amount', () => {
    const { bubble, tiles, input } = setup();
    click(bubble());
    click(tiles()[3]!);
    expect(input().value).toBe('100');
    expect(tiles()[3]!.getAttribute('aria-pressed')).toBe('true');
  });

  it('the custom amount keeps digits only, at most 6; submitting needs at least 1', () => {
    const { bubble, input, submit, tiles } = setup();
    click(bubble());
    type(input(), '12ab3');
    expect(input().value).toBe('123');
    expect(tiles().every((tile) => tile.getAttribute('aria-pressed') === 'false')).toBe(true);
    type(input(), '12345678');
    expect(input().value).toBe('123456');
    expect(submit().disabled).toBe(false);
    type(input(), '');
    expect(submit().disabled).toBe(true);
    type(input(), '0');
    expect(submit().disabled).toBe(true);
    type(input(), '1');
    expect(submit().disabled).toBe(false);
  });

  it("'Przekaż' goes to /wspieram with the amount and closes", () => {
    const { bubble, input, submit, router, panel } = setup();
    click(bubble());
    type(input(), '75');
    expect(submit().textContent).toBe('Przekaż');
    click(submit());
    expect(router.state.location.pathname).toBe('/wspieram');
    expect(router.state.location.search).toBe('?kwota=75');
    expect(router.state.location.hash).toBe('#przelew');
    expect(panel()).toBeNull();
  });

  it('Escape closes and gives the focus back to the bubble; a click outside closes', () => {
    const { bubble, panel } = setup();
    click(bubble());
    keyDown(document.activeElement!, 'Escape');
    expect(panel()).toBeNull();
    expect(document.activeElement).toBe(bubble());
    click(bubble());
    expect(panel()).not.toBeNull();
    mouseDown(screen.getByText('obok'));
    expect(panel()).toBeNull();
  });
});
