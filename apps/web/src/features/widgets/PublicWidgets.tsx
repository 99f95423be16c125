/**
 * Slot for the floating widgets of every public route (SPEC "Chat widget and donation bubble"):
 * the chat bubble and the donation bubble mount here in their own issues. Rendered by
 * PublicLayout only, so admin routes never show them. Renders nothing yet.
 */
export function PublicWidgets() {
  return null;
}
