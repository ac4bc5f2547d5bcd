/** Loan API paths the pages use (consumer and vehicle gateways). */
export const loanApi = {
  banner: (listingId?: number) =>
    `/api/consumer/api/v1/loan/banner${listingId ? `?listingId=${listingId}` : ''}`,
  redirectLink: (listingId?: number) =>
    `/api/consumer/api/v1/loan/redirect-link${listingId ? `?listingId=${listingId}` : ''}`,
  financeDocuments: () => '/api/vehicle/document/finance',
} as const;
