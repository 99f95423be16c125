/**
 * zod 4 probes `new Function('')` when its first object schema is made, to decide whether to
 * compile parsers. Under the site's CSP (no 'unsafe-eval') the browser reports that probe as a
 * Content-Security-Policy violation even though zod catches it; jitless skips the probe (the
 * interpreted parsers are plenty fast for forms). zod reads its settings from this global when it
 * loads, so setting it here, first in main.tsx, covers the lazy pages that bring zod, without
 * bringing zod itself into the entry (z.config() would).
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
