import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LIMITS } from '@pets/shared';

export interface MultiSelectOption {
  value: string;
  label: string;
}

export interface MultiSelectProps {
  /** Visible label of the button, e.g. 'Gatunek'. */
  label: string;
  options: readonly (string | MultiSelectOption)[];
  value: readonly string[];
  onChange(next: string[]): void;
  /** Default 'Wyczyść'. */
  clearLabel?: string;
  disabled?: boolean;
  className?: string;
}

function normalise(option: string | MultiSelectOption): MultiSelectOption {
  return typeof option === 'string' ? { value: option, label: option } : option;
}

/**
 * A filter drop-down: a button with the label and the number of chosen values, opening a listbox
 * of checkbox options (max height 260 px, scrolls). Keyboard: arrows / Home / End move, Space or
 * Enter toggles, Escape closes and returns to the button; a click outside or focus leaving closes.
 * 'Wyczyść' empties the selection.
 */
export function MultiSelect({ label, options, value, onChange, clearLabel = 'Wyczyść', disabled, className }: MultiSelectProps) {
  const items = options.map(normalise);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const baseId = useId();
  const listId = `${baseId}-list`;
  const optionId = (index: number) => `${baseId}-opt-${index}`;
  const selected = new Set(value);
  const count = items.filter((item) => selected.has(item.value)).length;

  // A click (pointer down) outside closes the menu.
  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: Event) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [open]);

  // Opening moves the focus into the listbox.
  useEffect(() => {
    if (open) listRef.current?.focus();
  }, [open]);

  // Keep the active option visible while moving with the keyboard.
  useEffect(() => {
    if (!open) return;
    const element = document.getElementById(`${baseId}-opt-${active}`);
    if (element && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest' });
  }, [active, open, baseId]);

  function openMenu(focusIndex?: number) {
    const firstSelected = items.findIndex((item) => selected.has(item.value));
    setActive(focusIndex ?? (firstSelected >= 0 ? firstSelected : 0));
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function toggle(index: number) {
    const item = items[index];
    if (!item) return;
    const next = selected.has(item.value) ? value.filter((v) => v !== item.value) : [...value, item.value];
    onChange(next);
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? items.length - 1 : undefined);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const last = items.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((index) => Math.min(index + 1, last));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((index) => Math.max(index - 1, 0));
        break;
      case 'Home':
        event.preventDefault();
        setActive(0);
        break;
      case 'End':
        event.preventDefault();
        setActive(last);
        break;
      case ' ':
      case 'Enter':
        event.preventDefault();
        toggle(active);
        break;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close(true);
        break;
      default:
    }
  }

  return (
    <div
      ref={rootRef}
      className={className ? `multi-select ${className}` : 'multi-select'}
      onBlur={(event) => {
        // Focus moving to something outside the component closes the menu.
        const next = event.relatedTarget;
        if (open && next instanceof Node && !rootRef.current?.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="multi-select__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        disabled={disabled}
        onClick={() => (open ? close(false) : openMenu())}
        onKeyDown={onButtonKeyDown}
      >
        <span className="multi-select__label">{label}</span>
        {count > 0 && (
          <span className="multi-select__count" aria-label={`wybrano: ${count}`}>
            {count}
          </span>
        )}
        <span className="multi-select__chevron" aria-hidden="true" />
      </button>
      {open && (
        <div className="multi-select__menu" style={{ maxHeight: LIMITS.multiSelectMenuMaxHeight }}>
          <ul
            ref={listRef}
            id={listId}
            className="multi-select__list"
            role="listbox"
            aria-multiselectable="true"
            aria-label={label}
            tabIndex={0}
            aria-activedescendant={items.length > 0 ? optionId(active) : undefined}
            onKeyDown={onListKeyDown}
          >
            {items.map((item, index) => {
              const checked = selected.has(item.value);
              return (
                <li
                  key={item.value}
                  id={optionId(index)}
                  role="option"
                  aria-selected={checked}
                  className={index === active ? 'multi-select__option multi-select__option--active' : 'multi-select__option'}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    setActive(index);
                    toggle(index);
                    listRef.current?.focus();
                  }}
                >
                  <span className={checked ? 'multi-select__check multi-select__check--on' : 'multi-select__check'} aria-hidden="true" />
                  {item.label}
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            className="multi-select__clear"
            disabled={count === 0}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                close(true);
              }
            }}
            onClick={() => {
              onChange([]);
              listRef.current?.focus();
            }}
          >
            {clearLabel}
          </button>
        </div>
      )}
    </div>
  );
}
