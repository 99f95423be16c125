import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMITS, SPECIES } from '@pets/shared';
import { MultiSelect } from './MultiSelect';

afterEach(cleanup);

function Harness({ initial = [] as string[], onChange = (_: string[]) => {} }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <>
      <MultiSelect
        label="Gatunek"
        options={SPECIES}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
      <p>poza</p>
      <button type="button">Dalej</button>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: /^Gatunek/ });
const listbox = () => screen.queryByRole('listbox', { name: 'Gatunek' });
const options = () => within(listbox()!).getAllByRole('option');
const chosen = () => options().filter((option) => option.getAttribute('aria-selected') === 'true').map((option) => option.textContent);

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(trigger());
  await waitFor(() => expect(listbox()).not.toBeNull());
  return listbox()!;
}

describe('MultiSelect', () => {
  it('shows the label and the number of chosen values', () => {
    render(<Harness initial={['Królik', 'Mysz']} />);
    expect(trigger()).toBe(screen.getByRole('button', { name: 'Gatunek wybrano: 2' }));
    expect(trigger().getAttribute('aria-haspopup')).toBe('listbox');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    // A button pops up the listbox: no combobox-only attributes (axe: aria-allowed-attr).
    expect(trigger().hasAttribute('aria-autocomplete')).toBe(false);
    expect(trigger().getAttribute('type')).toBe('button');
    expect(listbox()).toBeNull();
  });

  it('renders the closed select on the server as on the client (hydration)', () => {
    const server = renderToString(<Harness initial={['Mysz']} />);
    expect(server).toContain('aria-expanded="false"');
    expect(server).not.toContain('role="listbox"');
    const container = document.createElement('div');
    container.innerHTML = server;
    expect(within(container).getByRole('button', { name: 'Gatunek wybrano: 1' })).toBeTruthy();
  });

  it('opens a multi-select listbox of options, max 260 px high', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Królik']} />);
    const list = await open(user);
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
    expect(list.getAttribute('aria-multiselectable')).toBe('true');
    expect(options()).toHaveLength(10);
    expect(chosen()).toEqual(['Królik']);
    expect(LIMITS.multiSelectMenuMaxHeight).toBe(260);
    expect(list.parentElement?.style.maxHeight).toBe('260px');
  });

  it('is operated with the keyboard: arrows move, Space and Enter toggle, Escape closes', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(listbox()).not.toBeNull());
    expect(listbox()!.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(listbox()!.getAttribute('aria-activedescendant')).toBe(options()[2]!.id);
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['Chomik Roborowskiego']);
    await user.keyboard('{End}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['Chomik Roborowskiego', 'Żółw']);
    await user.keyboard('{Home}');
    expect(listbox()!.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    await user.keyboard('{Enter}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['Chomik Roborowskiego', 'Żółw']);
    expect(chosen()).toEqual(['Chomik Roborowskiego', 'Żółw']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(listbox()).toBeNull());
    expect(document.activeElement).toBe(trigger());
    expect(trigger()).toBe(screen.getByRole('button', { name: 'Gatunek wybrano: 2' }));
  });

  it('toggles with the mouse and stays open', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    await open(user);
    await user.click(screen.getByRole('option', { name: 'Królik' }));
    expect(onChange).toHaveBeenLastCalledWith(['Królik']);
    expect(listbox()).not.toBeNull();
    expect(screen.getByRole('option', { name: 'Królik' }).getAttribute('aria-selected')).toBe('true');
  });

  it("'Wyczyść' empties the selection", async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness initial={['Szczur', 'Mysz']} onChange={onChange} />);
    await open(user);
    const clear = screen.getByRole('button', { name: 'Wyczyść' });
    await user.click(clear);
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(trigger()).toBe(screen.getByRole('button', { name: 'Gatunek' }));
    expect((clear as HTMLButtonElement).disabled).toBe(true);
  });

  it('a click outside closes the menu', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await open(user);
    await user.click(screen.getByText('poza'));
    await waitFor(() => expect(listbox()).toBeNull());
  });

  it('focus moving elsewhere closes the menu', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Dalej' }));
    await waitFor(() => expect(listbox()).toBeNull());
  });
});
