import type { Condition } from 'payload'
import { choiceField } from './choice'
import type { Label } from './label'

/** How the site draws a block: one of a few named looks, the first by default. */
export const lookField = (looks: Record<string, Label>) => choiceField('look', { en: 'Look', ru: 'Вид' }, looks, Object.keys(looks)[0]!, { required: true })

/** Shows a block's field in the admin only with the looks that draw it. */
export const forLooks = (...looks: string[]) => ({ condition: ((_, __, { blockData }) => looks.includes(blockData?.look)) as Condition })
