/** True when `version` (e.g. process.version) satisfies an engines range such as `^20.19.0 || >=24`. */
export function satisfiesEngines(version: string, range: string): boolean;
