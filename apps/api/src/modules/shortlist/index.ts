/** The shortlist (decision 0135): a user's saved cars and price-drop alerts. */
export { shortlistRoutes } from './shortlist.routes';
