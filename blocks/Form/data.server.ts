import type { Form, FormBlock } from '../../common/payload-types'
import type { FormOutcome } from '../../features/forms/index.server'
import { AS_VISITOR } from '../../platform/readAccess.server'
import type { BlockDataLoader } from '../../ui/blocks/types'

/** What the form shows: its fields, its button, its thank-you text (never its recipients). */
export type FormView = Pick<Form, 'id' | 'fields' | 'submitButtonLabel' | 'confirmationMessage'>
export type FormBlockData = { form: FormView | null; outcome?: FormOutcome }

/** The form the block names, in the page's language, as a visitor may read it. */
export const loadData: BlockDataLoader<FormBlock, FormBlockData> = async ({ payload, language, block }) => {
  const id = typeof block.form === 'object' ? block.form.id : block.form
  const form = (await payload.findByID({ collection: 'forms', id, locale: language, depth: 0, disableErrors: true, ...AS_VISITOR })) as Form | null
  return {
    form: form && { id: form.id, fields: form.fields ?? [], submitButtonLabel: form.submitButtonLabel ?? null, confirmationMessage: form.confirmationMessage },
  }
}
