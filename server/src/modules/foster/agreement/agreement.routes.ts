import type { Request } from 'express';
import { FOSTER_AGREEMENT, FOSTER_AGREEMENT_FILES, FOSTER_AGREEMENT_MESSAGES, idParamsSchema } from '@pets/shared';
import type { AdminRoutes } from '../../../http/admin-api.js';
import { sendStoredFile } from '../../../http/send-stored-file.js';
import { serveEndpoint } from '../../../http/serve-endpoint.js';
import { queryFirst } from '../../../db/sql.js';
import { judgeScan, scanMultipart } from '../../contracts/contract-scan.js';
import { foundationFacts } from '../../documents/document-facts.js';
import { renderPdfInPool } from '../../rendering/render-pool.js';
import { actorOf } from '../../surveys/surveys.admin.routes.js';
import type { FosterDeps } from '../foster-deps.js';
import { fosterAgreementDocument, type FosterAgreementCarer } from './agreement-document.js';
import { attachAgreementScan, currentAgreement, homeNotFound, issueAgreement, readAgreementScan, requireAgreement, unsignedAgreements } from './agreement.store.js';
import { loadFosterAgreementTemplate, saveFosterAgreementTemplate } from './agreement-template.store.js';

function homeId(req: Request): number {
  const parsed = idParamsSchema.safeParse(req.params);
  if (!parsed.success) throw homeNotFound();
  return parsed.data.id;
}

/**
 * The foster agreement (issue 33 item 6), behind the admin session guard (roles: access.ts): a
 * home's agreement issued with the animals living there, its PDF from the foundation's template
 * (rendered in the pool like the adoption contract), the signed scan checked by content like the
 * contract's, the agreements still unsigned a week after issuing, and the template itself.
 */
export function mountFosterAgreementAdmin(routes: AdminRoutes, deps: FosterDeps): void {
  const { db, clock } = deps;

  serveEndpoint(routes, FOSTER_AGREEMENT.unsigned, () => unsignedAgreements(db, clock));

  serveEndpoint(routes, FOSTER_AGREEMENT.current, async ({ req }) => ({ agreement: await currentAgreement(db, homeId(req)) }));

  serveEndpoint(routes, FOSTER_AGREEMENT.issue, async ({ req, res }) => {
    const agreement = await issueAgreement(db, homeId(req), actorOf(req), clock);
    res.status(201);
    return { message: FOSTER_AGREEMENT_MESSAGES.issued, agreement };
  });

  routes.get(FOSTER_AGREEMENT_FILES.pdf, async (req, res) => {
    const id = homeId(req);
    const agreement = await requireAgreement(db, id);
    const [carer, template, foundation] = await Promise.all([
      queryFirst<FosterAgreementCarer>(
        db,
        `SELECT first_name AS "firstName", last_name AS "lastName", email, phone, postcode, city FROM foster_homes WHERE id = $1`,
        [id],
      ),
      loadFosterAgreementTemplate(db),
      deps.foundation.get(),
    ]);
    if (!carer) throw homeNotFound();
    const facts = foundationFacts(foundation);
    const pdf = await renderPdfInPool(fosterAgreementDocument(agreement, carer, facts, template.text), { author: facts.name, issued: clock() });
    sendStoredFile(res, pdf, 'application/pdf', `umowa-dt-${id}.pdf`);
  });

  serveEndpoint(
    routes,
    FOSTER_AGREEMENT.uploadScan,
    async ({ req, res }) => {
      const id = homeId(req);
      const contentType = await judgeScan(req.file);
      const agreement = await attachAgreementScan(db, id, { bytes: req.file!.buffer, contentType }, actorOf(req), clock);
      res.status(201);
      return { message: FOSTER_AGREEMENT_MESSAGES.scanSaved, agreement };
    },
    [scanMultipart()],
  );

  routes.get(FOSTER_AGREEMENT_FILES.scan, async (req, res) => {
    const scan = await readAgreementScan(db, homeId(req));
    sendStoredFile(res, scan.bytes, scan.contentType, scan.filename);
  });

  serveEndpoint(routes, FOSTER_AGREEMENT.template, () => loadFosterAgreementTemplate(db));

  serveEndpoint(routes, FOSTER_AGREEMENT.saveTemplate, async ({ req, input }) => {
    const template = await saveFosterAgreementTemplate(db, input().text, actorOf(req));
    return { message: FOSTER_AGREEMENT_MESSAGES.templateSaved, template };
  });
}
