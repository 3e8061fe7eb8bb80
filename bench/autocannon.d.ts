// The few parts of autocannon's result the benchmark reads (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections: number;
    duration: number;
    timeout?: number;
    requests?: {
      method: string;
      path: string;
      headers?: Record<string, string>;
      body?: string;
      onResponse?: (status: number, body: string) => void;
      /** Makes each request as it is sent, from the one above. */
      setupRequest?: <R extends { path: string }>(request: R) => R;
    }[];
  }
  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    latency: { p50: number; p99: number };
    /** Bytes received, headers included, and responses received. */
    throughput: { total: number };
    requests: { total: number };
  }
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
