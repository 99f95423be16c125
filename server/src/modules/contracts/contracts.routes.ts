import { sendStoredFile } from '../../http/send-stored-file.js';
import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import { CONTRACT_FILES, CONTRACT_MESSAGES, CONTRACTS, idSchema } from '@pets/shared';
import type { FoundationSettings } from '@pets/shared';
import type { AppConfig } from '../../config.js';
import type { AdminRoutes } from '../../http/admin-api.js';
import { HttpError } from '../../http/http-error.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import type { HistoryActor } from '../history/history.js';
import { documentFacts, type DocumentConfig } from '../documents/document-facts.js';
import { renderPdfInPool } from '../rendering/render-pool.js';
import { adoptionNotFound, listContracts, unsignedContracts } from './contract-groups.js';
import { loadContractData } from './contract-data.js';
import { careCardDocument, contractDocument } from './contract-document.js';
import { judgeScan, scanMultipart } from './contract-scan.js';
import { attachContractScan, markContractSigned, readContractScan } from './contract-signature.js';
import { loadContractTemplate, saveContractTemplate } from './contract-template.store.js';

const adoptionParams = z.object({ id: idSchema });

function adoptionId(req: Request): number {
  const parsed = adoptionParams.safeParse(req.params);
  if (!parsed.success) throw adoptionNotFound();
  return parsed.data.id;
}

function actorOf(req: Request): HistoryActor {
  const user = req.user;
  if (!user) throw HttpError.unauthorized();
  return { id: user.id, username: user.username };
}


/**
 * Adoption contracts (issue 20), behind the admin session guard: the contract and care-card PDFs
 * of an adoption, the clauses' template, marking a contract signed with its scanned copy, and the
 * contracts still unsigned a week after the adoption.
 */
export function mountContractsAdmin(
  routes: AdminRoutes,
  db: DataSource,
  config: DocumentConfig & Pick<AppConfig, 'rendering'>,
  foundation: () => Promise<FoundationSettings>,
): void {
  // The foundation as saved in the panel at the moment the PDF is made.
  const factsNow = async () => documentFacts(config, await foundation());
  const pdfMeta = (author: string) => ({ author, issued: new Date() });
  const pdfTimeLimitMs = config.rendering?.pdfTimeLimitMs;

  serveEndpoint(routes, CONTRACTS.unsigned, () => unsignedContracts(db));

  serveEndpoint(routes, CONTRACTS.list, async ({ input }) => ({ items: await listContracts(db, input()) }));

  routes.get(CONTRACT_FILES.contractPdf, async (req, res) => {
    const id = adoptionId(req);
    const [data, template, facts] = await Promise.all([loadContractData(db, id), loadContractTemplate(db), factsNow()]);
    const pdf = await renderPdfInPool(contractDocument(data, facts, template.text), pdfMeta(facts.name), pdfTimeLimitMs);
    sendStoredFile(res, pdf, 'application/pdf', `umowa-adopcyjna-${data.adoptionId}.pdf`);
  });

  routes.get(CONTRACT_FILES.careCardPdf, async (req, res) => {
    const [data, facts] = await Promise.all([loadContractData(db, adoptionId(req)), factsNow()]);
    const pdf = await renderPdfInPool(careCardDocument(data, facts), pdfMeta(facts.name), pdfTimeLimitMs);
    sendStoredFile(res, pdf, 'application/pdf', `karta-opieki-${data.adoptionId}.pdf`);
  });

  serveEndpoint(routes, CONTRACTS.sign, async ({ req, input }) => {
    const id = adoptionId(req);
    const contract = await markContractSigned(db, id, input().signedOn, actorOf(req));
    return { message: CONTRACT_MESSAGES.signed, contract };
  });

  serveEndpoint(
    routes,
    CONTRACTS.uploadScan,
    async ({ req, res }) => {
      const id = adoptionId(req);
      const contentType = await judgeScan(req.file);
      const contract = await attachContractScan(db, id, { bytes: req.file!.buffer, contentType }, actorOf(req));
      res.status(201);
      return { message: CONTRACT_MESSAGES.scanSaved, contract };
    },
    [scanMultipart()],
  );

  routes.get(CONTRACT_FILES.scan, async (req, res) => {
    const scan = await readContractScan(db, adoptionId(req));
    sendStoredFile(res, scan.bytes, scan.contentType, scan.filename);
  });

  serveEndpoint(routes, CONTRACTS.template, () => loadContractTemplate(db));

  serveEndpoint(routes, CONTRACTS.saveTemplate, async ({ req, input }) => {
    const template = await saveContractTemplate(db, input().text, actorOf(req));
    return { message: CONTRACT_MESSAGES.templateSaved, template };
  });
}
