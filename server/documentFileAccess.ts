import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import { publicFileNames } from '../features/investors/index.server'
import { roleOf } from '../platform/access/roles'
import { requestAsCaller } from './requestUser'

// A document's file is public from the moment its document is published, never before: a report
// uploaded for a release at 07:00 is not found at its address the night before. The file server
// (./mediaFiles.ts) sends a file only when a published document names it, or to staff; anyone
// else gets a 404 that nothing keeps, whatever the spelling of the address.

const NOT_FOUND = { errors: [{ message: 'Not Found' }] }

/** The file an address below the files' path names, decoded once as the file server decodes it;
 * null for anything but one plain name (a folder, a dot segment, a broken escape). */
function fileNameOf(path: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return null
  }
  const name = decoded.slice(1)
  if (!decoded.startsWith('/') || name === '' || name === '.' || name === '..' || /[/\\\0]/.test(name)) return null
  return name
}

async function mayHave(payload: Payload, path: string, req: Parameters<RequestHandler>[0]): Promise<boolean> {
  const name = fileNameOf(path)
  if (name !== null && (await publicFileNames(payload)).has(name)) return true
  return Boolean(roleOf(await requestAsCaller(payload, req)))
}

/** Lets a request for a document's file on to the file server only if a published document names
 * the file or the caller is staff; answers 404 otherwise. */
export function documentFileAccess(payload: Payload): RequestHandler {
  return (req, res, next) => {
    mayHave(payload, req.path, req).then((allowed) => {
      if (allowed) return next()
      res.status(404).set('Cache-Control', 'no-store').json(NOT_FOUND)
    }, next)
  }
}
