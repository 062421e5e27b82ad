import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'
import { s3Bucket } from '../common/env.server'
import { serverChosenFileKeys } from './storageKeys'

// Uploaded files live under DATA_DIR (one folder per collection), or in an S3 bucket when S3_BUCKET
// is set. Either way Payload serves them at /api/<collection>/file/<name> after its access check,
// so signatures stay staff-only: no file gets a public bucket URL.

/** The upload collections kept in the bucket, each under its own key prefix. */
const BUCKET_PREFIXES: Record<string, string> = {
  media: 'media',
  'document-files': 'documents',
  'customer-signatures': 'signatures',
  'customer-documents': 'customer-documents',
}

/** Payload's S3 adapter, its fields (`prefix`, `_objectKey`) added with or without a bucket so the
 * schema and the SQLite migration are the same; and on each of its collections the rule that the
 * server alone names prefixes and files (./storageKeys.ts). */
export function storagePlugin(): Plugin {
  const { bucket = '', ...connection } = s3Bucket() ?? {}
  const adapter = s3Storage({
    enabled: Boolean(bucket),
    alwaysInsertFields: true,
    bucket,
    collections: Object.fromEntries(Object.entries(BUCKET_PREFIXES).map(([slug, prefix]) => [slug, { prefix }])),
    // Checksums only where S3 requires one: several S3-compatible services reject the newer
    // default trailers on uploads.
    config: bucket ? { ...connection, requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {},
    // No signed download links, no direct bucket URLs, no uploads from the browser: every file
    // goes through Payload, which checks who asks.
    signedDownloads: false,
  })
  return async (incoming) => {
    const config = await adapter(incoming)
    return {
      ...config,
      collections: config.collections?.map((collection) => {
        const prefix = BUCKET_PREFIXES[collection.slug]
        if (prefix === undefined) return collection
        const beforeValidate = [...(collection.hooks?.beforeValidate ?? []), serverChosenFileKeys(prefix)]
        return { ...collection, hooks: { ...collection.hooks, beforeValidate } }
      }),
    }
  }
}
