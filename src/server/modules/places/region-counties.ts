/** Counties by their names as counties.ts writes them: county('King') is ["King County"]. */
export const county = (...names: string[]) => names.map((name) => `${name} County`);

/** Louisiana's parishes, as counties.ts writes them ("Acadia Parish"). */
export const parish = (...names: string[]) => names.map((name) => `${name} Parish`);
