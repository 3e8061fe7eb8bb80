export type RenderedPage =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** Title, meta, canonical, Open Graph and JSON-LD elements for the `<head>`. */
      head: string;
      /** The app's markup for `<div id="root">`. */
      html: string;
      /** JSON for the `<script type="application/json" id="ssr-state">`, safe inside HTML. */
      state: string;
    };

/** The server-side entry of the web app (src/web/entry-server.tsx). */
export type RenderPage = (opts: {
  /** The page request: a GET, or a POST of a form (its body URL-encoded). */
  request: Request;
  /**
   * The API transport of this render: the same server answering in-process, as the visitor
   * (their cookies and address). Loaders and actions call the API through it.
   */
  fetch: typeof fetch;
  /** The site's public URL, for canonical and Open Graph URLs. */
  siteUrl: string;
  /**
   * The browser said it runs on a phone (`Sec-CH-UA-Mobile: ?1`): the page is laid out for a
   * narrow screen from the first render (docs/decisions/066).
   */
  phone: boolean;
}) => Promise<RenderedPage>;

/** The id of the script element that carries the server's state to the browser. */
export const SSR_STATE_ID = 'ssr-state';
