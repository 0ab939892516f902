// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  namespace autocannon {
    type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
    type Options = {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      requests?: (Request & { setupRequest?: (request: Request) => Request })[];
    };
    type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number };
    type Result = {
      requests: Histogram;
      latency: Histogram;
      non2xx: number;
      '2xx': number;
      errors: number;
      timeouts: number;
    };
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
