import type { DocumentDefinition, DocumentField } from './document-model.js';

const fieldLines = (fields: DocumentField[]) => fields.map(([label, value]) => `- ${label}: ${value}`);

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
    else if ('ul' in block) lines.push(...block.ul.map((item) => `- ${item}`), '');
    else if ('pageBreak' in block) lines.push('---', '');
    else if ('title' in block) lines.push(`## ${block.title}`, '', ...(block.subtitle ? [`*${block.subtitle}*`, ''] : []));
    else if ('fields' in block) lines.push(...fieldLines(block.fields), '');
    else if ('columns' in block) for (const column of block.columns) lines.push(`**${column.heading}**`, '', ...fieldLines(column.fields), '');
    else if ('animal' in block) lines.push(`**${block.animal.name}**`, '', ...fieldLines(block.animal.fields), '');
    else lines.push(...block.signatures.map((caption) => `…………………………… (${caption})`), '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
