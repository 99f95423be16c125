import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { DropZone } from './DropZone';
import { Switch } from './Switch';
import { screen, within } from '@testing-library/react';
import { cleanup, click, render } from '../test/dom';

afterEach(cleanup);

function dragEvent(type: string, files: File[], types = files.length ? ['Files'] : ['text/uri-list']) {
  const event = new Event(type, { bubbles: true, cancelable: true }) as Event & { dataTransfer: unknown };
  event.dataTransfer = { types, files, dropEffect: 'none' };
  return event;
}

describe('DropZone', () => {
  it('takes dropped files and highlights while files are dragged over', () => {
    const onFiles = vi.fn();
    render(<DropZone onFiles={onFiles} title="Upuść tutaj" />);
    const zone = screen.getByRole('group', { name: 'Upuść tutaj' });
    const file = new File(['x'], 'a.png');
    expect(zone.getAttribute('data-dragging')).toBeNull();
    act(() => void zone.dispatchEvent(dragEvent('dragenter', [file])));
    expect(zone.getAttribute('data-dragging')).toBe('true');
    const drop = dragEvent('drop', [file]);
    act(() => void zone.dispatchEvent(drop));
    expect(drop.defaultPrevented).toBe(true);
    expect(onFiles).toHaveBeenCalledWith([file]);
    expect(zone.getAttribute('data-dragging')).toBeNull();
  });

  it('ignores drags without files (e.g. an image from the page)', () => {
    const onFiles = vi.fn();
    render(<DropZone onFiles={onFiles} title="Upuść tutaj" />);
    const zone = screen.getByRole('group', { name: 'Upuść tutaj' });
    const over = dragEvent('dragover', []);
    act(() => void zone.dispatchEvent(over));
    expect(over.defaultPrevented).toBe(false);
    act(() => void zone.dispatchEvent(dragEvent('drop', [])));
    expect(onFiles).not.toHaveBeenCalled();
  });

  it('opens the file picker from its button (keyboard reachable) and from the empty area', () => {
    render(<DropZone onFiles={() => {}} title="Upuść tutaj" buttonLabel="Wybierz zdjęcia" accept=".png" />);
    // The file input itself is hidden: it is named like the button that opens it.
    const input = screen.getByLabelText<HTMLInputElement>('Wybierz zdjęcia');
    expect(input.type).toBe('file');
    const picker = vi.spyOn(input, 'click');
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Wybierz zdjęcia' });
    expect(button.getAttribute('type')).toBe('button');
    click(button);
    click(screen.getByRole('group', { name: 'Upuść tutaj' }));
    expect(picker).toHaveBeenCalledTimes(2);
    expect(input.accept).toBe('.png');
    expect(input.multiple).toBe(true);
  });
});

describe('Switch', () => {
  it('is a role=switch button reporting aria-checked', () => {
    const onChange = vi.fn();
    const { container, rerender } = render(<Switch label="Wstrzymaj" checked={false} onChange={onChange} />);
    const button = within(container).getByRole<HTMLButtonElement>('switch', { name: 'Wstrzymaj' });
    expect(button.getAttribute('aria-checked')).toBe('false');
    expect(button.textContent).toBe('Wstrzymaj');
    click(button);
    expect(onChange).toHaveBeenCalledWith(true);
    rerender(<Switch label="Wstrzymaj" checked onChange={onChange} disabled />);
    expect(button.getAttribute('aria-checked')).toBe('true');
    expect(button.disabled).toBe(true);
  });
});
