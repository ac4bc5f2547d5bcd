/**
 * The one API path of the seller's "Complete your sale" panels that the typed browser client
 * cannot carry: the document upload goes by XMLHttpRequest so its progress bar can move.
 */
const CONSUMER = '/api/consumer';

export const closingApi = {
  upload: () => `${CONSUMER}/api/v2/seller/documents`,
};
