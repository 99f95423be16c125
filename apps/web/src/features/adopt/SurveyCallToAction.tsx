import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { ClipboardIcon } from '../../ui/icons';
import { EarlyModal } from '../../ui/EarlyModal';
import { preloadModal } from '../../ui/Modal';
import { isPopoverOpen, takeOverOpenPopover } from '../../ui/native-popover';
import { SpeciesSurveyModal, SPECIES_PICKER_TEXT } from './SpeciesSurveyModal';

const EARLY_PICKER_ID = 'species-picker-early';

/**
 * 'Wypełnij ankietę' on /adoptuje and its species picker. A tap before the scripts have run opens
 * the picker's stand-in natively (its title and a loader); once the app runs, it opens the picker
 * itself, taking over the stand-in if the browser opened it meanwhile, so no tap is lost.
 */
export function SurveyCallToAction() {
  const [open, setOpen] = useState(false);
  const earlyRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const early = earlyRef.current;
    if (!isPopoverOpen(early)) return undefined;
    let active = true;
    // The dialog's code first, so the stand-in gives way to the dialog without an empty moment.
    void preloadModal().then(() => {
      if (active && takeOverOpenPopover(early)) setOpen(true);
    });
    return () => {
      active = false;
    };
  }, []);

  function openPicker(event: MouseEvent) {
    // The app's own dialog instead of the stand-in the button names for the time before the scripts.
    event.preventDefault();
    setOpen(true);
  }

  return (
    <section className="card adopt-survey-cta" aria-labelledby="adopt-survey-title">
      <span className="adopt-survey-cta__icon" aria-hidden="true">
        <ClipboardIcon />
      </span>
      <h2 id="adopt-survey-title" className="adopt-survey-cta__title">
        Szukasz zwierzaka danego gatunku?
      </h2>
      <p className="adopt-survey-cta__text">Wypełnij ankietę dla gatunku – dobierzemy podopiecznego, który najlepiej pasuje do Twojego domu.</p>
      <button
        type="button"
        className="btn btn--primary adopt-survey-cta__button"
        aria-haspopup="dialog"
        popoverTarget={EARLY_PICKER_ID}
        onClick={openPicker}
      >
        Wypełnij ankietę
      </button>
      <EarlyModal
        ref={earlyRef}
        id={EARLY_PICKER_ID}
        title={SPECIES_PICKER_TEXT.title}
        description={SPECIES_PICKER_TEXT.description}
        loadingLabel={SPECIES_PICKER_TEXT.loading}
      />
      {open && <SpeciesSurveyModal onClose={() => setOpen(false)} />}
    </section>
  );
}
