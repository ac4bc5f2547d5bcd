// One file per domain; each domain's tables are created by its own migration file in
// packages/db/migrations (NNNN_<domain>.sql). Keep the two in step by hand.
export * from './catalog';
export * from './identity';
export * from './inventory';
export * from './listing-search';
export * from './commerce';
export * from './challans';
export * from './loans';
export * from './leads';
export * from './sell';
export * from './sell-documents';
export * from './services';
export * from './content';
export * from './garage';
