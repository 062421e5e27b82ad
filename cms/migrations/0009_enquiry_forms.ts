import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-sqlite'
import { addMissingColumns, type Column, dropTables, lockColumn } from './0005_confirmed_addresses'

// Brings a database made before enquiry forms to the schema the baseline now makes: the form builder's tables (forms,
// their field blocks and recipients; form-submissions and their answers), the page blocks that show a form and the
// investor relations contact (in pages and their versions), and the two columns of the document locks' table. Every
// statement checks first, so on a database the current baseline made it does nothing.

/** Each table as the baseline makes it, in its order. */
const TABLES: [name: string, statement: string][] = [
  [`pages_blocks_ir_contact`, `CREATE TABLE IF NOT EXISTS \`pages_blocks_ir_contact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`email\` text,
  	\`phone\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  )`],
  [`pages_blocks_ir_contact_locales`, `CREATE TABLE IF NOT EXISTS \`pages_blocks_ir_contact_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`name\` text,
  	\`role\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_ir_contact\`(\`id\`) ON UPDATE no action ON DELETE cascade
  )`],
  [`pages_blocks_form`, `CREATE TABLE IF NOT EXISTS \`pages_blocks_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  )`],
  [`pages_blocks_form_locales`, `CREATE TABLE IF NOT EXISTS \`pages_blocks_form_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  )`],
  [`_pages_v_blocks_ir_contact`, `CREATE TABLE IF NOT EXISTS \`_pages_v_blocks_ir_contact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`email\` text,
  	\`phone\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  )`],
  [`_pages_v_blocks_ir_contact_locales`, `CREATE TABLE IF NOT EXISTS \`_pages_v_blocks_ir_contact_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`name\` text,
  	\`role\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_ir_contact\`(\`id\`) ON UPDATE no action ON DELETE cascade
  )`],
  [`_pages_v_blocks_form`, `CREATE TABLE IF NOT EXISTS \`_pages_v_blocks_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`form_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  )`],
  [`_pages_v_blocks_form_locales`, `CREATE TABLE IF NOT EXISTS \`_pages_v_blocks_form_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  )`],
  [`forms_blocks_checkbox`, `CREATE TABLE IF NOT EXISTS \`forms_blocks_checkbox\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`width\` numeric,
  	\`required\` integer,
  	\`default_value\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  )`],
  [`forms_blocks_checkbox_locales`, `CREATE TABLE IF NOT EXISTS \`forms_blocks_checkbox_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_checkbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  )`],
  [`forms_blocks_email`, `CREATE TABLE IF NOT EXISTS \`forms_blocks_email\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`width\` numeric,
  	\`required\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  )`],
  [`forms_blocks_email_locales`, `CREATE TABLE IF NOT EXISTS \`forms_blocks_email_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_email\`(\`id\`) ON UPDATE no action ON DELETE cascade
  )`],
  [`forms_blocks_message`, `CREATE TABLE IF NOT EXISTS \`forms_blocks_message\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  )`],
  [`forms_blocks_message_locales`, `CREATE TABLE IF NOT EXISTS \`forms_blocks_message_locales\` (
  	\`message\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_message\`(\`id\`) ON UPDATE no action ON DELETE cascade
  )`],
  [`forms_blocks_select_options`, `CREATE TABLE IF NOT EXISTS \`forms_blocks_select_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_select\`(\`id\`) ON UPDATE no action ON DELETE cascade
  )`],
  [`forms_blocks_select_options_locales`, `CREATE TABLE IF NOT EXISTS \`forms_blocks_select_options_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_select_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  )`],
  [`forms_blocks_select`, `CREATE TABLE IF NOT EXISTS \`forms_blocks_select\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`width\` numeric,
  	\`placeholder\` text,
  	\`required\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  )`],
  [`forms_blocks_select_locales`, `CREATE TABLE IF NOT EXISTS \`forms_blocks_select_locales\` (
  	\`label\` text,
  	\`default_value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_select\`(\`id\`) ON UPDATE no action ON DELETE cascade
  )`],
  [`forms_blocks_text`, `CREATE TABLE IF NOT EXISTS \`forms_blocks_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`width\` numeric,
  	\`required\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  )`],
  [`forms_blocks_text_locales`, `CREATE TABLE IF NOT EXISTS \`forms_blocks_text_locales\` (
  	\`label\` text,
  	\`default_value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  )`],
  [`forms_blocks_textarea`, `CREATE TABLE IF NOT EXISTS \`forms_blocks_textarea\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`width\` numeric,
  	\`required\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  )`],
  [`forms_blocks_textarea_locales`, `CREATE TABLE IF NOT EXISTS \`forms_blocks_textarea_locales\` (
  	\`label\` text,
  	\`default_value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_textarea\`(\`id\`) ON UPDATE no action ON DELETE cascade
  )`],
  [`forms_recipients`, `CREATE TABLE IF NOT EXISTS \`forms_recipients\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`language\` text DEFAULT 'en' NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  )`],
  [`forms`, `CREATE TABLE IF NOT EXISTS \`forms\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text NOT NULL,
  	\`confirmation_type\` text DEFAULT 'message',
  	\`redirect_url\` text,
  	\`locale_changes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  )`],
  [`forms_locales`, `CREATE TABLE IF NOT EXISTS \`forms_locales\` (
  	\`submit_button_label\` text,
  	\`confirmation_message\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  )`],
  [`form_submissions_submission_data`, `CREATE TABLE IF NOT EXISTS \`form_submissions_submission_data\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  )`],
  [`form_submissions`, `CREATE TABLE IF NOT EXISTS \`form_submissions\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`form_id\` integer NOT NULL,
  	\`language\` text,
  	\`page\` text,
  	\`consent_version\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null
  )`],
]

const INDEXES = [
  `CREATE INDEX IF NOT EXISTS \`pages_blocks_ir_contact_order_idx\` ON \`pages_blocks_ir_contact\` (\`_order\`)`,
  `CREATE INDEX IF NOT EXISTS \`pages_blocks_ir_contact_parent_id_idx\` ON \`pages_blocks_ir_contact\` (\`_parent_id\`)`,
  `CREATE INDEX IF NOT EXISTS \`pages_blocks_ir_contact_path_idx\` ON \`pages_blocks_ir_contact\` (\`_path\`)`,
  `CREATE UNIQUE INDEX IF NOT EXISTS \`pages_blocks_ir_contact_locales_locale_parent_id_unique\` ON \`pages_blocks_ir_contact_locales\` (\`_locale\`,\`_parent_id\`)`,
  `CREATE INDEX IF NOT EXISTS \`pages_blocks_form_order_idx\` ON \`pages_blocks_form\` (\`_order\`)`,
  `CREATE INDEX IF NOT EXISTS \`pages_blocks_form_parent_id_idx\` ON \`pages_blocks_form\` (\`_parent_id\`)`,
  `CREATE INDEX IF NOT EXISTS \`pages_blocks_form_path_idx\` ON \`pages_blocks_form\` (\`_path\`)`,
  `CREATE INDEX IF NOT EXISTS \`pages_blocks_form_form_idx\` ON \`pages_blocks_form\` (\`form_id\`)`,
  `CREATE UNIQUE INDEX IF NOT EXISTS \`pages_blocks_form_locales_locale_parent_id_unique\` ON \`pages_blocks_form_locales\` (\`_locale\`,\`_parent_id\`)`,
  `CREATE INDEX IF NOT EXISTS \`_pages_v_blocks_ir_contact_order_idx\` ON \`_pages_v_blocks_ir_contact\` (\`_order\`)`,
  `CREATE INDEX IF NOT EXISTS \`_pages_v_blocks_ir_contact_parent_id_idx\` ON \`_pages_v_blocks_ir_contact\` (\`_parent_id\`)`,
  `CREATE INDEX IF NOT EXISTS \`_pages_v_blocks_ir_contact_path_idx\` ON \`_pages_v_blocks_ir_contact\` (\`_path\`)`,
  `CREATE UNIQUE INDEX IF NOT EXISTS \`_pages_v_blocks_ir_contact_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_ir_contact_locales\` (\`_locale\`,\`_parent_id\`)`,
  `CREATE INDEX IF NOT EXISTS \`_pages_v_blocks_form_order_idx\` ON \`_pages_v_blocks_form\` (\`_order\`)`,
  `CREATE INDEX IF NOT EXISTS \`_pages_v_blocks_form_parent_id_idx\` ON \`_pages_v_blocks_form\` (\`_parent_id\`)`,
  `CREATE INDEX IF NOT EXISTS \`_pages_v_blocks_form_path_idx\` ON \`_pages_v_blocks_form\` (\`_path\`)`,
  `CREATE INDEX IF NOT EXISTS \`_pages_v_blocks_form_form_idx\` ON \`_pages_v_blocks_form\` (\`form_id\`)`,
  `CREATE UNIQUE INDEX IF NOT EXISTS \`_pages_v_blocks_form_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_form_locales\` (\`_locale\`,\`_parent_id\`)`,
  `CREATE INDEX IF NOT EXISTS \`forms_blocks_checkbox_order_idx\` ON \`forms_blocks_checkbox\` (\`_order\`)`,
  `CREATE INDEX IF NOT EXISTS \`forms_blocks_checkbox_parent_id_idx\` ON \`forms_blocks_checkbox\` (\`_parent_id\`)`,
  `CREATE INDEX IF NOT EXISTS \`forms_blocks_checkbox_path_idx\` ON \`forms_blocks_checkbox\` (\`_path\`)`,
  `CREATE UNIQUE INDEX IF NOT EXISTS \`forms_blocks_checkbox_locales_locale_parent_id_unique\` ON \`forms_blocks_checkbox_locales\` (\`_locale\`,\`_parent_id\`)`,
  `CREATE INDEX IF NOT EXISTS \`forms_blocks_email_order_idx\` ON \`forms_blocks_email\` (\`_order\`)`,
  `CREATE INDEX IF NOT EXISTS \`forms_blocks_email_parent_id_idx\` ON \`forms_blocks_email\` (\`_parent_id\`)`,
  `CREATE INDEX IF NOT EXISTS \`forms_blocks_email_path_idx\` ON \`forms_blocks_email\` (\`_path\`)`,
  `CREATE UNIQUE INDEX IF NOT EXISTS \`forms_blocks_email_locales_locale_parent_id_unique\` ON \`forms_blocks_email_locales\` (\`_locale\`,\`_parent_id\`)`,
  `CREATE INDEX IF NOT EXISTS \`forms_blocks_message_order_idx\` ON \`forms_blocks_message\` (\`_order\`)`,
  `CREATE INDEX IF NOT EXISTS \`forms_blocks_message_parent_id_idx\` ON \`forms_blocks_message\` (\`_parent_id\`)`,
  `CREATE INDEX IF NOT EXISTS \`forms_blocks_message_path_idx\` ON \`forms_blocks_message\` (\`_path\`)`,
  `CREATE UNIQUE INDEX IF NOT EXISTS \`forms_blocks_message_locales_locale_parent_id_unique\` ON \`forms_blocks_message_locales\` (\`_locale\`,\`_parent_id\`)`,
  `CREATE INDEX IF NOT EXISTS \`forms_blocks_select_options_order_idx\` ON \`forms_blocks_select_options\` (\`_order\`)`,
  `CREATE INDEX IF NOT EXISTS \`forms_blocks_select_options_parent_id_idx\` ON \`forms_blocks_select_options\` (\`_parent_id\`)`,
  `CREATE UNIQUE INDEX IF NOT EXISTS \`forms_blocks_select_options_locales_locale_parent_id_unique\` ON \`forms_blocks_select_options_locales\` (\`_locale\`,\`_parent_id\`)`,
  `CREATE INDEX IF NOT EXISTS \`forms_blocks_select_order_idx\` ON \`forms_blocks_select\` (\`_order\`)`,
  `CREATE INDEX IF NOT EXISTS \`forms_blocks_select_parent_id_idx\` ON \`forms_blocks_select\` (\`_parent_id\`)`,
  `CREATE INDEX IF NOT EXISTS \`forms_blocks_select_path_idx\` ON \`forms_blocks_select\` (\`_path\`)`,
  `CREATE UNIQUE INDEX IF NOT EXISTS \`forms_blocks_select_locales_locale_parent_id_unique\` ON \`forms_blocks_select_locales\` (\`_locale\`,\`_parent_id\`)`,
  `CREATE INDEX IF NOT EXISTS \`forms_blocks_text_order_idx\` ON \`forms_blocks_text\` (\`_order\`)`,
  `CREATE INDEX IF NOT EXISTS \`forms_blocks_text_parent_id_idx\` ON \`forms_blocks_text\` (\`_parent_id\`)`,
  `CREATE INDEX IF NOT EXISTS \`forms_blocks_text_path_idx\` ON \`forms_blocks_text\` (\`_path\`)`,
  `CREATE UNIQUE INDEX IF NOT EXISTS \`forms_blocks_text_locales_locale_parent_id_unique\` ON \`forms_blocks_text_locales\` (\`_locale\`,\`_parent_id\`)`,
  `CREATE INDEX IF NOT EXISTS \`forms_blocks_textarea_order_idx\` ON \`forms_blocks_textarea\` (\`_order\`)`,
  `CREATE INDEX IF NOT EXISTS \`forms_blocks_textarea_parent_id_idx\` ON \`forms_blocks_textarea\` (\`_parent_id\`)`,
  `CREATE INDEX IF NOT EXISTS \`forms_blocks_textarea_path_idx\` ON \`forms_blocks_textarea\` (\`_path\`)`,
  `CREATE UNIQUE INDEX IF NOT EXISTS \`forms_blocks_textarea_locales_locale_parent_id_unique\` ON \`forms_blocks_textarea_locales\` (\`_locale\`,\`_parent_id\`)`,
  `CREATE INDEX IF NOT EXISTS \`forms_recipients_order_idx\` ON \`forms_recipients\` (\`_order\`)`,
  `CREATE INDEX IF NOT EXISTS \`forms_recipients_parent_id_idx\` ON \`forms_recipients\` (\`_parent_id\`)`,
  `CREATE INDEX IF NOT EXISTS \`forms_updated_at_idx\` ON \`forms\` (\`updated_at\`)`,
  `CREATE INDEX IF NOT EXISTS \`forms_created_at_idx\` ON \`forms\` (\`created_at\`)`,
  `CREATE UNIQUE INDEX IF NOT EXISTS \`forms_locales_locale_parent_id_unique\` ON \`forms_locales\` (\`_locale\`,\`_parent_id\`)`,
  `CREATE INDEX IF NOT EXISTS \`form_submissions_submission_data_order_idx\` ON \`form_submissions_submission_data\` (\`_order\`)`,
  `CREATE INDEX IF NOT EXISTS \`form_submissions_submission_data_parent_id_idx\` ON \`form_submissions_submission_data\` (\`_parent_id\`)`,
  `CREATE INDEX IF NOT EXISTS \`form_submissions_form_idx\` ON \`form_submissions\` (\`form_id\`)`,
  `CREATE INDEX IF NOT EXISTS \`form_submissions_updated_at_idx\` ON \`form_submissions\` (\`updated_at\`)`,
  `CREATE INDEX IF NOT EXISTS \`form_submissions_created_at_idx\` ON \`form_submissions\` (\`created_at\`)`,
  `CREATE INDEX IF NOT EXISTS \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`)`,
  `CREATE INDEX IF NOT EXISTS \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`)`,
]

/** A lock may name a form or a submission; the link goes with the document, as for every other collection. */
const LOCK_COLUMNS: Column[] = [lockColumn('forms_id', 'forms'), lockColumn('form_submissions_id', 'form_submissions')]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const [, statement] of TABLES) await db.run(sql.raw(statement))
  await addMissingColumns(db, LOCK_COLUMNS)
  for (const statement of INDEXES) await db.run(sql.raw(statement))
}

/** The tables go, the last made first, with their columns in the locks' table. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await dropTables(
    db,
    TABLES.map(([, statement]) => statement),
    LOCK_COLUMNS,
  )
}
