import { data, redirect, type ActionFunctionArgs } from 'react-router';
import type { ZodType } from 'zod';
import { ApiError, errorMessage, type ApiClient } from '#web/lib/api-client.ts';
import { isPageContext } from './page-data.ts';

import type { FormFailure } from '#web/lib/form-failure.ts';

export type { FormFailure };

type FormActionArgs = ActionFunctionArgs & {
  form: FormData;
  /** The API of the page context (in-process as the visitor when the server handles the form). */
  api: ApiClient;
  /** The text fields as sent (passwords included: only for the API call). */
  fields: Record<string, string>;
};

/** What typed values may be shown again: everything but passwords. */
function keptValues(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !/password/i.test(name)));
}

function fieldsOf(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') fields[name] = value;
  return fields;
}

/**
 * A page's form handled by the server when it was sent without the page's script (a native
 * `<form method="post">`): `handle` checks the fields and calls the API, then returns where to
 * go (a 303 redirect, which carries the API's Set-Cookie), or throws. A refusal re-renders the
 * page with `FormFailure` as its action data and the refusal's 4xx status. With the script, the
 * form calls the same API endpoint itself and this never runs.
 */
export function formAction(fallback: string, handle: (args: FormActionArgs) => Promise<string>) {
  return async (args: ActionFunctionArgs) => {
    if (!isPageContext(args.context)) throw new Error('Route actions need the page context');
    const form = await args.request.formData();
    const fields = fieldsOf(form);
    try {
      const to = await handle({ ...args, form, fields, api: args.context.api });
      return redirect(to, 303);
    } catch (error) {
      if (error instanceof FormInvalid) {
        return data(failure(fields, error.fieldErrors), { status: 400 });
      }
      const status = error instanceof ApiError && error.status >= 400 ? error.status : 500;
      return data(failure(fields, {}, errorMessage(error, fallback)), { status });
    }
  };
}

const failure = (
  fields: Record<string, string>,
  fieldErrors: Record<string, string>,
  message?: string,
): FormFailure => ({ message, fieldErrors, values: keptValues(fields) });

/** Thrown by `parseForm` when the fields break the shared schema's rules. */
export class FormInvalid extends Error {
  constructor(readonly fieldErrors: Record<string, string>) {
    super('The form has errors');
  }
}

/** The fields checked by the form's shared zod schema, as the browser checks them. */
export function parseForm<T>(schema: ZodType<T>, input: unknown): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? 'form');
    fieldErrors[name] ??= issue.message;
  }
  throw new FormInvalid(fieldErrors);
}
