// ESLint rule `carenest/boundaries`: the import boundaries of docs/decisions/008 and 052.
// Every import is resolved to a file under the project root and checked against the layers:
//   - src/web ↛ src/server, src/server ↛ src/web, src/shared ↛ either;
//   - src/web/components ↛ src/web/features (features build on components, never the reverse);
//   - src/web/features, components and lib ↛ src/web/app (the app shell composes them, never the
//     reverse);
//   - a feature imports only its own files, components/, lib/ (and the test helpers in test/),
//     never another feature: pages in routes/ and the app shell compose features;
//   - a server module never imports another module's repo (call its service instead).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ALIASES = { '#shared/': 'src/shared/', '#server/': 'src/server/', '#web/': 'src/web/' };
const FEATURES_DIR = 'src/web/features/';

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

/** Besides its own folder, what a feature may import from src/web (docs/decisions/052). */
const FEATURE_FOUNDATIONS = ['src/web/components/', 'src/web/lib/', 'src/web/test/'];

/** A feature builds on its own files, components/ and lib/ only; never on another feature. */
function featureViolation(importer, target) {
  const feature = featureOf(importer);
  if (!feature || !target.startsWith('src/web/')) return null;
  if (target.startsWith(`${FEATURES_DIR}${feature}/`)) return null;
  if (FEATURE_FOUNDATIONS.some((dir) => target.startsWith(dir))) return null;
  const other = featureOf(target);
  if (other) {
    return `Features do not import each other (${feature} → ${other}): move the shared piece down (lib/, components/ or src/shared), or let the page in routes/ hand it in as a prop or slot.`;
  }
  return `A feature imports only its own files, components/, lib/ and src/shared, not ${target}: pages in routes/ compose features.`;
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
export function violation(importer, target) {
  return (
    layerViolation(importer, target) ??
    componentViolation(importer, target) ??
    appShellViolation(importer, target) ??
    featureViolation(importer, target) ??
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
