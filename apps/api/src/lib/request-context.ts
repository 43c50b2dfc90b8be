import { AsyncLocalStorage } from 'node:async_hooks';

/** What every log line written while a request runs carries, wherever it is logged from (router, service, error handler). */
export interface RequestContext {
  requestId: string;
  /** Set when the request wrote mail to the outbox: only then does its answer wake the mail worker. */
  mailQueued?: boolean;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `work` (and everything it starts) as part of the request. */
export function runInRequest<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** The id of the request running now, if any. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** The context of the request running now, if any (read it again after the request's work is done). */
export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}
