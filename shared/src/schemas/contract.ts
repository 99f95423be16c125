import { z } from 'zod';
import { CONTRACT_TEMPLATE_MAX_LENGTH, CONTRACT_TEMPLATE_MESSAGES, parseContractTemplate } from '../contract/contract-template.js';
import type { Species } from '../species.js';
import { CONTRACT_MESSAGES } from '../contract/contract-messages.js';
import { lengthCap } from './common.js';
import { todayInPoland } from './animals.js';

/**
 * The adoption contract in the admin panel: the clauses' template, marking a contract signed with
 * its scanned copy, and the contracts still unsigned a week after the adoption (dashboard).
 */


/** PUT /contract-template: the clauses' text; refused with the line of the first problem. */
export const contractTemplateSchema = z.strictObject({
  text: z
    .string({ error: CONTRACT_TEMPLATE_MESSAGES.empty })
    .max(CONTRACT_TEMPLATE_MAX_LENGTH, lengthCap(CONTRACT_TEMPLATE_MESSAGES.tooLong))
    .superRefine((text, context) => {
      for (const problem of parseContractTemplate(text).problems) context.addIssue({ code: 'custom', message: problem.message });
    }),
});
export type ContractTemplateInput = z.input<typeof contractTemplateSchema>;

const isCalendarDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/**
 * PUT /adoptions/:id/contract/signature: the day the contract was signed (yyyy-mm-dd), a real
 * date not after today in Poland. "Not before the adoption" needs the adoption: the server checks it.
 */
export const contractSignatureSchema = z.strictObject({
  signedOn: z
    .string({ error: CONTRACT_MESSAGES.signedDateRequired })
    .trim()
    .min(1, lengthCap(CONTRACT_MESSAGES.signedDateRequired))
    .max(10, lengthCap(CONTRACT_MESSAGES.signedDateInvalid))
    .regex(/^\d{4}-\d{2}-\d{2}$/, lengthCap(CONTRACT_MESSAGES.signedDateInvalid))
    .refine(isCalendarDate, lengthCap(CONTRACT_MESSAGES.signedDateInvalid))
    .refine((value) => value <= todayInPoland(), CONTRACT_MESSAGES.signedDateInFuture),
});
export type ContractSignatureInput = z.input<typeof contractSignatureSchema>;

const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/** GET /adoptions/contracts: the contracts of one adopter or of one survey. */
export const contractListQuerySchema = z
  .object({ adopterId: idParam.optional(), surveyId: idParam.optional() })
  .refine((query) => (query.adopterId === undefined) !== (query.surveyId === undefined), CONTRACT_MESSAGES.chooseOne);
export type ContractListQuery = z.output<typeof contractListQuerySchema>;

/** The scanned signed copy's description (the bytes are downloaded separately). */
export interface ContractScanInfo {
  contentType: string;
  size: number;
  uploadedAt: string;
}

/**
 * One contract: the animals adopted together (one adopt-bulk of a survey, or one adoption without
 * a survey). `adoptionId` is the first adoption of the group; any of them names the same contract.
 */
export interface AdoptionContract {
  adoptionId: number;
  adoptedAt: string;
  adopterId: number;
  surveyId: number | null;
  animals: { adoptionId: number; animalId: number; name: string; species: Species }[];
  /** yyyy-mm-dd, or null while unsigned. */
  signedOn: string | null;
  scan: ContractScanInfo | null;
}

export interface AdoptionContractList {
  items: AdoptionContract[];
}

/** GET /adoptions/unsigned-contracts: unsigned a week after the adoption, oldest first. */
export interface UnsignedContract {
  adoptionId: number;
  adoptedAt: string;
  adopterId: number;
  adopterName: string;
  surveyId: number | null;
  animals: string[];
}

export interface UnsignedContractList {
  items: UnsignedContract[];
  total: number;
}

export interface ContractTemplateResponse {
  text: string;
  /** True while the foundation has not saved its own text (the bundled default is used). */
  isDefault: boolean;
  updatedAt: string | null;
  defaultText: string;
}
