import { whenSettled } from '@/lib/when-settled';
import { showOfflineNotice } from './offline-notice';
import { registerServiceWorker } from './register-service-worker';
import './offline-notice.css';

/**
 * The installed app's side of the page: the service worker and the offline notice. main.tsx imports this
 * chunk after the window's load event, so the first load carries none of it.
 */
export function start(win: Window = window): void {
  showOfflineNotice(win.document.body, win);
  // The worker's install fetches its script, workbox and the precache list and writes them to the cache: CPU
  // and bandwidth the first render still needs on a phone (issue 12: blocking time). Offline pages can wait
  // a few seconds; the notice above cannot.
  whenSettled(() => registerServiceWorker(win.navigator), win);
}
