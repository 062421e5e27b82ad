import type { Block } from 'payload'
import { headingAndIntroFields } from '../../platform/fields/headingAndIntro'

/** Every investor document, newest first, filtered by year and kind through plain links. */
export const DocumentLibraryConfig: Block = {
  slug: 'documentLibrary',
  interfaceName: 'DocumentLibraryBlock',
  labels: { singular: { en: 'Document library', ru: 'Библиотека документов' }, plural: { en: 'Document libraries', ru: 'Библиотеки документов' } },
  fields: [...headingAndIntroFields()],
}
