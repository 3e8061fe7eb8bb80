// The Node.js versions package.json "engines" allows, checked where npm only warns (npm start).

const parse = (version) => version.replace(/^v/, '').split('.').map(Number);

/** a compared with b, part by part: negative, zero or positive. */
function compare(a, b) {
  for (let i = 0; i < 3; i++) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** One comparator set of the forms package.json uses: `^X.Y.Z` or `>=X[.Y.Z]`. */
function allows(comparator, version) {
  const [, operator, bound] = /^(\^|>=)\s*(\S+)$/.exec(comparator.trim()) ?? [];
  if (!operator) throw new Error(`Unsupported engines range: ${comparator}`);
  const floor = parse(bound);
  if (compare(version, floor) < 0) return false;
  return operator === '>=' || version[0] === floor[0];
}

/** True when `version` (e.g. process.version) satisfies an engines range such as `^20.19.0 || >=24`. */
export function satisfiesEngines(version, range) {
  const parsed = parse(version);
  return range.split('||').some((comparator) => allows(comparator, parsed));
}
