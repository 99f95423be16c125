import './rich-text.css';

/**
 * HTML of a page written in Treści. It comes from the server already rendered from Markdown and
 * sanitised there (server/src/modules/pages/page-markdown.ts: no scripts, no event handlers, no
 * foreign images), which is why it may be set as HTML here.
 */
export function RichText({ html, className = '' }: { html: string; className?: string }) {
  return <div className={`rich-text ${className}`.trim()} dangerouslySetInnerHTML={{ __html: html }} />;
}
