import { config } from 'zod';

/**
 * zod 4 probes `new Function('')` when its first object schema is made, to decide whether to
 * compile parsers. Under the site's CSP (no 'unsafe-eval') the browser reports that probe as a
 * Content-Security-Policy violation even though zod catches it; jitless skips the probe (the
 * interpreted parsers are plenty fast for forms). Imported first in main.tsx, before any schema.
 */
config({ jitless: true });
