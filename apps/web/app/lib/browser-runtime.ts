declare const __PREACT_IN_THE_BROWSER__: boolean | undefined;

/**
 * True in the production browser bundle, which runs Preact behind React's API (decision 0183).
 * Vite defines it per build; anywhere else (the server, `vite dev`, tests) it is undefined.
 */
export const PREACT_IN_THE_BROWSER =
  typeof __PREACT_IN_THE_BROWSER__ !== 'undefined' && __PREACT_IN_THE_BROWSER__;
