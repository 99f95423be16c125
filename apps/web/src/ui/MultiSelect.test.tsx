import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act } from 'react';
import { LIMITS, SPECIES } from '@pets/shared';
import { MultiSelect } from './MultiSelect';
import { cleanup, click, keyDown, mouseDown, render } from '../test/dom';

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
      <p id="outside">poza</p>
    </>
  );
}

const trigger = (container: HTMLElement) => container.querySelector<HTMLButtonElement>('.multi-select__button')!;
const listbox = (container: HTMLElement) => container.querySelector<HTMLElement>('[role="listbox"]');
const options = (container: HTMLElement) => Array.from(container.querySelectorAll<HTMLElement>('[role="option"]'));

describe('MultiSelect', () => {
  it('shows the label and the number of chosen values', () => {
    const { container } = render(<Harness initial={['Królik', 'Mysz']} />);
    expect(trigger(container).textContent).toContain('Gatunek');
    expect(container.querySelector('.multi-select__count')?.textContent).toBe('2');
    expect(trigger(container).getAttribute('aria-haspopup')).toBe('listbox');
    expect(trigger(container).getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a multi-select listbox of checkbox options, max 260 px high', () => {
    const { container } = render(<Harness initial={['Królik']} />);
    click(trigger(container));
    expect(trigger(container).getAttribute('aria-expanded')).toBe('true');
    expect(listbox(container)?.getAttribute('aria-multiselectable')).toBe('true');
    expect(options(container)).toHaveLength(10);
    expect(options(container).filter((option) => option.getAttribute('aria-selected') === 'true').map((o) => o.textContent)).toEqual([
      'Królik',
    ]);
    expect(LIMITS.multiSelectMenuMaxHeight).toBe(260);
    expect(container.querySelector<HTMLElement>('.multi-select__menu')?.style.maxHeight).toBe('260px');
    expect(document.activeElement).toBe(listbox(container));
  });

  it('is operated with the keyboard: arrows move, Space and Enter toggle, Escape closes', () => {
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} />);
    keyDown(trigger(container), 'ArrowDown');
    const list = listbox(container)!;
    expect(list.getAttribute('aria-activedescendant')).toBe(options(container)[0]!.id);
    keyDown(list, 'ArrowDown');
    keyDown(list, 'ArrowDown');
    expect(list.getAttribute('aria-activedescendant')).toBe(options(container)[2]!.id);
    keyDown(list, ' ');
    expect(onChange).toHaveBeenLastCalledWith(['Chomik Roborowskiego']);
    keyDown(list, 'End');
    keyDown(list, 'Enter');
    expect(onChange).toHaveBeenLastCalledWith(['Chomik Roborowskiego', 'Żółw']);
    keyDown(list, 'Home');
    expect(list.getAttribute('aria-activedescendant')).toBe(options(container)[0]!.id);
    keyDown(list, 'Enter');
    keyDown(list, 'Enter');
    expect(onChange).toHaveBeenLastCalledWith(['Chomik Roborowskiego', 'Żółw']);
    keyDown(list, 'Escape');
    expect(listbox(container)).toBeNull();
    expect(document.activeElement).toBe(trigger(container));
    expect(container.querySelector('.multi-select__count')?.textContent).toBe('2');
  });

  it('toggles with the mouse and stays open', () => {
    const onChange = vi.fn();
    const { container } = render(<Harness onChange={onChange} />);
    click(trigger(container));
    click(options(container)[4]!);
    expect(onChange).toHaveBeenLastCalledWith(['Królik']);
    expect(listbox(container)).not.toBeNull();
    expect(options(container)[4]!.getAttribute('aria-selected')).toBe('true');
  });

  it("'Wyczyść' empties the selection", () => {
    const onChange = vi.fn();
    const { container } = render(<Harness initial={['Szczur', 'Mysz']} onChange={onChange} />);
    click(trigger(container));
    const clear = container.querySelector<HTMLButtonElement>('.multi-select__clear')!;
    expect(clear.textContent).toBe('Wyczyść');
    click(clear);
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(container.querySelector('.multi-select__count')).toBeNull();
    expect(clear.disabled).toBe(true);
  });

  it('a click outside closes the menu', () => {
    const { container } = render(<Harness />);
    click(trigger(container));
    expect(listbox(container)).not.toBeNull();
    mouseDown(container.querySelector('#outside')!);
    expect(listbox(container)).toBeNull();
  });

  it('focus moving elsewhere closes the menu', () => {
    const { container } = render(<Harness />);
    click(trigger(container));
    const elsewhere = document.createElement('button');
    document.body.appendChild(elsewhere);
    act(() => {
      elsewhere.focus();
    });
    expect(listbox(container)).toBeNull();
  });
});
