// The sell-flow feature's public surface: other folders import it only from here (decision 0139).
export { AppointmentActions } from './appointment-actions';
export { AppointmentStatusBadge } from './appointment-status-badge';
export { BookingForm } from './booking-form';
export { formatPriceRange, inputClasses } from './format';
export { useKnownText } from './known-texts';
export { InspectionReportView, OfferReconciliation } from './inspection-report';
export { PriceBreakupCard } from './price-breakup-card';
export { SaleClosingPanels } from './sale-closing-panels';
export { SaleClosing } from './sale-closing';
export { SaleOfferPanel } from './sale-offer-panel';
export { SaleTimeline } from './sale-timeline';
export { sellFlowPaths } from './sell-flow-api';
export { SellerQuestions } from './seller-questions';
export { ValuationProgress } from './valuation-progress';
export { ValuationResult } from './valuation-result';
export { ValuationStepForm, useFocusOnStepChange } from './valuation-step-form';
