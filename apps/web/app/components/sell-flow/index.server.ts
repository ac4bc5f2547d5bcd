// The sell-flow feature's server-only surface (loaders and actions; decision 0139).
export { appointmentAction, loadAppointmentPage } from './appointment.server';
export { bookingAction, loadBooking } from './booking.server';
export { loadValuationPage } from './valuation.server';
