import boundaries from 'eslint-plugin-boundaries';

/**
 * Import boundaries of apps/web/src (docs/ARCHITECTURE.md): imports flow one way,
 * app -> features -> ui/lib/platform -> @pets/shared.
 *
 * - A feature (features/<name>) imports only itself and ui/lib/platform, never another feature:
 *   what two features share lives in ui/ or lib/, or is composed in app/.
 * - features/admin is one feature whose sub-areas may import each other. Nothing imports it
 *   statically except the admin shell (app/layouts/AdminLayout.tsx), which itself is reached only
 *   through the router's lazy() imports: a visitor never downloads admin code. Dynamic import()
 *   is not checked here on purpose: it is how the router reaches admin screens.
 * - ui/, lib/ and platform/ import only one another (and packages).
 * - Tests may also import the test kit (src/test); tests in app/ may use admin test helpers.
 */
const SRC = 'apps/web/src';

const element = (type) => ({ element: { type } });
const anyOf = (...types) => types.map(element);

export const webBoundaries = {
  files: [`${SRC}/**/*.{ts,tsx}`],
  plugins: { boundaries },
  settings: {
    'boundaries/root-path': import.meta.dirname,
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    // Re-exports count as imports; dynamic import() does not (lazy routes).
    'boundaries/dependency-nodes': ['import', 'export'],
    'boundaries/elements': [
      { type: 'app', pattern: `${SRC}/app`, partialMatch: false },
      { type: 'admin', pattern: `${SRC}/features/admin`, partialMatch: false },
      { type: 'feature', pattern: `${SRC}/features/*`, capture: ['feature'], partialMatch: false },
      { type: 'shared', pattern: `${SRC}/{ui,lib,platform}`, partialMatch: false },
      { type: 'test-kit', pattern: `${SRC}/test`, partialMatch: false },
    ],
    'boundaries/files': [
      { category: 'test', pattern: '**/*.test.{ts,tsx}' },
      { category: 'admin-shell', pattern: `${SRC}/app/layouts/AdminLayout.tsx` },
    ],
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        // Imports inside one element are checked too: app/ must not import the admin shell.
        // Packages (react, @pets/shared...) are not checked (checkAllOrigins stays off).
        checkInternals: true,
        policies: [
          { from: element('app'), allow: { to: anyOf('app', 'feature', 'shared') } },
          { from: { element: { type: 'app' }, file: { categories: 'admin-shell' } }, allow: { to: element('admin') } },
          { from: element('admin'), allow: { to: anyOf('admin', 'shared') } },
          {
            from: element('feature'),
            allow: { to: [{ element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } }, element('shared')] },
          },
          { from: element('shared'), allow: { to: element('shared') } },
          { from: element('test-kit'), allow: { to: anyOf('test-kit', 'shared') } },
          { from: { file: { categories: 'test' } }, allow: { to: element('test-kit') } },
          { from: { element: { type: 'app' }, file: { categories: 'test' } }, allow: { to: element('admin') } },
          // Last, so it wins over the allows above: the admin shell is reached through lazy() only.
          { disallow: { to: { file: { categories: 'admin-shell' } } } },
        ],
      },
    ],
  },
};
