import type { MigrationInterface, QueryRunner } from 'typeorm';
import { execute } from '../sql.js';

/** Social-network posts for "Co nowego?": a cache of the Graph API, or seeded demo posts (decision 9). */
export class SocialPosts1795305600004 implements MigrationInterface {
  name = 'SocialPosts1795305600004';

  async up(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `
      CREATE TABLE social_posts (
        -- The network's own post id (e.g. "<page id>_<post id>").
        id varchar(100) PRIMARY KEY,
        full_picture text NULL,
        permalink_url text NOT NULL,
        created_time timestamptz NOT NULL,
        message text NOT NULL DEFAULT '',
        fetched_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX idx_social_posts_created_time ON social_posts (created_time);
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await execute(queryRunner, `DROP TABLE social_posts;`);
  }
}
