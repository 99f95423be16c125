import { z } from 'zod';
import {
  adopterListQuerySchema,
  alertSubscribeSchema,
  alertTokenBodySchema,
  alertTokenQuerySchema,
  adopterUpdateSchema,
  adoptBulkSchema,
  animalActionSchema,
  animalAddSchema,
  animalCoverSchema,
  animalUpdateSchema,
  availableAnimalsQuerySchema,
  chatAskSchema,
  composeMailSchema,
  contactSchema,
  contractListQuerySchema,
  contractSignatureSchema,
  contractTemplateSchema,
  eraseAdopterSchema,
  loginSchema,
  mailListQuerySchema,
  mailMessageQuerySchema,
  mailTemplateRenderQuerySchema,
  mailTemplateUpdateSchema,
  MAIL_TEMPLATE_KEYS,
  notifyOtherApplicantsSchema,
  pageInputSchema,
  pagePreviewSchema,
  pagesQuerySchema,
  personalDataExportQuerySchema,
  registerSchema,
  selectedAnimalsSchema,
  SPECIES,
  statsRangeSchema,
  EXPORT_DATASETS,
  DATA_EXPORT_FORMATS,
  surveyListQuerySchema,
  surveySubmitSchema,
} from '@pets/shared';

/** What a route reads, as the shared zod schemas describe it. */
export interface EndpointInputs {
  body?: z.ZodType;
  query?: z.ZodType;
  /** The route takes multipart files (the `images` field unless `multipartField` names another). */
  multipart?: boolean;
  multipartField?: string;
}

/**
 * The shared schemas of each known route, by "METHOD /path". A route missing here is still fuzzed
 * (hostile bodies, queries and path parameters); the fuzz report lists it as "without a schema".
 */
export const ENDPOINT_INPUTS: Record<string, EndpointInputs> = {
  'GET /api/animals/available': { query: availableAnimalsQuerySchema },
  'GET /api/images/:filename': { query: z.object({ w: z.enum(['card', 'full']).optional() }) },
  'POST /api/auth/login': { body: loginSchema },
  'POST /api/auth/register': { body: registerSchema },
  'GET /api/survey/questions/:species': {},
  'POST /api/survey': { body: surveySubmitSchema },
  'POST /api/contact': { body: contactSchema },
  'POST /api/alerts/subscribe': { body: alertSubscribeSchema },
  'POST /api/alerts/confirm': { body: alertTokenBodySchema },
  'POST /api/alerts/unsubscribe': { body: alertTokenBodySchema, query: alertTokenQuerySchema },
  'GET /api/alerts/admin/counts': {},
  'GET /api/alerts/admin/subscribers': {},
  'POST /api/chat/ask': { body: chatAskSchema },
  'POST /api/animals/add': { body: animalAddSchema },
  'PUT /api/animals/:id': { body: animalUpdateSchema },
  'POST /api/animals/:id/images': { multipart: true },
  'PUT /api/animals/:id/cover': { body: animalCoverSchema },
  'GET /api/pages': { query: pagesQuerySchema },
  'GET /api/pages/:slug': {},
  'GET /api/content/pages': {},
  'POST /api/content/pages': { body: pageInputSchema },
  'GET /api/content/pages/:id': {},
  'PUT /api/content/pages/:id': { body: pageInputSchema },
  'DELETE /api/content/pages/:id': {},
  'POST /api/content/pages/:id/cover': { multipart: true },
  'DELETE /api/content/pages/:id/cover': {},
  'POST /api/content/pages/:id/images': { multipart: true },
  'POST /api/content/preview': { body: pagePreviewSchema },
  'GET /api/mail/messages': { query: mailListQuerySchema },
  'GET /api/mail/messages/:id': { query: mailMessageQuerySchema },
  'POST /api/contact/admin/send': { body: composeMailSchema },
  'GET /api/survey/surveys': { query: surveyListQuerySchema },
  'POST /api/survey/:id/selected-animals': { body: selectedAnimalsSchema },
  'POST /api/survey/:id/reserve': { body: animalActionSchema },
  'POST /api/survey/:id/unreserve': { body: animalActionSchema },
  'POST /api/survey/:id/adopt-bulk': { body: adoptBulkSchema },
  'POST /api/survey/:id/cancel-adoption': { body: animalActionSchema },
  'POST /api/survey/:id/apply-contact': {},
  'GET /api/adopters': { query: adopterListQuerySchema },
  'PUT /api/adopters/:id': { body: adopterUpdateSchema },
  'POST /api/adopters/:id/adoptions': { body: animalActionSchema },
  'GET /api/adopters/:id/export': { query: personalDataExportQuerySchema },
  'POST /api/adopters/:id/erase': { body: eraseAdopterSchema },
  'GET /api/stats': { query: statsRangeSchema },
  ...Object.fromEntries(
    EXPORT_DATASETS.flatMap((dataset) => DATA_EXPORT_FORMATS.map((format) => [`GET /api/exports/${dataset}.${format}`, { query: statsRangeSchema }])),
  ),
  'GET /api/adoptions/unsigned-contracts': {},
  'GET /api/adoptions/contracts': { query: contractListQuerySchema },
  'GET /api/adoptions/:id/contract.pdf': {},
  'GET /api/adoptions/:id/care-card.pdf': {},
  'PUT /api/adoptions/:id/contract/signature': { body: contractSignatureSchema },
  'POST /api/adoptions/:id/contract/scan': { multipart: true, multipartField: 'scan' },
  'GET /api/adoptions/:id/contract/scan': {},
  'GET /api/contract-template': {},
  'PUT /api/contract-template': { body: contractTemplateSchema },
  'GET /api/mail-templates': {},
  'PUT /api/mail-templates/:key': { body: mailTemplateUpdateSchema },
  'POST /api/mail-templates/:key/restore-default': {},
  'GET /api/mail-templates/:key/render': { query: mailTemplateRenderQuerySchema },
  'GET /api/animals/:id/other-applicants': {},
  'POST /api/animals/:id/notify-other-applicants': { body: notifyOtherApplicantsSchema },
};

/** Valid values of named path parameters that are not database ids. */
export const NAMED_PARAM_VALUES: Record<string, readonly string[]> = {
  species: SPECIES.map(encodeURIComponent),
  key: [...MAIL_TEMPLATE_KEYS],
};
