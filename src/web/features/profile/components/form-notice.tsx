/** What the server did with a form sent before the page's script ran (the script toasts it). */
export function FormNotice({ text }: { text?: string }) {
  if (!text) return null;
  return (
    <p role="status" className="mb-4 rounded-md bg-primary-soft p-3 text-sm text-primary-strong">
      {text}
    </p>
  );
}
