import path from 'node:path'
import express, { type RequestHandler } from 'express'
import { UPLOAD_POLICY } from '../common/uploadPolicy'

// Uploaded images are public (the media collection's read access is anyone's), so the server
// sends the files itself instead of routing each through Next and Payload's file endpoint: that
// took 15–30 ms per image, answered HEAD with 404 and sent no validators, so a browser
// downloaded every image again on every page. Files are revalidated after an hour (an editor
// may replace an image under the same name); a missing file falls through to Payload.

export const MEDIA_FILE_PATH = '/api/media/file'

export function mediaFiles(staticDir: string): RequestHandler {
  return express.static(path.resolve(staticDir), {
    index: false,
    redirect: false,
    maxAge: '1h',
    setHeaders: (res) => res.setHeader('Content-Security-Policy', UPLOAD_POLICY),
  })
}
