import type { FieldErrors } from './fieldRules'

// What a form block shows after its form was posted without leaving the page (the page's action
// answers with this; the page puts it into that block's data).

export type FormOutcome = { ok: true } | { ok: false; errors: FieldErrors; values: Record<string, string> }
/** The action's answer: which block of the page was posted, and how it went. */
export type PostedForm = { block: string; outcome: FormOutcome }

/** The page's block data with the outcome given to the posted block. */
export function withOutcome<D extends Record<string, unknown>>(blockData: D, posted: PostedForm | undefined): D {
  if (!posted || !(posted.block in blockData)) return blockData
  return { ...blockData, [posted.block]: { ...(blockData[posted.block] as object), outcome: posted.outcome } }
}
