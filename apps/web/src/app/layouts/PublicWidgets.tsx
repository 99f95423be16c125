import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useSiteConfig } from '../../lib/site-config';

const DonationBubble = lazy(async () => ({ default: (await import('../../features/widgets/DonationBubble')).DonationBubble }));
const ChatWidget = lazy(async () => ({ default: (await import('../../features/chat/ChatWidget')).ChatWidget }));

const subscribeNever = () => () => undefined;

/**
 * Slot for the floating widgets of every public route (SPEC "Chat widget and donation bubble"):
 * the donation bubble (bottom left) and the chat bubble (bottom right).
 * Rendered by PublicLayout only, so admin routes never show them. Composed here rather than in a
 * feature: the two widgets are features of their own, and features do not import each other.
 * They float over the page rather than belong to its first screen: the server page comes without
 * them, and their code loads once the page has hydrated (false on the server and while
 * hydrating, true after), keeping it out of the page's initial scripts. The donation bubble leads
 * to the account number: without one (not filled in yet in the panel) there is no bubble.
 */
export function PublicWidgets() {
  const { bankAccount } = useSiteConfig();
  const inBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  if (!inBrowser) return null;
  return (
    <Suspense fallback={null}>
      {bankAccount && <DonationBubble />}
      <ChatWidget />
    </Suspense>
  );
}
