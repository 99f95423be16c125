/**
 * What stays usable outside an open modal dialog (everything else is made inert by the dialog
 * library): the toast stack, so a toast's close button works while a dialog is open. Passed as
 * Ariakit's `getPersistentElements`.
 */
export function persistentLayers(): Element[] {
  return Array.from(document.querySelectorAll('.toast-stack'));
}
