import { describe, expect, it } from 'vitest';
import { markScriptsLowPriority } from './low-priority-scripts';

describe('markScriptsLowPriority', () => {
  it('lowers the entry script and every module preload, and nothing else', () => {
    const html = [
      '<link rel="stylesheet" crossorigin href="/assets/index.css">',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/vendor.js">',
      '<link rel="modulepreload" crossorigin href="/assets/query.js">',
      '<script type="application/json" id="site-config">{}</script>',
    ].join('\n');

    expect(markScriptsLowPriority(html)).toBe(
      [
        '<link rel="stylesheet" crossorigin href="/assets/index.css">',
        '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>',
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/vendor.js">',
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/query.js">',
        '<script type="application/json" id="site-config">{}</script>',
      ].join('\n'),
    );
  });

  it('leaves a tag that already states its priority as it is', () => {
    const html = '<script type="module" fetchpriority="high" src="/a.js"></script>';
    expect(markScriptsLowPriority(html)).toBe(html);
  });
});
