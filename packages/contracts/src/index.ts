export * from './phone';
export * from './otp';
export * from './registration-number';
export * from './pincode';
export * from './api-error';
export * from './web-load-context';
