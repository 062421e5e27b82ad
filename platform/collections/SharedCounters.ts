import type { CollectionConfig } from 'payload'

/** Counters every server process must agree on: the content version, rate-limit windows, sign-in
 * failures and locks. Written only by platform/sharedCounters.ts, each change one atomic statement;
 * no one reaches them through Payload's API or admin. */
export const SharedCounters: CollectionConfig = {
  slug: 'shared-counters',
  labels: { singular: { en: 'Shared counter', ru: 'Общий счётчик' }, plural: { en: 'Shared counters', ru: 'Общие счётчики' } },
  admin: { hidden: true, useAsTitle: 'key' },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  lockDocuments: false,
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'count', type: 'number', required: true },
    /** Milliseconds since the epoch when the counter's window ends; none for a counter that never expires. */
    { name: 'expiresAt', type: 'number', index: true },
  ],
  timestamps: false,
}
