// Chunk groups for the browser build. Rolldown's default splitting gives every set of pages that
// shares a module its own chunk, which left a page fetching 20–30 files of 1–2 KB each; over
// HTTP/1.1 (six connections) each wave of six costs a round trip before the first paint.
// Small, light modules that several pages share go into one chunk instead (docs/decisions/021).

/** React itself: the first stage of the app's start (src/web/main.tsx), a chunk of its own. */
export const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/** Packages every page loads anyway: one file instead of a dozen. */
export const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+|cookie|set-cookie-parser)[\\/]/;
/** Packages small enough to ride along in the shared chunk. */
const LIGHT_PACKAGES =
  /node_modules[\\/](lucide-react|class-variance-authority|clsx|tailwind-merge)[\\/]/;
const APP_CODE = /[\\/]src[\\/](web|shared)[\\/]/;
/**
 * The listing card and grid ride with the pages that show them (home, browse, city, favorites),
 * not in the chunk every page loads: they take the favourites and compare controls from their
 * page (docs/decisions/052), so nothing heavy keeps them out of the shared group any more.
 */
const PAGE_SPECIFIC =
  /[\\/]src[\\/]web[\\/]components[\\/]listing[\\/]listing-(card|grid|actions)\.tsx$/;

interface ModuleInfo {
  id: string;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

/** Never heavy themselves, and the group does not look at what they import. */
const isLightPackage = (id: string) => FRAMEWORK.test(id) || LIGHT_PACKAGES.test(id);

/**
 * The modules that are heavy (any package but the light ones, or loaded on demand) and every
 * module that imports one statically, directly or through others.
 */
function heavyModules(imports: Map<string, readonly string[]>, loadedOnDemand: Set<string>) {
  const importers = new Map<string, string[]>();
  const all = new Set<string>(imports.keys());
  for (const [id, deps] of imports) {
    for (const dep of deps) {
      all.add(dep);
      importers.set(dep, [...(importers.get(dep) ?? []), id]);
    }
  }
  const heavy = new Set(
    [...all].filter((id) => !isLightPackage(id) && (!APP_CODE.test(id) || loadedOnDemand.has(id))),
  );
  const queue = [...heavy];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    for (const importer of importers.get(id) ?? []) {
      if (heavy.has(importer) || isLightPackage(importer)) continue;
      heavy.add(importer);
      queue.push(importer);
    }
  }
  return heavy;
}

/**
 * Records the module graph while Rolldown parses, so the shared group can tell a light module
 * (one whose static imports reach no package but the framework and the light ones) from one that
 * would drag Radix, zod or react-hook-form into every page, and leave alone what loads on demand.
 */
export function sharedChunkGroup() {
  const imports = new Map<string, readonly string[]>();
  const loadedOnDemand = new Set<string>();
  // Worked out on the first question, once every module has been parsed.
  let heavy: Set<string> | null = null;
  return {
    plugin: {
      name: 'carenest:module-graph',
      moduleParsed(info: ModuleInfo) {
        heavy = null;
        imports.set(info.id, info.importedIds);
        for (const id of info.dynamicallyImportedIds) loadedOnDemand.add(id);
      },
    },
    test(id: string) {
      if (FRAMEWORK.test(id) || /index\.html|[\\/]src[\\/]web[\\/]main\.tsx$/.test(id))
        return false;
      if (PAGE_SPECIFIC.test(id)) return false;
      heavy ??= heavyModules(imports, loadedOnDemand);
      return !heavy.has(id) && (LIGHT_PACKAGES.test(id) || APP_CODE.test(id));
    },
  };
}
