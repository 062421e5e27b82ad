import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

// Brings a database made before results releases (a news article naming the documents and events
// published with it) to the schema the baseline now makes: the relation tables of news and of its
// versions. Every statement checks first, so on a database the current baseline made it does nothing.

const relsTable = (name: string, parent: string) => `CREATE TABLE IF NOT EXISTS \`${name}\` (
  \`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  \`order\` integer,
  \`parent_id\` integer NOT NULL,
  \`path\` text NOT NULL,
  \`documents_id\` integer,
  \`events_id\` integer,
  FOREIGN KEY (\`parent_id\`) REFERENCES \`${parent}\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `

/** [table, its parent] */
export const RELEASE_TABLES: [string, string][] = [
  ['news_rels', 'news'],
  ['_news_v_rels', '_news_v'],
]

/** [index, column] of each table, as `<table>_<index>_idx`. */
const INDEXES: [string, string][] = [
  ['order', 'order'],
  ['parent', 'parent_id'],
  ['path', 'path'],
  ['documents_id', 'documents_id'],
  ['events_id', 'events_id'],
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const [table, parent] of RELEASE_TABLES) {
    await db.run(sql.raw(relsTable(table, parent)))
    for (const [index, column] of INDEXES) await db.run(sql.raw(`CREATE INDEX IF NOT EXISTS \`${table}_${index}_idx\` ON \`${table}\` (\`${column}\`)`))
  }
}

/** The tables go, with what articles named in their releases. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const [table] of [...RELEASE_TABLES].reverse()) await db.run(sql.raw(`DROP TABLE IF EXISTS \`${table}\``))
}
