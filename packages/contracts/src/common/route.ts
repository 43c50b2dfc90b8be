import type { Endpoint, HttpMethod } from './endpoint';

/** Method and path of one endpoint: all a client needs at run time to call it. */
export interface RouteSpec {
  readonly method: HttpMethod;
  readonly path: string;
  /** Multipart endpoints take a FormData body. */
  readonly multipart?: boolean;
  /**
   * Answers a file's bytes (an image the browser shows through `<img src>`) instead of JSON; its
   * failures are JSON like every other answer.
   */
  readonly binary?: boolean;
}

declare const endpointType: unique symbol;

/**
 * A RouteSpec that carries its endpoint's schemas as a type only. The web client calls these, so its
 * calls stay typed by the contracts while the storefront's first load ships no zod: the schemas live in
 * the `*.routes.ts` modules, which only the API (and the forms that validate) import at run time.
 */
export interface Route<E extends Endpoint = Endpoint> extends RouteSpec {
  readonly [endpointType]?: E;
}

/** The endpoint a Route (or an Endpoint itself) stands for. */
export type EndpointOf<T> = T extends Endpoint ? T : T extends Route<infer E> ? E : never;

/** Types an area's plain specs by its endpoints: `typedRoutes<typeof cartRoutes>(cartSpecs)`; same object. */
export function typedRoutes<R extends Record<string, Endpoint>>(specs: { readonly [K in keyof R]: RouteSpec }): {
  readonly [K in keyof R]: Route<R[K]>;
} {
  return specs as { readonly [K in keyof R]: Route<R[K]> };
}
