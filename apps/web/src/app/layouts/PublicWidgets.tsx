import { DonationBubble } from '../../features/widgets/DonationBubble';
import { ChatWidget } from '../../features/chat/ChatWidget';

/**
 * Slot for the floating widgets of every public route (SPEC "Chat widget and donation bubble"):
 * the donation bubble (bottom left) and the chat bubble (bottom right).
 * Rendered by PublicLayout only, so admin routes never show them. Composed here rather than in a
 * feature: the two widgets are features of their own, and features do not import each other.
 */
export function PublicWidgets() {
  return (
    <>
      <DonationBubble />
      <ChatWidget />
    </>
  );
}
