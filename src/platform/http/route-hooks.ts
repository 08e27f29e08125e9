import type { RouteOptions } from 'fastify';

/**
 * For `onRoute` hooks that give a route a hook of its own instead of running one globally (PLT-46,
 * AUTH-21): a route's methods and its hooks of one step, each as an array whatever form the route
 * declared them in.
 */
export function methodsOf(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

export function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}
