import path from 'node:path'
import express, { type RequestHandler, type Response } from 'express'
import { UPLOAD_POLICY } from '../common/uploadPolicy'

// Uploaded images are public, and investor documents once published (./documentFileAccess.ts), so the server sends
// the files itself instead of routing each through Next and Payload's file endpoint: that took
// 15–30 ms per image, answered HEAD with 404 and sent no validators. Here they get ETag and
// Last-Modified, byte ranges and HEAD, and are revalidated after an hour (an editor may replace a
// file under the same name); a missing file falls through to Payload.

export const MEDIA_FILE_PATH = '/api/media/file'

const files = (staticDir: string, options: Parameters<typeof express.static>[1]): RequestHandler =>
  express.static(path.resolve(staticDir), { index: false, redirect: false, maxAge: '1h', ...options })

export const mediaFiles = (staticDir: string) => files(staticDir, { setHeaders: (res) => res.setHeader('Content-Security-Policy', UPLOAD_POLICY) })

/** A document is a download under its stored name (Content-Disposition, RFC 6266 with a UTF-8
 * form for non-Latin names), never rendered as a page of the site: no scripts, no plugins. */
export const documentFiles = (staticDir: string) =>
  files(staticDir, {
    dotfiles: 'deny',
    setHeaders: (res, filePath) => {
      ;(res as Response).attachment(path.basename(filePath))
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox")
    },
  })
