import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'
import { rebuildingTables, remakeTable } from './0002_ids_never_reused'

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

/** Undoes a migration's tables (`CREATE TABLE` statements, in the order made): their columns in the document locks'
 * table first (a foreign key naming a table no longer there makes SQLite refuse every later write to the locks), then
 * the tables, children first. */
export async function dropTables(db: Db, tables: readonly string[], lockColumns: readonly Column[]): Promise<void> {
  await dropColumns(db, lockColumns)
  for (const statement of [...tables].reverse()) await db.run(sql.raw(`DROP TABLE IF EXISTS \`${/`(\w+)`/.exec(statement)![1]}\``))
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await addMissingColumns(db)
}

/** Drops each of the columns a table has, with their indexes. SQLite cannot drop a column with a foreign key: a table
 * with one is made again without them (`remakeTable`). */
export async function dropColumns(db: Db, columns: readonly Column[] = ADDED_COLUMNS): Promise<void> {
  for (const table of new Set(columns.map((c) => c.table))) {
    const present = new Set((await db.all<{ name: string }>(sql`SELECT name FROM pragma_table_info(${table})`)).map((c) => c.name))
    const dropped = new Set(columns.filter((c) => c.table === table && present.has(c.column)).map((c) => c.column))
    if (!dropped.size) continue
    const entries = await db.all<{ type: string; sql: string | null }>(sql`SELECT type, sql FROM sqlite_master WHERE tbl_name = ${table} AND sql IS NOT NULL`)
    const naming = (statement: string) => [...dropped].some((column) => statement.includes(`\`${column}\``))
    const indexes = entries.filter((e) => e.type === 'index').map((e) => e.sql!)
    for (const index of indexes.filter(naming)) await db.run(sql.raw(index.replace(/^CREATE (UNIQUE )?INDEX/, 'DROP INDEX IF EXISTS').replace(/ ON [\s\S]*$/, '')))
    const references = await db.all<{ from: string }>(sql`SELECT "from" FROM pragma_foreign_key_list(${table})`)
    if (!references.some((r) => dropped.has(r.from))) {
      for (const column of dropped) await db.run(sql.raw(`ALTER TABLE \`${table}\` DROP COLUMN \`${column}\``))
      continue
    }
    const definition = entries.find((e) => e.type === 'table')!.sql!
    const kept = indexes.filter((index) => !naming(index))
    await rebuildingTables(db, () => remakeTable(db, table, { table: withoutColumns(definition, dropped), indexes: kept }))
  }
}

/** A `CREATE TABLE` statement without the definitions and foreign keys of `columns`. */
function withoutColumns(definition: string, columns: ReadonlySet<string>): string {
  const open = definition.indexOf('(')
  const parts: string[] = []
  let [depth, from] = [0, open + 1]
  for (let i = from; i < definition.lastIndexOf(')'); i++) {
    if (definition[i] === '(') depth++
    else if (definition[i] === ')') depth--
    else if (definition[i] === ',' && depth === 0) [parts[parts.length], from] = [definition.slice(from, i), i + 1]
  }
  parts.push(definition.slice(from, definition.lastIndexOf(')')))
  const subject = (part: string) => /^\s*(?:FOREIGN KEY\s*\(\s*)?[`"[]?(\w+)/i.exec(part)?.[1] ?? ''
  return `${definition.slice(0, open)}(${parts.filter((part) => !columns.has(subject(part))).join(',')})`
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await dropColumns(db)
}
