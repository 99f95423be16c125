import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { LIMITS } from '@pets/shared';
import { HeartIcon } from '../../ui/icons';
import { amountValue, canDonate, donationTarget, sanitizeAmountInput } from '../../lib/donation';
import './widgets.css';

/**
 * The quick-donation bubble of every public page (SPEC "Chat widget and donation bubble"): a
 * button 'Prześlij darowiznę' (bottom left; the chat takes the bottom right) opening a popover with
 * the tiles 10, 20, 50 and 100 zł and a custom amount (digits only, at most 6, default 50).
 * 'Przekaż' (from 1 zł) goes to /wspieram with the amount. Escape or a click outside closes it.
 */
export function DonationBubble() {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [amount, setAmount] = useState(String(LIMITS.donationDefault));
  const rootRef = useRef<HTMLDivElement>(null);
  const bubbleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const titleId = `${baseId}-title`;
  const inputId = `${baseId}-amount`;
  const hintId = `${baseId}-hint`;
  const value = amountValue(amount);

  // Opening moves the focus to the chosen tile (or the field when no tile matches).
  useEffect(() => {
    if (!open) return;
    const panel = panelRef.current;
    const target = panel?.querySelector<HTMLElement>('[aria-pressed="true"]') ?? panel?.querySelector<HTMLElement>('input');
    target?.focus();
  }, [open]);

  // Escape closes and gives the focus back to the bubble; a press outside closes.
  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      setOpen(false);
      bubbleRef.current?.focus();
    };
    const onPointerDown = (event: Event) => {
      if (rootRef.current && event.target instanceof Node && !rootRef.current.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [open]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canDonate(amount)) return;
    setOpen(false);
    void navigate(donationTarget(amount));
  }

  return (
    <div className="donation" ref={rootRef} data-floating-widget="corner">
      {open && (
        <div
          ref={panelRef}
          id={panelId}
          className="donation__panel"
          role="dialog"
          aria-labelledby={titleId}
          onBlur={(event) => {
            // Tabbing out of the popover (not to the bubble) closes it.
            const next = event.relatedTarget;
            if (next instanceof Node && rootRef.current && !rootRef.current.contains(next)) setOpen(false);
          }}
        >
          <h2 id={titleId} className="donation__title">
            Wesprzyj nas darowizną
          </h2>
          <p className="donation__lead">Wybierz kwotę – na następnej stronie znajdziesz dane do przelewu.</p>
          <form className="donation__form" onSubmit={submit} noValidate>
            <fieldset className="donation__tiles">
              <legend className="visually-hidden">Kwota darowizny</legend>
              {LIMITS.donationTiles.map((tile) => (
                <button
                  key={tile}
                  type="button"
                  className="donation__tile"
                  aria-pressed={value === tile}
                  onClick={() => setAmount(String(tile))}
                >
                  {tile} zł
                </button>
              ))}
            </fieldset>
            <label className="donation__label" htmlFor={inputId}>
              Inna kwota
            </label>
            <div className="donation__field">
              <input
                id={inputId}
                className="donation__input"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                aria-describedby={hintId}
                value={amount}
                onChange={(event) => setAmount(sanitizeAmountInput(event.target.value))}
              />
              <span className="donation__unit" aria-hidden="true">
                zł
              </span>
            </div>
            <p id={hintId} className="donation__hint">
              Kwota w złotych: same cyfry, najwyżej {LIMITS.donationMaxDigits}.
            </p>
            <button type="submit" className="btn btn--primary btn--block" disabled={!canDonate(amount)}>
              Przekaż
            </button>
          </form>
        </div>
      )}
      <button
        ref={bubbleRef}
        type="button"
        className="donation__bubble"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          // Each opening starts at the default 50 zł (SPEC section 5), not at the last amount typed.
          if (!open) setAmount(String(LIMITS.donationDefault));
          setOpen(!open);
        }}
      >
        <HeartIcon size={22} />
        <span className="donation__bubble-label">Prześlij darowiznę</span>
      </button>
    </div>
  );
}
