import type { DocumentBlock, DocumentDefinition } from '../documents/document-model.js';
import { renderPdf, type PdfMetadata } from '../documents/pdf-render.js';
import { renderPageMarkdown } from '../pages/page-markdown.js';

/**
 * The worker thread of the render pool (render-pool.ts): lays out what staff wrote (contract
 * PDFs, care cards, page Markdown) away from the thread that answers requests. Its input came
 * through the structured clone, which turns Buffers into plain Uint8Arrays: photos get their
 * Buffer back, since pdfkit recognises image bytes only as a Buffer.
 */
export type RenderTask =
  | { kind: 'pdf'; definition: DocumentDefinition; meta: PdfMetadata }
  | { kind: 'markdown'; body: string };

const withBuffers = (block: DocumentBlock): DocumentBlock =>
  'animal' in block && block.animal.photo ? { animal: { ...block.animal, photo: Buffer.from(block.animal.photo) } } : block;

export default async function render(task: RenderTask): Promise<Uint8Array | string> {
  if (task.kind === 'markdown') return renderPageMarkdown(task.body);
  const definition = { ...task.definition, blocks: task.definition.blocks.map(withBuffers) };
  return renderPdf(definition, task.meta);
}
