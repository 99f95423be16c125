import type { DocumentDefinition } from './document-model.js';

/**
 * The same document as Markdown: the bundled template text in docs/ (a test keeps it equal to
 * what the server renders for a fresh installation).
 */
export function renderMarkdown(definition: DocumentDefinition, preamble: string[] = []): string {
  const lines: string[] = [`# ${definition.title}`, '', `*${definition.versionLine}*`, ''];
  for (const paragraph of preamble) lines.push(`<!-- ${paragraph} -->`, '');
  for (const block of definition.blocks) {
    if ('h' in block) lines.push(`## ${block.h}`, '');
    else if ('p' in block) lines.push(block.p, '');
    else if ('note' in block) lines.push(`> ${block.note}`, '');
    else if ('ol' in block) lines.push(...block.ol.map((item, index) => `${index + 1}. ${item}`), '');
    else lines.push(...block.ul.map((item) => `- ${item}`), '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
