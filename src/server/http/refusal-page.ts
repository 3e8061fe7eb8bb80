import type { FastifyRequest } from 'fastify';

// A page the server refuses before rendering it (a client past the rate limit) is answered as a
// page: a person following links sees a sentence and a way on, not the API's JSON.

const pageAsked = (method: string, url: string, accept: string) =>
  method === 'GET' && !url.startsWith('/api/') && accept.includes('text/html');

/** A browser asking for a page: GET, not an API path, HTML accepted. */
export const asksForAPage = (request: FastifyRequest): boolean =>
  pageAsked(request.method, request.url, request.headers.accept ?? '');

/**
 * The same question of the bytes of a request Node refused to parse (headers too large): its
 * request line, and an Accept header among the headers that arrived.
 */
export function rawRequestAsksForAPage(raw: string): boolean {
  const [method = '', url = ''] = /^(\S+) (\S+) HTTP\/1\.[01]\r\n/.exec(raw)?.slice(1) ?? [];
  const accept = /\r\naccept:([^\r\n]*)/i.exec(raw)?.[1] ?? '';
  return pageAsked(method, url, accept);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small self-contained HTML page saying why, with a link home. */
export function refusalPage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · CareNest</title>
<style>body{font:1.05rem/1.5 system-ui,sans-serif;color:#1f1b16;background:#faf8f4;margin:0}
main{max-width:36rem;margin:15vh auto;padding:0 1.5rem}h1{font-size:1.6rem}a{color:#0b6e66}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/">Go to the CareNest home page</a></p>
</main>
</body>
</html>
`;
}
