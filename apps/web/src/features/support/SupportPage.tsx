import { useRef, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DONATION_TRANSFER_TITLE, PAGE_TITLES, SUPPORT_VISIBLE_THRESHOLD, TAX_SHARE_TEXT } from '@pets/shared';
import { Banner } from '../../ui/Banner';
import { ExternalLink } from '../../ui/ExternalLink';
import { Reveal } from '../../ui/Reveal';
import { toast } from '../../ui/toast-store';
import { usePageTitle } from '../../lib/page-title';
import { useSiteConfig } from '../../lib/site-config';
import { AMOUNT_PARAM, formatZloty, parseSuggestedAmount, TRANSFER_SECTION_ID } from '../../lib/donation';
import { SUPPORT_ICONS, type SupportIconName } from './support-icons';
import './support.css';

export const TAX_PURPOSE = 'pomoc małym zwierzętom';
export const TRANSFER_TITLE = DONATION_TRANSFER_TITLE;

/** Copies a text: the Clipboard API, else a selection with execCommand (plain http, old browsers). */
export async function copyText(text: string, element?: HTMLElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the selection fallback
  }
  if (!element) return false;
  const selection = window.getSelection();
  const range = document.createRange();
  range.selectNodeContents(element);
  selection?.removeAllRanges();
  selection?.addRange(range);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

interface SupportSectionProps {
  id: string;
  icon: SupportIconName;
  title: string;
  wide?: boolean;
  accent?: boolean;
  children: ReactNode;
}

/** One way to help: fades in once half of it is visible (SPEC "Support"). */
function SupportSection({ id, icon, title, wide = false, accent = false, children }: SupportSectionProps) {
  const classes = ['support-card', wide ? 'support-card--wide' : '', accent ? 'support-card--accent' : ''].filter(Boolean).join(' ');
  return (
    <Reveal id={id} className={classes} threshold={SUPPORT_VISIBLE_THRESHOLD} aria-labelledby={`${id}-title`}>
      <span className="support-card__icon">{SUPPORT_ICONS[icon]}</span>
      <div className="support-card__body">
        <h2 id={`${id}-title`} className="support-card__title">
          {title}
        </h2>
        {children}
      </div>
    </Reveal>
  );
}

/**
 * Support (/wspieram): the ten ways to help of SPEC section 2, in order. A fact the foundation has
 * not filled in yet (the account, KRS, e-mail, profile) is not shown: the section then says how to
 * ask for it instead (/kontakt), and nothing can be copied that is not a real number.
 */
export function SupportPage() {
  usePageTitle(PAGE_TITLES.support);
  const config = useSiteConfig();
  const [params] = useSearchParams();
  const suggested = parseSuggestedAmount(params.get(AMOUNT_PARAM));
  const accountRef = useRef<HTMLSpanElement>(null);

  async function copyAccount() {
    const ok = await copyText(config.bankAccount.replace(/\s+/g, ''), accountRef.current);
    if (ok) toast.info('Skopiowano numer konta.');
    else toast.error('Nie udało się skopiować. Zaznacz numer konta i skopiuj go ręcznie.');
  }

  return (
    <>
      <Banner title="Wsparcie" subtitle="Jak możesz pomóc?" />
      <div className="container page-content support-page">
        <p className="support-intro">
          Fundacja działa dzięki ludziom o wielkich sercach. Każda forma pomocy – przelew, worek siana, udostępniony post czy kilka godzin
          Twojego czasu – realnie zmienia życie małych zwierzaków, które czekają u nas na dom.
        </p>

        <div className="support-grid">
          <SupportSection id={TRANSFER_SECTION_ID} icon="transfer" title="Darowizna na konto" wide accent>
            <p>
              Każda wpłata to siano, karma, leczenie i bezpieczne miejsce dla naszych podopiecznych. Darowizny przeznaczamy wyłącznie na
              cele statutowe fundacji – nawet 10 zł ma znaczenie.
            </p>
            {config.bankAccount === '' ? (
              <>
                <p data-testid="no-account">
                  Numer konta do darowizn wkrótce pojawi się na tej stronie. Do tego czasu napisz do nas – podamy, jak przekazać darowiznę,
                  i chętnie opowiemy o innych formach pomocy.
                </p>
                <Link className="btn btn--ghost" to="/kontakt">
                  Napisz do nas
                </Link>
              </>
            ) : (
              <>
                {suggested !== null && (
                  <p className="support-amount" data-testid="suggested-amount">
                    Sugerowana kwota: <strong>{formatZloty(suggested)}</strong>
                  </p>
                )}
                <dl className="support-data">
                  <div>
                    <dt>Odbiorca</dt>
                    <dd>{config.foundationName}</dd>
                  </div>
                  <div>
                    <dt>Numer konta</dt>
                    <dd className="support-data__account">
                      <span ref={accountRef} className="support-data__number">
                        {config.bankAccount}
                      </span>
                      <button type="button" className="btn btn--light btn--small" onClick={() => void copyAccount()}>
                        Kopiuj numer konta
                      </button>
                    </dd>
                  </div>
                  <div>
                    <dt>Tytuł przelewu</dt>
                    <dd>{TRANSFER_TITLE}</dd>
                  </div>
                  {suggested !== null && (
                    <div>
                      <dt>Kwota</dt>
                      <dd>{formatZloty(suggested)}</dd>
                    </div>
                  )}
                </dl>
              </>
            )}
          </SupportSection>

          <SupportSection id="podatek" icon="tax" title={`${TAX_SHARE_TEXT} podatku`}>
            <p>
              Rozliczając PIT, możesz przekazać nam {TAX_SHARE_TEXT} podatku – to nic nie kosztuje, a dla nas oznacza miesiące opieki nad
              zwierzakami. Wpisz w zeznaniu nasz numer KRS i dopisz cel szczegółowy.
            </p>
            {!config.krs && (
              <p data-testid="no-krs">
                Numer KRS wkrótce pojawi się na tej stronie – do tego czasu <Link to="/kontakt">zapytaj nas o niego</Link>.
              </p>
            )}
            <dl className="support-data">
              {config.krs && (
                <div>
                  <dt>Numer KRS</dt>
                  <dd className="support-data__number">{config.krs}</dd>
                </div>
              )}
              <div>
                <dt>Cel szczegółowy</dt>
                <dd>{TAX_PURPOSE}</dd>
              </div>
            </dl>
          </SupportSection>

          <SupportSection id="akcesoria" icon="gift" title="Podaruj akcesoria">
            <p>
              Klatki, domki, poidła, miski, transportery, hamaki i zabawki – także używane, byle czyste i całe – pomagają nam przygotować
              zwierzaki do życia w nowym domu. Napisz do nas{' '}
              {config.email ? (
                <>
                  na <a href={`mailto:${config.email}`}>{config.email}</a>
                </>
              ) : (
                <>
                  przez <Link to="/kontakt">formularz kontaktowy</Link>
                </>
              )}
              , co możesz przekazać, a podpowiemy, co przyda się najbardziej.
            </p>
          </SupportSection>

          <SupportSection id="siano" icon="hay" title="Siano i karma">
            <p>
              Siano to podstawa diety świnek morskich, królików i szynszyli – zużywamy go naprawdę dużo. Chętnie przyjmiemy też granulat,
              suszone zioła i warzywa. Skontaktuj się z nami, a podamy adres i aktualną listę potrzeb.
            </p>
            <Link className="btn btn--ghost" to="/kontakt">
              Zapytaj o potrzeby
            </Link>
          </SupportSection>

          <SupportSection id="licytacje" icon="auction" title="Licytacje charytatywne">
            <p>
              W naszej grupie licytacyjnej możesz wystawić rękodzieło lub niepotrzebne rzeczy albo wylicytować coś dla siebie. Cały dochód
              przeznaczamy na leczenie podopiecznych.
            </p>
            <ExternalLink className="btn btn--ghost" href={config.auctionGroupUrl}>Dołącz do grupy licytacyjnej</ExternalLink>
          </SupportSection>

          <SupportSection id="transport" icon="transport" title="Pomoc w transporcie">
            <p>
              Często szukamy kierowców, którzy zawiozą zwierzaka do weterynarza, domu tymczasowego albo nowych opiekunów. Jeśli czasem
              jeździsz po Polsce i masz miejsce na transporter – daj nam znać.
            </p>
            <Link className="btn btn--ghost" to="/kontakt">
              Zgłoś się do transportu
            </Link>
          </SupportSection>

          <SupportSection id="udostepnianie" icon="share" title="Udostępniaj nasze posty">
            <p>
              Jedno udostępnienie może sprawić, że zwierzaka zobaczy jego przyszły opiekun. To najprostsza forma pomocy – zajmuje
              kilka sekund, a bywa bezcenna.
            </p>
            {config.facebookUrl && (
              <ExternalLink className="btn btn--ghost" href={config.facebookUrl}>
                Odwiedź nasz profil
              </ExternalLink>
            )}
          </SupportSection>

          <SupportSection id="wolontariat" icon="volunteer" title="Wolontariat i dom tymczasowy">
            <p>
              Szukamy wolontariuszy do pomocy przy sprzątaniu, oswajaniu i zdjęciach, a także domów tymczasowych, w których zwierzaki
              odpoczną i spokojnie poczekają na adopcję. Zapewniamy wyprawkę, karmę i opiekę weterynaryjną.
            </p>
            <div className="support-card__actions">
              <Link className="btn btn--ghost" to="/kontakt">
                Dołącz do nas
              </Link>
              <Link className="btn btn--ghost" to="/dom-tymczasowy">
                Zostań domem tymczasowym
              </Link>
            </div>
          </SupportSection>

          <SupportSection id="zakupy" icon="cashback" title="Zakupy z cashbackiem">
            <p>
              Robiąc zakupy w internecie przez serwis partnerski, wspierasz fundację bez żadnych dodatkowych kosztów – część wartości
              zakupów sklep przekaże nam.
            </p>
            <ExternalLink className="btn btn--ghost" href={config.cashbackUrl}>Przejdź do serwisu partnerskiego</ExternalLink>
          </SupportSection>

          <SupportSection id="adoptuj" icon="adopt" title="Adoptuj" wide>
            <p>
              Najpiękniejszy sposób, by pomóc: daj dom jednemu z naszych podopiecznych. Każda adopcja zwalnia miejsce dla kolejnego
              zwierzaka, który potrzebuje ratunku.
            </p>
            <Link className="btn btn--primary" to="/adoptuje">
              Adoptuj
            </Link>
          </SupportSection>
        </div>
      </div>
    </>
  );
}
