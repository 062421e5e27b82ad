import type { CollectionConfig } from 'payload'

/** Drafts and versions, with a publication staff may schedule (the admin's schedule drawer); the
 * server runs it at that time (platform/scheduledJobs.ts). The last 25 versions are kept. */
export const scheduledDrafts: CollectionConfig['versions'] = { drafts: { schedulePublish: true }, maxPerDoc: 25 }
