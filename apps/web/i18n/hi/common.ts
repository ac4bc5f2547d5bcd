/** Hindi texts by their English message id (see apps/web/i18n/catalog.ts): the page frame. */
export default {
  'Skip to main content': 'मुख्य सामग्री पर जाएं',
} satisfies Record<string, string>;
