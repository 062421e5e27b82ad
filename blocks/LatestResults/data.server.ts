import type { LatestResultsBlock } from '../../common/payload-types'
import { listDocuments, type LibraryDocument } from '../../features/investors/index.server'
import type { BlockDataLoader } from '../../ui/blocks/types'

export type LatestResultsData = { presentation: LibraryDocument | null; report: LibraryDocument | null }

/** The newest results presentation and the newest annual or interim report. */
export const loadData: BlockDataLoader<LatestResultsBlock, LatestResultsData> = async ({ payload, language }) => {
  const documents = await listDocuments(payload, language)
  return {
    presentation: documents.find((doc) => doc.kind === 'resultsPresentation') ?? null,
    report: documents.find((doc) => doc.kind === 'annualReport' || doc.kind === 'interimReport') ?? null,
  }
}
