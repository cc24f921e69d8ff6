/**
 * Accepts only a same-site path ('/dashboard?x=1'), never '//host', '/\host', a scheme or
 * control characters: redirect targets a user can supply must not leave our origin (S13).
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
    if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
    // eslint-disable-next-line no-control-regex -- control characters are exactly what we refuse
    if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return null;
  }
  return value;
}
