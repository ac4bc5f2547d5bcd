/**
 * redirectTo arrives in the query string, so anyone can craft it. Only a path on this site is
 * honoured (no scheme, no host, no protocol-relative //evil.example, no backslash tricks that
 * browsers read as //); anything else falls back. Returns the normalised path or null.
 */
const PLACEHOLDER_ORIGIN = 'https://carsetu.invalid';
export const REDIRECT_MAX_LENGTH = 512;

export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || value.length > REDIRECT_MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // Control characters and whitespace are stripped by URL parsers: "/\t/evil" becomes "//evil".
  if ([...value].some((char) => char.charCodeAt(0) <= 0x20 || char.charCodeAt(0) === 0x7f)) {
    return null;
  }
  let url: URL;
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
