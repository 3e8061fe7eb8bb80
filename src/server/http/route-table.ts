import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** "METHOD /url" of every route the app serves; the authorization matrix test walks it. */
    routeTable: readonly string[];
  }
}

/**
 * Records every route as it is registered (call before registering any). The authorization
 * matrix test compares this list with its rows, so a new route cannot ship without a decision
 * about who may call it. HEAD twins of GET routes are left out: they share the GET handler.
 */
export function recordRouteTable(app: FastifyInstance): void {
  const table: string[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') table.push(`${method} ${route.url}`);
    }
  });
}
