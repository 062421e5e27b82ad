import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

// Brings a database made by a baseline without AUTOINCREMENT to the rule the baseline now follows:
// every integer primary key is AUTOINCREMENT, so SQLite never hands a deleted row's id out again.
// SQLite cannot alter a column into AUTOINCREMENT: each such table is made again (SQLite's own
// procedure for a table change: a new table from the stored definition, the rows copied, the old
// table dropped, the new one renamed, its indexes and triggers made again), with foreign keys off,
// so that dropping the old table neither cascades to nor refuses the rows pointing at it, and
// checked after. On a database the current baseline made it finds nothing to do.

type Db = MigrateUpArgs['db']
type Entry = { type: string; name: string; tbl_name: string; sql: string | null }

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`

/** The `id integer PRIMARY KEY` (any quoting) of a stored table definition, unless AUTOINCREMENT already. */
const INTEGER_KEY = /((?<!\w)[`"[]?id[`"\]]?\s+integer\s+PRIMARY\s+KEY)(?!\s+AUTOINCREMENT)/i

/** The stored definition with AUTOINCREMENT on its key and `name` as its name; null when it needs none. */
export function withAutoincrement(definition: string, name: string): string | null {
  if (!INTEGER_KEY.test(definition)) return null
  const body = definition.slice(definition.indexOf('('))
  return `CREATE TABLE ${quote(name)} ${body.replace(INTEGER_KEY, '$1 AUTOINCREMENT')}`
}

/** Makes every table whose integer key lacks AUTOINCREMENT again with it, next ids above every id in use; the tables made. */
export async function autoincrementEveryKey(db: Db): Promise<string[]> {
  const entries = await db.all<Entry>(sql`SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'`)
  const tables = entries.filter((e) => e.type === 'table' && e.sql && withAutoincrement(e.sql, e.name))
  if (!tables.length) return []
  await rebuildingTables(db, async () => {
    for (const table of tables) await rebuild(db, table, entries)
  })
  return tables.map((t) => t.name)
}

/** Runs `work` (tables made again) in one transaction with foreign keys off, so that dropping an
 * old table neither cascades to nor refuses the rows pointing at it; they are checked after, and
 * the whole is rolled back unless they hold. */
export async function rebuildingTables(db: Db, work: () => Promise<void>): Promise<void> {
  // SQLite ignores this inside a transaction; the migration must not run in one.
  await db.run(sql`PRAGMA foreign_keys = OFF`)
  const [{ foreign_keys: enforced } = { foreign_keys: 1 }] = await db.all<{ foreign_keys: number }>(sql`PRAGMA foreign_keys`)
  try {
    if (Number(enforced)) throw new Error('Cannot turn foreign keys off: the migration runs inside a transaction')
    await db.run(sql`BEGIN IMMEDIATE`)
    try {
      await work()
      const violations = await db.all(sql`PRAGMA foreign_key_check`)
      if (violations.length) throw new Error(`Foreign keys do not hold after the rebuild: ${JSON.stringify(violations.slice(0, 5))}`)
      await db.run(sql`COMMIT`)
    } catch (error) {
      // SQLite may have rolled back already (a full disk, say); the error that stopped it is the one to report.
      await db.run(sql`ROLLBACK`).catch(() => undefined)
      throw error
    }
  } finally {
    await db.run(sql`PRAGMA foreign_keys = ON`)
  }
}

const columnsOf = async (db: Db, table: string) => (await db.all<{ name: string }>(sql`SELECT name FROM pragma_table_info(${table})`)).map((c) => c.name)

/** Makes `name` again from a new definition (`CREATE TABLE` naming it), inside `rebuildingTables`: the rows of the
 * columns both have copied, its `indexes` made again, and its next id kept (AUTOINCREMENT never hands out a deleted
 * row's id again). */
export async function remakeTable(db: Db, name: string, { table, indexes }: { table: string; indexes: readonly string[] }): Promise<void> {
  const fresh = `${name}__remade`
  const [{ seq } = { seq: null }] = await db.all<{ seq: number | null }>(sql`SELECT seq FROM sqlite_sequence WHERE name = ${name}`)
  await db.run(sql.raw(table.replace(new RegExp(`[\`"]${name}[\`"]`), quote(fresh))))
  const kept = new Set(await columnsOf(db, fresh))
  const columns = (await columnsOf(db, name)).filter((column) => kept.has(column)).map(quote).join(', ')
  await db.run(sql.raw(`INSERT INTO ${quote(fresh)} (${columns}) SELECT ${columns} FROM ${quote(name)}`))
  await db.run(sql.raw(`DROP TABLE ${quote(name)}`))
  await db.run(sql.raw(`ALTER TABLE ${quote(fresh)} RENAME TO ${quote(name)}`))
  for (const index of indexes) await db.run(sql.raw(index))
  if (seq !== null) await db.run(sql`UPDATE sqlite_sequence SET seq = max(seq, ${seq}) WHERE name = ${name}`)
}

async function rebuild(db: Db, table: Entry, entries: Entry[]): Promise<void> {
  const fresh = `${table.name}__autoincrement`
  const columns = (await db.all<{ name: string }>(sql`SELECT name FROM pragma_table_info(${table.name})`)).map((c) => quote(c.name)).join(', ')
  await db.run(sql.raw(withAutoincrement(table.sql!, fresh)!))
  await db.run(sql.raw(`INSERT INTO ${quote(fresh)} (${columns}) SELECT ${columns} FROM ${quote(table.name)}`))
  await db.run(sql.raw(`DROP TABLE ${quote(table.name)}`))
  await db.run(sql.raw(`ALTER TABLE ${quote(fresh)} RENAME TO ${quote(table.name)}`))
  // Dropping the table dropped these; automatic indexes (of UNIQUE and PRIMARY KEY) have no SQL and come with the table.
  const own = entries.filter((e) => (e.type === 'index' || e.type === 'trigger') && e.sql && e.tbl_name === table.name)
  for (const entry of own) await db.run(sql.raw(entry.sql!))
  // The next id is above every id in use.
  await db.run(sql`DELETE FROM sqlite_sequence WHERE name = ${table.name}`)
  await db.run(sql`INSERT INTO sqlite_sequence (name, seq) SELECT ${table.name}, coalesce(max(id), 0) FROM ${sql.identifier(table.name)}`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await autoincrementEveryKey(db)
  // Alert-once counters of articles deleted before now: their ids could have been handed out again.
  await db.run(sql`
    DELETE FROM shared_counters
    WHERE substr(key, 1, 11) = 'news-alert:' AND substr(key, 12) NOT IN (SELECT CAST(id AS TEXT) FROM news)`)
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Nothing to undo: AUTOINCREMENT only stops ids being handed out again.
}
