// layer: the guides' pictures go through the images module's pipeline, as an upload would.
import { ingestImage, type IngestedImage } from '../../modules/images/image-pipeline.js';
// layer: the guides are rendered by the pages module's own renderer, as saving in the panel does.
import { renderPageMarkdown } from '../../modules/pages/page-markdown.js';
// layer: and stored with the pages module's own inserts, so the demo matches what the panel writes.
import { insertPage, insertPageImage } from '../../modules/pages/pages.queries.js';
import { renderScene } from './illustrations/scene.js';
import { hashString, type Seeder, type SeederFactory } from './seeder.js';
import { STARTER_ABOUT, STARTER_GUIDES } from './starter-guides.pl.js';
import { execute } from '../sql.js';

/** The starter guides (published, with a drawn cover each) and the About us draft. */
export const pagesSeeder: SeederFactory = (): Seeder => {
  const covers = new Map<string, IngestedImage>();
  return {
    name: 'pages',
    async prepare() {
      // Two at a time, like the animals' photos: sharp works on libuv's thread pool.
      const drawn = STARTER_GUIDES.filter((guide) => guide.cover);
      for (let index = 0; index < drawn.length; index += 2) {
        await Promise.all(
          drawn.slice(index, index + 2).map(async ({ slug, cover }) => {
            if (cover) covers.set(slug, await ingestImage(await renderScene(cover.species, cover.look, hashString(slug)), { effort: 2 }));
          }),
        );
      }
    },
    async run(manager) {
      for (const page of [...STARTER_GUIDES, STARTER_ABOUT]) {
        const { slug, title, summary, species, body, published } = page;
        // The bundled guides are ours: rendered here, not in the pool (page-render.ts) staff text goes through.
        const id = await insertPage(manager, { slug, title, summary, species, body, html: renderPageMarkdown(body), published }, null);
        const cover = covers.get(slug);
        if (cover) await execute(manager, `UPDATE pages SET cover_image_id = $2 WHERE id = $1`, [id, await insertPageImage(manager, id, cover)]);
      }
    },
  };
};
