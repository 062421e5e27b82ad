import path from 'node:path'
import type { FieldHook } from 'payload'
import { roleOf } from '../../platform/access/roles'
import { readStoredFile } from '../../platform/storedFiles'
import { signatureDigest } from './signature'

/** What the back office sees of a customer's signature: the file to look at (served by Payload
 * only to staff with customer rights) and whether it is still the one the customer drew. */
export type SignatureCheck = { status: 'verified' | 'mismatch' | 'missing'; url: string | null }

/** `signatureCheck` from the stored file's bytes: "verified" when they still match the customer's `signatureHash`,
 * "mismatch" when altered since, "missing" without a file. Only for staff reading one customer, to spare list pages. */
export const checkSignature: FieldHook = async ({ siblingData, req, findMany }): Promise<SignatureCheck | null> => {
  if (findMany || !roleOf(req)) return null
  const ref = siblingData?.signature as { id: number | string; filename?: string | null } | number | string | null | undefined
  if (ref === null || ref === undefined) return { status: 'missing', url: null }
  const upload =
    typeof ref === 'object' && ref.filename
      ? ref
      : await req.payload.findByID({
          collection: 'customer-signatures',
          id: typeof ref === 'object' ? ref.id : ref,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
          req,
        })
  const filename = upload?.filename ? path.basename(upload.filename) : null
  if (!filename) return { status: 'missing', url: null }
  const url = `${req.payload.config.routes.api}/customer-signatures/file/${encodeURIComponent(filename)}`
  const png = await readStoredFile(req, 'customer-signatures', upload!).catch(() => null)
  if (!png) return { status: 'missing', url }
  return { status: signatureDigest(png).hash === siblingData?.signatureHash ? 'verified' : 'mismatch', url }
}
