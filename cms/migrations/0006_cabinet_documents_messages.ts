import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

// Brings a database made before the customer portal (customers' documents, their conversations
// with back office) to the schema the baseline now makes: the tables of its collections and their
// columns in the document locks' table. Every statement checks first, so on a database the current
// baseline made it does nothing.

type Db = MigrateUpArgs['db']

const TABLES = [
  `CREATE TABLE IF NOT EXISTS \`customer_documents\` (
  \`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  \`customer_id\` integer NOT NULL,
  \`kind\` text DEFAULT 'statement' NOT NULL,
  \`prefix\` text DEFAULT 'customer-documents',
  \`_objectkey\` text,
  \`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  \`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  \`url\` text,
  \`thumbnail_u_r_l\` text,
  \`filename\` text,
  \`mime_type\` text,
  \`filesize\` numeric,
  \`width\` numeric,
  \`height\` numeric,
  FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `,
  `CREATE TABLE IF NOT EXISTS \`customer_documents_locales\` (
  \`title\` text NOT NULL,
  \`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  \`_locale\` text NOT NULL,
  \`_parent_id\` integer NOT NULL,
  FOREIGN KEY (\`_parent_id\`) REFERENCES \`customer_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `,
]

/** [name, table, columns, unique] */
const INDEXES: [string, string, string, boolean][] = [
  ['customer_documents_customer_idx', 'customer_documents', 'customer_id', false],
  ['customer_documents_updated_at_idx', 'customer_documents', 'updated_at', false],
  ['customer_documents_created_at_idx', 'customer_documents', 'created_at', false],
  ['customer_documents_filename_idx', 'customer_documents', 'filename', true],
  ['customer_documents_locales_locale_parent_id_unique', 'customer_documents_locales', '`_locale`,`_parent_id`', true],
  ['payload_locked_documents_rels_customer_documents_id_idx', 'payload_locked_documents_rels', 'customer_documents_id', false],
]

const LOCK_COLUMNS: [string, string][] = [
  ['customer_documents_id', 'customer_documents'],
]

const column = (name: string) => (name.includes('`') ? name : `\`${name}\``)

async function columnsOf(db: Db, table: string): Promise<string[]> {
  return (await db.all<{ name: string }>(sql`SELECT name FROM pragma_table_info(${table})`)).map((c) => c.name)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of TABLES) await db.run(sql.raw(statement))
  const lockColumns = await columnsOf(db, 'payload_locked_documents_rels')
  for (const [name, target] of LOCK_COLUMNS) {
    if (lockColumns.includes(name)) continue
    await db.run(sql.raw(`ALTER TABLE \`payload_locked_documents_rels\` ADD \`${name}\` integer REFERENCES \`${target}\`(\`id\`) ON UPDATE no action ON DELETE cascade`))
  }
  for (const [name, table, columns, unique] of INDEXES) {
    await db.run(sql.raw(`CREATE ${unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS \`${name}\` ON \`${table}\` (${column(columns)})`))
  }
}

/** The tables go, children first; the columns of the locks' table stay (SQLite cannot drop a column with a foreign key), empty. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const [name] of INDEXES.filter(([, table]) => table === 'payload_locked_documents_rels')) await db.run(sql.raw(`DROP INDEX IF EXISTS \`${name}\``))
  for (const statement of [...TABLES].reverse()) {
    const table = /`(\w+)`/.exec(statement)![1]
    await db.run(sql.raw(`DROP TABLE IF EXISTS \`${table}\``))
  }
}
