// The new-cars feature's public surface: other folders import it only from here (decision 0139).
export { Breadcrumbs } from './breadcrumbs';
export { CompareForm } from './compare-form';
export { CompareTable } from './compare-table';
export { EmiHint } from './emi-hint';
export { ModelGrid } from './model-card';
export { ModelMedia } from './model-media';
export { ModelSpecs } from './model-specs';
export { newCarsMeta } from './new-cars-seo';
export { SearchLinks } from './search-links';
export { VariantsTable } from './variants-table';
