// The public surface of seller documents (issue 10): the routes, and the checklist that pickup
// and payout read before they go ahead.
export { documentRoutes } from './documents.routes';
export {
  documentChecklistOf,
  DOCUMENT_STAFF_ROLES,
  listDocuments,
  verifyDocument,
} from './documents.service';
