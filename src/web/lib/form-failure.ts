/** What a page shows after its form was refused on the server: the message and what was typed. */
export type FormFailure = {
  /** The form-level message (the server's refusal, or the form's fallback). */
  message?: string;
  /** The first message per field, by field name. */
  fieldErrors: Record<string, string>;
  /** The values sent back into the fields: never a password. */
  values: Record<string, string>;
};

/**
 * The server's verdict on a form sent before the page's script ran, as a form reads it: its
 * messages stand until the form is sent again from the browser (`submitCount` > 0), and a message
 * of the browser's own check comes first. The values it sent back stay the fields' starting
 * values: a changed `defaultValue` would empty a field the person has not touched since.
 */
export function serverFeedback(failure: FormFailure | null | undefined, submitCount: number) {
  const shown = submitCount === 0 ? (failure ?? undefined) : undefined;
  return {
    message: shown?.message,
    error: (name: string, own?: string) => own ?? shown?.fieldErrors[name],
    value: (name: string) => failure?.values[name],
  };
}
