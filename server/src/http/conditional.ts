/**
 * If-None-Match against an ETag by weak comparison (RFC 9110 §13.1.2), as a GET's
 * revalidation asks: `W/"x"` and `"x"` name the same content. `*` matches any.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === bare;
  });
}
