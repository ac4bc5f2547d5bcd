import { randomBytes } from 'node:crypto';

export function createNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Pages run only scripts carrying this request's nonce ('strict-dynamic' lets those load their
 * own imports). Styles come from our stylesheet; 'unsafe-inline' for styles is kept because React
 * style attributes need it and styles cannot run code.
 */
export function pageContentSecurityPolicy(nonce: string, extraFormActions: string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    `form-action 'self'${extraFormActions.map((origin) => ` ${origin}`).join('')}`,
    "object-src 'none'",
  ].join('; ');
}
