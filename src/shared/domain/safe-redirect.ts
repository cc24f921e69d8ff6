/**
 * Accepts only a same-site path ('/dashboard?x=1'), never '//host', '/\host', a scheme or
 * control characters: redirect targets a user can supply must not leave our origin.
 */
export function safeRelativePath(value: string | undefined | null): string | null {
  if (!value) return null;
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  for (const candidate of [value, decoded]) {
    if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\'))
      return null;
    // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
    if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return null;
  }
  return value;
}

/**
 * Accepts a redirect target a user supplied (checkout success and cancel URLs) when it is a
 * same-site path or an absolute URL on one of `allowedOrigins`, with no credentials, no
 * backslashes, no control characters or spaces, and a path that passes `safeRelativePath`.
 * Returns the value unchanged, or null.
 */
export function safeRedirectTarget(
  value: string | undefined | null,
  allowedOrigins: readonly string[],
): string | null {
  if (!value || value.length > 2048) return null;
  if (value.startsWith('/')) return safeRelativePath(value);
  // eslint-disable-next-line no-control-regex -- control characters and spaces are exactly what we refuse
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || !allowedOrigins.includes(url.origin)) return null;
  // The text itself must begin with the origin, so nothing the parser normalised away can hide a host.
  if (value !== url.origin && !value.startsWith(`${url.origin}/`)) return null;
  return safeRelativePath(value.slice(url.origin.length) || '/') ? value : null;
}
