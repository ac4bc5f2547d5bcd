// One file per domain; each domain's tables are created by its own migration file in
// packages/db/migrations (NNNN_<domain>.sql). The schema drift test (src/schema-drift.test.ts,
// decision 0134) fails when a migration and these declarations disagree.
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
export * from './experiments';
export * from './articles';
export * from './rewards';
export * from './sell-auction';
export * from './sell-closing';
export * from './sell-flow';
export * from './listing-papers';
