// The auth feature's public surface: other folders import it only from here (decision 0139).
export type { FrameUser, LoginReason } from './frame-user';
export { loginErrorMessage, loginServiceCall, logout } from './login-api';
export { DEFAULT_CF_SOURCE, LoginProvider, useLogin } from './login-context';
export { LOGIN_INTENT_TOASTS } from './login-intent';
export { LoginRequired } from './login-required';
