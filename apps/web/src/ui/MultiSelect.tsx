import { useEffect, useId, type ComponentPropsWithRef } from 'react';
import { Select, SelectItem, SelectList, SelectPopover, useSelectStore } from '@ariakit/react/select';
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

/** Ariakit adds aria-autocomplete for its combobox role; a button must not carry it (axe: aria-allowed-attr). */
function withoutAutocomplete(props: ComponentPropsWithRef<'button'>) {
  const rest = { ...props };
  delete rest['aria-autocomplete'];
  return <button {...rest} />;
}

function normalise(option: string | MultiSelectOption): MultiSelectOption {
  return typeof option === 'string' ? { value: option, label: option } : option;
}

/**
 * A filter drop-down on Ariakit's Select with an array value: a button with the label and the
 * number of chosen values, opening a multi-select listbox of checkbox options (max height 260 px,
 * scrolls) placed by Ariakit inside the viewport. Ariakit gives the keyboard (arrows, Home/End,
 * typeahead, Space/Enter toggle, Escape closes and returns to the button) and closes on a click or
 * focus outside. 'Wyczyść' empties the selection.
 *
 * The closed select renders only the button, with ids from React's useId, so the server render of
 * a public page and the client's first render are identical (the list mounts on opening).
 */
export function MultiSelect({ label, options, value, onChange, clearLabel = 'Wyczyść', disabled, className }: MultiSelectProps) {
  const items = options.map(normalise);
  const store = useSelectStore({
    value: value as string[],
    setValue: (next) => onChange(next),
    placement: 'bottom-start',
  });
  const selected = new Set(value);
  const count = items.filter((item) => selected.has(item.value)).length;
  const baseId = useId();
  const optionId = (index: number) => `${baseId}-opt-${index}`;
  const open = store.useState('open');
  const firstSelected = items.findIndex((item) => selected.has(item.value));
  const startId = items.length > 0 ? optionId(Math.max(firstSelected, 0)) : null;

  // The list mounts on opening, so Ariakit has no option to activate yet: start on the first chosen
  // option (or the first one), so the arrows and Space work at once, as before.
  useEffect(() => {
    // Only while nothing is active: later the user's own moves decide.
    if (open && store.getState().activeId == null) store.setActiveId(startId);
  }, [open, startId, store]);

  return (
    <div className={className ? `multi-select ${className}` : 'multi-select'}>
      {/*
        A button that pops up a listbox (not Ariakit's default combobox role): its name comes from
        its content (the label and 'wybrano: N'), as the lists' specs and screen readers read it.
      */}
      <Select store={store} type="button" role="button" render={withoutAutocomplete} className="multi-select__button" disabled={disabled}>
        <span className="multi-select__label">
          {label}
        </span>
        {count > 0 && (
          <span className="multi-select__count" aria-label={`wybrano: ${count}`}>
            {count}
          </span>
        )}
        <span className="multi-select__chevron" aria-hidden="true" />
      </Select>
      <SelectPopover
        store={store}
        portal={false}
        unmountOnHide
        gutter={4}
        className="multi-select__menu"
        style={{ maxHeight: LIMITS.multiSelectMenuMaxHeight }}
      >
        <SelectList store={store} className="multi-select__list" aria-label={label}>
          {items.map((item, index) => {
            const checked = selected.has(item.value);
            return (
              <SelectItem key={item.value} id={optionId(index)} value={item.value} className="multi-select__option">
                <span className={checked ? 'multi-select__check multi-select__check--on' : 'multi-select__check'} aria-hidden="true" />
                {item.label}
              </SelectItem>
            );
          })}
        </SelectList>
        <button type="button" className="multi-select__clear" disabled={count === 0} onClick={() => onChange([])}>
          {clearLabel}
        </button>
      </SelectPopover>
    </div>
  );
}
