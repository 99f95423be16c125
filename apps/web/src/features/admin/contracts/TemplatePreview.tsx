import { Fragment, type ReactNode } from 'react';
import type { ContractBlock } from '@pets/shared';

/** Placeholders stand out in the preview: they are filled when a contract is made. */
function withFields(text: string): ReactNode[] {
  return text.split(/(\{[a-z]+\})/g).map((part, index) => (/^\{[a-z]+\}$/.test(part) ? <mark key={index}>{part}</mark> : <Fragment key={index}>{part}</Fragment>));
}

/**
 * The clauses laid out as the contract shows them (headings, paragraphs, numbered points). A
 * scrolling region, focusable so keyboard users can scroll it too.
 */
export function TemplatePreview({ blocks, labelledBy }: { blocks: readonly ContractBlock[]; labelledBy: string }) {
  return (
    <div className="template-preview" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {blocks.map((block, index) =>
        'h' in block ? (
          <h3 key={index}>{withFields(block.h)}</h3>
        ) : 'p' in block ? (
          <p key={index}>{withFields(block.p)}</p>
        ) : (
          <ol key={index}>
            {block.ol.map((item, itemIndex) => (
              <li key={itemIndex}>{withFields(item)}</li>
            ))}
          </ol>
        ),
      )}
    </div>
  );
}
