import { execute } from '../sql.js';
// layer: the demo posts link to the posts module's Facebook address (one constant, not a copy).
import { FACEBOOK_HOME } from '../../modules/posts/post-urls.js';
import { DAY_MS, type Seeder, type SeederFactory } from './seeder.js';

/** Posts as the foundation would publish them; `animal` attaches that animal's first photo. */
const DEMO_POSTS: { daysAgo: number; animal?: string; message: string }[] = [
  {
    daysAgo: 1,
    animal: 'Fasolka',
    message:
      'Poznajcie Fasolkę! 🐀 Ta młoda szczurzyca urodziła się w fundacji i właśnie szuka domu razem z siostrą. Jest bystra, szybko uczy się sztuczek i uwielbia gotowaną marchewkę. Ankieta adopcyjna czeka na stronie!',
  },
  {
    daysAgo: 4,
    message:
      'Dziękujemy za wszystkie paczki z sianem i granulatem, które dotarły w tym tygodniu! 💛 Dzięki Wam nasi podopieczni mają pełne brzuszki aż do końca miesiąca.',
  },
  {
    daysAgo: 7,
    animal: 'Puszek',
    message:
      'Puszek przez dwa lata mieszkał w klatce na balkonie. Dziś w domu tymczasowym odkrywa, czym są króliczy „binky” – radosne podskoki. Szukamy dla niego domu z dużym wybiegiem i najlepiej z króliczą koleżanką.',
  },
  {
    daysAgo: 12,
    message:
      'Przypominamy: chomik syryjski to samotnik! Nigdy nie łączymy go w pary ani grupy. Więcej o potrzebach chomików przeczytacie w naszych poradnikach.',
  },
  {
    daysAgo: 18,
    animal: 'Popiel',
    message:
      'Upały to trudny czas dla szynszyli – już powyżej 25°C grozi im przegrzanie. Popiel ma w domu tymczasowym granitową płytkę do chłodzenia i chętnie się na niej wyleguje.',
  },
  {
    daysAgo: 26,
    message:
      'Rusza nasza charytatywna licytacja! Do wylicytowania rękodzieło, domki z drewna i pakiety smakołyków. Cały dochód przeznaczymy na leczenie podopiecznych fundacji.',
  },
];

/** The "Co nowego?" posts shown when no Facebook page is configured (ARCHITECTURE decision 9). */
export const socialPostsSeeder: SeederFactory = (): Seeder => ({
  name: 'social-posts',
  async run(manager, context) {
    for (const [index, post] of DEMO_POSTS.entries()) {
      const picture = post.animal ? context.animals.get(post.animal)?.imageFilenames[0] : undefined;
      await execute(manager, `INSERT INTO social_posts (id, full_picture, permalink_url, created_time, message) VALUES ($1, $2, $3, $4, $5)`, [
        `demo_${index + 1}`,
        // The full-size WebP variant: lighter than the original and without its metadata.
        picture ? `/api/images/${picture}?w=full` : null,
        // The foundation's profile when a seed names one, else Facebook's home (a demo post is no real one).
        context.site.facebookUrl || FACEBOOK_HOME,
        new Date(context.now.getTime() - post.daysAgo * DAY_MS - index * 3_600_000),
        post.message,
      ]);
    }
  },
});
