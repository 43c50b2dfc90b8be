import { buildPath, INLINE_ANSWERS_ID, type EndpointOf, type ResponseOf, type RouteSpec } from '@bookstore/contracts';
import { toQueryString } from './api-client';

let answers: Record<string, unknown> | undefined;

/**
 * The answer to GET `endpoint` that the served page carries inline (the API's own answer for an anonymous
 * visitor, written by the server's lib/data-preloads.ts under the URL the app asks for), or undefined.
 * Each is handed out once: a query that is dropped later and built again asks the API, not a page that
 * may be old by then. A query's `initialData` reads it, so the page's first render already has its data.
 */
export function takeInlineAnswer<T extends RouteSpec>(
  endpoint: T,
  { params, query }: { params?: Record<string, string | number>; query?: Record<string, unknown> } = {},
): ResponseOf<EndpointOf<T>> | undefined {
  if (endpoint.method !== 'GET' || typeof document === 'undefined') return undefined;
  if (answers === undefined) {
    const text = document.getElementById(INLINE_ANSWERS_ID)?.textContent;
    try {
      answers = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      answers = {};
    }
  }
  const url = `${buildPath(endpoint.path, params)}${toQueryString(query)}`;
  if (!Object.hasOwn(answers, url)) return undefined;
  const answer = answers[url];
  delete answers[url];
  return answer as ResponseOf<EndpointOf<T>>;
}
