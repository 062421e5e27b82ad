// Uploaded files are opened from the site's own origin, where an SVG's script would run as the site:
// whoever sends one (server/mediaFiles.ts, Payload's file endpoint) sends it with this policy.

export const UPLOAD_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox"

/** For an upload collection's `modifyResponseHeaders`: replaces Payload's weaker policy, which
 * it sets for XML types only. */
export function withUploadPolicy({ headers }: { headers: Headers }): Headers {
  headers.set('Content-Security-Policy', UPLOAD_POLICY)
  return headers
}
