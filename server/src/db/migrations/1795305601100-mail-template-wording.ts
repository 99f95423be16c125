import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';
import { MAIL_TEMPLATE_DEFAULTS } from './1795305600620-mail-templates.js';

/**
 * The six mail templates' default wording after a native editor's reading (issue 36):
 * - "Dzień dobry," instead of a greeting filled with {imie} (which gave the nominative,
 *   "Dzień dobry Anna,", where Polish wants the vocative; staff may type one themselves);
 * - one register: the foundation speaks as "we" and addresses the person as "ty" (capitalised, as
 *   in letters), nothing impersonal ("można wysłać", "prosimy przygotować");
 * - right for one animal and for several: the names stand after a colon or in brackets beside the
 *   survey's number, never after a plural noun ("zwierzaki: Tofik") or before a verb that would
 *   have to agree with them ("zwierzak wybrany … już znalazł dom");
 * - no "inne zwierzaki (świnka morska)" and no "jej" pointing at "chęć".
 * Every row's default changes; the text in use changes only where staff left it as it was (field
 * by field), so a template someone edited stays as they wrote it, and "Przywróć domyślny" offers
 * the new wording beside it.
 */

const SIGNATURE = 'Pozdrawiamy serdecznie\n{fundacja}';

interface TemplateWording {
  key: string;
  name: string;
  subject: string;
  body: string;
}

export const MAIL_TEMPLATE_WORDING: readonly TemplateWording[] = [
  {
    key: 'survey_reply',
    name: 'Odpowiedź na ankietę',
    subject: 'Odpowiedź na ankietę',
    body: `Dzień dobry,

dziękujemy za wypełnienie ankiety adopcyjnej nr {numer_ankiety}.



${SIGNATURE}`,
  },
  {
    key: 'invitation',
    name: 'Zaproszenie na rozmowę lub wizytę',
    subject: 'Zaproszenie na rozmowę – ankieta nr {numer_ankiety}',
    body: `Dzień dobry,

dziękujemy za ankietę adopcyjną nr {numer_ankiety} ({zwierzaki}). Chcielibyśmy porozmawiać z Tobą o adopcji i zapraszamy na rozmowę telefoniczną albo wizytę przedadopcyjną.

Proponowany termin:

Odpowiedz, proszę, na tę wiadomość: potwierdź termin albo zaproponuj inny.

${SIGNATURE}`,
  },
  {
    key: 'reservation_confirmation',
    name: 'Potwierdzenie rezerwacji',
    subject: 'Potwierdzenie rezerwacji: {zwierzaki}',
    body: `Dzień dobry,

potwierdzamy rezerwację: {zwierzaki}. Wkrótce skontaktujemy się z Tobą w sprawie podpisania umowy adopcyjnej i odbioru.

Przed odbiorem przygotuj, proszę, wyprawkę. Zdjęcia klatki lub wybiegu, wyposażenia i karmy możesz wysłać w odpowiedzi na tę wiadomość – podpowiemy, czy wszystko jest gotowe.

${SIGNATURE}`,
  },
  {
    key: 'adoption_congratulations',
    name: 'Gratulacje z okazji adopcji',
    subject: 'Gratulujemy adopcji!',
    body: `Dzień dobry,

gratulujemy adopcji ({zwierzaki}) i dziękujemy za nowy dom dla naszych podopiecznych.

Będzie nam bardzo miło, jeśli od czasu do czasu prześlesz zdjęcia i wieści z nowego domu. W razie pytań o opiekę po prostu odpowiedz na tę wiadomość.

${SIGNATURE}`,
  },
  {
    key: 'animal_unavailable',
    name: 'Zwierzak już znalazł dom',
    subject: 'Ankieta nr {numer_ankiety}: {zwierzaki} – adopcja nie jest już możliwa',
    body: `Dzień dobry,

dziękujemy za ankietę adopcyjną nr {numer_ankiety} ({zwierzaki}). Niestety ta adopcja nie jest już możliwa – nowy dom już się znalazł.

Na dom czekają u nas także inne zwierzaki tego gatunku:
{inne_zwierzaki}

Jeśli któryś z nich wpadnie Ci w oko, odpowiedz na tę wiadomość – nie musisz wypełniać ankiety od nowa.

${SIGNATURE}`,
  },
  {
    key: 'refusal',
    name: 'Odmowa adopcji',
    subject: 'Odpowiedź na ankietę nr {numer_ankiety}',
    body: `Dzień dobry,

dziękujemy za ankietę adopcyjną i za chęć adopcji. Po zapoznaniu się z ankietą zdecydowaliśmy, że tym razem nie możemy zaproponować Ci adopcji.

Powód:

Jeśli Twoje warunki się zmienią, zapraszamy do ponownego kontaktu.

${SIGNATURE}`,
  },
];

/** Sets every default to `to`, and each field in use that still reads as `from`'s default to `to`'s. */
async function reword(queryRunner: QueryRunner, from: readonly TemplateWording[], to: readonly TemplateWording[]): Promise<void> {
  for (const next of to) {
    const previous = from.find((item) => item.key === next.key);
    if (!previous) continue;
    await execute(
      queryRunner,
      `UPDATE mail_templates SET
         name = CASE WHEN name = $2 THEN $5 ELSE name END,
         subject = CASE WHEN subject = $3 THEN $6 ELSE subject END,
         body = CASE WHEN body = $4 THEN $7 ELSE body END,
         default_name = $5, default_subject = $6, default_body = $7
       WHERE key = $1`,
      [next.key, previous.name, previous.subject, previous.body, next.name, next.subject, next.body],
    );
  }
}

export class MailTemplateWording1795305601100 implements MigrationInterface {
  name = 'MailTemplateWording1795305601100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await reword(queryRunner, MAIL_TEMPLATE_DEFAULTS, MAIL_TEMPLATE_WORDING);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await reword(queryRunner, MAIL_TEMPLATE_WORDING, MAIL_TEMPLATE_DEFAULTS);
  }
}
