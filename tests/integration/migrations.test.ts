import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from '@payloadcms/db-sqlite'
import type { SQL } from '@payloadcms/db-sqlite/drizzle'
import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql'
import { SQLiteSyncDialect } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import type { Payload } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'
import { migrations } from '../../cms/migrations'
import * as baseline from '../../cms/migrations/0001_baseline'
import { autoincrementEveryKey } from '../../cms/migrations/0002_ids_never_reused'
import { addShareSize } from '../../cms/migrations/0003_share_image_size'
import * as consents from '../../cms/migrations/0004_consents'
import { ADDED_COLUMNS, addMissingColumns } from '../../cms/migrations/0005_confirmed_addresses'
import { addDocumentDrafts } from '../../cms/migrations/0006_document_drafts'
import { SESSION_DEVICE_COLUMNS } from '../../cms/migrations/0008_session_devices'
import * as portal from '../../cms/migrations/0010_cabinet_documents_messages'
import * as detailCorrections from '../../cms/migrations/0011_detail_corrections'
import * as releases from '../../cms/migrations/0012_releases'
import * as passkeys from '../../cms/migrations/0013_passkeys'
import { libsqlClient } from '../../scripts/lib/backupArchive.mjs'
import { copyTemplate } from '../template/index.mjs'
import { bootTestPayload, mongoTestURI, type TestCms } from './payload'

// Ids are never handed out again on SQLite: every integer key is AUTOINCREMENT in a database the
// baseline makes, and the migration after it brings a database an older baseline made (without
// AUTOINCREMENT) to the same, keeping its rows, indexes, triggers and foreign keys.

type Db = Parameters<typeof autoincrementEveryKey>[0]

const tmp = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'veltrana-ids-')), 'test.db')

async function tablesWithoutAutoincrement(db: Db): Promise<string[]> {
  const rows = await db.all<{ name: string }>(
    sql`SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%integer PRIMARY KEY%' AND sql NOT LIKE '%AUTOINCREMENT%' ORDER BY name`,
  )
  return rows.map((r) => r.name)
}

/** The first column of a query's rows, through a libsql client. */
async function firstColumn(client: ReturnType<typeof libsqlClient>, query: string): Promise<unknown[]> {
  return (await client.execute(query)).rows.map((row: unknown[]) => row[0])
}

const schemaOf = (db: Db) => db.all<{ type: string; name: string; sql: string }>(sql`SELECT type, name, sql FROM sqlite_master ORDER BY name`)

describe('making the tables of an older database AUTOINCREMENT', () => {
  it('keeps rows, indexes, triggers and foreign keys, and hands no deleted id out again', async () => {
    const client = libsqlClient(tmp())
    const db = drizzle(client)
    await client.executeMultiple(`
      CREATE TABLE parents (\`id\` integer PRIMARY KEY NOT NULL, \`name\` text NOT NULL, \`parent_id\` integer REFERENCES parents(id) ON DELETE SET NULL);
      CREATE UNIQUE INDEX parents_name_idx ON parents (name);
      CREATE TABLE children (
        \`id\` integer PRIMARY KEY NOT NULL, \`parent_id\` integer NOT NULL,
        FOREIGN KEY (\`parent_id\`) REFERENCES \`parents\`(\`id\`) ON UPDATE no action ON DELETE cascade);
      CREATE INDEX children_parent_idx ON children (parent_id);
      CREATE TABLE log (what text);
      CREATE TRIGGER parents_log AFTER INSERT ON parents BEGIN INSERT INTO log VALUES (new.name); END;
      CREATE TABLE items (\`id\` text PRIMARY KEY NOT NULL, \`item_id\` integer);
      INSERT INTO parents (id, name, parent_id) VALUES (1, 'one', NULL), (2, 'two', 1), (3, 'three', 1);
      INSERT INTO children (id, parent_id) VALUES (1, 2), (2, 3), (3, 3);
      INSERT INTO items VALUES ('a', 7);
    `)
    // Without AUTOINCREMENT, SQLite gives the newest deleted row's id to the next row.
    await client.execute('DELETE FROM children WHERE id = 3')
    expect(Number((await client.execute('INSERT INTO children (parent_id) VALUES (2) RETURNING id')).rows[0]!.id)).toBe(3)
    const rowsBefore = [(await client.execute('SELECT * FROM parents')).rows, (await client.execute('SELECT * FROM children')).rows]
    const before = await schemaOf(db)

    expect((await autoincrementEveryKey(db)).sort()).toEqual(['children', 'parents'])

    expect(await tablesWithoutAutoincrement(db)).toEqual([])
    expect([(await client.execute('SELECT * FROM parents')).rows, (await client.execute('SELECT * FROM children')).rows]).toEqual(rowsBefore)
    // The same tables, indexes and trigger, under the same names.
    const after = await schemaOf(db)
    expect(after.filter((e) => e.name !== 'sqlite_sequence').map((e) => [e.type, e.name])).toEqual(before.map((e) => [e.type, e.name]))
    expect(Object.fromEntries((await db.all<{ name: string; seq: number }>(sql`SELECT name, seq FROM sqlite_sequence`)).map((r) => [r.name, r.seq]))).toEqual({
      parents: 3,
      children: 3,
    })
    // Enforced again afterwards: the unique index, the trigger, the foreign keys and their actions.
    expect(Number((await client.execute('PRAGMA foreign_keys')).rows[0]![0])).toBe(1)
    await expect(client.execute("INSERT INTO parents (name) VALUES ('one')")).rejects.toThrow(/UNIQUE/)
    await expect(client.execute('INSERT INTO children (parent_id) VALUES (99)')).rejects.toThrow(/FOREIGN KEY/)
    await client.execute("INSERT INTO parents (name) VALUES ('four')")
    // Copying the rows fired nothing; the trigger fires again for a new row.
    expect(await firstColumn(client, 'SELECT what FROM log')).toEqual(['one', 'two', 'three', 'four'])
    await client.execute('DELETE FROM parents WHERE id = 3')
    expect((await firstColumn(client, 'SELECT id FROM children ORDER BY id')).map(Number)).toEqual([1, 3])
    await client.execute('DELETE FROM parents WHERE id = 1')
    expect((await client.execute('SELECT parent_id FROM parents WHERE id = 2')).rows[0]![0]).toBeNull()

    // The newest row deleted: the next gets a new id.
    await client.execute('DELETE FROM children WHERE id = 3')
    expect(Number((await client.execute('INSERT INTO children (parent_id) VALUES (2) RETURNING id')).rows[0]!.id)).toBe(4)

    // Run again, it finds nothing to do and changes nothing.
    const settled = await schemaOf(db)
    expect(await autoincrementEveryKey(db)).toEqual([])
    expect(await schemaOf(db)).toEqual(settled)
    client.close()
  })

  it('rolls back and leaves the database as it was when a foreign key is broken', async () => {
    const client = libsqlClient(tmp())
    const db = drizzle(client)
    await client.execute('PRAGMA foreign_keys = OFF')
    await client.executeMultiple(`
      CREATE TABLE parents (\`id\` integer PRIMARY KEY NOT NULL);
      CREATE TABLE children (\`id\` integer PRIMARY KEY NOT NULL, \`parent_id\` integer REFERENCES parents(id));
      INSERT INTO children (id, parent_id) VALUES (1, 42);
    `)
    await client.execute('PRAGMA foreign_keys = ON')
    const before = await schemaOf(db)
    await expect(autoincrementEveryKey(db)).rejects.toThrow(/Foreign keys do not hold/)
    expect(await schemaOf(db)).toEqual(before)
    expect(Number((await client.execute('PRAGMA foreign_keys')).rows[0]![0])).toBe(1)
    client.close()
  })
})

/** A `db` for a migration that runs its statements as the first baseline made them: without
 * AUTOINCREMENT (before every integer key was AUTOINCREMENT), without the media's share rendition,
 * with nothing of the consent collections (neither their tables and indexes nor their columns in
 * the locks' table), nothing of deletion requests nor the audit entries' staff role and name, no
 * session's browser, and with documents and events without drafts (no status, no versions, their
 * required fields NOT NULL). It differed in nothing else. */
function asFirstBaseline(db: Db): Db {
  const dialect = new SQLiteSyncDialect()
  const older = (statement: string): string | null => {
    if (/^\s*CREATE (UNIQUE )?(INDEX|TABLE) `[^`]*(consent_(documents|records)|deletion_requests|news_(v_)?rels)/.test(statement)) return null
    return statement
      .split('\n')
      .filter((line) => !/consent_(documents|records)|deletion_requests|`actor_(role|name)`|`user_agent`/.test(line))
      .join('\n')
      .replace(/,(\s*\)\s*;?\s*)$/, '$1')
      .replace(/ AUTOINCREMENT/g, '')
      .replace(/,\s*`sizes_share_\w+` \w+/g, '')
      .replace(/^CREATE INDEX `media_sizes_share_[^;]*;$/, 'SELECT 1;')
      .replace(/^CREATE (?:UNIQUE )?(?:TABLE|INDEX) `(?:_documents_v|_events_v|documents__status|events__status)\w*`[\s\S]*$/, 'SELECT 1;')
      .replace(/^(CREATE TABLE `(?:documents|events)` [\s\S]*?),\s*`_status` text DEFAULT 'draft'/, '$1')
      .replace(/^(CREATE TABLE `documents` [\s\S]*?`kind` text)/, '$1 NOT NULL')
      .replace(/^(CREATE TABLE `documents_locales` [\s\S]*?`title` text)/, '$1 NOT NULL')
  }
  return {
    run: (query: SQL) => {
      const statement = older(dialect.sqlToQuery(query).sql)
      return statement === null ? Promise.resolve() : db.run(sql.raw(statement))
    },
  } as unknown as Db
}

const consentTables = (db: Db) =>
  db.all<{ name: string }>(
    sql`SELECT name FROM sqlite_master WHERE name LIKE '%consent_documents%' OR name LIKE '%consent_records%' OR sql LIKE '%consent_documents%' OR sql LIKE '%consent_records%' ORDER BY name`,
  )

const mediaColumns = async (db: Db) => (await db.all<{ name: string }>(sql`SELECT name FROM pragma_table_info('media')`)).map((c) => c.name)

describe.skipIf(Boolean(mongoTestURI()))('the migrations at start', () => {
  let cms: TestCms | undefined
  afterAll(async () => cms?.close())

  it('leave nothing to do on a database the baseline made', async () => {
    const migrated = await templateDb()
    try {
      expect(await addMissingColumns(migrated.db)).toEqual([])
      expect(await addMissingColumns(migrated.db, SESSION_DEVICE_COLUMNS)).toEqual([])
    } finally {
      migrated.close()
    }
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'veltrana-ids-'))
    await copyTemplate('migrated', dataDir)
    const client = libsqlClient(path.join(dataDir, 'veltrana.db'))
    try {
      const db = drizzle(client)
      expect(await tablesWithoutAutoincrement(db)).toEqual([])
      const before = await schemaOf(db)
      expect(await autoincrementEveryKey(db)).toEqual([])
      expect(await addShareSize(db)).toEqual([])
      await consents.up({ db, payload: undefined as never, req: undefined as never })
      expect(await addDocumentDrafts(db)).toBe(false)
      await portal.up({ db, payload: undefined as never, req: undefined as never })
      await detailCorrections.up({ db, payload: undefined as never, req: undefined as never })
      await releases.up({ db, payload: undefined as never, req: undefined as never })
      await passkeys.up({ db, payload: undefined as never, req: undefined as never })
      expect(await schemaOf(db)).toEqual(before)
    } finally {
      client.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('run only the migrations after it on a database that ran the older baseline: ids are not handed out again, the share rendition and the consent tables are made', async () => {
    cms = await bootTestPayload({
      database: async (dataDir) => {
        const client = libsqlClient(path.join(dataDir, 'veltrana.db'))
        await baseline.up({ db: asFirstBaseline(drizzle(client)), payload: undefined as never, req: undefined as never })
        await client.executeMultiple(`
          INSERT INTO payload_migrations (name, batch) VALUES ('0001_baseline', 1);
          INSERT INTO shared_counters (key, count) VALUES ('news-alert:41', 1), ('updates:203.0.113.9', 2);
          INSERT INTO document_files (id, filename, mime_type, filesize) VALUES (7, 'older-report.pdf', 'application/pdf', 100);
          INSERT INTO documents (id, kind, year, period, date, file_en_id) VALUES (5, 'annualReport', 2024, 'year', '2025-03-01T00:00:00.000Z', 7);
          INSERT INTO documents_locales (title, _locale, _parent_id) VALUES ('Older annual report', 'en', 5);
          INSERT INTO events (id, kind, start, start_tz, "end", end_tz) VALUES (3, 'results', '2025-03-01T08:00:00.000Z', 'UTC', '2025-03-01T09:00:00.000Z', 'UTC');
          INSERT INTO events_locales (title, _locale, _parent_id) VALUES ('Older results call', 'en', 3);
          INSERT INTO events_rels ("order", parent_id, path, documents_id) VALUES (1, 3, 'documents', 5);
        `)
        expect(await tablesWithoutAutoincrement(drizzle(client))).not.toEqual([])
        expect(await consentTables(drizzle(client))).toEqual([])
        expect(await mediaColumns(drizzle(client))).not.toContain('sizes_share_url')
        client.close()
      },
    })
    const payload: Payload = cms.payload
    const db = payload.db.drizzle as unknown as Db
    expect(await tablesWithoutAutoincrement(db)).toEqual([])
    const ran = await db.all<{ name: string; batch: number }>(sql`SELECT name, batch FROM payload_migrations ORDER BY name`)
    expect(ran.map((m) => [m.name, Number(m.batch)])).toEqual([
      ['0001_baseline', 1],
      ['0002_ids_never_reused', 2],
      ['0003_share_image_size', 2],
      ['0004_consents', 2],
      ['0005_confirmed_addresses', 2],
      ['0006_document_drafts', 2],
      ['0007_data_rights', 2],
      ['0008_session_devices', 2],
      ['0009_enquiry_forms', 2],
      ['0010_cabinet_documents_messages', 2],
      ['0011_detail_corrections', 2],
      ['0012_releases', 2],
      ['0013_passkeys', 2],
    ])
    const auditColumns = (await db.all<{ name: string }>(sql`SELECT name FROM pragma_table_info('audit_log')`)).map((c) => c.name)
    expect(auditColumns).toEqual(expect.arrayContaining(['actor_role', 'actor_name']))
    expect(await db.all(sql`SELECT name FROM sqlite_master WHERE name = 'deletion_requests'`)).toHaveLength(1)
    expect((await db.all<{ name: string }>(sql`SELECT name FROM pragma_table_info('customer_sessions')`)).map((c) => c.name)).toContain('user_agent')
    expect((await db.all<{ name: string }>(sql`SELECT name FROM pragma_table_info('payload_locked_documents_rels')`)).map((c) => c.name)).toContain(
      'detail_corrections_id',
    )
    // Documents and events saved before they had drafts were public: they stay published, with
    // their texts, links and files; a draft may now leave a required field empty.
    const visitor = { overrideAccess: false, locale: 'en', depth: 1 } as const
    const [document] = (await payload.find({ collection: 'documents', ...visitor })).docs
    expect([document?.id, document?.title, document?._status]).toEqual([5, 'Older annual report', 'published'])
    const [event] = (await payload.find({ collection: 'events', ...visitor, depth: 0 })).docs
    expect([event?.title, event?.documents, event?._status]).toEqual(['Older results call', [5], 'published'])
    await payload.create({ collection: 'documents', data: { title: 'Draft', _status: 'draft' } as never, draft: true, overrideAccess: true })
    expect((await payload.create({ collection: 'documents', data: { title: 'Next' } as never, draft: true, overrideAccess: true })).id).toBeGreaterThan(6)
    // The media's share rendition has its columns and index.
    expect(await mediaColumns(db)).toEqual(expect.arrayContaining(['sizes_share_url', 'sizes_share_width', 'sizes_share_height', 'sizes_share_filename']))
    expect(await db.all(sql`SELECT name FROM sqlite_master WHERE name = 'media_sizes_share_sizes_share_filename_idx'`)).toHaveLength(1)
    // The alert counter of an article no longer there goes; other counters stay.
    const keys = (await db.all<{ key: string }>(sql`SELECT key FROM shared_counters`)).map((r) => r.key)
    expect(keys).toContain('updates:203.0.113.9')
    expect(keys).not.toContain('news-alert:41')

    const made = async (email: string) =>
      (await payload.create({ collection: 'subscribers', data: { email, status: 'confirmed', consent: true, topics: ['events'] }, overrideAccess: true })).id
    const first = await made('first@example.org')
    await payload.delete({ collection: 'subscribers', id: first, overrideAccess: true })
    expect(await made('second@example.org')).toBeGreaterThan(first as number)

    // The consent collections work as on a new database: the texts the start published, a record, a lock naming one.
    const freshDir = fs.mkdtempSync(path.join(os.tmpdir(), 'veltrana-ids-'))
    await copyTemplate('migrated', freshDir)
    const fresh = libsqlClient(path.join(freshDir, 'veltrana.db'))
    try {
      // Each later migration's tables, indexes and lock columns (by name, and for releases by their
      // statements too), as the baseline makes them on a new database; none is missing.
      const [migrated, made] = [await schemaOf(db), await schemaOf(drizzle(fresh))]
      const named =
        (pattern: RegExp, withSql = false) =>
        (entries: typeof made) =>
          entries.filter((e) => pattern.test(`${e.name} ${e.sql}`)).map((e) => [e.type, e.name, ...(withSql ? [e.sql.replace(/\s+/g, ' ')] : [])])
      for (const pick of [
        named(/consent_(documents|records)|\bforms|form_submissions|blocks_(form|ir_contact)/),
        named(/customer_(documents|threads|messages)/),
        named(/detail_corrections/),
        named(/news_(v_)?rels/, true),
        named(/customer_passkeys|passkey_challenges/),
      ]) {
        expect(pick(made)).not.toEqual([])
        expect(pick(migrated)).toEqual(pick(made))
      }
      // The notices of corrected details, column for column.
      const columns = (d: Db, table: string) => d.all(sql`SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info(${table})`)
      for (const table of ['detail_corrections', 'detail_corrections_fields']) expect(await columns(db, table)).toEqual(await columns(drizzle(fresh), table))
    } finally {
      fresh.close()
      fs.rmSync(freshDir, { recursive: true, force: true })
    }
    const texts = await payload.find({ collection: 'consent-documents', where: { published: { equals: true } }, sort: 'purpose', overrideAccess: true })
    expect(texts.docs.map((d) => [d.purpose, d.version])).toEqual([
      ['cabinet', 1],
      ['enquiries', 1],
      ['updates', 1],
    ])
    const record = await payload.create({
      collection: 'consent-records',
      data: {
        action: 'given',
        purpose: 'updates',
        version: 1,
        document: texts.docs[2]!.id,
        email: 'second@example.org',
        language: 'en',
        at: new Date().toISOString(),
        key: 'given:migrated',
      },
      overrideAccess: true,
    })
    expect(record.id).toBeTruthy()
    // Two databases opened and an older one migrated: slow on a busy machine.
  }, 180_000)

  it('give a database made before confirmed addresses their columns, every customer there confirmed, as the baseline makes them', async () => {
    const [fresh, older] = [await templateDb(), await templateDb()]
    try {
      const columnsOf = async (db: Db, table: string) =>
        (
          await db.all<{ name: string; type: string; dflt_value: string | null }>(
            sql`SELECT name, type, dflt_value FROM pragma_table_info(${table}) ORDER BY name`,
          )
        ).map((c) => `${c.name} ${c.type} ${c.dflt_value}`)
      for (const { table, column } of ADDED_COLUMNS) await older.db.run(sql.raw(`ALTER TABLE \`${table}\` DROP COLUMN \`${column}\``))
      await older.db.run(sql`
      INSERT INTO customers (first_name, last_name, email, phone, address, password_hash)
      VALUES ('Анна', 'Петрова', 'before@example.org', '79123456789', 'Москва', 'x')`)

      expect(await addMissingColumns(older.db)).toEqual(ADDED_COLUMNS.map((c) => `${c.table}.${c.column}`))
      for (const table of ['customers', 'customer_sessions']) expect(await columnsOf(older.db, table)).toEqual(await columnsOf(fresh.db, table))
      expect(await older.db.all(sql`SELECT email, email_confirmed FROM customers`)).toEqual([{ email: 'before@example.org', email_confirmed: 1 }])
      expect(await addMissingColumns(older.db)).toEqual([])
    } finally {
      fresh.close()
      older.close()
    }
  })
})

/** The tables each migration after the baseline adds to a database made before it, which its down takes away again. */
const ADDED_TABLES: Record<string, string[]> = {
  '0004_consents': ['consent_documents', 'consent_documents_locales', 'consent_records'],
  '0006_document_drafts': ['_documents_v', '_documents_v_locales', '_events_v', '_events_v_locales', '_events_v_rels'],
  '0007_data_rights': ['deletion_requests'],
  '0009_enquiry_forms': [
    ...['pages_blocks', '_pages_v_blocks'].flatMap((p) => ['ir_contact', 'form'].flatMap((b) => [`${p}_${b}`, `${p}_${b}_locales`])),
    ...['checkbox', 'email', 'message', 'select_options', 'select', 'text', 'textarea'].flatMap((b) => [`forms_blocks_${b}`, `forms_blocks_${b}_locales`]),
    ...['forms_recipients', 'forms', 'forms_locales', 'form_submissions_submission_data', 'form_submissions'],
  ],
  '0010_cabinet_documents_messages': ['customer_documents', 'customer_documents_locales', 'customer_threads', 'customer_messages'],
  '0011_detail_corrections': ['detail_corrections', 'detail_corrections_fields'],
  '0012_releases': ['news_rels', '_news_v_rels'],
  '0013_passkeys': ['customer_passkeys', 'passkey_challenges'],
}

/** Each table with its columns and the names of its indexes, in no particular order: a column a down dropped and an up
 * added again comes back last. */
async function shapeOf(db: Db): Promise<Record<string, { columns: string[]; indexes: string[] }>> {
  const tables = await db.all<{ name: string }>(sql`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`)
  const shape: Record<string, { columns: string[]; indexes: string[] }> = {}
  for (const { name } of tables) {
    const columns = await db.all<{ name: string; type: string; notnull: number }>(sql`SELECT name, type, "notnull" FROM pragma_table_info(${name})`)
    const indexes = await db.all<{ name: string }>(sql`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ${name} AND sql IS NOT NULL`)
    shape[name] = {
      columns: columns.map((c) => `${c.name} ${c.type}${Number(c.notnull) ? ' NOT NULL' : ''}`).sort(),
      indexes: indexes.map((i) => i.name).sort(),
    }
  }
  return shape
}

/** Foreign keys naming a table that is not there: SQLite refuses every write to their table while they stand. */
async function danglingReferences(db: Db): Promise<string[]> {
  return (
    await db.all<{ tbl: string; target: string }>(sql`
      SELECT m.name AS tbl, f."table" AS target FROM sqlite_master m, pragma_foreign_key_list(m.name) f
      WHERE m.type = 'table' AND f."table" NOT IN (SELECT name FROM sqlite_master WHERE type = 'table')`)
  ).map((r) => `${r.tbl} → ${r.target}`)
}

describe.skipIf(Boolean(mongoTestURI()))('every migration down and up again', () => {
  it('takes away what each migration added, in reverse order back to the baseline, leaves every table writable, and the ups make it all again', async () => {
    const client = libsqlClient(tmp())
    const db = drizzle(client)
    const args = { db, payload: undefined as never, req: undefined as never }
    try {
      // As Payload opens it; without waiting for the disk on every statement, since the file is thrown away.
      await db.run(sql`PRAGMA foreign_keys = ON`)
      await db.run(sql`PRAGMA synchronous = OFF`)
      for (const migration of migrations) await migration.up(args)
      const full = await shapeOf(db)
      for (const tables of Object.values(ADDED_TABLES)) expect(Object.keys(full)).toEqual(expect.arrayContaining(tables))

      for (const migration of migrations.slice(1).reverse()) {
        const before = Object.keys(await shapeOf(db))
        await migration.down(args)
        const after = Object.keys(await shapeOf(db))
        expect([migration.name, before.filter((t) => !after.includes(t)).sort()]).toEqual([migration.name, [...(ADDED_TABLES[migration.name] ?? [])].sort()])
        expect([migration.name, await danglingReferences(db)]).toEqual([migration.name, []])
        // A document lock, as the admin writes one on opening any document.
        await db.run(sql`INSERT INTO payload_locked_documents (global_slug) VALUES (${migration.name})`)
        await db.run(sql`INSERT INTO payload_locked_documents_rels (parent_id, path) SELECT max(id), 'document' FROM payload_locked_documents`)
        await db.run(sql`DELETE FROM payload_locked_documents`)
      }
      // Back at the baseline as it first was: the columns the later migrations add are gone too.
      const media = (await shapeOf(db)).media!.columns.join(' ')
      expect(media).not.toContain('sizes_share')

      for (const migration of migrations.slice(1)) await migration.up(args)
      expect(await shapeOf(db)).toEqual(full)
      expect(await db.all(sql`PRAGMA foreign_key_check`)).toEqual([])
    } finally {
      client.close()
    }
  }, 120_000)
})

/** A copy of the migrated template, opened, removed when the test is done with it. */
async function templateDb() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'veltrana-columns-'))
  await copyTemplate('migrated', dataDir)
  const client = libsqlClient(path.join(dataDir, 'veltrana.db'))
  return {
    db: drizzle(client) as unknown as Db,
    close: () => {
      client.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
