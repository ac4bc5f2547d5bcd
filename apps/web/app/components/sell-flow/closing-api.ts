/** API paths the browser calls in the seller's "Complete your sale" panels (document upload). */
const CONSUMER = '/api/consumer';

export const closingApi = {
  dmsAuth: () => `${CONSUMER}/seller/dms/auth`,
  upload: () => `${CONSUMER}/api/v2/seller/documents`,
};
