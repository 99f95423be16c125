import type { RouteObject } from 'react-router-dom';
import { publicLoaders, type LoaderSetup } from './route-loaders';
import { RootLayout } from './layouts/RootLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../ui/NotFoundPage';
import { Loader } from '../ui/Loader';
import { RouteError } from './RouteError';
// The server renders the lazy pages, and its HTML links only the entry stylesheet: the styles of
// those pages go there too (imported here as well, Vite keeps them out of the pages' chunks).
import '../features/contact/contact.css';
import '../features/contact/ContactForm.css';
import '../features/foster-apply/foster-apply.css';
import '../features/adopt/adopt.css';
import '../features/support/support.css';
import '../features/abc/abc.css';
import '../features/animal/animal.css';
import '../features/knowledge/knowledge.css';
import '../features/survey/survey.css';
import '../ui/rich-text.css';
import '../ui/reveal.css';
import '../ui/modal.css';

/**
 * A pathless route around pages whose only job is the error screen: a page that fails (its chunk
 * gone after a deploy) shows it inside the layout, whose menu still works. Not on the lazy route
 * itself: React Router does not render a lazy route's own errorElement for its failed lazy().
 */
function withErrorScreen(children: RouteObject[]): RouteObject[] {
  return [{ errorElement: <RouteError />, children }];
}

/**
 * Route table of SPEC section 2.
 *
 * The home page is imported statically: it forms the entry bundle with the layouts. The other
 * public pages are lazy modules (the server renders them all the same, and the browser loads the
 * address's module before it hydrates, app/main.tsx). Everything under /admin
 * (login page, guard, layout, every admin page) is a route `lazy` module: separate chunks that
 * are fetched only when an /admin address is opened, so a visitor never downloads admin code.
 * Keep it that way: never import from features/admin or layouts/AdminLayout outside a lazy()
 * (the lint rule in eslint.web-boundaries.js reports any static import of them).
 */
export function createRoutes(setup: LoaderSetup): RouteObject[] {
  const loaders = publicLoaders(setup);
  return [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <Loader block />,
    // Last resort (the layouts themselves): never React Router's developer page.
    errorElement: <RouteError />,
    children: [
      {
        element: <PublicLayout />,
        // A page that fails shows the error screen between the header and the footer.
        children: withErrorScreen([
          { index: true, loader: loaders.home, element: <HomePage /> },
          { path: 'adoptuje', loader: loaders.adopt, lazy: async () => ({ Component: (await import('../features/adopt/AdoptPage')).AdoptPage }) },
          { path: 'wspieram', lazy: async () => ({ Component: (await import('../features/support/SupportPage')).SupportPage }) },
          { path: 'abc-adopcji', lazy: async () => ({ Component: (await import('../features/abc/AbcPage')).AbcPage }) },
          { path: 'baza-wiedzy', loader: loaders.knowledge, lazy: async () => ({ Component: (await import('../features/knowledge/KnowledgePage')).KnowledgePage }) },
          { path: 'baza-wiedzy/:slug', loader: loaders.guide, lazy: async () => ({ Component: (await import('../features/knowledge/GuidePage')).GuidePage }) },
          { path: 'o-nas', loader: loaders.about, lazy: async () => ({ Component: (await import('../features/about/AboutPage')).AboutPage }) },
          // The contact form carries the shared zod schemas too: its own chunk, like the survey pages.
          { path: 'kontakt', lazy: async () => ({ Component: (await import('../features/contact/ContactPage')).ContactPage }) },
          { path: 'dom-tymczasowy', lazy: async () => ({ Component: (await import('../features/foster-apply/FosterApplyPage')).FosterApplyPage }) },
          // The foster carer's personal page (issue 33): its own chunk, opened from an e-mail.
          { path: 'dt/:token', lazy: async () => ({ Component: (await import('../features/foster-portal/FosterPortalPage')).FosterPortalPage }) },
          { path: 'zwierzak/:id', loader: loaders.animal, lazy: async () => ({ Component: (await import('../features/animal/AnimalPage')).AnimalPage }) },
          // The survey pages carry the shared zod schemas: loaded on demand to keep the home page light.
          { path: 'ankieta/:id', loader: loaders.animalSurvey, lazy: async () => ({ Component: (await import('../features/survey/SurveyPage')).AnimalSurveyPage }) },
          {
            path: 'ankieta-gatunek/:species',
            loader: loaders.speciesSurvey,
            lazy: async () => ({ Component: (await import('../features/survey/SurveyPage')).SpeciesSurveyPage }),
          },
          // Pages of the alert e-mails' links: rarely visited, their own chunk.
          {
            path: 'powiadomienia/potwierdz',
            lazy: async () => {
              const { AlertLinkPage } = await import('../features/alerts/AlertLinkPage');
              return { Component: () => <AlertLinkPage action="confirm" /> };
            },
          },
          {
            path: 'powiadomienia/wypisz',
            lazy: async () => {
              const { AlertLinkPage } = await import('../features/alerts/AlertLinkPage');
              return { Component: () => <AlertLinkPage action="unsubscribe" /> };
            },
          },
          { path: '404', element: <NotFoundPage /> },
          { path: '*', element: <NotFoundPage /> },
        ]),
      },
      {
        // Outside the guard: the sign-in page must be reachable without a session.
        path: 'admin/login',
        hydrateFallbackElement: <Loader block />,
        errorElement: <RouteError />,
        lazy: async () => ({ Component: (await import('../features/admin/login/LoginPage')).LoginPage }),
      },
      {
        // The page of the set-password e-mail: reachable signed out, like the sign-in page.
        path: 'admin/ustaw-haslo',
        hydrateFallbackElement: <Loader block />,
        errorElement: <RouteError />,
        lazy: async () => ({ Component: (await import('../features/admin/team/SetPasswordPage')).SetPasswordPage }),
      },
      {
        path: 'admin',
        hydrateFallbackElement: <Loader block />,
        // The panel's own chunk failing (a page's failure shows inside the panel, withErrorScreen).
        errorElement: <RouteError />,
        lazy: async () => ({ Component: (await import('./layouts/AdminLayout')).AdminLayout }),
        children: withErrorScreen([
          {
            index: true,
            lazy: async () => ({ Component: (await import('../features/admin/dashboard/DashboardPage')).DashboardPage }),
          },
          {
            path: 'animals',
            lazy: async () => ({ Component: (await import('../features/admin/animals/AnimalsMenuPage')).AnimalsMenuPage }),
          },
          {
            path: 'animals/add',
            lazy: async () => ({ Component: (await import('../features/admin/animals/AnimalAddPage')).AnimalAddPage }),
          },
          {
            path: 'animals/browse',
            lazy: async () => ({ Component: (await import('../features/admin/animals/AnimalBrowsePage')).AnimalBrowsePage }),
          },
          {
            path: 'animals/archives',
            lazy: async () => ({ Component: (await import('../features/admin/animals/AnimalArchivePage')).AnimalArchivePage }),
          },
          {
            path: 'domy-tymczasowe',
            lazy: async () => ({ Component: (await import('../features/admin/foster/FosterHomesPage')).FosterHomesPage }),
          },
          {
            path: 'domy-tymczasowe/:id',
            lazy: async () => ({ Component: (await import('../features/admin/foster/FosterHomePage')).FosterHomePage }),
          },
          {
            path: 'zadania',
            lazy: async () => ({ Component: (await import('../features/admin/tasks/TasksPage')).TasksPage }),
          },
          {
            path: 'adopters',
            lazy: async () => ({ Component: (await import('../features/admin/adopters/AdoptersPage')).AdoptersPage }),
          },
          {
            path: 'surveys',
            lazy: async () => ({ Component: (await import('../features/admin/surveys/SurveysPage')).SurveysPage }),
          },
          {
            // chart.js comes with this chunk only: the panel's first view stays as light as before.
            path: 'stats',
            lazy: async () => ({ Component: (await import('../features/admin/stats/StatsPage')).StatsPage }),
          },
          {
            path: 'content',
            lazy: async () => ({ Component: (await import('../features/admin/pages/PagesListPage')).PagesListPage }),
          },
          {
            path: 'content/new',
            lazy: async () => ({ Component: (await import('../features/admin/pages/PageEditorPage')).PageCreatePage }),
          },
          {
            path: 'content/:id',
            lazy: async () => ({ Component: (await import('../features/admin/pages/PageEditorPage')).PageEditPage }),
          },
          {
            path: 'mail',
            lazy: async () => ({ Component: (await import('../features/admin/mail/MailPage')).MailPage }),
          },
          {
            path: 'team',
            lazy: async () => ({ Component: (await import('../features/admin/team/TeamPage')).TeamPage }),
          },
          {
            path: 'history',
            lazy: async () => ({ Component: (await import('../features/admin/history/HistoryPage')).HistoryPage }),
          },
          {
            path: 'settings/contract',
            lazy: async () => ({ Component: (await import('../features/admin/contracts/ContractTemplatePage')).ContractTemplatePage }),
          },
          {
            path: 'settings/foster-agreement',
            lazy: async () => ({ Component: (await import('../features/admin/foster/agreement/FosterAgreementTemplatePage')).FosterAgreementTemplatePage }),
          },
          {
            path: 'settings/foundation',
            lazy: async () => ({ Component: (await import('../features/admin/settings/FoundationSettingsPage')).FoundationSettingsPage }),
          },
          {
            path: 'settings/templates',
            lazy: async () => ({ Component: (await import('../features/admin/mail-templates/MailTemplatesPage')).MailTemplatesPage }),
          },
          {
            path: 'settings/security',
            lazy: async () => ({ Component: (await import('../features/admin/two-factor/SecuritySettingsPage')).SecuritySettingsPage }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('../features/admin/AdminNotFoundPage')).AdminNotFoundPage }),
          },
        ]),
      },
    ],
  },
];
}
