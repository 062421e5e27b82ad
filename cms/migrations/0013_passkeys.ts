import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'
import { addMissingColumns, type Column, createIndexes, dropTables, type Index, lockColumn } from './0005_confirmed_addresses'

// Brings a database made before passkeys to the schema the baseline now makes: the customers' passkeys, the challenges
// of their ceremonies, and their columns in the document locks' table. Every statement checks first, so on a database
// the current baseline made it does nothing.

const TABLES = [
  `CREATE TABLE IF NOT EXISTS \`customer_passkeys\` (
  \`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  \`customer_id\` integer NOT NULL,
  \`credential_id\` text NOT NULL,
  \`public_key\` text NOT NULL,
  \`counter\` numeric DEFAULT 0 NOT NULL,
  \`transports\` text,
  \`browser\` text,
  \`system\` text,
  \`last_used_at\` text,
  \`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  \`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `,
  `CREATE TABLE IF NOT EXISTS \`passkey_challenges\` (
  \`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  \`challenge\` text NOT NULL,
  \`purpose\` text NOT NULL,
  \`customer_id\` integer,
  \`expires_at\` text NOT NULL,
  \`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  \`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `,
]

const INDEXES: Index[] = [
  ['customer_passkeys_customer_idx', 'customer_passkeys', 'customer_id', false],
  ['customer_passkeys_credential_id_idx', 'customer_passkeys', 'credential_id', true],
  ['customer_passkeys_updated_at_idx', 'customer_passkeys', 'updated_at', false],
  ['customer_passkeys_created_at_idx', 'customer_passkeys', 'created_at', false],
  ['passkey_challenges_challenge_idx', 'passkey_challenges', 'challenge', true],
  ['passkey_challenges_customer_idx', 'passkey_challenges', 'customer_id', false],
  ['passkey_challenges_expires_at_idx', 'passkey_challenges', 'expires_at', false],
  ['passkey_challenges_updated_at_idx', 'passkey_challenges', 'updated_at', false],
  ['passkey_challenges_created_at_idx', 'passkey_challenges', 'created_at', false],
  ['payload_locked_documents_rels_customer_passkeys_id_idx', 'payload_locked_documents_rels', 'customer_passkeys_id', false],
  ['payload_locked_documents_rels_passkey_challenges_id_idx', 'payload_locked_documents_rels', 'passkey_challenges_id', false],
]

const LOCK_COLUMNS: Column[] = [
  lockColumn('customer_passkeys_id', 'customer_passkeys'),
  lockColumn('passkey_challenges_id', 'passkey_challenges'),
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
