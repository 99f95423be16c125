import type { Plugin } from 'vite';

/**
 * Marks the app's entry script and its module preloads `fetchpriority="low"` in index.html.
 *
 * Every public page arrives complete from the server, so its first paint needs only the HTML,
 * the stylesheet and the main photo; the scripts only make it interactive. Left at their default
 * high priority, twelve modules compete with the stylesheet and the photo for a phone's bandwidth
 * (Lighthouse's simulated slow 4G counted them all in the first paint: 1.95 s on every page).
 * At low priority the browser fetches them right after what the paint needs.
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'low-priority-scripts',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: markScriptsLowPriority },
  };
}

export function markScriptsLowPriority(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
}
