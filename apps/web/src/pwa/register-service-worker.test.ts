import { registerServiceWorker, SERVICE_WORKER_URL } from './register-service-worker';

describe('registering the service worker', () => {
  it('when the browser has service workers, then /sw.js is registered for the whole store', () => {
    const register = jest.fn().mockResolvedValue({});
    registerServiceWorker({ serviceWorker: { register } } as unknown as Navigator);

    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
    expect(SERVICE_WORKER_URL).toBe('/sw.js');
  });

  it('when the browser has none, then nothing is attempted and nothing throws', () => {
    expect(() => registerServiceWorker({} as Navigator)).not.toThrow();
  });

  it('when registration is refused, then the store goes on as a website and only a warning is logged', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const register = jest.fn().mockRejectedValue(new DOMException('blocked', 'SecurityError'));
    registerServiceWorker({ serviceWorker: { register } } as unknown as Navigator);

    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
