/**
 * Loads shared zod schemas when an action needs them (say, to read a mutation's answer) rather
 * than with the page: zod weighs more than most pages (the JavaScript budget, docs/decisions/015). It also loads
 * ./zod-resolver.ts, which sets zod up for our CSP before anything parses.
 */
export async function loadSchemas<M>(load: () => Promise<M>): Promise<M> {
  const [schemas] = await Promise.all([load(), import('./zod-resolver.ts')]);
  return schemas;
}
