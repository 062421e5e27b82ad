import path from 'node:path'
import express, { type RequestHandler, type Response } from 'express'

// Investor documents are public like the images (server/mediaFiles.ts) and served the same way,
// by the server itself: ETag and Last-Modified for revalidation, byte ranges so a reader can open
// page 80 of a large report without the whole file, HEAD answered. Each is a download under its
// stored name (Content-Disposition, RFC 6266 with a UTF-8 form for non-Latin names), and never
// rendered as a page of the site: no scripts, no plugins, no navigation.

const DOCUMENT_POLICY = "default-src 'none'; sandbox"

export function documentFiles(staticDir: string): RequestHandler {
  return express.static(path.resolve(staticDir), {
    index: false,
    redirect: false,
    dotfiles: 'deny',
    maxAge: '1h',
    setHeaders: (res, filePath) => {
      ;(res as Response).attachment(path.basename(filePath))
      res.setHeader('Content-Security-Policy', DOCUMENT_POLICY)
    },
  })
}
