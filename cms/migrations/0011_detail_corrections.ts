import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'
import { addMissingColumns, type Column, createIndexes, dropTables, type Index, lockColumn } from './0005_confirmed_addresses'

// Brings a database made before back office could correct customers' details to the schema the baseline now makes: the
// table of the notices the customer sees on the dashboard (features/cabinet/DetailCorrections.ts), its list of changed
// fields, and its column in the document locks' table. Every statement checks first, so on a database the current
// baseline made it does nothing.

const TABLES = [
  `CREATE TABLE IF NOT EXISTS \`detail_corrections\` (
  \`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  \`customer_id\` integer NOT NULL,
  \`dismissed_at\` text,
  \`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  \`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `,
  `CREATE TABLE IF NOT EXISTS \`detail_corrections_fields\` (
  \`order\` integer NOT NULL,
  \`parent_id\` integer NOT NULL,
  \`value\` text,
  \`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  FOREIGN KEY (\`parent_id\`) REFERENCES \`detail_corrections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `,
]

const INDEXES: Index[] = [
  ['detail_corrections_customer_idx', 'detail_corrections', 'customer_id'],
  ['detail_corrections_dismissed_at_idx', 'detail_corrections', 'dismissed_at'],
  ['detail_corrections_updated_at_idx', 'detail_corrections', 'updated_at'],
  ['detail_corrections_created_at_idx', 'detail_corrections', 'created_at'],
  ['detail_corrections_fields_order_idx', 'detail_corrections_fields', 'order'],
  ['detail_corrections_fields_parent_idx', 'detail_corrections_fields', 'parent_id'],
  ['payload_locked_documents_rels_detail_corrections_id_idx', 'payload_locked_documents_rels', 'detail_corrections_id'],
]

const LOCK_COLUMNS: Column[] = [lockColumn('detail_corrections_id', 'detail_corrections')]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of TABLES) await db.run(sql.raw(statement))
  await addMissingColumns(db, LOCK_COLUMNS)
  await createIndexes(db, INDEXES)
}

/** The tables go, children first, with their column in the locks' table. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await dropTables(db, TABLES, LOCK_COLUMNS)
}
