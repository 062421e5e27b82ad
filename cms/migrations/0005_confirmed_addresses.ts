import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

// Brings a database made before customers' addresses were confirmed, and before a session could be held to a password
// change, to the baseline's columns. Every customer already there counts as confirmed (the column's default fills the
// rows it finds): they were sent their security notices before, and nobody stops hearing about their account without a
// word (features/cabinet/addressConfirmation.ts). On a database the baseline made the columns are there: nothing to do.

type Db = MigrateUpArgs['db']

/** The columns, as the baseline makes them. */
export const ADDED_COLUMNS = [
  { table: 'customers', column: 'email_confirmed', definition: 'integer DEFAULT true' },
  { table: 'customers', column: 'confirm_nonce', definition: 'text' },
  { table: 'customers', column: 'confirm_expires_at', definition: 'text' },
  { table: 'customer_sessions', column: 'password_change_required', definition: 'integer DEFAULT false' },
] as const

const has = async (db: Db, table: string, column: string) =>
  (await db.all<{ name: string }>(sql`SELECT name FROM pragma_table_info(${table})`)).some((c) => c.name === column)

export type Column = { table: string; column: string; definition: string }

/** A column of the document locks' table naming a document of `target`, as Payload makes one for each collection. */
export const lockColumn = (column: string, target: string): Column => ({
  table: 'payload_locked_documents_rels',
  column,
  definition: `integer REFERENCES \`${target}\`(\`id\`) ON UPDATE no action ON DELETE cascade`,
})

/** Adds each column a table lacks; the columns added, as `table.column`. */
export async function addMissingColumns(db: Db, columns: readonly Column[] = ADDED_COLUMNS): Promise<string[]> {
  const added: string[] = []
  for (const { table, column, definition } of columns) {
    if (await has(db, table, column)) continue
    await db.run(sql.raw(`ALTER TABLE \`${table}\` ADD \`${column}\` ${definition}`))
    added.push(`${table}.${column}`)
  }
  return added
}

/** An index as the baseline makes it: name, table, column (or a list of columns already quoted), whether unique. */
export type Index = readonly [name: string, table: string, columns: string, unique?: boolean]

/** Makes each index a table lacks. */
export async function createIndexes(db: Db, indexes: readonly Index[]): Promise<void> {
  for (const [name, table, columns, unique] of indexes) {
    const on = columns.includes('`') ? columns : `\`${columns}\``
    await db.run(sql.raw(`CREATE ${unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS \`${name}\` ON \`${table}\` (${on})`))
  }
}

/** Undoes a migration's tables (`CREATE TABLE` statements, in the order made): its indexes on the document locks'
 * table, then the tables, children first. The locks' columns stay: SQLite cannot drop a column with a foreign key. */
export async function dropTables(db: Db, tables: readonly string[], indexes: readonly Index[]): Promise<void> {
  for (const [name, table] of indexes) if (table === 'payload_locked_documents_rels') await db.run(sql.raw(`DROP INDEX IF EXISTS \`${name}\``))
  for (const statement of [...tables].reverse()) await db.run(sql.raw(`DROP TABLE IF EXISTS \`${/`(\w+)`/.exec(statement)![1]}\``))
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await addMissingColumns(db)
}

/** Drops each of the columns a table has. */
export async function dropColumns(db: Db, columns: readonly Column[] = ADDED_COLUMNS): Promise<void> {
  for (const { table, column } of columns) if (await has(db, table, column)) await db.run(sql.raw(`ALTER TABLE \`${table}\` DROP COLUMN \`${column}\``))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await dropColumns(db)
}
