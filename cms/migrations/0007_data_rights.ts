import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'
import { addMissingColumns, type Column, createIndexes, dropTables, type Index, lockColumn } from './0005_confirmed_addresses'

// Brings a database made before the customer's data rights to the schema the baseline now makes: the table of
// deletion-requests, its column in the document locks' table, and the role and name of the staff member on each
// audit-log entry. Every statement checks first, so on a database the current baseline made it does nothing.

const TABLE = `CREATE TABLE IF NOT EXISTS \`deletion_requests\` (
  \`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  \`customer_id\` integer NOT NULL,
  \`requested_at\` text NOT NULL,
  \`due_at\` text NOT NULL,
  \`status\` text DEFAULT 'pending' NOT NULL,
  \`note\` text,
  \`approved_at\` text,
  \`approved_by_id\` integer,
  \`language\` text DEFAULT 'en',
  \`key\` text NOT NULL,
  \`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  \`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  FOREIGN KEY (\`approved_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
)`

const INDEXES: Index[] = [
  ['deletion_requests_customer_idx', 'deletion_requests', 'customer_id', false],
  ['deletion_requests_due_at_idx', 'deletion_requests', 'due_at', false],
  ['deletion_requests_status_idx', 'deletion_requests', 'status', false],
  ['deletion_requests_approved_by_idx', 'deletion_requests', 'approved_by_id', false],
  ['deletion_requests_key_idx', 'deletion_requests', 'key', true],
  ['deletion_requests_updated_at_idx', 'deletion_requests', 'updated_at', false],
  ['deletion_requests_created_at_idx', 'deletion_requests', 'created_at', false],
  ['payload_locked_documents_rels_deletion_requests_id_idx', 'payload_locked_documents_rels', 'deletion_requests_id', false],
]

export const DATA_RIGHTS_COLUMNS: Column[] = [
  { table: 'audit_log', column: 'actor_role', definition: 'text' },
  { table: 'audit_log', column: 'actor_name', definition: 'text' },
  lockColumn('deletion_requests_id', 'deletion_requests'),
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql.raw(TABLE))
  await addMissingColumns(db, DATA_RIGHTS_COLUMNS)
  await createIndexes(db, INDEXES)
}

/** The table goes, with the columns added for it. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await dropTables(db, [TABLE], DATA_RIGHTS_COLUMNS)
}
