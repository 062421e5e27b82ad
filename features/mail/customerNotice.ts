import type { Payload } from 'payload'
import { serverURL } from '../../common/env.server'
import { inLanguage, isLanguage } from '../../common/languages'
import { queueMail } from './queue'
import type { TemplateData } from './templates/names'

type Customer = { id: string | number; email?: string | null; language?: string | null }

/** Tells a customer, in their language, that something new waits in their cabinet at `path`. The
 * notice names nothing of it: mail passes through servers that are not ours. */
export async function noticeCustomer(
  payload: Payload,
  customer: Customer | string | number,
  notice: TemplateData<'cabinetNotice'>['notice'],
  path: string,
): Promise<void> {
  const id = typeof customer === 'object' ? customer.id : customer
  const found = (await payload.findByID({ collection: 'customers', id, depth: 0, overrideAccess: true, disableErrors: true })) as Customer | null
  if (!found?.email) return
  const language = isLanguage(found.language) ? found.language : 'en'
  await queueMail(payload, { to: found.email, language, template: 'cabinetNotice', data: { notice, url: `${serverURL()}${inLanguage(path, language)}` } })
}
