import { OFFLINE_TEXTS } from '@bookstore/contracts';

/**
 * A banner at the foot of the screen while the browser says it is offline (navigator.onLine and the window's
 * online/offline events). Plain DOM rather than React: it lives outside the routes and must not grow the
 * first load; it is added after the page has loaded. Returns a function that removes it.
 */
export function showOfflineNotice(parent: HTMLElement, win: Window): () => void {
  const notice = win.document.createElement('div');
  notice.className = 'offline-notice';
  notice.setAttribute('role', 'status');
  notice.setAttribute('aria-live', 'polite');
  notice.dataset.testid = 'offline-notice';
  parent.append(notice);

  const update = () => {
    const offline = !win.navigator.onLine;
    notice.hidden = !offline;
    // the text is set when the state changes, so a screen reader announces it
    notice.textContent = offline ? OFFLINE_TEXTS.notice : '';
  };
  update();
  win.addEventListener('online', update);
  win.addEventListener('offline', update);
  return () => {
    win.removeEventListener('online', update);
    win.removeEventListener('offline', update);
    notice.remove();
  };
}
