/**
 * Opens the shopper's mail app with a prepared draft (a `mailto:` link). A separate function so tests
 * can watch it instead of navigating jsdom.
 */
export function openMailDraft(mailto: string): void {
  window.location.href = mailto;
}
