import {
  buildPath,
  errorCodeForStatus,
  isErrorCode,
  MESSAGES,
  type ErrorCode,
  type BodyOf,
  type EndpointOf,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  type RouteSpec,
} from '@bookstore/contracts';

/** Empty by default: the API is served from the page's origin (and proxied by Vite in development). */
const API_BASE_URL = import.meta.env.VITE_API_URL ?? '';

/** A failed call: the HTTP status (0 when the network failed) and a message fit to show a shopper. */
export class ApiError extends Error {
  readonly status: number;
  /**
   * What went wrong, machine-readable: the answer's `code` (spec'd in the contracts' ERROR_CODES), or the
   * code of its HTTP status from a server that sent none; null when no answer arrived (network failure).
   * Branch on this, never on the message's words.
   */
  readonly code: ErrorCode | null;
  /** The parsed answer, when there was one (some failures carry extra fields). */
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    const sent = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
    this.code = isErrorCode(sent) ? sent : status >= 400 ? errorCodeForStatus(status) : null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The message to show for a failed action (spec section 8): the server's when it sent one, otherwise the
 * action's own fallback ('Registration failed', 'Failed to add to cart', ...), also when the network failed.
 */
export function errorMessage(error: unknown, fallback: string = MESSAGES.general.unexpected): string {
  const message = (error instanceof ApiError ? serverMessage(error.body) : null) ?? fallback;
  // a server failure names its request, for the shopper to quote; a refusal's message says all there is
  const requestId = error instanceof ApiError && error.status >= 500 ? (error.body as { requestId?: unknown } | undefined)?.requestId : undefined;
  return typeof requestId === 'string' ? `${message} ${MESSAGES.general.reference(requestId)}` : message;
}

type UnauthorizedListener = (error: ApiError, route: RouteSpec) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/**
 * Calls `listener` for every 401 answer, before the ApiError is thrown (the auth feature logs out
 * locally when a session it holds has ended). Returns the function that removes the listener.
 */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
}

// An endpoint without a params/body schema has `unknown` there; one with a schema makes the option required.
type ParamsOption<E> = unknown extends ParamsOf<E> ? { params?: undefined } : { params: ParamsOf<E> };
type QueryOption<E> = unknown extends QueryOf<E> ? { query?: undefined } : { query?: QueryOf<E> };
type BodyOption<E> = unknown extends BodyOf<E> ? { body?: FormData } : { body: BodyOf<E> | FormData };

/** The options of a call to `T`: a contracts Route (`cartPaths.add`) or an Endpoint (`adminOrdersRoutes.list`). */
export type CallOptions<T> = ParamsOption<EndpointOf<T>> &
  QueryOption<EndpointOf<T>> &
  BodyOption<EndpointOf<T>> & {
    signal?: AbortSignal;
    /** Extra request headers, e.g. `{ 'Idempotency-Key': key }` on checkout. */
    headers?: Record<string, string>;
  };

type QueryValue = string | number | boolean | null | undefined;

/** `{ a: 1, tags: ['x', 'y'] }` -> `?a=1&tags=x&tags=y`; undefined, null and '' are left out. */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    const values = (Array.isArray(raw) ? raw : [raw]) as QueryValue[];
    for (const value of values) {
      if (value === undefined || value === null || value === '') continue;
      search.append(key, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function toFormData(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  for (const [key, raw] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (value === undefined || value === null) continue;
      form.append(key, value instanceof Blob ? value : String(value));
    }
  }
  return form;
}

function serverMessage(payload: unknown): string | null {
  if (payload && typeof payload === 'object' && 'message' in payload) {
    const { message } = payload as { message: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return null;
}

/**
 * Calls one contract endpoint: `apiCall(catalogPaths.getProduct, { params: { productId } })`.
 * The shopper's pages call `*Paths` (method and path only, so their bundle holds no zod); the back office,
 * whose forms load zod anyway, may pass its `*Routes` endpoints directly.
 * Sends cookies, JSON (or FormData for multipart endpoints) and resolves with the typed answer.
 * Throws ApiError on a network failure, a non-2xx status or `success: false`.
 */
export async function apiCall<T extends RouteSpec>(
  endpoint: T,
  ...[options]: Partial<CallOptions<T>> extends CallOptions<T> ? [options?: CallOptions<T>] : [options: CallOptions<T>]
): Promise<ResponseOf<EndpointOf<T>>> {
  const { params, query, body, signal, headers: extraHeaders } = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
    headers?: Record<string, string>;
  };
  const url = `${API_BASE_URL}${buildPath(endpoint.path, params)}${toQueryString(query)}`;

  const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
  let requestBody: BodyInit | undefined;
  if (body !== undefined && endpoint.method !== 'GET') {
    if (endpoint.multipart || body instanceof FormData) {
      requestBody = toFormData(body);
    } else {
      headers['Content-Type'] = 'application/json';
      requestBody = JSON.stringify(body);
    }
  }

  let response: Response;
  try {
    response = await fetch(url, { method: endpoint.method, headers, body: requestBody, credentials: 'include', signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, MESSAGES.general.unexpected);
  }

  if (response.status === 204) return { success: true } as ResponseOf<EndpointOf<T>>;
  const payload: unknown = await response.json().catch(() => null);
  const failed = !response.ok || !payload || (payload as { success?: unknown }).success === false;
  if (failed) {
    const error = new ApiError(response.status, serverMessage(payload) ?? MESSAGES.general.unexpected, payload);
    if (error.status === 401) for (const listener of unauthorizedListeners) listener(error, endpoint);
    throw error;
  }
  return payload as ResponseOf<EndpointOf<T>>;
}
