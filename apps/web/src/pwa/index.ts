import { showOfflineNotice } from './offline-notice';
import { registerServiceWorker } from './register-service-worker';
import './offline-notice.css';

/**
 * The installed app's side of the page: the service worker and the offline notice. main.tsx imports this
 * chunk after the window's load event, so the first load carries none of it.
 */
export function start(): void {
  showOfflineNotice(document.body, window);
  registerServiceWorker(navigator);
}
