import path from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import { pinoHttp } from 'pino-http';
import type { DataSource } from 'typeorm';
import { REPO_ROOT, type AppConfig } from './config.js';
import { createAdminApi } from './http/admin-api.js';
import { holdBodyErrorsForAdminRoutes } from './http/admin-body.js';
import { apiNotFound, errorHandler } from './http/error-handler.js';
import { attachFastPath, createFastPath, headersSetBy } from './http/fast-path.js';
import { redactQuery } from './http/log-redaction.js';
import { originCheck } from './http/origin-check.js';
import { publicOrigin, warnWithoutPublicUrl } from './http/public-origin.js';
import { ALERT_ONE_CLICK_API_PATH } from './modules/alerts/alert-tokens.js';
import { securityHeaders } from './http/security-headers.js';
import type { Logger } from './logger.js';
import { animalsPublicRouter, createPublicAnimalsCache, publicAnimalsJson } from './modules/animals/animals.public.routes.js';
import { chatRouter } from './modules/chat/chat.routes.js';
import { mountAnimalsAdmin } from './modules/animals/animals.admin.routes.js';
import { mountCareRecordAdmin } from './modules/care-record/care-record.routes.js';
import { mountTasksAdmin } from './modules/tasks/tasks.routes.js';
import { fosterApplicationsRouter } from './modules/foster/applications.public.routes.js';
import { fosterPortalRouter } from './modules/foster/portal/portal.routes.js';
import { mountFosterAdmin } from './modules/foster/foster.admin.routes.js';
import { mountFosterAgreementAdmin } from './modules/foster/agreement/agreement.routes.js';
import type { FosterDeps } from './modules/foster/foster-deps.js';
import { mountTaskDigestAdmin } from './modules/tasks/task-digest.routes.js';
import { systemClock, type Clock } from './clock.js';
import { mountAdoptersAdmin } from './modules/adopters/adopters.routes.js';
import { mountNotesAdmin } from './modules/notes/notes.routes.js';
import { mountContractsAdmin } from './modules/contracts/contracts.routes.js';
import { mountRodoAdmin } from './modules/rodo/rodo.routes.js';
import { mountExportsAdmin } from './modules/exports/exports.routes.js';
import { mountStatsAdmin } from './modules/stats/stats.routes.js';
import { mountDashboardAdmin } from './modules/dashboard/dashboard.routes.js';
import { mountSurveysAdmin } from './modules/surveys/surveys.admin.routes.js';
import { absoluteLifetime } from './modules/auth/absolute-lifetime.js';
import { authRouter } from './modules/auth/auth.routes.js';
import { createLoginLimiter } from './modules/auth/login-limiter.js';
import { createPassport } from './modules/auth/passport-setup.js';
import { poolOf, sessionCookieName, sessionMiddleware } from './modules/auth/session.js';
import type { EventBus } from './modules/events/event-bus.js';
import { createFoundationStore, type FoundationStore } from './modules/foundation/foundation.store.js';
import { foundationSeed } from './modules/foundation/foundation-seed.js';
import { addressOnOneLine, siteConfigOf } from './modules/foundation/foundation-public.js';
import { mountFoundationAdmin } from './modules/foundation/foundation.routes.js';
import { createAdminStreams } from './modules/events/admin-streams.js';
import { mountAdminEvents } from './modules/events/events.routes.js';
import { healthRouter } from './modules/health/health.routes.js';
import { mountJobsAdmin } from './modules/jobs/jobs.routes.js';
import { createPublicImagesCache, imagesRouter, mountImageOriginals } from './modules/images/images.routes.js';
import { postsRouter } from './modules/posts/posts.routes.js';
import { POST_IMAGE_CSP_SOURCES } from './modules/posts/post-urls.js';
import { pageHeadTags } from './modules/pages/page-head-tags.js';
import { mountPagesAdmin } from './modules/pages/pages.admin.routes.js';
import { mountHistoryAdmin } from './modules/history/history.routes.js';
import { mountTeamAdmin, setPasswordRouter } from './modules/team/team.routes.js';
import { createSecretBox } from './modules/two-factor/secret-box.js';
import { mountTwoFactorAdmin } from './modules/two-factor/two-factor.routes.js';
import { pagesPublicRouter, publicPagesJson } from './modules/pages/pages.public.routes.js';
import { surveyPublicRouter } from './modules/surveys/surveys.public.routes.js';
import { createSurveySubmitLimiter, SURVEY_SUBMIT_LIMIT } from './modules/surveys/survey-submit-limiter.js';
import { contactRouter } from './modules/contact/contact.routes.js';
import { alertsRouter } from './modules/alerts/alerts.routes.js';
import { mountAlertsAdmin } from './modules/alerts/alerts.admin.routes.js';
import { documentsRouter } from './modules/documents/documents.routes.js';
import { createMailModule, type MailModule } from './modules/mail/mail.module.js';
import { mountMailAdmin } from './modules/mail/mail.routes.js';
import { mountMailTemplatesAdmin } from './modules/mail-templates/index.js';
import { mountOtherApplicantsAdmin } from './modules/other-applicants/other-applicants.routes.js';
import { createPostsService } from './modules/posts/posts.service.js';
import { animalHeadTags, firstHeadTags, seoRouter } from './modules/seo/seo.routes.js';
import { publicJsonSource } from './modules/spa/public-json-source.js';
import { lazyPrerenderer, prerenderModulePath } from './modules/spa/prerender.js';
import { missingPageCheck } from './modules/spa/missing-pages.js';
import { spaRouter } from './modules/spa/spa.routes.js';

export interface AppDependencies {
  config: AppConfig;
  logger: Logger;
  dataSource: DataSource;
  /** Cookie-signing secret (loadSessionSecret). */
  sessionSecret: string;
  /** Admin notifications (createEventBus); closed by the owner on shutdown. */
  events: EventBus;
  /** Outbox and IMAP sync (createMailModule); main.ts starts and stops it. Default: one that is never started. */
  mail?: MailModule;
  /** The foundation data (createFoundationStore; main.ts shares it with the mail module). Default: one over `dataSource`. */
  foundation?: FoundationStore;
  /** The injected clock of date rules ("Na dziś", due tasks); default: the system's. */
  clock?: Clock;
}

/** The foundation store of an app, seeded from the configuration's FOUNDATION_* at the first start. */
export function appFoundationStore({ config, logger, dataSource, events }: Pick<AppDependencies, 'config' | 'logger' | 'dataSource' | 'events'>): FoundationStore {
  return createFoundationStore({ db: dataSource, events, seed: foundationSeed(config.foundationSeed), logger });
}

const JSON_BODY_LIMIT = '100kb';

/** The Express application, shared by main.ts and the tests. */
export function createApp({ config, logger, dataSource, sessionSecret, events, mail: givenMail, foundation: givenFoundation, clock = systemClock }: AppDependencies): Express {
  const foundation = givenFoundation ?? appFoundationStore({ config, logger, dataSource, events });
  const mail = givenMail ?? createMailModule({ config, logger, dataSource, events, foundation });
  // Every reader of the foundation data goes through the store: a save in the panel shows at once.
  const foundationData = () => foundation.get();
  const foundationName = () => foundation.name();
  const publicSite = async () => siteConfigOf(await foundation.get(), config.siteLinks);
  const chatSite = async () => {
    const settings = await foundation.get();
    return { ...siteConfigOf(settings, config.siteLinks), foundationAddress: addressOnOneLine(settings.address) };
  };
  const app = express();
  app.disable('x-powered-by');
  const origin = publicOrigin(config);
  warnWithoutPublicUrl(config, logger);
  // Typed by loadConfig: a hop count is a number, never the string '1' (read as an address list).
  if (config.trustProxy !== undefined) app.set('trust proxy', config.trustProxy);
  const security = securityHeaders(POST_IMAGE_CSP_SOURCES);
  app.use(security);
  app.use(compression());

  const api = express.Router();
  api.use(
    pinoHttp({
      logger,
      autoLogging: { ignore: (req) => req.url === '/health' },
      // One line per request: what was asked and how it ended, without headers, bodies or query values (search texts).
      serializers: {
        req: (req: { id: unknown; method: string; url: string }) => ({ id: req.id, method: req.method, url: redactQuery(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  // Public reads first: they need no body parser, session or passport work.
  api.use(healthRouter(dataSource));
  const publicImagesCache = createPublicImagesCache();
  api.use(imagesRouter(dataSource, publicImagesCache));
  const publicAnimalsCache = createPublicAnimalsCache();
  api.use(animalsPublicRouter(dataSource, publicAnimalsCache));
  const publicPages = publicPagesJson(dataSource);
  api.use(pagesPublicRouter(publicPages));
  // Repeat public reads are answered from these caches before Express (withFastPath in main.ts).
  attachFastPath(app, createFastPath({ caches: [publicAnimalsCache, publicImagesCache], commonHeaders: headersSetBy(security), logger }));
  // The RFC 8058 one-click unsubscribe is POSTed by mail clients (webmail from its own origin): the token is its authority.
  api.use(originCheck(config.publicUrl, { exempt: [{ method: 'POST', path: ALERT_ONE_CLICK_API_PATH }] }));
  api.use(express.json({ limit: JSON_BODY_LIMIT, strict: true }), holdBodyErrorsForAdminRoutes);

  const passport = createPassport(dataSource);
  api.use(sessionMiddleware(dataSource, config, sessionSecret));
  api.use(passport.initialize());
  api.use(passport.session());
  api.use(absoluteLifetime(config.session.absoluteHours));

  // Event streams of this process by session: a logout here ends its streams at once.
  const adminStreams = createAdminStreams();
  const loginLimiter = createLoginLimiter(poolOf(dataSource));
  const endSessionStreams = (sessionIds: string[]) => sessionIds.forEach((sessionId) => adminStreams.endSession(sessionId));
  // TOTP secrets are sealed under a key derived from the session secret: a database copy alone opens none.
  const secretBox = createSecretBox(sessionSecret);
  api.use(
    authRouter({
      db: dataSource,
      passport,
      limiter: loginLimiter,
      box: secretBox,
      cookieName: sessionCookieName(config),
      onSessionEnded: (sessionId) => adminStreams.endSession(sessionId),
    }),
  );
  api.use(setPasswordRouter({ db: dataSource, onSessionsEnded: endSessionStreams }));
  api.use(postsRouter(createPostsService(dataSource, config.facebook, logger)));
  const surveyLimit = config.rateLimits && { ...SURVEY_SUBMIT_LIMIT, points: config.rateLimits.surveysPerHour };
  api.use(surveyPublicRouter({ db: dataSource, events, limiter: createSurveySubmitLimiter(poolOf(dataSource), surveyLimit) }));
  api.use(contactRouter({ db: dataSource, mail, events, logger, perHour: config.contact.rateLimitPerHour }));
  api.use(alertsRouter({ db: dataSource, mail, logger, origin, perHour: config.alerts.rateLimitPerHour }));
  api.use(chatRouter(dataSource, config, chatSite));
  const foster: FosterDeps = { db: dataSource, mail, logger, clock, origin, foundation, onPublicChange: () => publicAnimalsCache.clear() };
  api.use(fosterApplicationsRouter({ ...foster, perHour: config.contact.rateLimitPerHour }));
  api.use(fosterPortalRouter(foster));
  const adminApi = createAdminApi((routes) => {
    mountAnimalsAdmin(routes, dataSource, publicAnimalsCache, clock);
    mountCareRecordAdmin(routes, dataSource, { onPublicChange: () => publicAnimalsCache.clear() });
    mountTasksAdmin(routes, dataSource, clock);
    mountFosterAdmin(routes, foster);
    mountFosterAgreementAdmin(routes, foster);
    mountTaskDigestAdmin(routes, dataSource);
    mountAdminEvents(routes, {
      db: dataSource,
      events,
      streams: adminStreams,
      logger,
      absoluteHours: config.session.absoluteHours,
      heartbeatMs: config.adminEvents?.heartbeatMs,
    });
    mountMailAdmin(routes, dataSource, mail);
    mountImageOriginals(routes, dataSource);
    mountSurveysAdmin(routes, dataSource, { onAnimalsChanged: () => publicAnimalsCache.clear(), staleDays: config.dashboard.reservationStaleDays });
    mountAdoptersAdmin(routes, dataSource, { onAnimalsChanged: () => publicAnimalsCache.clear() });
    mountNotesAdmin(routes, dataSource);
    mountRodoAdmin(routes, dataSource, { foundationName });
    mountStatsAdmin(routes, dataSource);
    mountDashboardAdmin(routes, dataSource, { staleDays: config.dashboard.reservationStaleDays, mail, foundation: foundationData });
    mountAlertsAdmin(routes, dataSource);
    mountExportsAdmin(routes, dataSource, logger);
    mountContractsAdmin(routes, dataSource, config, foundationData);
    mountPagesAdmin(routes, dataSource);
    mountHistoryAdmin(routes, dataSource);
    mountTeamAdmin(routes, {
      db: dataSource,
      outbox: mail.outbox,
      origin,
      foundationName,
      limiter: loginLimiter,
      onSessionsEnded: endSessionStreams,
    });
    mountTwoFactorAdmin(routes, {
      db: dataSource,
      box: secretBox,
      limiter: loginLimiter,
      issuer: foundationName,
      outbox: mail.outbox,
      foundationName,
    });
    mountMailTemplatesAdmin(routes, dataSource, { foundationName, origin });
    mountOtherApplicantsAdmin(routes, dataSource, mail, { foundationName, origin });
    mountFoundationAdmin(routes, foundation);
    mountJobsAdmin(routes, dataSource, (name) => (name === 'outbox' ? mail.outbox.delivers : name === 'backup' ? Boolean(config.backup) : true));
  });
  api.use(adminApi);
  // Exposed so a test can enumerate every admin route and prove each one is guarded.
  app.locals.adminApi = adminApi;
  api.use(apiNotFound);
  app.use('/api', api);

  app.use(documentsRouter({ config, foundation: foundationData, logger }));
  app.use(seoRouter(dataSource, origin));
  const publicAnimals = publicAnimalsJson(dataSource, publicAnimalsCache);
  app.use(
    spaRouter({
      webDistDir: config.webDistDir,
      resourcesDir: path.join(REPO_ROOT, 'resources'),
      site: publicSite,
      origin,
      headTagsFor: firstHeadTags(animalHeadTags(dataSource, foundationName), pageHeadTags(dataSource, foundationName)),
      source: publicJsonSource(dataSource, publicAnimals, publicPages),
      isMissing: missingPageCheck(dataSource, publicAnimals),
      prerender: lazyPrerenderer(prerenderModulePath(config.webDistDir), (error) => logger.error({ err: error }, 'server-side render failed')),
    }),
  );
  app.use(errorHandler(logger));
  return app;
}
