import { z } from 'zod';
import { CONTRACT_TEMPLATE_MAX_LENGTH, CONTRACT_TEMPLATE_MESSAGES } from '../contract/contract-template.js';
import { parseFosterAgreementTemplate } from './foster-agreement-template.js';
import { lengthCap } from '../schemas/common.js';

/** PUT /foster-agreement-template: the clauses' text; refused with the line of each problem. */
export const fosterAgreementTemplateSchema = z.strictObject({
  text: z
    .string({ error: CONTRACT_TEMPLATE_MESSAGES.empty })
    .max(CONTRACT_TEMPLATE_MAX_LENGTH, lengthCap(CONTRACT_TEMPLATE_MESSAGES.tooLong))
    .superRefine((text, context) => {
      for (const problem of parseFosterAgreementTemplate(text).problems) context.addIssue({ code: 'custom', message: problem.message });
    }),
});
export type FosterAgreementTemplateInput = z.input<typeof fosterAgreementTemplateSchema>;
