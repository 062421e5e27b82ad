// Uploaded files are opened from the site's own origin, so an SVG with a script in it would run
// as the site: every uploaded file is sent with this policy (no script, no plugins, no
// navigation, a sandbox), whoever sends it: the server's own static handler for local media
// (server/mediaFiles.ts) and Payload's file endpoint, for files on disk or in an S3 bucket.

export const UPLOAD_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox"

/** For an upload collection's `modifyResponseHeaders`: replaces Payload's weaker policy, which
 * it sets for XML types only. */
export function withUploadPolicy({ headers }: { headers: Headers }): Headers {
  headers.set('Content-Security-Policy', UPLOAD_POLICY)
  return headers
}
