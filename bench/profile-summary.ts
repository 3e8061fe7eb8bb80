// Sums up a V8 CPU profile (.cpuprofile, from node --cpu-prof) of the server under a page mix:
// self time by function and by library, and where a page's time goes by stage of the render.
import { readFileSync } from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const ROOT_ONLY = new Set(['(garbage collector)', '(idle)', '(program)', '(root)']);

/** The library or part of the server a function belongs to, from its script's address. */
export function areaOf(frame: CallFrame): string | null {
  const { url, functionName: name } = frame;
  if (name === '(garbage collector)') return 'garbage collection';
  if (name === '(program)') return 'V8 and Node native (program)';
  if (name === '(idle)') return 'idle';
  const rules: [RegExp, string][] = [
    [/pino|sonic-boom|thread-stream/, 'logging (pino)'],
    [/node_modules\/(pg|pg-protocol|pg-pool|pg-types|postgres-[a-z]+)\//, 'PostgreSQL driver (pg)'],
    [/pglite/, 'PGlite'],
    [/drizzle-orm/, 'SQL building (drizzle)'],
    [/react-dom/, 'React render (react-dom)'],
    [/react-router/, 'React Router'],
    [/@tanstack/, 'TanStack Query (cache, dehydrate)'],
    [/\/\.ssr\//, 'page components and entry-server (SSR bundle)'],
    [/light-my-request/, 'inject (light-my-request)'],
    [/fastify|find-my-way|avvio|@fastify|fast-json-stringify|fast-uri|ajv/, 'Fastify'],
    [/zod/, 'zod'],
    [/better-auth|better-call|jose|@noble/, 'auth (better-auth)'],
    [/server\/main\.js/, 'server code (main.js)'],
    [/^node:zlib|internal\/zlib/, 'compression (zlib)'],
    [/internal\/crypto/, 'crypto (hashes)'],
    [/async_hooks|async_context/, 'async context (AsyncLocalStorage promise hooks)'],
    [/task_queues|internal\/timers|node:timers/, 'promise and tick scheduling'],
    [
      /undici|internal\/(webstreams|streams|deps\/undici|url|encoding)|node:(stream|_http|net|url)|stream_base_commons|events/,
      'Node: HTTP, sockets, streams, Request/Response',
    ],
  ];
  for (const [pattern, area] of rules) if (pattern.test(url)) return area;
  return null;
}

type StageTest = (names: Set<string>, areas: Set<string>) => boolean;

/**
 * Stages of a page, first match wins: a marker function on the sample's stack where there is
 * one, else the library the time went to. An await cuts the stack (the code after it runs from
 * the microtask queue), so library areas catch what the markers cannot.
 */
const STAGES: [string, StageTest][] = [
  ['logging', (_, a) => a.has('logging (pino)')],
  [
    'SQL (pg driver, PGlite, drizzle query building)',
    (_, a) => a.has('PostgreSQL driver (pg)') || a.has('PGlite') || a.has('SQL building (drizzle)'),
  ],
  [
    'compression (brotli, encodePage)',
    (n, a) => n.has('encodePage') || a.has('compression (zlib)'),
  ],
  ['ETag hash (sha1 of the page)', (n, a) => n.has('renderPage') && a.has('crypto (hashes)')],
  ['template fill', (n) => n.has('fill')],
  [
    'serialise page state (JSON.stringify, escape)',
    (n) => n.has('escapeScriptJson') || (n.has('render') && n.has('stringify')),
  ],
  ['dehydrate query state', (n) => n.has('dehydrate')],
  ['split head', (n) => n.has('splitHead')],
  [
    'React render (react-dom, components)',
    (n, a) => n.has('renderToHtml') || a.has('React render (react-dom)'),
  ],
  [
    'in-process API calls (inject, routes, auth, zod)',
    (n, a) =>
      n.has('inject') ||
      ['inject (light-my-request)', 'auth (better-auth)', 'zod'].some((x) => a.has(x)),
  ],
  ['React Router (matching, loaders, static handler)', (_, a) => a.has('React Router')],
  [
    'page code after an await (SSR bundle, query cache)',
    (_, a) =>
      a.has('page components and entry-server (SSR bundle)') ||
      a.has('TanStack Query (cache, dehydrate)'),
  ],
  ['Fastify (page request, API calls after an await)', (_, a) => a.has('Fastify')],
  ['server code after an await (main.js)', (_, a) => a.has('server code (main.js)')],
  [
    'Node: HTTP, sockets, streams',
    (_, a) => a.has('Node: HTTP, sockets, streams, Request/Response'),
  ],
  [
    'promises, ticks, async context',
    (_, a) =>
      a.has('promise and tick scheduling') ||
      a.has('async context (AsyncLocalStorage promise hooks)'),
  ],
];

export interface Summary {
  totalMs: number;
  busyMs: number;
  functions: { name: string; area: string; ms: number }[];
  areas: { area: string; ms: number }[];
  stages: { stage: string; ms: number }[];
}

/** A sample's function (its leaf), area and stage of the page, from its stack (leaf first). */
function classify(frames: CallFrame[]) {
  const leaf = frames[0];
  // A native function (no script) counts where it was called from.
  const area = frames.map(areaOf).find((a) => a !== null) ?? 'other (Node internals)';
  const where = leaf.url ? shortUrl(leaf.url) : '(native)';
  const name = `${leaf.functionName || '(anonymous)'} ${where}:${leaf.lineNumber + 1}`;
  const names = new Set(frames.map((f) => f.functionName));
  const frameAreas = new Set(frames.map(areaOf).filter((a): a is string => a !== null));
  const stage = ROOT_ONLY.has(leaf.functionName)
    ? area
    : (STAGES.find(([, holds]) => holds(names, frameAreas))?.[0] ?? 'other');
  return { name, area, stage };
}

function add(map: Map<string, number>, key: string, ms: number) {
  map.set(key, (map.get(key) ?? 0) + ms);
}

/** Sums the profile's samples that fell between `from` and `to` (µs, the profile's clock). */
export function summarise(profile: CpuProfile, window?: { from: number; to: number }): Summary {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const stack = (id: number) => {
    const frames: CallFrame[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      frames.push(byId.get(at)!.callFrame);
    }
    return frames;
  };
  const [fns, areas, stages] = [
    new Map<string, number>(),
    new Map<string, number>(),
    new Map<string, number>(),
  ];
  const fnArea = new Map<string, string>();
  let [total, busy, t] = [0, 0, profile.startTime];
  profile.samples.forEach((id, i) => {
    t += profile.timeDeltas[i] ?? 0;
    if (window && (t < window.from || t > window.to)) return;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const frames = stack(id);
    total += ms;
    if (frames[0].functionName === '(idle)') return;
    busy += ms;
    const { name, area, stage } = classify(frames);
    add(fns, name, ms);
    fnArea.set(name, area);
    add(areas, area, ms);
    add(stages, stage, ms);
  });
  const sorted = <K extends string>(map: Map<string, number>, key: K) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .map(([k, ms]) => ({ [key]: k, ms }) as Record<K, string> & { ms: number });
  return {
    totalMs: total,
    busyMs: busy,
    functions: sorted(fns, 'name').map((f) => ({ ...f, area: fnArea.get(f.name)! })),
    areas: sorted(areas, 'area'),
    stages: sorted(stages, 'stage'),
  };
}

const shortUrl = (url: string) =>
  url.replace(/^file:\/\/.*node_modules\//, '').replace(/^file:\/\/.*\.data-bench\//, '');

const pct = (ms: number, of: number) => `${((100 * ms) / of).toFixed(1)} %`;

/** Markdown: stages, areas and the top self-time functions, as shares of the busy time. */
export function summaryMarkdown(s: Summary, top = 25): string {
  const busy = s.busyMs;
  return [
    `CPU busy ${(busy / 1000).toFixed(1)} s of ${(s.totalMs / 1000).toFixed(1)} s sampled (${pct(busy, s.totalMs)}).`,
    '',
    '| stage of the page | share of busy time |',
    '|---|---:|',
    ...s.stages.map((x) => `| ${x.stage} | ${pct(x.ms, busy)} |`),
    '',
    '| area (self time) | share |',
    '|---|---:|',
    ...s.areas.map((x) => `| ${x.area} | ${pct(x.ms, busy)} |`),
    '',
    '| function (self time) | area | share |',
    '|---|---|---:|',
    ...s.functions.slice(0, top).map((x) => `| \`${x.name}\` | ${x.area} | ${pct(x.ms, busy)} |`),
  ].join('\n');
}

export const readProfile = (path: string): CpuProfile =>
  JSON.parse(readFileSync(path, 'utf8')) as CpuProfile;
