/** The foundation's public PDF documents (the server renders them, documents.routes.ts): linked from the footer and the forms' consent. */
export const PRIVACY_POLICY_URL = '/docs/polityka-prywatnosci.pdf';
export const RULES_URL = '/docs/regulamin.pdf';
