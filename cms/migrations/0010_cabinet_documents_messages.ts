import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'
import { addMissingColumns, type Column, createIndexes, dropTables, type Index, lockColumn } from './0005_confirmed_addresses'

// Brings a database made before the customer portal (customers' documents, their conversations
// with back office) to the schema the baseline now makes: the tables of its collections and their
// columns in the document locks' table. Every statement checks first, so on a database the current
// baseline made it does nothing.

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
  `CREATE TABLE IF NOT EXISTS \`customer_threads\` (
  \`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  \`customer_id\` integer NOT NULL,
  \`type\` text DEFAULT 'question' NOT NULL,
  \`status\` text DEFAULT 'new' NOT NULL,
  \`assignee_id\` integer,
  \`last_message_at\` text,
  \`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  \`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  FOREIGN KEY (\`assignee_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `,
  `CREATE TABLE IF NOT EXISTS \`customer_messages\` (
  \`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  \`thread_id\` integer NOT NULL,
  \`body\` text NOT NULL,
  \`customer_id\` integer,
  \`author\` text,
  \`staff_author_id\` integer,
  \`read_at\` text,
  \`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  \`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  FOREIGN KEY (\`thread_id\`) REFERENCES \`customer_threads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  FOREIGN KEY (\`staff_author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `,
]

const INDEXES: Index[] = [
  ['customer_documents_customer_idx', 'customer_documents', 'customer_id', false],
  ['customer_documents_updated_at_idx', 'customer_documents', 'updated_at', false],
  ['customer_documents_created_at_idx', 'customer_documents', 'created_at', false],
  ['customer_documents_filename_idx', 'customer_documents', 'filename', true],
  ['customer_documents_locales_locale_parent_id_unique', 'customer_documents_locales', '`_locale`,`_parent_id`', true],
  ['customer_threads_customer_idx', 'customer_threads', 'customer_id', false],
  ['customer_threads_type_idx', 'customer_threads', 'type', false],
  ['customer_threads_status_idx', 'customer_threads', 'status', false],
  ['customer_threads_assignee_idx', 'customer_threads', 'assignee_id', false],
  ['customer_threads_last_message_at_idx', 'customer_threads', 'last_message_at', false],
  ['customer_threads_updated_at_idx', 'customer_threads', 'updated_at', false],
  ['customer_threads_created_at_idx', 'customer_threads', 'created_at', false],
  ['customer_messages_thread_idx', 'customer_messages', 'thread_id', false],
  ['customer_messages_customer_idx', 'customer_messages', 'customer_id', false],
  ['customer_messages_author_idx', 'customer_messages', 'author', false],
  ['customer_messages_staff_author_idx', 'customer_messages', 'staff_author_id', false],
  ['customer_messages_read_at_idx', 'customer_messages', 'read_at', false],
  ['customer_messages_updated_at_idx', 'customer_messages', 'updated_at', false],
  ['customer_messages_created_at_idx', 'customer_messages', 'created_at', false],
  ['payload_locked_documents_rels_customer_documents_id_idx', 'payload_locked_documents_rels', 'customer_documents_id', false],
  ['payload_locked_documents_rels_customer_threads_id_idx', 'payload_locked_documents_rels', 'customer_threads_id', false],
  ['payload_locked_documents_rels_customer_messages_id_idx', 'payload_locked_documents_rels', 'customer_messages_id', false],
]

const LOCK_COLUMNS: Column[] = [
  lockColumn('customer_documents_id', 'customer_documents'),
  lockColumn('customer_threads_id', 'customer_threads'),
  lockColumn('customer_messages_id', 'customer_messages'),
]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const statement of TABLES) await db.run(sql.raw(statement))
  await addMissingColumns(db, LOCK_COLUMNS)
  await createIndexes(db, INDEXES)
}

/** The tables go, children first, with their columns in the locks' table. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await dropTables(db, TABLES, LOCK_COLUMNS)
}
