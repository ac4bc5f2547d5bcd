export { loginRoutes } from './login.routes';
export { profileRoutes } from './profile.routes';
export { devOutboxRoutes } from './dev-outbox.routes';
export { otpDepsFor } from './otp-deps';
export { sendOtp, verifyOtp, type OtpDeps, type OtpRequest } from './otp.service';
export { consumeLeadToken } from './grant.service';
export {
  OTP_ROUTE_ERRORS,
  OtpSentResponseSchema,
  sendOtpForPurpose,
  verifyOtpAndIssueGrant,
} from './otp-route-kit';
export { staffRoutes } from './staff.routes';
export { grantRole, listStaff, type RoleGrant } from './staff-roles.service';
export { findOrCreateUser } from './user.repository';
export { consumeGrant } from './grant.service';
export type { SessionUser } from './session.service';
export { createSession, SESSION_COOKIE } from './session.service';
export { setSessionCookie } from './session-cookie';
