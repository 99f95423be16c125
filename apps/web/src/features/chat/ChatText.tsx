import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { chatLinkDomains, isChatLinkAllowed } from '@pets/shared';
import { useSiteConfig } from '../../lib/site-config';

/** Paths of this site (public routes), web addresses and e-mail addresses inside a reply. */
const TOKEN =
  /(https?:\/\/[^\s<>"')]+|\/(?:zwierzak|ankieta-gatunek|ankieta|adoptuje|wspieram|abc-adopcji|baza-wiedzy|o-nas|kontakt)(?:\/[^\s<>"'),;]*)?|[\w.+-]+@[\w-]+(?:\.[\w-]+)+)/g;
const TRAILING = /[.,:;!?…]+$/;

export interface ChatTextProps {
  text: string;
  /** Called when a link to a page of the site is followed. */
  onNavigate?: () => void;
}

/**
 * A reply as text with its site paths as router links (/zwierzak/12), web addresses as external
 * links and e-mail addresses as mailto links; line breaks are kept by CSS (pre-line). Only
 * addresses of this site, the foundation's profiles and a few known domains become links (the
 * server already reduces the others to text; this is the last line if one gets through).
 */
export function ChatText({ text, onNavigate }: ChatTextProps) {
  const domains = chatLinkDomains(useSiteConfig());
  const ownOrigin = typeof window === 'undefined' ? null : window.location.origin;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const start = match.index;
    const token = match[0].replace(TRAILING, '');
    if (start > last) parts.push(text.slice(last, start));
    if (token.startsWith('/')) {
      parts.push(
        <Link key={start} to={token} onClick={onNavigate}>
          {token}
        </Link>,
      );
    } else if (token.startsWith('http') && !isChatLinkAllowed(token, domains, ownOrigin)) {
      parts.push(token);
    } else if (token.startsWith('http')) {
      parts.push(
        <a key={start} href={token} target="_blank" rel="noopener noreferrer">
          {token}
        </a>,
      );
    } else {
      parts.push(
        <a key={start} href={`mailto:${token}`}>
          {token}
        </a>,
      );
    }
    last = start + token.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts.map((part, index) => (typeof part === 'string' ? <Fragment key={`t${index}`}>{part}</Fragment> : part))}</>;
}
