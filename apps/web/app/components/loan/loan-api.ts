/** Loan API path the browser calls (the consumer-finance popup); loaders use typedApi. */
export const loanApi = {
  financeDocuments: () => '/api/vehicle/document/finance',
} as const;
