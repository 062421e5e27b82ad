import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import { s3Bucket } from '../common/env.server'
import { serverChosenFileKeys } from './storageKeys'

// Uploaded files live under DATA_DIR (one folder per collection), or in an S3 bucket when S3_BUCKET
// is set. Either way Payload serves them at /api/<collection>/file/<name> after its access check,
// so signatures stay staff-only: no file gets a public bucket URL.

/** The upload collections kept in the bucket, each under its own key prefix. */
export const BUCKET_PREFIXES = { media: 'media', 'document-files': 'documents', 'customer-signatures': 'signatures' } as const

/** The adapter's options for the bucket, if any. Its fields (`prefix`, `_objectKey`) are always
 * added, so the schema and the SQLite migration are the same with or without a bucket. */
function s3StorageOptions(): Parameters<typeof s3Storage>[0] {
  const { bucket = '', ...connection } = s3Bucket() ?? {}
  return {
    enabled: Boolean(bucket),
    alwaysInsertFields: true,
    bucket,
    collections: Object.fromEntries(Object.entries(BUCKET_PREFIXES).map(([slug, prefix]) => [slug, { prefix }])),
    config: bucket
      ? {
          ...connection,
          // Checksums only where S3 requires one: several S3-compatible services reject the
          // newer default trailers on uploads.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {},
    // No signed download links, no direct bucket URLs, no uploads from the browser: every file
    // goes through Payload, which checks who asks.
    signedDownloads: false,
  }
}

/** The adapter, and on each of its collections the rule that the server alone names prefixes and
 * files (./storageKeys.ts), with or without a bucket. */
export function storagePlugin(): Plugin {
  const adapter = s3Storage(s3StorageOptions())
  return async (incoming) => {
    const config = await adapter(incoming)
    const prefixes: Record<string, string> = BUCKET_PREFIXES
    return {
      ...config,
      collections: config.collections?.map((collection) => {
        const prefix = prefixes[collection.slug]
        if (prefix === undefined) return collection
        const beforeValidate = [...(collection.hooks?.beforeValidate ?? []), serverChosenFileKeys(prefix)]
        return { ...collection, hooks: { ...collection.hooks, beforeValidate } }
      }),
    }
  }
}
