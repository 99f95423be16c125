import { EntitySchema } from 'typeorm';
import { text, timestamptz } from '../../db/entity-columns.js';

/** A social-network post (SPEC section 3, Social post), cached or seeded. */
export interface SocialPostRecord {
  id: string;
  fullPicture: string | null;
  permalinkUrl: string;
  createdTime: Date;
  message: string;
  fetchedAt: Date;
}

export const SocialPostEntity = new EntitySchema<SocialPostRecord>({
  name: 'SocialPost',
  tableName: 'social_posts',
  columns: {
    id: { type: 'varchar', length: 100, primary: true },
    fullPicture: text('full_picture', { nullable: true }),
    permalinkUrl: text('permalink_url'),
    createdTime: timestamptz('created_time'),
    message: text('message', { default: '' }),
    fetchedAt: timestamptz('fetched_at', { defaultNow: true }),
  },
  indices: [{ name: 'idx_social_posts_created_time', columns: ['createdTime'] }],
});
