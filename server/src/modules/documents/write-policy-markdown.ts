import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../config.js';
import { TEMPLATE_FACTS } from './document-facts.js';
import { renderMarkdown } from './document-markdown.js';
import { privacyPolicy } from './privacy-policy.js';

/** Where the bundled template text lives; `npm run docs:policy -w server` rewrites it. */
export const POLICY_MARKDOWN_PATH = path.join(REPO_ROOT, 'docs', 'polityka-prywatnosci.md');

export const POLICY_MARKDOWN_PREAMBLE = [
  'Szablon polityki prywatności: ten sam tekst serwer składa w PDF (/docs/polityka-prywatnosci.pdf) z danymi Fundacji z konfiguracji (FOUNDATION_*).',
  'Szablon opisuje pełną konfigurację (asystent czatu korzystający z OpenAI, wpisy z Facebooka); serwer pomija akapity o integracjach, które nie są włączone.',
  'Nie edytuj tego pliku ręcznie: zmień server/src/modules/documents/privacy-policy.ts i uruchom `npm run docs:policy -w server`.',
];

export function policyMarkdown(): string {
  return renderMarkdown(privacyPolicy(TEMPLATE_FACTS), POLICY_MARKDOWN_PREAMBLE);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  fs.writeFileSync(POLICY_MARKDOWN_PATH, policyMarkdown());
  console.log(`${POLICY_MARKDOWN_PATH} written`);
}
