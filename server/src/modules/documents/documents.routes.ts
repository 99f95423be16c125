import express, { type Router } from 'express';
import type { FoundationSettings } from '@pets/shared';
import type { AppConfig } from '../../config.js';
import type { Logger } from '../../logger.js';
import { documentFacts, type DocumentConfig, type DocumentFacts } from './document-facts.js';
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
 * the server from the foundation data (as saved in the panel) on the first request and kept in
 * memory until the data they print changes.
 */
export interface DocumentsRouterDeps {
  config: DocumentConfig & Pick<AppConfig, 'documents'>;
  /** The foundation data now (the foundation store). */
  foundation: () => Promise<FoundationSettings>;
  logger: Logger;
  /** The PDF renderer; tests pass a counting one to prove each document is made once. */
  render?: typeof renderPdf;
}

export function documentsRouter({ config, foundation, logger, render = renderPdf }: DocumentsRouterDeps): Router {
  const documents = new Map<string, FoundationDocument>([
    [PRIVACY_POLICY_PATH, { file: config.documents.privacyPolicyPdf, generate: privacyPolicy }],
    [RULES_PATH, { file: config.documents.rulesPdf, generate: rules }],
  ]);
  /** The PDFs made for the facts they were made from (a save in the panel starts new ones). */
  let generatedFor = '';
  const generated = new Map<string, Promise<Buffer>>();

  const pdfOf = (requestPath: string, document: FoundationDocument, facts: DocumentFacts): Promise<Buffer> => {
    const factsKey = JSON.stringify(facts);
    if (factsKey !== generatedFor) {
      generated.clear();
      generatedFor = factsKey;
    }
    let pdf = generated.get(requestPath);
    if (!pdf) {
      const made = render(document.generate(facts), { author: facts.name, issued: new Date(`${facts.version}T00:00:00Z`) });
      // A failed render is not kept: the next request tries again.
      made.catch(() => {
        if (generated.get(requestPath) === made) generated.delete(requestPath);
      });
      generated.set(requestPath, made);
      pdf = made;
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
    if (document.file) {
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.sendFile(document.file, { cacheControl: false, headers: { 'Content-Type': 'application/pdf' } }, (error) => {
        if (error && !res.headersSent) next(error);
      });
      return;
    }
    try {
      const pdf = await pdfOf(req.path, document, documentFacts(config, await foundation()));
      // Made from data the panel may change at any moment: browsers ask again (an ETag answers 304 when unchanged).
      res.setHeader('Cache-Control', 'no-cache');
      res.type('application/pdf').send(pdf);
    } catch (error) {
      logger.error({ err: error, path: req.path }, 'document could not be generated');
      next(error);
    }
  });
  return router;
}
