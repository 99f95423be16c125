import express, { type Router } from 'express';
import type { AppConfig } from '../../config.js';
import type { Logger } from '../../logger.js';
import { documentFacts, type DocumentFacts } from './document-facts.js';
import type { DocumentDefinition } from './document-model.js';
import { renderPdf } from './pdf-render.js';
import { privacyPolicy } from './privacy-policy.js';
import { rules } from './rules.js';

/** The paths the footer and the forms link to (apps/web Footer.tsx, SurveyForm, ContactForm). */
export const PRIVACY_POLICY_PATH = '/docs/polityka-prywatnosci.pdf';
export const RULES_PATH = '/docs/regulamin.pdf';

interface FoundationDocument {
  /** The foundation's own file (FOUNDATION_*_PDF), checked at start; served as it is. */
  file: string | undefined;
  generate: (facts: DocumentFacts) => DocumentDefinition;
}

/**
 * The privacy policy and the rules: the foundation's own PDFs when configured, otherwise made by
 * the server from the configured foundation data on the first request and kept in memory (the
 * facts only change with the configuration, i.e. at a restart).
 */
export interface DocumentsRouterDeps {
  config: AppConfig;
  logger: Logger;
  /** The PDF renderer; tests pass a counting one to prove each document is made once. */
  render?: typeof renderPdf;
}

export function documentsRouter({ config, logger, render = renderPdf }: DocumentsRouterDeps): Router {
  const facts = documentFacts(config);
  const documents = new Map<string, FoundationDocument>([
    [PRIVACY_POLICY_PATH, { file: config.documents.privacyPolicyPdf, generate: privacyPolicy }],
    [RULES_PATH, { file: config.documents.rulesPdf, generate: rules }],
  ]);
  const generated = new Map<string, Promise<Buffer>>();

  const pdfOf = (requestPath: string, document: FoundationDocument): Promise<Buffer> => {
    let pdf = generated.get(requestPath);
    if (!pdf) {
      pdf = render(document.generate(facts), { author: facts.name, issued: new Date(`${facts.version}T00:00:00Z`) });
      // A failed render is not kept: the next request tries again.
      pdf.catch(() => generated.delete(requestPath));
      generated.set(requestPath, pdf);
    }
    return pdf;
  };

  const router = express.Router();
  router.get(/^\/docs\/[a-z-]+\.pdf$/, async (req, res, next) => {
    const document = documents.get(req.path);
    if (!document) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'public, max-age=3600');
    if (document.file) {
      res.sendFile(document.file, { cacheControl: false, headers: { 'Content-Type': 'application/pdf' } }, (error) => {
        if (error && !res.headersSent) next(error);
      });
      return;
    }
    try {
      const pdf = await pdfOf(req.path, document);
      res.type('application/pdf').send(pdf);
    } catch (error) {
      logger.error({ err: error, path: req.path }, 'document could not be generated');
      next(error);
    }
  });
  return router;
}
