import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type FormSchema = z.ZodType<FieldValues, FieldValues>;
type FormResolver<S extends FormSchema> = Resolver<z.input<S>, unknown, z.output<S>>;

/** A form resolver that fetches zod and its schema on first use; `preload` starts that early. */
export type LazyZodResolver<S extends FormSchema> = FormResolver<S> & { preload: () => void };

/**
 * The one form resolver (react-hook-form + the shared zod schema, see ./zod-resolver.ts), loaded
 * when the form is first touched rather than with the page: zod weighs more than most pages
 * (the JavaScript budget, docs/decisions/015). Pass `preload` to the form's onFocus so the code arrives while
 * someone types; validation waits for it when it has not arrived yet.
 */
export function lazyZodResolver<S extends FormSchema>(
  loadSchema: () => Promise<S>,
): LazyZodResolver<S> {
  let ready: Promise<FormResolver<S>> | undefined;
  const load = () => {
    ready ??= Promise.all([import('./zod-resolver.ts'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as FormResolver<S>,
      (error: unknown) => {
        ready = undefined; // a failed download is tried again at the next validation
        throw error;
      },
    );
    return ready;
  };
  const resolver: FormResolver<S> = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, {
    preload: () => {
      load().catch(() => {});
    },
  });
}
