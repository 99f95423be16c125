import { PAGE_TITLES } from '@pets/shared';
import { Banner } from '../../ui/Banner';
import { usePageTitle } from '../../lib/page-title';
import { FosterApplyForm } from './FosterApplyForm';
import './foster-apply.css';

/**
 * "Zostań domem tymczasowym" (/dom-tymczasowy, issue 33 item 1): what a foster home does for the
 * foundation and what the foundation does for it, then the application. Server-rendered like the
 * other public pages; a lazy route (the form carries the shared zod schemas).
 */
export function FosterApplyPage() {
  usePageTitle(PAGE_TITLES.fosterApply);
  return (
    <>
      <Banner title={PAGE_TITLES.fosterApply} subtitle="Daj małemu zwierzakowi bezpieczny przystanek w drodze do nowego domu" />
      <div className="container page-content foster-apply">
        <section className="card foster-apply__intro" aria-labelledby="foster-apply-intro-title">
          <h2 id="foster-apply-intro-title" className="foster-apply__title">
            Czym jest dom tymczasowy?
          </h2>
          <p>
            Dom tymczasowy (DT) przyjmuje pod swój dach zwierzaka fundacji, zanim ten znajdzie stały dom. To dzięki takim domom możemy
            przyjąć kolejne chomiki, świnki morskie, króliki i inne maluchy, które potrzebują pomocy.
          </p>
          <div className="foster-apply__duties">
            <div>
              <h3 className="foster-apply__subtitle">Fundacja</h3>
              <ul>
                <li>płaci za weterynarza, leki i zabiegi,</li>
                <li>podejmuje decyzje o leczeniu i o adopcji,</li>
                <li>pomaga wyprawką i karmą, gdy jest potrzebna,</li>
                <li>jest z Tobą w kontakcie – koordynator odpowie na każde pytanie.</li>
              </ul>
            </div>
            <div>
              <h3 className="foster-apply__subtitle">Ty</h3>
              <ul>
                <li>karmisz zwierzaka i dbasz o niego na co dzień,</li>
                <li>regularnie go ważysz,</li>
                <li>zawozisz go do weterynarza, jeśli możesz,</li>
                <li>dajesz znać koordynatorowi, jak się czuje.</li>
              </ul>
            </div>
          </div>
          <p>
            Dostaniesz osobistą stronę swojego domu tymczasowego – bez zakładania konta. Zapiszesz na niej wagę, krótką notatkę albo
            zdjęcia podopiecznych, a koordynator od razu je zobaczy. Twoje zdanie bardzo się liczy, gdy wybieramy nowych opiekunów.
          </p>
          <h3 className="foster-apply__subtitle">Jak to wygląda?</h3>
          <ol className="foster-apply__steps">
            <li>Wypełniasz krótki formularz na tej stronie.</li>
            <li>W ciągu kilku dni dzwoni albo pisze do Ciebie koordynator.</li>
            <li>Gdy przyjmiemy zgłoszenie, dostajesz e-mailem link do swojej strony i pierwszego podopiecznego.</li>
          </ol>
        </section>

        <section className="card foster-apply__panel" aria-labelledby="foster-apply-form-title">
          <h2 id="foster-apply-form-title" className="foster-apply__title">
            Zgłoś swój dom
          </h2>
          <FosterApplyForm />
        </section>
      </div>
    </>
  );
}
