import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'
import { addMissingColumns, type Column, createIndexes, dropTables, type Index, lockColumn } from './0005_confirmed_addresses'

// Brings a database made before consents (by an earlier baseline, then 0002) to the schema the baseline now makes: the
// tables of consent-documents and consent-records, and their columns in the document locks' table. Every statement
// checks first, so on a database the current baseline made it does nothing.

const TABLES = [
  `CREATE TABLE IF NOT EXISTS \`consent_documents\` (
  \`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  \`purpose\` text NOT NULL,
  \`version\` numeric,
  \`key\` text,
  \`published\` integer DEFAULT false NOT NULL,
  \`published_at\` text,
  \`locale_changes\` text,
  \`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  \`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
)`,
  `CREATE TABLE IF NOT EXISTS \`consent_documents_locales\` (
  \`title\` text NOT NULL,
  \`body\` text NOT NULL,
  \`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  \`_locale\` text NOT NULL,
  \`_parent_id\` integer NOT NULL,
  FOREIGN KEY (\`_parent_id\`) REFERENCES \`consent_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
)`,
  `CREATE TABLE IF NOT EXISTS \`consent_records\` (
  \`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  \`action\` text NOT NULL,
  \`purpose\` text NOT NULL,
  \`version\` numeric NOT NULL,
  \`document_id\` integer,
  \`customer_id\` integer,
  \`subscriber_id\` integer,
  \`email\` text NOT NULL,
  \`language\` text NOT NULL,
  \`at\` text NOT NULL,
  \`client\` text,
  \`user_agent\` text,
  \`signature_sha256\` text,
  \`key\` text NOT NULL,
  \`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  \`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  FOREIGN KEY (\`document_id\`) REFERENCES \`consent_documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  FOREIGN KEY (\`subscriber_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE set null
)`,
]

const INDEXES: Index[] = [
  ['consent_documents_purpose_idx', 'consent_documents', 'purpose', false],
  ['consent_documents_version_idx', 'consent_documents', 'version', false],
  ['consent_documents_key_idx', 'consent_documents', 'key', true],
  ['consent_documents_published_idx', 'consent_documents', 'published', false],
  ['consent_documents_updated_at_idx', 'consent_documents', 'updated_at', false],
  ['consent_documents_created_at_idx', 'consent_documents', 'created_at', false],
  ['consent_documents_locales_locale_parent_id_unique', 'consent_documents_locales', '`_locale`,`_parent_id`', true],
  ['consent_records_action_idx', 'consent_records', 'action', false],
  ['consent_records_purpose_idx', 'consent_records', 'purpose', false],
  ['consent_records_document_idx', 'consent_records', 'document_id', false],
  ['consent_records_customer_idx', 'consent_records', 'customer_id', false],
  ['consent_records_subscriber_idx', 'consent_records', 'subscriber_id', false],
  ['consent_records_email_idx', 'consent_records', 'email', false],
  ['consent_records_at_idx', 'consent_records', 'at', false],
  ['consent_records_key_idx', 'consent_records', 'key', true],
  ['consent_records_updated_at_idx', 'consent_records', 'updated_at', false],
  ['consent_records_created_at_idx', 'consent_records', 'created_at', false],
  ['payload_locked_documents_rels_consent_documents_id_idx', 'payload_locked_documents_rels', 'consent_documents_id', false],
  ['payload_locked_documents_rels_consent_records_id_idx', 'payload_locked_documents_rels', 'consent_records_id', false],
]

/** A lock may name a document of either collection; the link goes with the document, as for every other collection. */
const LOCK_COLUMNS: Column[] = [
  lockColumn('consent_documents_id', 'consent_documents'),
  lockColumn('consent_records_id', 'consent_records'),
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of TABLES) await db.run(sql.raw(statement))
  await addMissingColumns(db, LOCK_COLUMNS)
  await createIndexes(db, INDEXES)
}

/** The tables go, with their columns in the locks' table. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await dropTables(db, TABLES, LOCK_COLUMNS)
}
