// ESLint rule `carenest/boundaries`: the import boundaries of docs/decisions/008.
// Every import is resolved to a file under the project root and checked against the layers:
//   - src/web ↛ src/server, src/server ↛ src/web, src/shared ↛ either;
//   - src/web/components ↛ src/web/features (features build on components, never the reverse);
//   - src/web/features, components and lib ↛ src/web/app (the app shell composes them, never the
//     reverse: docs/decisions/052);
//   - a feature imports another feature only through its public entry (features/<name>/index.ts)
//     and never back along a path that already leads to itself (no feature cycles);
//   - a server module never imports another module's repo (call its service instead).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ALIASES = { '#shared/': 'src/shared/', '#server/': 'src/server/', '#web/': 'src/web/' };
const FEATURES_DIR = 'src/web/features/';
const IMPORT_PATTERN = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;

/** The project-relative path (with /) an import names, or null for a package. */
export function resolveImport(specifier, importerFile) {
  for (const [alias, dir] of Object.entries(ALIASES)) {
    if (specifier.startsWith(alias)) return dir + specifier.slice(alias.length);
  }
  if (!specifier.startsWith('.')) return null;
  const absolute = path.resolve(path.dirname(importerFile), specifier);
  return path.relative(ROOT, absolute).split(path.sep).join('/');
}

const featureOf = (file) =>
  file.startsWith(FEATURES_DIR) ? file.slice(FEATURES_DIR.length).split('/')[0] : null;
const moduleOf = (file) => /^src\/server\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;
const isPublicEntry = (file, feature) =>
  file === `${FEATURES_DIR}${feature}/index.ts` || file === `${FEATURES_DIR}${feature}/index.tsx`;

function filesUnder(dir) {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(rel);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

let cachedGraph = null;
/** feature → the features its files import (read from disk once per lint run). */
function featureGraph() {
  if (cachedGraph) return cachedGraph;
  cachedGraph = new Map();
  for (const file of filesUnder(FEATURES_DIR.slice(0, -1))) {
    const from = featureOf(file);
    const edges = cachedGraph.get(from) ?? new Set();
    for (const [, specifier] of readFileSync(path.join(ROOT, file), 'utf8').matchAll(
      IMPORT_PATTERN,
    )) {
      const target = resolveImport(specifier, path.join(ROOT, file));
      const to = target && featureOf(target);
      if (to && to !== from) edges.add(to);
    }
    cachedGraph.set(from, edges);
  }
  return cachedGraph;
}

function reaches(graph, start, goal) {
  const seen = new Set();
  const stack = [start];
  while (stack.length > 0) {
    const current = stack.pop();
    if (current === goal) return true;
    if (seen.has(current)) continue;
    seen.add(current);
    stack.push(...(graph.get(current) ?? []));
  }
  return false;
}

const layerOf = (file) => /^src\/(web|server|shared)\//.exec(file)?.[1] ?? null;

/** src/web, src/server and src/shared: which may import which. */
function layerViolation(importer, target) {
  const [from, to] = [layerOf(importer), layerOf(target)];
  if (from === 'web' && to === 'server') return 'The web app must not import server code.';
  if (from === 'server' && to === 'web') return 'Server code must not import web code.';
  if (from === 'shared' && (to === 'web' || to === 'server')) {
    return 'Shared code imports neither server nor web.';
  }
  return null;
}

/** components/ never builds on features/. */
function componentViolation(importer, target) {
  if (importer.startsWith('src/web/components/') && featureOf(target)) {
    return 'components/ must not import features/: move the piece into the feature or pass it in as a prop.';
  }
  return null;
}

const BUILDING_BLOCKS = ['src/web/features/', 'src/web/components/', 'src/web/lib/'];

/** features/, components/ and lib/ never build on the app shell (docs/decisions/052). */
function appShellViolation(importer, target) {
  if (
    target.startsWith('src/web/app/') &&
    BUILDING_BLOCKS.some((dir) => importer.startsWith(dir))
  ) {
    return 'features/, components/ and lib/ must not import the app shell (src/web/app/): move the piece into lib/ or components/.';
  }
  return null;
}

/** Another feature only through its index.ts, and never back along a path to the importer. */
function featureViolation(importer, target, graph) {
  const [importerFeature, targetFeature] = [featureOf(importer), featureOf(target)];
  if (!importerFeature || !targetFeature || importerFeature === targetFeature) return null;
  if (!isPublicEntry(target, targetFeature)) {
    return `Import the ${targetFeature} feature through its public entry #web/features/${targetFeature}/index.ts.`;
  }
  if (reaches(graph, targetFeature, importerFeature)) {
    return `Feature cycle: ${targetFeature} already depends on ${importerFeature}; move the shared piece down (lib/, components/ or src/shared).`;
  }
  return null;
}

/** A server module reaches another module through its service, never its repo. */
function moduleViolation(importer, target) {
  const [importerModule, targetModule] = [moduleOf(importer), moduleOf(target)];
  const crosses = importerModule && targetModule && importerModule !== targetModule;
  if (crosses && target.endsWith('.repo.ts')) {
    return `Modules call each other's services: use the ${targetModule} service, not its repo.`;
  }
  return null;
}

/** The boundary an import from `importer` to `target` (both project-relative) breaks, if any. */
export function violation(importer, target, graph = featureGraph()) {
  return (
    layerViolation(importer, target) ??
    componentViolation(importer, target) ??
    appShellViolation(importer, target) ??
    featureViolation(importer, target, graph) ??
    moduleViolation(importer, target)
  );
}

/** @type {import('eslint').Rule.RuleModule} */
export const boundariesRule = {
  meta: { type: 'problem', schema: [], docs: { description: 'Layer and feature boundaries' } },
  create(context) {
    const importer = path.relative(ROOT, context.filename).split(path.sep).join('/');
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string') return;
      const target = resolveImport(specifier, context.filename);
      const message = target && violation(importer, target);
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const boundariesPlugin = { rules: { boundaries: boundariesRule } };
