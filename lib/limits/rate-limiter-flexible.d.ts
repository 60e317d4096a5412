// The two stores and the result type, imported from their own files rather than the package's index,
// which also loads every other store (Redis, Mongo, Drizzle, …) and, with them, dynamic imports that
// a bundler cannot follow (Next bundles lib/ for the pages). Types come from the package's own.
declare module 'rate-limiter-flexible/lib/RateLimiterMemory.js' {
  import { RateLimiterMemory } from 'rate-limiter-flexible';
  export = RateLimiterMemory;
}
declare module 'rate-limiter-flexible/lib/RateLimiterPostgres.js' {
  import { RateLimiterPostgres } from 'rate-limiter-flexible';
  export = RateLimiterPostgres;
}
declare module 'rate-limiter-flexible/lib/RateLimiterRes.js' {
  import { RateLimiterRes } from 'rate-limiter-flexible';
  export = RateLimiterRes;
}
