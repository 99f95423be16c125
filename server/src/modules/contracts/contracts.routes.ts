import type { Request, Response } from 'express';
import type { DataSource } from 'typeorm';
import { z } from 'zod';
import {
  CONTRACT_MESSAGES,
  contractListQuerySchema,
  contractSignatureSchema,
  contractTemplateSchema,
  idSchema,
  type AdoptionContractList,
} from '@pets/shared';
import type { FoundationSettings } from '@pets/shared';
import type { AppConfig } from '../../config.js';
import type { AdminRoutes } from '../../http/admin-api.js';
import { HttpError } from '../../http/http-error.js';
import { parseInput } from '../../http/validate.js';
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

function sendFile(res: Response, bytes: Buffer, contentType: string, filename: string): void {
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  // An uploaded scan is someone's file: should a browser render it anyway, it runs in a sandbox
  // (no scripts, no same-origin access to the panel).
  res.setHeader('Content-Security-Policy', "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'");
  res.type(contentType).send(bytes);
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

  routes.get('/adoptions/unsigned-contracts', async (_req, res) => {
    res.json(await unsignedContracts(db));
  });

  routes.get('/adoptions/contracts', async (req, res) => {
    const query = parseInput(contractListQuerySchema, req.query);
    res.json({ items: await listContracts(db, query) } satisfies AdoptionContractList);
  });

  routes.get('/adoptions/:id/contract.pdf', async (req, res) => {
    const id = adoptionId(req);
    const [data, template, facts] = await Promise.all([loadContractData(db, id), loadContractTemplate(db), factsNow()]);
    const pdf = await renderPdfInPool(contractDocument(data, facts, template.text), pdfMeta(facts.name), pdfTimeLimitMs);
    sendFile(res, pdf, 'application/pdf', `umowa-adopcyjna-${data.adoptionId}.pdf`);
  });

  routes.get('/adoptions/:id/care-card.pdf', async (req, res) => {
    const [data, facts] = await Promise.all([loadContractData(db, adoptionId(req)), factsNow()]);
    const pdf = await renderPdfInPool(careCardDocument(data, facts), pdfMeta(facts.name), pdfTimeLimitMs);
    sendFile(res, pdf, 'application/pdf', `karta-opieki-${data.adoptionId}.pdf`);
  });

  routes.put('/adoptions/:id/contract/signature', async (req, res) => {
    const id = adoptionId(req);
    const { signedOn } = parseInput(contractSignatureSchema, req.body);
    const contract = await markContractSigned(db, id, signedOn, actorOf(req));
    res.json({ message: CONTRACT_MESSAGES.signed, contract });
  });

  routes.post('/adoptions/:id/contract/scan', scanMultipart(), async (req, res) => {
    const id = adoptionId(req);
    const contentType = await judgeScan(req.file);
    const contract = await attachContractScan(db, id, { bytes: req.file!.buffer, contentType }, actorOf(req));
    res.status(201).json({ message: CONTRACT_MESSAGES.scanSaved, contract });
  });

  routes.get('/adoptions/:id/contract/scan', async (req, res) => {
    const scan = await readContractScan(db, adoptionId(req));
    sendFile(res, scan.bytes, scan.contentType, scan.filename);
  });

  routes.get('/contract-template', async (_req, res) => {
    res.json(await loadContractTemplate(db));
  });

  routes.put('/contract-template', async (req, res) => {
    const { text } = parseInput(contractTemplateSchema, req.body);
    const template = await saveContractTemplate(db, text, actorOf(req));
    res.json({ message: CONTRACT_MESSAGES.templateSaved, template });
  });
}
