import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/**
 * A page keeps its body rendered to safe HTML beside the Markdown, made once when it is saved
 * (in the render pool, under a time limit), so a public request never runs the Markdown parser.
 * NULL: not rendered yet (pages saved before this migration); the first request that needs the
 * HTML renders it in the pool and stores it (pages.render.ts).
 */
export class PagesRenderedHtml1795305600820 implements MigrationInterface {
  name = 'PagesRenderedHtml1795305600820';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `ALTER TABLE pages ADD COLUMN html text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `ALTER TABLE pages DROP COLUMN html`);
  }
}
