import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/**
 * E-mail templates staff edit in the panel, seeded with the foundation's Polish defaults. Each row
 * keeps its default text beside the edited one, so "Przywróć domyślny" needs nothing but the row
 * and later code changes cannot alter what a template's default was. Placeholders in braces
 * ({imie}, {zwierzaki}, …) are filled when staff pick the template for a survey or an adopter.
 */

interface SeedTemplate {
  key: string;
  name: string;
  subject: string;
  body: string;
}

const SIGNATURE = 'Pozdrawiamy serdecznie\n{fundacja}';

export const MAIL_TEMPLATE_DEFAULTS: readonly SeedTemplate[] = [
  {
    key: 'survey_reply',
    name: 'Odpowiedź na ankietę',
    subject: 'Odpowiedź na ankietę',
    body: `Dzień dobry {imie},

dziękujemy za wypełnienie ankiety adopcyjnej nr {numer_ankiety}.



${SIGNATURE}`,
  },
  {
    key: 'invitation',
    name: 'Zaproszenie na rozmowę lub wizytę',
    subject: 'Zaproszenie na rozmowę – ankieta nr {numer_ankiety}',
    body: `Dzień dobry {imie},

dziękujemy za ankietę adopcyjną. Chcielibyśmy porozmawiać o adopcji (zwierzaki: {zwierzaki}) i zapraszamy na rozmowę telefoniczną albo wizytę przedadopcyjną.

Proponowany termin:

Prosimy o odpowiedź na tę wiadomość z potwierdzeniem terminu albo propozycją innego.

${SIGNATURE}`,
  },
  {
    key: 'reservation_confirmation',
    name: 'Potwierdzenie rezerwacji',
    subject: 'Potwierdzenie rezerwacji: {zwierzaki}',
    body: `Dzień dobry {imie},

potwierdzamy rezerwację (zwierzaki: {zwierzaki}). Wkrótce skontaktujemy się w sprawie podpisania umowy adopcyjnej i odbioru.

Przed odbiorem prosimy przygotować wyprawkę. Zdjęcia wyposażenia i karmy można wysłać w odpowiedzi na tę wiadomość – podpowiemy, czy wszystko jest gotowe.

${SIGNATURE}`,
  },
  {
    key: 'adoption_congratulations',
    name: 'Gratulacje z okazji adopcji',
    subject: 'Gratulujemy adopcji!',
    body: `Dzień dobry {imie},

gratulujemy adopcji i dziękujemy za nowy dom dla naszych podopiecznych (zwierzaki: {zwierzaki}).

Będzie nam bardzo miło, jeśli od czasu do czasu prześlesz zdjęcia i wieści z nowego domu. W razie pytań o opiekę wystarczy odpowiedzieć na tę wiadomość.

${SIGNATURE}`,
  },
  {
    key: 'animal_unavailable',
    name: 'Zwierzak już znalazł dom',
    subject: 'Ankieta nr {numer_ankiety}: zwierzak już znalazł dom',
    body: `Dzień dobry {imie},

dziękujemy za ankietę adopcyjną. Niestety zwierzak wybrany w ankiecie ({zwierzaki}) już znalazł dom.

Na dom czekają u nas inne zwierzaki ({gatunek}):
{inne_zwierzaki}

Jeśli któryś z nich wpadnie Ci w oko, odpowiedz na tę wiadomość – nie trzeba wypełniać ankiety od nowa.

${SIGNATURE}`,
  },
  {
    key: 'refusal',
    name: 'Odmowa adopcji',
    subject: 'Odpowiedź na ankietę nr {numer_ankiety}',
    body: `Dzień dobry {imie},

dziękujemy za ankietę adopcyjną i chęć adopcji. Po jej przeanalizowaniu zdecydowaliśmy, że tym razem nie możemy zaproponować adopcji.

Powód:

Jeśli warunki się zmienią, zapraszamy do ponownego kontaktu.

${SIGNATURE}`,
  },
];

export class MailTemplates1795305600620 implements MigrationInterface {
  name = 'MailTemplates1795305600620';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      CREATE TABLE mail_templates (
        key varchar(40) PRIMARY KEY,
        position smallint NOT NULL,
        name varchar(100) NOT NULL,
        subject varchar(200) NOT NULL,
        body text NOT NULL,
        default_name varchar(100) NOT NULL,
        default_subject varchar(200) NOT NULL,
        default_body text NOT NULL,
        updated_at timestamptz NULL,
        updated_by integer NULL REFERENCES admin_users (id) ON DELETE SET NULL,
        CONSTRAINT chk_mail_templates_name CHECK (btrim(name) <> ''),
        CONSTRAINT chk_mail_templates_subject CHECK (length(btrim(subject)) >= 3),
        CONSTRAINT chk_mail_templates_body CHECK (btrim(body) <> '' AND length(body) <= 10000)
      );
    `);
    for (const [index, template] of MAIL_TEMPLATE_DEFAULTS.entries()) {
      await execute(
        queryRunner,
        `INSERT INTO mail_templates (key, position, name, subject, body, default_name, default_subject, default_body)
         VALUES ($1, $2, $3, $4, $5, $3, $4, $5)`,
        [template.key, index + 1, template.name, template.subject, template.body],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `DROP TABLE mail_templates`);
  }
}
