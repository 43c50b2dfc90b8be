import { OFFLINE_TEXTS } from '@bookstore/contracts';
import { showOfflineNotice } from './offline-notice';

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { value: online, configurable: true });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

const notice = () => document.querySelector<HTMLElement>('[data-testid="offline-notice"]');

afterEach(() => {
  setOnline(true);
  document.body.innerHTML = '';
});

describe('the offline notice', () => {
  it('when the page opens online, then the notice is there but hidden and silent', () => {
    setOnline(true);
    showOfflineNotice(document.body, window);

    expect(notice()).not.toBeVisible();
    expect(notice()).toHaveTextContent('');
  });

  it('when the page opens offline, then the notice shows as a status', () => {
    setOnline(false);
    showOfflineNotice(document.body, window);

    expect(notice()).toBeVisible();
    expect(notice()).toHaveAttribute('role', 'status');
    expect(notice()).toHaveTextContent(OFFLINE_TEXTS.notice);
  });

  it('when the connection drops and comes back, then the notice follows it', () => {
    showOfflineNotice(document.body, window);

    setOnline(false);
    expect(notice()).toHaveTextContent(OFFLINE_TEXTS.notice);
    expect(notice()).toBeVisible();
    setOnline(true);
    expect(notice()).not.toBeVisible();
  });

  it('when it is removed, then it stops listening and leaves no element behind', () => {
    const remove = showOfflineNotice(document.body, window);
    remove();
    setOnline(false);

    expect(notice()).toBeNull();
  });
});
