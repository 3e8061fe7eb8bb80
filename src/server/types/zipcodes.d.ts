declare module 'zipcodes' {
  interface ZipInfo {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: {
    lookup(zip: string | number): ZipInfo | undefined;
    codes: Record<string, ZipInfo>;
    /** US states and Canadian provinces: code → upper-case name, upper-case name → code. */
    states: { abbr: Record<string, string>; full: Record<string, string> };
  };
  export default zipcodes;
}
