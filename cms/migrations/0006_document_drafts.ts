import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'
import { rebuildingTables, remakeTable } from './0002_ids_never_reused'

// Brings a database made before documents and events had drafts to the schema the baseline now
// makes: their tables made again as the baseline makes them (a `_status` column, and the fields an
// editor must fill no longer NOT NULL, since a draft may leave them empty), their rows kept and
// published (they were public when saved), and the tables of their versions. SQLite cannot drop a
// NOT NULL, so each table is made again by its own procedure (a new table, the rows copied, the old
// one dropped, the new one renamed, its indexes made), with foreign keys off as for 0002. On a database the current baseline made (documents
// have `_status` already) it does nothing.

type Db = MigrateUpArgs['db']
type Table = { table: string; indexes: readonly string[] }

/** The tables of documents and events as the baseline makes them now, made again with their rows. */
const REBUILT: Record<string, Table> = {
  documents: {
    table: `CREATE TABLE \`documents\` (\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL, \`kind\` text, \`year\` numeric, \`period\` text DEFAULT 'year', \`date\` text, \`file_en_id\` integer, \`file_ru_id\` integer, \`locale_changes\` text, \`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL, \`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL, \`_status\` text DEFAULT 'draft', FOREIGN KEY (\`file_en_id\`) REFERENCES \`document_files\`(\`id\`) ON UPDATE no action ON DELETE set null, FOREIGN KEY (\`file_ru_id\`) REFERENCES \`document_files\`(\`id\`) ON UPDATE no action ON DELETE set null);`,
    indexes: [
      `CREATE INDEX \`documents_kind_idx\` ON \`documents\` (\`kind\`);`,
      `CREATE INDEX \`documents_year_idx\` ON \`documents\` (\`year\`);`,
      `CREATE INDEX \`documents_date_idx\` ON \`documents\` (\`date\`);`,
      `CREATE INDEX \`documents_file_en_idx\` ON \`documents\` (\`file_en_id\`);`,
      `CREATE INDEX \`documents_file_ru_idx\` ON \`documents\` (\`file_ru_id\`);`,
      `CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`,
      `CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`,
      `CREATE INDEX \`documents__status_idx\` ON \`documents\` (\`_status\`);`,
    ],
  },
  documents_locales: {
    table: `CREATE TABLE \`documents_locales\` (\`title\` text, \`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL, \`_locale\` text NOT NULL, \`_parent_id\` integer NOT NULL, FOREIGN KEY (\`_parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade);`,
    indexes: [
      `CREATE UNIQUE INDEX \`documents_locales_locale_parent_id_unique\` ON \`documents_locales\` (\`_locale\`,\`_parent_id\`);`,
    ],
  },
  events: {
    table: `CREATE TABLE \`events\` (\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL, \`kind\` text DEFAULT 'results', \`start\` text, \`start_tz\` text DEFAULT 'Europe/Moscow', \`end\` text, \`end_tz\` text DEFAULT 'Europe/Moscow', \`webcast_url\` text, \`locale_changes\` text, \`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL, \`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL, \`_status\` text DEFAULT 'draft');`,
    indexes: [
      `CREATE INDEX \`events_start_idx\` ON \`events\` (\`start\`);`,
      `CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`,
      `CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`,
      `CREATE INDEX \`events__status_idx\` ON \`events\` (\`_status\`);`,
    ],
  },
  events_locales: {
    table: `CREATE TABLE \`events_locales\` (\`title\` text, \`place\` text, \`description\` text, \`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL, \`_locale\` text NOT NULL, \`_parent_id\` integer NOT NULL, FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade);`,
    indexes: [
      `CREATE UNIQUE INDEX \`events_locales_locale_parent_id_unique\` ON \`events_locales\` (\`_locale\`,\`_parent_id\`);`,
    ],
  },
}

/** The tables of their versions, new. */
const VERSIONS: Record<string, Table> = {
  _documents_v: {
    table: `CREATE TABLE \`_documents_v\` (\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL, \`parent_id\` integer, \`version_kind\` text, \`version_year\` numeric, \`version_period\` text DEFAULT 'year', \`version_date\` text, \`version_file_en_id\` integer, \`version_file_ru_id\` integer, \`version_locale_changes\` text, \`version_updated_at\` text, \`version_created_at\` text, \`version__status\` text DEFAULT 'draft', \`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL, \`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL, \`snapshot\` integer, \`published_locale\` text, \`latest\` integer, FOREIGN KEY (\`parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null, FOREIGN KEY (\`version_file_en_id\`) REFERENCES \`document_files\`(\`id\`) ON UPDATE no action ON DELETE set null, FOREIGN KEY (\`version_file_ru_id\`) REFERENCES \`document_files\`(\`id\`) ON UPDATE no action ON DELETE set null);`,
    indexes: [
      `CREATE INDEX \`_documents_v_parent_idx\` ON \`_documents_v\` (\`parent_id\`);`,
      `CREATE INDEX \`_documents_v_version_version_kind_idx\` ON \`_documents_v\` (\`version_kind\`);`,
      `CREATE INDEX \`_documents_v_version_version_year_idx\` ON \`_documents_v\` (\`version_year\`);`,
      `CREATE INDEX \`_documents_v_version_version_date_idx\` ON \`_documents_v\` (\`version_date\`);`,
      `CREATE INDEX \`_documents_v_version_version_file_en_idx\` ON \`_documents_v\` (\`version_file_en_id\`);`,
      `CREATE INDEX \`_documents_v_version_version_file_ru_idx\` ON \`_documents_v\` (\`version_file_ru_id\`);`,
      `CREATE INDEX \`_documents_v_version_version_updated_at_idx\` ON \`_documents_v\` (\`version_updated_at\`);`,
      `CREATE INDEX \`_documents_v_version_version_created_at_idx\` ON \`_documents_v\` (\`version_created_at\`);`,
      `CREATE INDEX \`_documents_v_version_version__status_idx\` ON \`_documents_v\` (\`version__status\`);`,
      `CREATE INDEX \`_documents_v_created_at_idx\` ON \`_documents_v\` (\`created_at\`);`,
      `CREATE INDEX \`_documents_v_updated_at_idx\` ON \`_documents_v\` (\`updated_at\`);`,
      `CREATE INDEX \`_documents_v_snapshot_idx\` ON \`_documents_v\` (\`snapshot\`);`,
      `CREATE INDEX \`_documents_v_published_locale_idx\` ON \`_documents_v\` (\`published_locale\`);`,
      `CREATE INDEX \`_documents_v_latest_idx\` ON \`_documents_v\` (\`latest\`);`,
    ],
  },
  _documents_v_locales: {
    table: `CREATE TABLE \`_documents_v_locales\` (\`version_title\` text, \`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL, \`_locale\` text NOT NULL, \`_parent_id\` integer NOT NULL, FOREIGN KEY (\`_parent_id\`) REFERENCES \`_documents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade);`,
    indexes: [
      `CREATE UNIQUE INDEX \`_documents_v_locales_locale_parent_id_unique\` ON \`_documents_v_locales\` (\`_locale\`,\`_parent_id\`);`,
    ],
  },
  _events_v: {
    table: `CREATE TABLE \`_events_v\` (\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL, \`parent_id\` integer, \`version_kind\` text DEFAULT 'results', \`version_start\` text, \`version_start_tz\` text DEFAULT 'Europe/Moscow', \`version_end\` text, \`version_end_tz\` text DEFAULT 'Europe/Moscow', \`version_webcast_url\` text, \`version_locale_changes\` text, \`version_updated_at\` text, \`version_created_at\` text, \`version__status\` text DEFAULT 'draft', \`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL, \`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL, \`snapshot\` integer, \`published_locale\` text, \`latest\` integer, FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null);`,
    indexes: [
      `CREATE INDEX \`_events_v_parent_idx\` ON \`_events_v\` (\`parent_id\`);`,
      `CREATE INDEX \`_events_v_version_version_start_idx\` ON \`_events_v\` (\`version_start\`);`,
      `CREATE INDEX \`_events_v_version_version_updated_at_idx\` ON \`_events_v\` (\`version_updated_at\`);`,
      `CREATE INDEX \`_events_v_version_version_created_at_idx\` ON \`_events_v\` (\`version_created_at\`);`,
      `CREATE INDEX \`_events_v_version_version__status_idx\` ON \`_events_v\` (\`version__status\`);`,
      `CREATE INDEX \`_events_v_created_at_idx\` ON \`_events_v\` (\`created_at\`);`,
      `CREATE INDEX \`_events_v_updated_at_idx\` ON \`_events_v\` (\`updated_at\`);`,
      `CREATE INDEX \`_events_v_snapshot_idx\` ON \`_events_v\` (\`snapshot\`);`,
      `CREATE INDEX \`_events_v_published_locale_idx\` ON \`_events_v\` (\`published_locale\`);`,
      `CREATE INDEX \`_events_v_latest_idx\` ON \`_events_v\` (\`latest\`);`,
    ],
  },
  _events_v_locales: {
    table: `CREATE TABLE \`_events_v_locales\` (\`version_title\` text, \`version_place\` text, \`version_description\` text, \`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL, \`_locale\` text NOT NULL, \`_parent_id\` integer NOT NULL, FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade);`,
    indexes: [
      `CREATE UNIQUE INDEX \`_events_v_locales_locale_parent_id_unique\` ON \`_events_v_locales\` (\`_locale\`,\`_parent_id\`);`,
    ],
  },
  _events_v_rels: {
    table: `CREATE TABLE \`_events_v_rels\` (\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL, \`order\` integer, \`parent_id\` integer NOT NULL, \`path\` text NOT NULL, \`documents_id\` integer, FOREIGN KEY (\`parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade, FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade);`,
    indexes: [
      `CREATE INDEX \`_events_v_rels_order_idx\` ON \`_events_v_rels\` (\`order\`);`,
      `CREATE INDEX \`_events_v_rels_parent_idx\` ON \`_events_v_rels\` (\`parent_id\`);`,
      `CREATE INDEX \`_events_v_rels_path_idx\` ON \`_events_v_rels\` (\`path\`);`,
      `CREATE INDEX \`_events_v_rels_documents_id_idx\` ON \`_events_v_rels\` (\`documents_id\`);`,
    ],
  },
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

const columnsOf = async (db: Db, table: string) => (await db.all<{ name: string }>(sql`SELECT name FROM pragma_table_info(${table})`)).map((c) => c.name)

/** Gives documents and events drafts, every existing one published; false when they had them already. */
export async function addDocumentDrafts(db: Db): Promise<boolean> {
  if ((await columnsOf(db, 'documents')).includes('_status')) return false
  await rebuildingTables(db, async () => {
    for (const [name, table] of Object.entries(REBUILT)) await remakeTable(db, name, table)
    await db.run(sql`UPDATE documents SET _status = 'published'`)
    await db.run(sql`UPDATE events SET _status = 'published'`)
    for (const { table, indexes } of Object.values(VERSIONS)) for (const statement of [table, ...indexes]) await db.run(sql.raw(statement))
  })
  return true
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  if (await addDocumentDrafts(db)) return
  // Documents and events have drafts already (the baseline made them so, or this migration's down kept them): only the
  // versions' tables may be missing.
  const present = new Set((await db.all<{ name: string }>(sql`SELECT name FROM sqlite_master WHERE type = 'table'`)).map((t) => t.name))
  for (const [name, { table, indexes }] of Object.entries(VERSIONS)) {
    if (!present.has(name)) for (const statement of [table, ...indexes]) await db.run(sql.raw(statement))
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // The versions go; the documents and events stay as they are, published or not.
  for (const name of Object.keys(VERSIONS).reverse()) await db.run(sql.raw(`DROP TABLE IF EXISTS ${quote(name)}`))
}
