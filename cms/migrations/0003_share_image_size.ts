import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

// Brings a database made by a baseline before the media's share rendition (1200×630, cropped around
// the focal point; features/media/Media.ts) to the schema the baseline now makes: that size's
// columns on `media` and the index on its file name. On a database the current baseline made the
// columns are there already and it does nothing. Images uploaded before it have no share rendition
// until they are uploaded again; link previews show their original meanwhile.

type Db = MigrateUpArgs['db']

const COLUMNS: [name: string, type: 'text' | 'numeric'][] = [
  ['sizes_share_url', 'text'],
  ['sizes_share_width', 'numeric'],
  ['sizes_share_height', 'numeric'],
  ['sizes_share_mime_type', 'text'],
  ['sizes_share_filesize', 'numeric'],
  ['sizes_share_filename', 'text'],
]

/** Adds the share rendition's columns and index that `media` lacks; the columns it added. */
export async function addShareSize(db: Db): Promise<string[]> {
  const present = new Set((await db.all<{ name: string }>(sql`SELECT name FROM pragma_table_info('media')`)).map((c) => c.name))
  const missing = COLUMNS.filter(([name]) => !present.has(name))
  for (const [name, type] of missing) await db.run(sql.raw(`ALTER TABLE \`media\` ADD \`${name}\` ${type}`))
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`media_sizes_share_sizes_share_filename_idx\` ON \`media\` (\`sizes_share_filename\`)`)
  return missing.map(([name]) => name)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await addShareSize(db)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX IF EXISTS \`media_sizes_share_sizes_share_filename_idx\``)
  for (const [name] of COLUMNS) await db.run(sql.raw(`ALTER TABLE \`media\` DROP COLUMN \`${name}\``))
}
