import type { ReactNode } from 'react';

export interface ExternalLinkProps {
  href: string;
  children: ReactNode;
  className?: string;
  /** Said to screen readers after the link text (e.g. the post's date), before the new-tab note. */
  hiddenDetail?: string;
  /** A PDF document: screen readers hear that too. */
  pdf?: boolean;
}

/**
 * A link that opens in a new tab, without giving the opened page a handle on this one, and tells
 * screen-reader users that it does.
 */
export function ExternalLink({ href, children, className, hiddenDetail = '', pdf = false }: ExternalLinkProps) {
  return (
    <a className={className} href={href} type={pdf ? 'application/pdf' : undefined} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden">
        {hiddenDetail} ({pdf ? 'PDF, ' : ''}otwiera się w nowej karcie)
      </span>
    </a>
  );
}
