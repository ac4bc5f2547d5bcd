/** Hindi texts by their English message id (see apps/web/i18n/catalog.ts). */
export default {} satisfies Record<string, string>;
