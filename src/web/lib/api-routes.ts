import type { paths } from './api-types.gen.ts';

// The API's routes as the server's OpenAPI document describes them (api-types.gen.ts, made by
// `npm run gen:api-types`): what each path takes and answers, so a caller that no longer fits a
// route fails `tsc` (docs/decisions/050).

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The paths that answer this method, as the document spells them (`/api/listings/{id}`). */
export type ApiPath<M extends HttpMethod> = {
  [P in keyof paths]: paths[P][M] extends object ? P : never;
}[keyof paths];

type Operation<P extends keyof paths, M extends HttpMethod> = NonNullable<paths[P][M]>;

type ParamsOption<O> = O extends { parameters: { path: infer A } } ? { params: A } : object;

type QueryValue = string | number | boolean | null | undefined;

/**
 * The route's query keys, each taking any query value: pages pass on what the address bar says
 * and the server checks it, so only the names (and which are required) are held to the route.
 */
type LooseQuery<Q> = { [K in keyof Q]: QueryValue | readonly QueryValue[] };

type QueryOption<O> = O extends { parameters: { query: infer Q } }
  ? { query: LooseQuery<Q> }
  : O extends { parameters: { query?: infer Q } }
    ? [Q] extends [undefined]
      ? object
      : { query?: LooseQuery<NonNullable<Q>> }
    : object;

type JsonBody<R> = R extends { content: { 'application/json': infer B } } ? B : never;

type BodyOption<O> = O extends { requestBody?: never }
  ? object
  : O extends { requestBody: infer R }
    ? { body: JsonBody<R> }
    : O extends { requestBody?: infer R }
      ? { body?: JsonBody<NonNullable<R>> }
      : object;

/** What a request to this route takes besides its path: path parameters, query, JSON body. */
export type RequestOptions<P extends keyof paths, M extends HttpMethod> = ParamsOption<
  Operation<P, M>
> &
  QueryOption<Operation<P, M>> &
  BodyOption<Operation<P, M>> & { signal?: AbortSignal };

/** The options argument: optional when the route needs none of them. */
export type OptionsArgument<P extends keyof paths, M extends HttpMethod> =
  object extends RequestOptions<P, M>
    ? [options?: RequestOptions<P, M>]
    : [options: RequestOptions<P, M>];

type SuccessStatus = 200 | 201 | 204;

/** The body of the route's success answers; a 204 has none (the client returns undefined). */
export type ApiAnswer<P extends keyof paths, M extends HttpMethod> =
  Operation<P, M> extends { responses: infer R }
    ? {
        [S in keyof R & SuccessStatus]: S extends 204 ? undefined : JsonBody<R[S]>;
      }[keyof R & SuccessStatus]
    : never;
