import { DonationBubble } from './DonationBubble';
import { ChatWidget } from '../chat/ChatWidget';

/**
 * Slot for the floating widgets of every public route (SPEC "Chat widget and donation bubble"):
 * the donation bubble (bottom left) and the chat bubble (bottom right).
 * Rendered by PublicLayout only, so admin routes never show them.
 */
export function PublicWidgets() {
  return (
    <>
      <DonationBubble />
      <ChatWidget />
    </>
  );
}
