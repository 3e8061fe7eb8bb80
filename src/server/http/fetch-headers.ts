/** A header object as Node keeps it: a Fastify request's, or an injected answer's. */
export type NodeHeaders = Record<string, string | string[] | number | undefined>;

/**
 * Node's headers as fetch `Headers` (better-auth, React Router and in-process answers read
 * those), each value of a repeated header appended, the names in `omit` left out.
 */
export function toFetchHeaders(nodeHeaders: NodeHeaders, omit: readonly string[] = []): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(nodeHeaders)) {
    if (value === undefined || omit.includes(name)) continue;
    for (const one of Array.isArray(value) ? value : [String(value)]) headers.append(name, one);
  }
  return headers;
}
