import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_order_idx\` ON \`pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_parent_id_idx\` ON \`pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_path_idx\` ON \`pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_image_idx\` ON \`pages_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_locales\` (
  	\`title\` text,
  	\`subtitle\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_hero_locales_locale_parent_id_unique\` ON \`pages_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_order_idx\` ON \`pages_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_parent_id_idx\` ON \`pages_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_path_idx\` ON \`pages_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_rich_text_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_rich_text_locales_locale_parent_id_unique\` ON \`pages_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_leaders_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_leaders_grid_order_idx\` ON \`pages_blocks_leaders_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_leaders_grid_parent_id_idx\` ON \`pages_blocks_leaders_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_leaders_grid_path_idx\` ON \`pages_blocks_leaders_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_leaders_grid_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_leaders_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_leaders_grid_locales_locale_parent_id_unique\` ON \`pages_blocks_leaders_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_governance_tabs_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_governance_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_governance_tabs_facts_order_idx\` ON \`pages_blocks_governance_tabs_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_governance_tabs_facts_parent_id_idx\` ON \`pages_blocks_governance_tabs_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_governance_tabs_facts_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_governance_tabs_facts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_governance_tabs_facts_locales_locale_parent_id_\` ON \`pages_blocks_governance_tabs_facts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_governance_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_governance_tabs_order_idx\` ON \`pages_blocks_governance_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_governance_tabs_parent_id_idx\` ON \`pages_blocks_governance_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_governance_tabs_path_idx\` ON \`pages_blocks_governance_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_governance_tabs_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`articles\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_governance_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_governance_tabs_locales_locale_parent_id_unique\` ON \`pages_blocks_governance_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_history_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`banner_image_id\` integer,
  	\`banner_mobile_image_id\` integer,
  	\`banner_play_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`banner_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`banner_mobile_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_history_timeline_order_idx\` ON \`pages_blocks_history_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_history_timeline_parent_id_idx\` ON \`pages_blocks_history_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_history_timeline_path_idx\` ON \`pages_blocks_history_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_history_timeline_banner_banner_image_idx\` ON \`pages_blocks_history_timeline\` (\`banner_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_history_timeline_banner_banner_mobile_image_idx\` ON \`pages_blocks_history_timeline\` (\`banner_mobile_image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_history_timeline_locales\` (
  	\`intro\` text,
  	\`banner_heading\` text,
  	\`banner_text\` text,
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_history_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_history_timeline_locales_locale_parent_id_uniqu\` ON \`pages_blocks_history_timeline_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_banner_carousel_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`url\` text DEFAULT '/about_us',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_banner_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_carousel_slides_order_idx\` ON \`pages_blocks_banner_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_carousel_slides_parent_id_idx\` ON \`pages_blocks_banner_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_carousel_slides_image_idx\` ON \`pages_blocks_banner_carousel_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_banner_carousel_slides_locales\` (
  	\`kicker\` text,
  	\`headline\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_banner_carousel_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_banner_carousel_slides_locales_locale_parent_id\` ON \`pages_blocks_banner_carousel_slides_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_banner_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`hero_url\` text DEFAULT '/about_us',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_carousel_order_idx\` ON \`pages_blocks_banner_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_carousel_parent_id_idx\` ON \`pages_blocks_banner_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_banner_carousel_path_idx\` ON \`pages_blocks_banner_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_banner_carousel_locales\` (
  	\`hero_eyebrow\` text,
  	\`hero_title\` text,
  	\`hero_text\` text,
  	\`hero_link_label\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_banner_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_banner_carousel_locales_locale_parent_id_unique\` ON \`pages_blocks_banner_carousel_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_carousel_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_image_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_carousel_slides_order_idx\` ON \`pages_blocks_image_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_carousel_slides_parent_id_idx\` ON \`pages_blocks_image_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_carousel_slides_image_idx\` ON \`pages_blocks_image_carousel_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_carousel_slides_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_image_carousel_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_image_carousel_slides_locales_locale_parent_id_\` ON \`pages_blocks_image_carousel_slides_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_carousel_layout_breakpoints\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`min_width\` numeric,
  	\`slides\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_image_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_carousel_layout_breakpoints_order_idx\` ON \`pages_blocks_image_carousel_layout_breakpoints\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_carousel_layout_breakpoints_parent_id_idx\` ON \`pages_blocks_image_carousel_layout_breakpoints\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kicker\` text,
  	\`look\` text DEFAULT 'banners',
  	\`layout_slides\` numeric DEFAULT 1,
  	\`layout_gap\` numeric DEFAULT 16,
  	\`layout_loop\` integer DEFAULT true,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_carousel_order_idx\` ON \`pages_blocks_image_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_carousel_parent_id_idx\` ON \`pages_blocks_image_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_image_carousel_path_idx\` ON \`pages_blocks_image_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_image_carousel_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_image_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_image_carousel_locales_locale_parent_id_unique\` ON \`pages_blocks_image_carousel_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`tag\` text,
  	\`date\` text,
  	\`url\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_cards_order_idx\` ON \`pages_blocks_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_cards_parent_id_idx\` ON \`pages_blocks_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_cards_image_idx\` ON \`pages_blocks_cards_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cards_cards_locales\` (
  	\`figure\` text,
  	\`title\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_cards_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_cards_cards_locales_locale_parent_id_unique\` ON \`pages_blocks_cards_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`look\` text DEFAULT 'panels',
  	\`numbered\` integer DEFAULT false,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_order_idx\` ON \`pages_blocks_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_parent_id_idx\` ON \`pages_blocks_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_path_idx\` ON \`pages_blocks_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cards_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_cards_locales_locale_parent_id_unique\` ON \`pages_blocks_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_news_column\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`limit\` numeric DEFAULT 3,
  	\`all_news_url\` text DEFAULT '/media',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_column_order_idx\` ON \`pages_blocks_news_column\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_column_parent_id_idx\` ON \`pages_blocks_news_column\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_column_path_idx\` ON \`pages_blocks_news_column\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_news_column_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_news_column\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_news_column_locales_locale_parent_id_unique\` ON \`pages_blocks_news_column_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_ecosystem_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_ecosystem\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_ecosystem_lines_order_idx\` ON \`pages_blocks_ecosystem_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_ecosystem_lines_parent_id_idx\` ON \`pages_blocks_ecosystem_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_ecosystem_lines_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_ecosystem_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_ecosystem_lines_locales_locale_parent_id_unique\` ON \`pages_blocks_ecosystem_lines_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_ecosystem_boxes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_ecosystem\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_ecosystem_boxes_order_idx\` ON \`pages_blocks_ecosystem_boxes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_ecosystem_boxes_parent_id_idx\` ON \`pages_blocks_ecosystem_boxes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_ecosystem_boxes_image_idx\` ON \`pages_blocks_ecosystem_boxes\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_ecosystem_boxes_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_ecosystem_boxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_ecosystem_boxes_locales_locale_parent_id_unique\` ON \`pages_blocks_ecosystem_boxes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_ecosystem\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`wide_image_id\` integer,
  	\`wide_url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`wide_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_ecosystem_order_idx\` ON \`pages_blocks_ecosystem\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_ecosystem_parent_id_idx\` ON \`pages_blocks_ecosystem\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_ecosystem_path_idx\` ON \`pages_blocks_ecosystem\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_ecosystem_wide_wide_image_idx\` ON \`pages_blocks_ecosystem\` (\`wide_image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_ecosystem_locales\` (
  	\`wide_title\` text,
  	\`wide_text\` text,
  	\`wide_link_label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_ecosystem\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_ecosystem_locales_locale_parent_id_unique\` ON \`pages_blocks_ecosystem_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_subsidiaries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_subsidiaries_order_idx\` ON \`pages_blocks_subsidiaries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_subsidiaries_parent_id_idx\` ON \`pages_blocks_subsidiaries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_subsidiaries_path_idx\` ON \`pages_blocks_subsidiaries\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_subsidiaries_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_subsidiaries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_subsidiaries_locales_locale_parent_id_unique\` ON \`pages_blocks_subsidiaries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_location\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_location_order_idx\` ON \`pages_blocks_location\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_location_parent_id_idx\` ON \`pages_blocks_location\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_location_path_idx\` ON \`pages_blocks_location\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_location_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_location\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_location_locales_locale_parent_id_unique\` ON \`pages_blocks_location_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video_poster\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`mobile_image_id\` integer,
  	\`url\` text DEFAULT '/',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`mobile_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_poster_order_idx\` ON \`pages_blocks_video_poster\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_poster_parent_id_idx\` ON \`pages_blocks_video_poster\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_poster_path_idx\` ON \`pages_blocks_video_poster\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_poster_image_idx\` ON \`pages_blocks_video_poster\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_poster_mobile_image_idx\` ON \`pages_blocks_video_poster\` (\`mobile_image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video_poster_locales\` (
  	\`heading\` text,
  	\`bold_line\` text,
  	\`small_line\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_video_poster\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_video_poster_locales_locale_parent_id_unique\` ON \`pages_blocks_video_poster_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_counter_slider_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_counter_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_counter_slider_images_order_idx\` ON \`pages_blocks_counter_slider_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_counter_slider_images_parent_id_idx\` ON \`pages_blocks_counter_slider_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_counter_slider_images_image_idx\` ON \`pages_blocks_counter_slider_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_counter_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text DEFAULT '/about_us',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_counter_slider_order_idx\` ON \`pages_blocks_counter_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_counter_slider_parent_id_idx\` ON \`pages_blocks_counter_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_counter_slider_path_idx\` ON \`pages_blocks_counter_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_counter_slider_locales\` (
  	\`name\` text,
  	\`header\` text,
  	\`main\` text,
  	\`link_label\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_counter_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_counter_slider_locales_locale_parent_id_unique\` ON \`pages_blocks_counter_slider_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_figures_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_items_order_idx\` ON \`pages_blocks_figures_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_items_parent_id_idx\` ON \`pages_blocks_figures_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_figures_items_locales\` (
  	\`suffix\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_figures_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_figures_items_locales_locale_parent_id_unique\` ON \`pages_blocks_figures_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_order_idx\` ON \`pages_blocks_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_parent_id_idx\` ON \`pages_blocks_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_path_idx\` ON \`pages_blocks_figures\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_figures_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_figures_locales_locale_parent_id_unique\` ON \`pages_blocks_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video_tiles_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_video_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_tiles_tiles_order_idx\` ON \`pages_blocks_video_tiles_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_tiles_tiles_parent_id_idx\` ON \`pages_blocks_video_tiles_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_tiles_tiles_image_idx\` ON \`pages_blocks_video_tiles_tiles\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video_tiles_tiles_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_video_tiles_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_video_tiles_tiles_locales_locale_parent_id_uniq\` ON \`pages_blocks_video_tiles_tiles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_tiles_order_idx\` ON \`pages_blocks_video_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_tiles_parent_id_idx\` ON \`pages_blocks_video_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_video_tiles_path_idx\` ON \`pages_blocks_video_tiles\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_video_tiles_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_video_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_video_tiles_locales_locale_parent_id_unique\` ON \`pages_blocks_video_tiles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_news_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kicker\` text DEFAULT 'news',
  	\`limit\` numeric DEFAULT 6,
  	\`url\` text DEFAULT '/media',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_list_order_idx\` ON \`pages_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_list_parent_id_idx\` ON \`pages_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_list_path_idx\` ON \`pages_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_news_list_locales\` (
  	\`heading\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_news_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_news_list_locales_locale_parent_id_unique\` ON \`pages_blocks_news_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_promo_card\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kicker\` text DEFAULT 'stories',
  	\`image_id\` integer,
  	\`url\` text DEFAULT '/about_us',
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_promo_card_order_idx\` ON \`pages_blocks_promo_card\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_promo_card_parent_id_idx\` ON \`pages_blocks_promo_card\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_promo_card_path_idx\` ON \`pages_blocks_promo_card\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_promo_card_image_idx\` ON \`pages_blocks_promo_card\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_promo_card_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_promo_card\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_promo_card_locales_locale_parent_id_unique\` ON \`pages_blocks_promo_card_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_social_links_networks\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_social_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_links_networks_order_idx\` ON \`pages_blocks_social_links_networks\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_links_networks_parent_idx\` ON \`pages_blocks_social_links_networks\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_links_order_idx\` ON \`pages_blocks_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_links_parent_id_idx\` ON \`pages_blocks_social_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_social_links_path_idx\` ON \`pages_blocks_social_links\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_social_links_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_social_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_social_links_locales_locale_parent_id_unique\` ON \`pages_blocks_social_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_media_contact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`email\` text,
  	\`phone\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_contact_order_idx\` ON \`pages_blocks_media_contact\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_contact_parent_id_idx\` ON \`pages_blocks_media_contact\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_contact_path_idx\` ON \`pages_blocks_media_contact\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_media_contact_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_media_contact\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_media_contact_locales_locale_parent_id_unique\` ON \`pages_blocks_media_contact_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_sustainability_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`figure\` text,
  	\`image_id\` integer,
  	\`url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_sustainability_hero_order_idx\` ON \`pages_blocks_sustainability_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sustainability_hero_parent_id_idx\` ON \`pages_blocks_sustainability_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sustainability_hero_path_idx\` ON \`pages_blocks_sustainability_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_sustainability_hero_image_idx\` ON \`pages_blocks_sustainability_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_sustainability_hero_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`figure_label\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_sustainability_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_sustainability_hero_locales_locale_parent_id_un\` ON \`pages_blocks_sustainability_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_text_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`image_position\` text DEFAULT 'end',
  	\`tone\` text DEFAULT 'plain',
  	\`url\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_image_order_idx\` ON \`pages_blocks_text_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_image_parent_id_idx\` ON \`pages_blocks_text_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_image_path_idx\` ON \`pages_blocks_text_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_text_image_image_idx\` ON \`pages_blocks_text_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_text_image_locales\` (
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`content\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_text_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_text_image_locales_locale_parent_id_unique\` ON \`pages_blocks_text_image_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_comparison_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_comparison_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_table_columns_order_idx\` ON \`pages_blocks_comparison_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_table_columns_parent_id_idx\` ON \`pages_blocks_comparison_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_comparison_table_columns_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_comparison_table_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_comparison_table_columns_locales_locale_parent_\` ON \`pages_blocks_comparison_table_columns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_comparison_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`level\` text DEFAULT 'full',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_comparison_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_table_rows_cells_order_idx\` ON \`pages_blocks_comparison_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_table_rows_cells_parent_id_idx\` ON \`pages_blocks_comparison_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_comparison_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_comparison_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_table_rows_order_idx\` ON \`pages_blocks_comparison_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_table_rows_parent_id_idx\` ON \`pages_blocks_comparison_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_comparison_table_rows_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_comparison_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_comparison_table_rows_locales_locale_parent_id_\` ON \`pages_blocks_comparison_table_rows_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_comparison_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_table_order_idx\` ON \`pages_blocks_comparison_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_table_parent_id_idx\` ON \`pages_blocks_comparison_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_table_path_idx\` ON \`pages_blocks_comparison_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_comparison_table_locales\` (
  	\`caption\` text,
  	\`row_header\` text,
  	\`note\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_comparison_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_comparison_table_locales_locale_parent_id_uniqu\` ON \`pages_blocks_comparison_table_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_side_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_side_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_side_tabs_tabs_order_idx\` ON \`pages_blocks_side_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_side_tabs_tabs_parent_id_idx\` ON \`pages_blocks_side_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_side_tabs_tabs_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_side_tabs_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_side_tabs_tabs_locales_locale_parent_id_unique\` ON \`pages_blocks_side_tabs_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_side_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`orientation\` text DEFAULT 'vertical',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_side_tabs_order_idx\` ON \`pages_blocks_side_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_side_tabs_parent_id_idx\` ON \`pages_blocks_side_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_side_tabs_path_idx\` ON \`pages_blocks_side_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_side_tabs_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_side_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_side_tabs_locales_locale_parent_id_unique\` ON \`pages_blocks_side_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq_list_categories\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` text NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages_blocks_faq_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_list_categories_order_idx\` ON \`pages_blocks_faq_list_categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_list_categories_parent_idx\` ON \`pages_blocks_faq_list_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_list_order_idx\` ON \`pages_blocks_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_list_parent_id_idx\` ON \`pages_blocks_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_list_path_idx\` ON \`pages_blocks_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq_list_locales\` (
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_faq_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_faq_list_locales_locale_parent_id_unique\` ON \`pages_blocks_faq_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_latest_results\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_latest_results_order_idx\` ON \`pages_blocks_latest_results\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_latest_results_parent_id_idx\` ON \`pages_blocks_latest_results\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_latest_results_path_idx\` ON \`pages_blocks_latest_results\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_latest_results_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_latest_results\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_latest_results_locales_locale_parent_id_unique\` ON \`pages_blocks_latest_results_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_document_library\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_document_library_order_idx\` ON \`pages_blocks_document_library\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_document_library_parent_id_idx\` ON \`pages_blocks_document_library\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_document_library_path_idx\` ON \`pages_blocks_document_library\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_document_library_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_document_library\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_document_library_locales_locale_parent_id_uniqu\` ON \`pages_blocks_document_library_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_event_calendar\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kicker\` text,
  	\`show\` text DEFAULT 'next',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_event_calendar_order_idx\` ON \`pages_blocks_event_calendar\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_event_calendar_parent_id_idx\` ON \`pages_blocks_event_calendar\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_event_calendar_path_idx\` ON \`pages_blocks_event_calendar\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_event_calendar_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_event_calendar\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_event_calendar_locales_locale_parent_id_unique\` ON \`pages_blocks_event_calendar_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_news_archive\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`per_page\` numeric DEFAULT 12,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_archive_order_idx\` ON \`pages_blocks_news_archive\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_archive_parent_id_idx\` ON \`pages_blocks_news_archive\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_news_archive_path_idx\` ON \`pages_blocks_news_archive\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_news_archive_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_news_archive\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_news_archive_locales_locale_parent_id_unique\` ON \`pages_blocks_news_archive_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_ir_contact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`email\` text,
  	\`phone\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_ir_contact_order_idx\` ON \`pages_blocks_ir_contact\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_ir_contact_parent_id_idx\` ON \`pages_blocks_ir_contact\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_ir_contact_path_idx\` ON \`pages_blocks_ir_contact\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_ir_contact_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`name\` text,
  	\`role\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_ir_contact\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_ir_contact_locales_locale_parent_id_unique\` ON \`pages_blocks_ir_contact_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_id\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_order_idx\` ON \`pages_blocks_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_parent_id_idx\` ON \`pages_blocks_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_path_idx\` ON \`pages_blocks_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_form_form_idx\` ON \`pages_blocks_form\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_form_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_blocks_form_locales_locale_parent_id_unique\` ON \`pages_blocks_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`path\` text,
  	\`seo_image_id\` integer,
  	\`locale_changes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_path_idx\` ON \`pages\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_seo_seo_image_idx\` ON \`pages\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`pages_locales\` (
  	\`title\` text,
  	\`seo_description\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_order_idx\` ON \`_pages_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_parent_id_idx\` ON \`_pages_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_path_idx\` ON \`_pages_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_image_idx\` ON \`_pages_v_blocks_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero_locales\` (
  	\`title\` text,
  	\`subtitle\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_hero_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_order_idx\` ON \`_pages_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_parent_id_idx\` ON \`_pages_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_path_idx\` ON \`_pages_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_rich_text_locales\` (
  	\`content\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_rich_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_rich_text_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_rich_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_leaders_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_leaders_grid_order_idx\` ON \`_pages_v_blocks_leaders_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_leaders_grid_parent_id_idx\` ON \`_pages_v_blocks_leaders_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_leaders_grid_path_idx\` ON \`_pages_v_blocks_leaders_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_leaders_grid_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_leaders_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_leaders_grid_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_leaders_grid_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_governance_tabs_facts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_governance_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_governance_tabs_facts_order_idx\` ON \`_pages_v_blocks_governance_tabs_facts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_governance_tabs_facts_parent_id_idx\` ON \`_pages_v_blocks_governance_tabs_facts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_governance_tabs_facts_locales\` (
  	\`value\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_governance_tabs_facts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_governance_tabs_facts_locales_locale_parent_\` ON \`_pages_v_blocks_governance_tabs_facts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_governance_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_governance_tabs_order_idx\` ON \`_pages_v_blocks_governance_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_governance_tabs_parent_id_idx\` ON \`_pages_v_blocks_governance_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_governance_tabs_path_idx\` ON \`_pages_v_blocks_governance_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_governance_tabs_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`articles\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_governance_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_governance_tabs_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_governance_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_history_timeline\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`banner_image_id\` integer,
  	\`banner_mobile_image_id\` integer,
  	\`banner_play_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`banner_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`banner_mobile_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_history_timeline_order_idx\` ON \`_pages_v_blocks_history_timeline\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_history_timeline_parent_id_idx\` ON \`_pages_v_blocks_history_timeline\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_history_timeline_path_idx\` ON \`_pages_v_blocks_history_timeline\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_history_timeline_banner_banner_image_idx\` ON \`_pages_v_blocks_history_timeline\` (\`banner_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_history_timeline_banner_banner_mobile_im_idx\` ON \`_pages_v_blocks_history_timeline\` (\`banner_mobile_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_history_timeline_locales\` (
  	\`intro\` text,
  	\`banner_heading\` text,
  	\`banner_text\` text,
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_history_timeline\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_history_timeline_locales_locale_parent_id_un\` ON \`_pages_v_blocks_history_timeline_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_banner_carousel_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`image_id\` integer,
  	\`url\` text DEFAULT '/about_us',
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_banner_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_carousel_slides_order_idx\` ON \`_pages_v_blocks_banner_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_carousel_slides_parent_id_idx\` ON \`_pages_v_blocks_banner_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_carousel_slides_image_idx\` ON \`_pages_v_blocks_banner_carousel_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_banner_carousel_slides_locales\` (
  	\`kicker\` text,
  	\`headline\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_banner_carousel_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_banner_carousel_slides_locales_locale_parent\` ON \`_pages_v_blocks_banner_carousel_slides_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_banner_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`hero_url\` text DEFAULT '/about_us',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_carousel_order_idx\` ON \`_pages_v_blocks_banner_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_carousel_parent_id_idx\` ON \`_pages_v_blocks_banner_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_banner_carousel_path_idx\` ON \`_pages_v_blocks_banner_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_banner_carousel_locales\` (
  	\`hero_eyebrow\` text,
  	\`hero_title\` text,
  	\`hero_text\` text,
  	\`hero_link_label\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_banner_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_banner_carousel_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_banner_carousel_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_carousel_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`image_id\` integer,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_image_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_carousel_slides_order_idx\` ON \`_pages_v_blocks_image_carousel_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_carousel_slides_parent_id_idx\` ON \`_pages_v_blocks_image_carousel_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_carousel_slides_image_idx\` ON \`_pages_v_blocks_image_carousel_slides\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_carousel_slides_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_image_carousel_slides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_image_carousel_slides_locales_locale_parent_\` ON \`_pages_v_blocks_image_carousel_slides_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_carousel_layout_breakpoints\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`min_width\` numeric,
  	\`slides\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_image_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_carousel_layout_breakpoints_order_idx\` ON \`_pages_v_blocks_image_carousel_layout_breakpoints\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_carousel_layout_breakpoints_parent_id_idx\` ON \`_pages_v_blocks_image_carousel_layout_breakpoints\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`kicker\` text,
  	\`look\` text DEFAULT 'banners',
  	\`layout_slides\` numeric DEFAULT 1,
  	\`layout_gap\` numeric DEFAULT 16,
  	\`layout_loop\` integer DEFAULT true,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_carousel_order_idx\` ON \`_pages_v_blocks_image_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_carousel_parent_id_idx\` ON \`_pages_v_blocks_image_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_image_carousel_path_idx\` ON \`_pages_v_blocks_image_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_image_carousel_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_image_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_image_carousel_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_image_carousel_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`image_id\` integer,
  	\`tag\` text,
  	\`date\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_cards_order_idx\` ON \`_pages_v_blocks_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_cards_parent_id_idx\` ON \`_pages_v_blocks_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_cards_image_idx\` ON \`_pages_v_blocks_cards_cards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cards_cards_locales\` (
  	\`figure\` text,
  	\`title\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_cards_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_cards_cards_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_cards_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`look\` text DEFAULT 'panels',
  	\`numbered\` integer DEFAULT false,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_order_idx\` ON \`_pages_v_blocks_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_parent_id_idx\` ON \`_pages_v_blocks_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_path_idx\` ON \`_pages_v_blocks_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cards_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_cards_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_cards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_news_column\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`limit\` numeric DEFAULT 3,
  	\`all_news_url\` text DEFAULT '/media',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_column_order_idx\` ON \`_pages_v_blocks_news_column\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_column_parent_id_idx\` ON \`_pages_v_blocks_news_column\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_column_path_idx\` ON \`_pages_v_blocks_news_column\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_news_column_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_news_column\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_news_column_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_news_column_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_ecosystem_lines\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_ecosystem\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ecosystem_lines_order_idx\` ON \`_pages_v_blocks_ecosystem_lines\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ecosystem_lines_parent_id_idx\` ON \`_pages_v_blocks_ecosystem_lines\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_ecosystem_lines_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_ecosystem_lines\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_ecosystem_lines_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_ecosystem_lines_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_ecosystem_boxes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`image_id\` integer,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_ecosystem\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ecosystem_boxes_order_idx\` ON \`_pages_v_blocks_ecosystem_boxes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ecosystem_boxes_parent_id_idx\` ON \`_pages_v_blocks_ecosystem_boxes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ecosystem_boxes_image_idx\` ON \`_pages_v_blocks_ecosystem_boxes\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_ecosystem_boxes_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_ecosystem_boxes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_ecosystem_boxes_locales_locale_parent_id_uni\` ON \`_pages_v_blocks_ecosystem_boxes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_ecosystem\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`wide_image_id\` integer,
  	\`wide_url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`wide_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ecosystem_order_idx\` ON \`_pages_v_blocks_ecosystem\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ecosystem_parent_id_idx\` ON \`_pages_v_blocks_ecosystem\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ecosystem_path_idx\` ON \`_pages_v_blocks_ecosystem\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ecosystem_wide_wide_image_idx\` ON \`_pages_v_blocks_ecosystem\` (\`wide_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_ecosystem_locales\` (
  	\`wide_title\` text,
  	\`wide_text\` text,
  	\`wide_link_label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_ecosystem\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_ecosystem_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_ecosystem_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_subsidiaries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_subsidiaries_order_idx\` ON \`_pages_v_blocks_subsidiaries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_subsidiaries_parent_id_idx\` ON \`_pages_v_blocks_subsidiaries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_subsidiaries_path_idx\` ON \`_pages_v_blocks_subsidiaries\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_subsidiaries_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_subsidiaries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_subsidiaries_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_subsidiaries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_location\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_location_order_idx\` ON \`_pages_v_blocks_location\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_location_parent_id_idx\` ON \`_pages_v_blocks_location\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_location_path_idx\` ON \`_pages_v_blocks_location\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_location_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_location\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_location_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_location_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video_poster\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`image_id\` integer,
  	\`mobile_image_id\` integer,
  	\`url\` text DEFAULT '/',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`mobile_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_poster_order_idx\` ON \`_pages_v_blocks_video_poster\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_poster_parent_id_idx\` ON \`_pages_v_blocks_video_poster\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_poster_path_idx\` ON \`_pages_v_blocks_video_poster\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_poster_image_idx\` ON \`_pages_v_blocks_video_poster\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_poster_mobile_image_idx\` ON \`_pages_v_blocks_video_poster\` (\`mobile_image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video_poster_locales\` (
  	\`heading\` text,
  	\`bold_line\` text,
  	\`small_line\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_video_poster\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_video_poster_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_video_poster_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_counter_slider_images\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_counter_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_counter_slider_images_order_idx\` ON \`_pages_v_blocks_counter_slider_images\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_counter_slider_images_parent_id_idx\` ON \`_pages_v_blocks_counter_slider_images\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_counter_slider_images_image_idx\` ON \`_pages_v_blocks_counter_slider_images\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_counter_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`url\` text DEFAULT '/about_us',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_counter_slider_order_idx\` ON \`_pages_v_blocks_counter_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_counter_slider_parent_id_idx\` ON \`_pages_v_blocks_counter_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_counter_slider_path_idx\` ON \`_pages_v_blocks_counter_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_counter_slider_locales\` (
  	\`name\` text,
  	\`header\` text,
  	\`main\` text,
  	\`link_label\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_counter_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_counter_slider_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_counter_slider_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_figures_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`value\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_items_order_idx\` ON \`_pages_v_blocks_figures_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_items_parent_id_idx\` ON \`_pages_v_blocks_figures_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_figures_items_locales\` (
  	\`suffix\` text,
  	\`label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_figures_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_figures_items_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_figures_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_order_idx\` ON \`_pages_v_blocks_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_parent_id_idx\` ON \`_pages_v_blocks_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_path_idx\` ON \`_pages_v_blocks_figures\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_figures_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_figures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_figures_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_figures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video_tiles_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`image_id\` integer,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_video_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_tiles_tiles_order_idx\` ON \`_pages_v_blocks_video_tiles_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_tiles_tiles_parent_id_idx\` ON \`_pages_v_blocks_video_tiles_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_tiles_tiles_image_idx\` ON \`_pages_v_blocks_video_tiles_tiles\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video_tiles_tiles_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_video_tiles_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_video_tiles_tiles_locales_locale_parent_id_u\` ON \`_pages_v_blocks_video_tiles_tiles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_tiles_order_idx\` ON \`_pages_v_blocks_video_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_tiles_parent_id_idx\` ON \`_pages_v_blocks_video_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_video_tiles_path_idx\` ON \`_pages_v_blocks_video_tiles\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_video_tiles_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_video_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_video_tiles_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_video_tiles_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_news_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`kicker\` text DEFAULT 'news',
  	\`limit\` numeric DEFAULT 6,
  	\`url\` text DEFAULT '/media',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_list_order_idx\` ON \`_pages_v_blocks_news_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_list_parent_id_idx\` ON \`_pages_v_blocks_news_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_list_path_idx\` ON \`_pages_v_blocks_news_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_news_list_locales\` (
  	\`heading\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_news_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_news_list_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_news_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_promo_card\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`kicker\` text DEFAULT 'stories',
  	\`image_id\` integer,
  	\`url\` text DEFAULT '/about_us',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_promo_card_order_idx\` ON \`_pages_v_blocks_promo_card\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_promo_card_parent_id_idx\` ON \`_pages_v_blocks_promo_card\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_promo_card_path_idx\` ON \`_pages_v_blocks_promo_card\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_promo_card_image_idx\` ON \`_pages_v_blocks_promo_card\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_promo_card_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_promo_card\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_promo_card_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_promo_card_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_social_links_networks\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_social_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_links_networks_order_idx\` ON \`_pages_v_blocks_social_links_networks\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_links_networks_parent_idx\` ON \`_pages_v_blocks_social_links_networks\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_links_order_idx\` ON \`_pages_v_blocks_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_links_parent_id_idx\` ON \`_pages_v_blocks_social_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_social_links_path_idx\` ON \`_pages_v_blocks_social_links\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_social_links_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_social_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_social_links_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_social_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_media_contact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`email\` text,
  	\`phone\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_contact_order_idx\` ON \`_pages_v_blocks_media_contact\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_contact_parent_id_idx\` ON \`_pages_v_blocks_media_contact\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_contact_path_idx\` ON \`_pages_v_blocks_media_contact\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_media_contact_locales\` (
  	\`heading\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_media_contact\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_media_contact_locales_locale_parent_id_uniqu\` ON \`_pages_v_blocks_media_contact_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_sustainability_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`figure\` text,
  	\`image_id\` integer,
  	\`url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sustainability_hero_order_idx\` ON \`_pages_v_blocks_sustainability_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sustainability_hero_parent_id_idx\` ON \`_pages_v_blocks_sustainability_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sustainability_hero_path_idx\` ON \`_pages_v_blocks_sustainability_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_sustainability_hero_image_idx\` ON \`_pages_v_blocks_sustainability_hero\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_sustainability_hero_locales\` (
  	\`eyebrow\` text,
  	\`title\` text,
  	\`figure_label\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_sustainability_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_sustainability_hero_locales_locale_parent_id\` ON \`_pages_v_blocks_sustainability_hero_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_text_image\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`image_id\` integer,
  	\`image_position\` text DEFAULT 'end',
  	\`tone\` text DEFAULT 'plain',
  	\`url\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_image_order_idx\` ON \`_pages_v_blocks_text_image\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_image_parent_id_idx\` ON \`_pages_v_blocks_text_image\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_image_path_idx\` ON \`_pages_v_blocks_text_image\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_text_image_image_idx\` ON \`_pages_v_blocks_text_image\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_text_image_locales\` (
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`content\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_text_image\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_text_image_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_text_image_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_comparison_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_comparison_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_table_columns_order_idx\` ON \`_pages_v_blocks_comparison_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_table_columns_parent_id_idx\` ON \`_pages_v_blocks_comparison_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_comparison_table_columns_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_comparison_table_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_comparison_table_columns_locales_locale_pare\` ON \`_pages_v_blocks_comparison_table_columns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_comparison_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`level\` text DEFAULT 'full',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_comparison_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_table_rows_cells_order_idx\` ON \`_pages_v_blocks_comparison_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_table_rows_cells_parent_id_idx\` ON \`_pages_v_blocks_comparison_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_comparison_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_comparison_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_table_rows_order_idx\` ON \`_pages_v_blocks_comparison_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_table_rows_parent_id_idx\` ON \`_pages_v_blocks_comparison_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_comparison_table_rows_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_comparison_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_comparison_table_rows_locales_locale_parent_\` ON \`_pages_v_blocks_comparison_table_rows_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_comparison_table\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_table_order_idx\` ON \`_pages_v_blocks_comparison_table\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_table_parent_id_idx\` ON \`_pages_v_blocks_comparison_table\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_table_path_idx\` ON \`_pages_v_blocks_comparison_table\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_comparison_table_locales\` (
  	\`caption\` text,
  	\`row_header\` text,
  	\`note\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_comparison_table\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_comparison_table_locales_locale_parent_id_un\` ON \`_pages_v_blocks_comparison_table_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_side_tabs_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`slug\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_side_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_side_tabs_tabs_order_idx\` ON \`_pages_v_blocks_side_tabs_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_side_tabs_tabs_parent_id_idx\` ON \`_pages_v_blocks_side_tabs_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_side_tabs_tabs_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_side_tabs_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_side_tabs_tabs_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_side_tabs_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_side_tabs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`orientation\` text DEFAULT 'vertical',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_side_tabs_order_idx\` ON \`_pages_v_blocks_side_tabs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_side_tabs_parent_id_idx\` ON \`_pages_v_blocks_side_tabs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_side_tabs_path_idx\` ON \`_pages_v_blocks_side_tabs\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_side_tabs_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_side_tabs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_side_tabs_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_side_tabs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq_list_categories\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v_blocks_faq_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_list_categories_order_idx\` ON \`_pages_v_blocks_faq_list_categories\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_list_categories_parent_idx\` ON \`_pages_v_blocks_faq_list_categories\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_list_order_idx\` ON \`_pages_v_blocks_faq_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_list_parent_id_idx\` ON \`_pages_v_blocks_faq_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_list_path_idx\` ON \`_pages_v_blocks_faq_list\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq_list_locales\` (
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_faq_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_faq_list_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_faq_list_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_latest_results\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_latest_results_order_idx\` ON \`_pages_v_blocks_latest_results\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_latest_results_parent_id_idx\` ON \`_pages_v_blocks_latest_results\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_latest_results_path_idx\` ON \`_pages_v_blocks_latest_results\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_latest_results_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_latest_results\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_latest_results_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_latest_results_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_document_library\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_document_library_order_idx\` ON \`_pages_v_blocks_document_library\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_document_library_parent_id_idx\` ON \`_pages_v_blocks_document_library\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_document_library_path_idx\` ON \`_pages_v_blocks_document_library\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_document_library_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_document_library\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_document_library_locales_locale_parent_id_un\` ON \`_pages_v_blocks_document_library_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_event_calendar\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`kicker\` text,
  	\`show\` text DEFAULT 'next',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_event_calendar_order_idx\` ON \`_pages_v_blocks_event_calendar\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_event_calendar_parent_id_idx\` ON \`_pages_v_blocks_event_calendar\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_event_calendar_path_idx\` ON \`_pages_v_blocks_event_calendar\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_event_calendar_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_event_calendar\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_event_calendar_locales_locale_parent_id_uniq\` ON \`_pages_v_blocks_event_calendar_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_news_archive\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`per_page\` numeric DEFAULT 12,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_archive_order_idx\` ON \`_pages_v_blocks_news_archive\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_archive_parent_id_idx\` ON \`_pages_v_blocks_news_archive\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_news_archive_path_idx\` ON \`_pages_v_blocks_news_archive\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_news_archive_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_news_archive\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_news_archive_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_news_archive_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_ir_contact\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`email\` text,
  	\`phone\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ir_contact_order_idx\` ON \`_pages_v_blocks_ir_contact\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ir_contact_parent_id_idx\` ON \`_pages_v_blocks_ir_contact\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_ir_contact_path_idx\` ON \`_pages_v_blocks_ir_contact\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_ir_contact_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`name\` text,
  	\`role\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_ir_contact\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_ir_contact_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_ir_contact_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`form_id\` integer,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_order_idx\` ON \`_pages_v_blocks_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_parent_id_idx\` ON \`_pages_v_blocks_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_path_idx\` ON \`_pages_v_blocks_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_form_form_idx\` ON \`_pages_v_blocks_form\` (\`form_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_form_locales\` (
  	\`heading\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_blocks_form_locales_locale_parent_id_unique\` ON \`_pages_v_blocks_form_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_path\` text,
  	\`version_seo_image_id\` integer,
  	\`version_locale_changes\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_path_idx\` ON \`_pages_v\` (\`version_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_seo_version_seo_image_idx\` ON \`_pages_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_seo_description\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`locale_changes\` text,
  	\`prefix\` text DEFAULT 'media',
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
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_sm_url\` text,
  	\`sizes_sm_width\` numeric,
  	\`sizes_sm_height\` numeric,
  	\`sizes_sm_mime_type\` text,
  	\`sizes_sm_filesize\` numeric,
  	\`sizes_sm_filename\` text,
  	\`sizes_md_url\` text,
  	\`sizes_md_width\` numeric,
  	\`sizes_md_height\` numeric,
  	\`sizes_md_mime_type\` text,
  	\`sizes_md_filesize\` numeric,
  	\`sizes_md_filename\` text,
  	\`sizes_lg_url\` text,
  	\`sizes_lg_width\` numeric,
  	\`sizes_lg_height\` numeric,
  	\`sizes_lg_mime_type\` text,
  	\`sizes_lg_filesize\` numeric,
  	\`sizes_lg_filename\` text,
  	\`sizes_share_url\` text,
  	\`sizes_share_width\` numeric,
  	\`sizes_share_height\` numeric,
  	\`sizes_share_mime_type\` text,
  	\`sizes_share_filesize\` numeric,
  	\`sizes_share_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_sm_sizes_sm_filename_idx\` ON \`media\` (\`sizes_sm_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_md_sizes_md_filename_idx\` ON \`media\` (\`sizes_md_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_lg_sizes_lg_filename_idx\` ON \`media\` (\`sizes_lg_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_share_sizes_share_filename_idx\` ON \`media\` (\`sizes_share_filename\`);`)
  await db.run(sql`CREATE TABLE \`media_locales\` (
  	\`alt\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`media_locales_locale_parent_id_unique\` ON \`media_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`translations\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text NOT NULL,
  	\`locale_changes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`translations_key_idx\` ON \`translations\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`translations_updated_at_idx\` ON \`translations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`translations_created_at_idx\` ON \`translations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`translations_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`translations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`translations_locales_locale_parent_id_unique\` ON \`translations_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`date\` text,
  	\`topic\` text DEFAULT 'press',
  	\`slug\` text,
  	\`image_id\` integer,
  	\`locale_changes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`news_date_idx\` ON \`news\` (\`date\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`news_slug_idx\` ON \`news\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_image_idx\` ON \`news\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`news_locales\` (
  	\`label\` text,
  	\`headline\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`news_locales_locale_parent_id_unique\` ON \`news_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`news_rels\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	\`events_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`news_rels_order_idx\` ON \`news_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_parent_idx\` ON \`news_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_path_idx\` ON \`news_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_documents_id_idx\` ON \`news_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`news_rels_events_id_idx\` ON \`news_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_date\` text,
  	\`version_topic\` text DEFAULT 'press',
  	\`version_slug\` text,
  	\`version_image_id\` integer,
  	\`version_locale_changes\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_date_idx\` ON \`_news_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_slug_idx\` ON \`_news_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_image_idx\` ON \`_news_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_snapshot_idx\` ON \`_news_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_published_locale_idx\` ON \`_news_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_locales\` (
  	\`version_label\` text,
  	\`version_headline\` text,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_news_v_locales_locale_parent_id_unique\` ON \`_news_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_news_v_rels\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	\`events_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_news_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_rels_order_idx\` ON \`_news_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_parent_idx\` ON \`_news_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_path_idx\` ON \`_news_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_documents_id_idx\` ON \`_news_v_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_rels_events_id_idx\` ON \`_news_v_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE TABLE \`leaders_appointments\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`group\` text NOT NULL,
  	\`since\` text,
  	\`term_from\` numeric,
  	\`term_to\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leaders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leaders_appointments_order_idx\` ON \`leaders_appointments\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`leaders_appointments_parent_id_idx\` ON \`leaders_appointments\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`leaders_appointments_locales\` (
  	\`role\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leaders_appointments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`leaders_appointments_locales_locale_parent_id_unique\` ON \`leaders_appointments_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`leaders_groups\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`leaders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`leaders_groups_order_idx\` ON \`leaders_groups\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`leaders_groups_parent_idx\` ON \`leaders_groups\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`leaders\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_order\` text,
  	\`photo_id\` integer NOT NULL,
  	\`age\` numeric,
  	\`joined_year\` numeric,
  	\`featured\` integer DEFAULT true,
  	\`locale_changes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`leaders__order_idx\` ON \`leaders\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`leaders_photo_idx\` ON \`leaders\` (\`photo_id\`);`)
  await db.run(sql`CREATE INDEX \`leaders_updated_at_idx\` ON \`leaders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`leaders_created_at_idx\` ON \`leaders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`leaders_locales\` (
  	\`name\` text NOT NULL,
  	\`position\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`leaders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`leaders_locales_locale_parent_id_unique\` ON \`leaders_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`history_milestones\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_order\` text,
  	\`period\` text NOT NULL,
  	\`year\` text,
  	\`image_id\` integer NOT NULL,
  	\`locale_changes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`history_milestones__order_idx\` ON \`history_milestones\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`history_milestones_period_idx\` ON \`history_milestones\` (\`period\`);`)
  await db.run(sql`CREATE INDEX \`history_milestones_image_idx\` ON \`history_milestones\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`history_milestones_updated_at_idx\` ON \`history_milestones\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`history_milestones_created_at_idx\` ON \`history_milestones\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`history_milestones_locales\` (
  	\`title\` text NOT NULL,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`history_milestones\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`history_milestones_locales_locale_parent_id_unique\` ON \`history_milestones_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`subsidiaries\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_order\` text,
  	\`category\` text,
  	\`url\` text,
  	\`locale_changes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`subsidiaries__order_idx\` ON \`subsidiaries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_updated_at_idx\` ON \`subsidiaries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subsidiaries_created_at_idx\` ON \`subsidiaries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`subsidiaries_locales\` (
  	\`name\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`subsidiaries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`subsidiaries_locales_locale_parent_id_unique\` ON \`subsidiaries_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faq\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_order\` text,
  	\`category\` text NOT NULL,
  	\`locale_changes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`faq__order_idx\` ON \`faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`faq_category_idx\` ON \`faq\` (\`category\`);`)
  await db.run(sql`CREATE INDEX \`faq_updated_at_idx\` ON \`faq\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faq_created_at_idx\` ON \`faq\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`faq_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faq_locales_locale_parent_id_unique\` ON \`faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`documents\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`kind\` text,
  	\`year\` numeric,
  	\`period\` text DEFAULT 'year',
  	\`date\` text,
  	\`file_en_id\` integer,
  	\`file_ru_id\` integer,
  	\`locale_changes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`file_en_id\`) REFERENCES \`document_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_ru_id\`) REFERENCES \`document_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`documents_kind_idx\` ON \`documents\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`documents_year_idx\` ON \`documents\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`documents_date_idx\` ON \`documents\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`documents_file_en_idx\` ON \`documents\` (\`file_en_id\`);`)
  await db.run(sql`CREATE INDEX \`documents_file_ru_idx\` ON \`documents\` (\`file_ru_id\`);`)
  await db.run(sql`CREATE INDEX \`documents_updated_at_idx\` ON \`documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`documents_created_at_idx\` ON \`documents\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`documents__status_idx\` ON \`documents\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`documents_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`documents_locales_locale_parent_id_unique\` ON \`documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_documents_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_kind\` text,
  	\`version_year\` numeric,
  	\`version_period\` text DEFAULT 'year',
  	\`version_date\` text,
  	\`version_file_en_id\` integer,
  	\`version_file_ru_id\` integer,
  	\`version_locale_changes\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_en_id\`) REFERENCES \`document_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_ru_id\`) REFERENCES \`document_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_documents_v_parent_idx\` ON \`_documents_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_kind_idx\` ON \`_documents_v\` (\`version_kind\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_year_idx\` ON \`_documents_v\` (\`version_year\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_date_idx\` ON \`_documents_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_file_en_idx\` ON \`_documents_v\` (\`version_file_en_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_file_ru_idx\` ON \`_documents_v\` (\`version_file_ru_id\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_updated_at_idx\` ON \`_documents_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version_created_at_idx\` ON \`_documents_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_version_version__status_idx\` ON \`_documents_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_created_at_idx\` ON \`_documents_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_updated_at_idx\` ON \`_documents_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_snapshot_idx\` ON \`_documents_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_published_locale_idx\` ON \`_documents_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_documents_v_latest_idx\` ON \`_documents_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_documents_v_locales\` (
  	\`version_title\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_documents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_documents_v_locales_locale_parent_id_unique\` ON \`_documents_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`kind\` text DEFAULT 'results',
  	\`start\` text,
  	\`start_tz\` text DEFAULT 'Europe/Moscow',
  	\`end\` text,
  	\`end_tz\` text DEFAULT 'Europe/Moscow',
  	\`webcast_url\` text,
  	\`locale_changes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`events_start_idx\` ON \`events\` (\`start\`);`)
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`events__status_idx\` ON \`events\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`events_locales\` (
  	\`title\` text,
  	\`place\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`events_locales_locale_parent_id_unique\` ON \`events_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events_rels\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_rels_order_idx\` ON \`events_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_parent_idx\` ON \`events_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_path_idx\` ON \`events_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_documents_id_idx\` ON \`events_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`parent_id\` integer,
  	\`version_kind\` text DEFAULT 'results',
  	\`version_start\` text,
  	\`version_start_tz\` text DEFAULT 'Europe/Moscow',
  	\`version_end\` text,
  	\`version_end_tz\` text DEFAULT 'Europe/Moscow',
  	\`version_webcast_url\` text,
  	\`version_locale_changes\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_parent_idx\` ON \`_events_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_start_idx\` ON \`_events_v\` (\`version_start\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_updated_at_idx\` ON \`_events_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_created_at_idx\` ON \`_events_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version__status_idx\` ON \`_events_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_created_at_idx\` ON \`_events_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_updated_at_idx\` ON \`_events_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_snapshot_idx\` ON \`_events_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_published_locale_idx\` ON \`_events_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_latest_idx\` ON \`_events_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_locales\` (
  	\`version_title\` text,
  	\`version_place\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_events_v_locales_locale_parent_id_unique\` ON \`_events_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_rels\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`documents_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_rels_order_idx\` ON \`_events_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_parent_idx\` ON \`_events_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_path_idx\` ON \`_events_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_documents_id_idx\` ON \`_events_v_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE TABLE \`consent_documents\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`version\` numeric,
  	\`key\` text,
  	\`published\` integer DEFAULT false NOT NULL,
  	\`published_at\` text,
  	\`locale_changes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`consent_documents_purpose_idx\` ON \`consent_documents\` (\`purpose\`);`)
  await db.run(sql`CREATE INDEX \`consent_documents_version_idx\` ON \`consent_documents\` (\`version\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`consent_documents_key_idx\` ON \`consent_documents\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`consent_documents_published_idx\` ON \`consent_documents\` (\`published\`);`)
  await db.run(sql`CREATE INDEX \`consent_documents_updated_at_idx\` ON \`consent_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`consent_documents_created_at_idx\` ON \`consent_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`consent_documents_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`consent_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`consent_documents_locales_locale_parent_id_unique\` ON \`consent_documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`document_files\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`prefix\` text DEFAULT 'documents',
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
  	\`focal_x\` numeric,
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`document_files_updated_at_idx\` ON \`document_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`document_files_created_at_idx\` ON \`document_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`document_files_filename_idx\` ON \`document_files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`redirects\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`from\` text NOT NULL,
  	\`to\` text NOT NULL,
  	\`type\` text DEFAULT '301' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`redirects_from_idx\` ON \`redirects\` (\`from\`);`)
  await db.run(sql`CREATE INDEX \`redirects_updated_at_idx\` ON \`redirects\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`redirects_created_at_idx\` ON \`redirects\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text,
  	\`role\` text DEFAULT 'editor' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`staff_two_factor\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`secret\` text NOT NULL,
  	\`last_step\` numeric NOT NULL,
  	\`recovery_codes\` text NOT NULL,
  	\`accepted\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`staff_two_factor_user_idx\` ON \`staff_two_factor\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`staff_two_factor_updated_at_idx\` ON \`staff_two_factor\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`staff_two_factor_created_at_idx\` ON \`staff_two_factor\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`subscribers_topics\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`subscribers_topics_order_idx\` ON \`subscribers_topics\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_topics_parent_idx\` ON \`subscribers_topics\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_topics_value_idx\` ON \`subscribers_topics\` (\`value\`);`)
  await db.run(sql`CREATE TABLE \`subscribers\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`email\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`language\` text DEFAULT 'en',
  	\`consent\` integer DEFAULT false NOT NULL,
  	\`consent_at\` text,
  	\`consent_version\` text,
  	\`consent_language\` text,
  	\`confirmed_at\` text,
  	\`confirm_nonce\` text,
  	\`manage_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`subscribers_email_idx\` ON \`subscribers\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_status_idx\` ON \`subscribers\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_updated_at_idx\` ON \`subscribers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`subscribers_created_at_idx\` ON \`subscribers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`customers\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`balance\` numeric DEFAULT 0 NOT NULL,
  	\`show_total\` integer DEFAULT false,
  	\`locked\` integer DEFAULT false,
  	\`signature_id\` integer,
  	\`signature_hash\` text,
  	\`reg_time\` text,
  	\`language\` text DEFAULT 'en',
  	\`login_failures\` numeric DEFAULT 0,
  	\`lock_until\` text,
  	\`email_confirmed\` integer DEFAULT true,
  	\`password_hash\` text NOT NULL,
  	\`reset_nonce\` text,
  	\`reset_expires_at\` text,
  	\`confirm_nonce\` text,
  	\`confirm_expires_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`signature_id\`) REFERENCES \`customer_signatures\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`customers_email_idx\` ON \`customers\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`customers_signature_idx\` ON \`customers\` (\`signature_id\`);`)
  await db.run(sql`CREATE INDEX \`customers_reg_time_idx\` ON \`customers\` (\`reg_time\`);`)
  await db.run(sql`CREATE INDEX \`customers_updated_at_idx\` ON \`customers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customers_created_at_idx\` ON \`customers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`procedures\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`name\` text NOT NULL,
  	\`description\` text,
  	\`price\` numeric DEFAULT 0 NOT NULL,
  	\`payment_date\` text,
  	\`status\` text DEFAULT 'planned' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`procedures_customer_idx\` ON \`procedures\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`procedures_updated_at_idx\` ON \`procedures\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`procedures_created_at_idx\` ON \`procedures\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`audit_log\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`customer_id\` integer,
  	\`procedure_id\` integer,
  	\`actor_id\` integer,
  	\`actor_email\` text,
  	\`actor_role\` text,
  	\`actor_name\` text,
  	\`action\` text,
  	\`summary\` text,
  	\`changes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`procedure_id\`) REFERENCES \`procedures\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`actor_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`audit_log_customer_idx\` ON \`audit_log\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_procedure_idx\` ON \`audit_log\` (\`procedure_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_actor_idx\` ON \`audit_log\` (\`actor_id\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_action_idx\` ON \`audit_log\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_updated_at_idx\` ON \`audit_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`audit_log_created_at_idx\` ON \`audit_log\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`customer_sessions\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`last_seen_at\` text NOT NULL,
  	\`password_change_required\` integer DEFAULT false,
  	\`user_agent\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`customer_sessions_token_hash_idx\` ON \`customer_sessions\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`customer_sessions_customer_idx\` ON \`customer_sessions\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`customer_sessions_expires_at_idx\` ON \`customer_sessions\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_sessions_updated_at_idx\` ON \`customer_sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_sessions_created_at_idx\` ON \`customer_sessions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`customer_signatures\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`sha256\` text NOT NULL,
  	\`prefix\` text DEFAULT 'signatures',
  	\`_objectkey\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`customer_signatures_sha256_idx\` ON \`customer_signatures\` (\`sha256\`);`)
  await db.run(sql`CREATE INDEX \`customer_signatures_updated_at_idx\` ON \`customer_signatures\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_signatures_created_at_idx\` ON \`customer_signatures\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`customer_signatures_filename_idx\` ON \`customer_signatures\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`shared_counters\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text NOT NULL,
  	\`count\` numeric NOT NULL,
  	\`expires_at\` numeric
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`shared_counters_key_idx\` ON \`shared_counters\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`shared_counters_expires_at_idx\` ON \`shared_counters\` (\`expires_at\`);`)
  await db.run(sql`CREATE TABLE \`mail_messages\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`to\` text NOT NULL,
  	\`subject\` text,
  	\`status\` text DEFAULT 'queued' NOT NULL,
  	\`attempts\` numeric DEFAULT 0,
  	\`last_error\` text,
  	\`sent_at\` text,
  	\`language\` text DEFAULT 'en',
  	\`template\` text,
  	\`text\` text,
  	\`html\` text,
  	\`data\` text,
  	\`headers\` text,
  	\`job_queued\` integer DEFAULT false,
  	\`dedupe_key\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`mail_messages_to_idx\` ON \`mail_messages\` (\`to\`);`)
  await db.run(sql`CREATE INDEX \`mail_messages_status_idx\` ON \`mail_messages\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`mail_messages_job_queued_idx\` ON \`mail_messages\` (\`job_queued\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`mail_messages_dedupe_key_idx\` ON \`mail_messages\` (\`dedupe_key\`);`)
  await db.run(sql`CREATE INDEX \`mail_messages_updated_at_idx\` ON \`mail_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`mail_messages_created_at_idx\` ON \`mail_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`consent_records\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`action\` text NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`version\` numeric NOT NULL,
  	\`document_id\` integer,
  	\`customer_id\` integer,
  	\`subscriber_id\` integer,
  	\`email\` text NOT NULL,
  	\`language\` text NOT NULL,
  	\`at\` text NOT NULL,
  	\`client\` text,
  	\`user_agent\` text,
  	\`signature_sha256\` text,
  	\`key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`document_id\`) REFERENCES \`consent_documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`subscriber_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`consent_records_action_idx\` ON \`consent_records\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_purpose_idx\` ON \`consent_records\` (\`purpose\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_document_idx\` ON \`consent_records\` (\`document_id\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_customer_idx\` ON \`consent_records\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_subscriber_idx\` ON \`consent_records\` (\`subscriber_id\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_email_idx\` ON \`consent_records\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_at_idx\` ON \`consent_records\` (\`at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`consent_records_key_idx\` ON \`consent_records\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_updated_at_idx\` ON \`consent_records\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`consent_records_created_at_idx\` ON \`consent_records\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`deletion_requests\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`requested_at\` text NOT NULL,
  	\`due_at\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`note\` text,
  	\`approved_at\` text,
  	\`approved_by_id\` integer,
  	\`language\` text DEFAULT 'en',
  	\`key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`approved_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`deletion_requests_customer_idx\` ON \`deletion_requests\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`deletion_requests_due_at_idx\` ON \`deletion_requests\` (\`due_at\`);`)
  await db.run(sql`CREATE INDEX \`deletion_requests_status_idx\` ON \`deletion_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`deletion_requests_approved_by_idx\` ON \`deletion_requests\` (\`approved_by_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`deletion_requests_key_idx\` ON \`deletion_requests\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`deletion_requests_updated_at_idx\` ON \`deletion_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`deletion_requests_created_at_idx\` ON \`deletion_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`customer_documents\` (
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
  `)
  await db.run(sql`CREATE INDEX \`customer_documents_customer_idx\` ON \`customer_documents\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`customer_documents_updated_at_idx\` ON \`customer_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_documents_created_at_idx\` ON \`customer_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`customer_documents_filename_idx\` ON \`customer_documents\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`customer_documents_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`customer_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`customer_documents_locales_locale_parent_id_unique\` ON \`customer_documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`customer_threads\` (
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
  `)
  await db.run(sql`CREATE INDEX \`customer_threads_customer_idx\` ON \`customer_threads\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`customer_threads_type_idx\` ON \`customer_threads\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`customer_threads_status_idx\` ON \`customer_threads\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`customer_threads_assignee_idx\` ON \`customer_threads\` (\`assignee_id\`);`)
  await db.run(sql`CREATE INDEX \`customer_threads_last_message_at_idx\` ON \`customer_threads\` (\`last_message_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_threads_updated_at_idx\` ON \`customer_threads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_threads_created_at_idx\` ON \`customer_threads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`customer_messages\` (
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
  `)
  await db.run(sql`CREATE INDEX \`customer_messages_thread_idx\` ON \`customer_messages\` (\`thread_id\`);`)
  await db.run(sql`CREATE INDEX \`customer_messages_customer_idx\` ON \`customer_messages\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`customer_messages_author_idx\` ON \`customer_messages\` (\`author\`);`)
  await db.run(sql`CREATE INDEX \`customer_messages_staff_author_idx\` ON \`customer_messages\` (\`staff_author_id\`);`)
  await db.run(sql`CREATE INDEX \`customer_messages_read_at_idx\` ON \`customer_messages\` (\`read_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_messages_updated_at_idx\` ON \`customer_messages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_messages_created_at_idx\` ON \`customer_messages\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`detail_corrections_fields\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`detail_corrections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`detail_corrections_fields_order_idx\` ON \`detail_corrections_fields\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`detail_corrections_fields_parent_idx\` ON \`detail_corrections_fields\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`detail_corrections\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`customer_id\` integer NOT NULL,
  	\`dismissed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`detail_corrections_customer_idx\` ON \`detail_corrections\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`detail_corrections_dismissed_at_idx\` ON \`detail_corrections\` (\`dismissed_at\`);`)
  await db.run(sql`CREATE INDEX \`detail_corrections_updated_at_idx\` ON \`detail_corrections\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`detail_corrections_created_at_idx\` ON \`detail_corrections\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`customer_passkeys\` (
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
  `)
  await db.run(sql`CREATE INDEX \`customer_passkeys_customer_idx\` ON \`customer_passkeys\` (\`customer_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`customer_passkeys_credential_id_idx\` ON \`customer_passkeys\` (\`credential_id\`);`)
  await db.run(sql`CREATE INDEX \`customer_passkeys_updated_at_idx\` ON \`customer_passkeys\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`customer_passkeys_created_at_idx\` ON \`customer_passkeys\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`passkey_challenges\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`challenge\` text NOT NULL,
  	\`purpose\` text NOT NULL,
  	\`customer_id\` integer,
  	\`expires_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`customer_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`passkey_challenges_challenge_idx\` ON \`passkey_challenges\` (\`challenge\`);`)
  await db.run(sql`CREATE INDEX \`passkey_challenges_customer_idx\` ON \`passkey_challenges\` (\`customer_id\`);`)
  await db.run(sql`CREATE INDEX \`passkey_challenges_expires_at_idx\` ON \`passkey_challenges\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`passkey_challenges_updated_at_idx\` ON \`passkey_challenges\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`passkey_challenges_created_at_idx\` ON \`passkey_challenges\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_checkbox\` (
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
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_checkbox_order_idx\` ON \`forms_blocks_checkbox\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_checkbox_parent_id_idx\` ON \`forms_blocks_checkbox\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_checkbox_path_idx\` ON \`forms_blocks_checkbox\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_checkbox_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_checkbox\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_checkbox_locales_locale_parent_id_unique\` ON \`forms_blocks_checkbox_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_email\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`width\` numeric,
  	\`required\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_email_order_idx\` ON \`forms_blocks_email\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_email_parent_id_idx\` ON \`forms_blocks_email\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_email_path_idx\` ON \`forms_blocks_email\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_email_locales\` (
  	\`label\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_email\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_email_locales_locale_parent_id_unique\` ON \`forms_blocks_email_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_message\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_message_order_idx\` ON \`forms_blocks_message\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_message_parent_id_idx\` ON \`forms_blocks_message\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_message_path_idx\` ON \`forms_blocks_message\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_message_locales\` (
  	\`message\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_message\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_message_locales_locale_parent_id_unique\` ON \`forms_blocks_message_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_select_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_select\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_select_options_order_idx\` ON \`forms_blocks_select_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_select_options_parent_id_idx\` ON \`forms_blocks_select_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_select_options_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_select_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_select_options_locales_locale_parent_id_unique\` ON \`forms_blocks_select_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_select\` (
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
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_select_order_idx\` ON \`forms_blocks_select\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_select_parent_id_idx\` ON \`forms_blocks_select\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_select_path_idx\` ON \`forms_blocks_select\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_select_locales\` (
  	\`label\` text,
  	\`default_value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_select\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_select_locales_locale_parent_id_unique\` ON \`forms_blocks_select_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`width\` numeric,
  	\`required\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_text_order_idx\` ON \`forms_blocks_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_text_parent_id_idx\` ON \`forms_blocks_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_text_path_idx\` ON \`forms_blocks_text\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_text_locales\` (
  	\`label\` text,
  	\`default_value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_text\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_text_locales_locale_parent_id_unique\` ON \`forms_blocks_text_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_textarea\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`width\` numeric,
  	\`required\` integer,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_blocks_textarea_order_idx\` ON \`forms_blocks_textarea\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_textarea_parent_id_idx\` ON \`forms_blocks_textarea\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`forms_blocks_textarea_path_idx\` ON \`forms_blocks_textarea\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`forms_blocks_textarea_locales\` (
  	\`label\` text,
  	\`default_value\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms_blocks_textarea\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_blocks_textarea_locales_locale_parent_id_unique\` ON \`forms_blocks_textarea_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms_recipients\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`language\` text DEFAULT 'en' NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_recipients_order_idx\` ON \`forms_recipients\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`forms_recipients_parent_id_idx\` ON \`forms_recipients\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`forms\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`title\` text NOT NULL,
  	\`confirmation_type\` text DEFAULT 'message',
  	\`redirect_url\` text,
  	\`locale_changes\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`forms_updated_at_idx\` ON \`forms\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`forms_created_at_idx\` ON \`forms\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`forms_locales\` (
  	\`submit_button_label\` text,
  	\`confirmation_message\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_locales_locale_parent_id_unique\` ON \`forms_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_submissions_submission_data\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`field\` text NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`form_submissions_submission_data_order_idx\` ON \`form_submissions_submission_data\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_submission_data_parent_id_idx\` ON \`form_submissions_submission_data\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`form_submissions\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`form_id\` integer NOT NULL,
  	\`language\` text,
  	\`page\` text,
  	\`consent_version\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`form_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`form_submissions_form_idx\` ON \`form_submissions\` (\`form_id\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_updated_at_idx\` ON \`form_submissions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`form_submissions_created_at_idx\` ON \`form_submissions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`translations_id\` integer,
  	\`news_id\` integer,
  	\`leaders_id\` integer,
  	\`history_milestones_id\` integer,
  	\`subsidiaries_id\` integer,
  	\`faq_id\` integer,
  	\`documents_id\` integer,
  	\`events_id\` integer,
  	\`consent_documents_id\` integer,
  	\`document_files_id\` integer,
  	\`redirects_id\` integer,
  	\`users_id\` integer,
  	\`staff_two_factor_id\` integer,
  	\`subscribers_id\` integer,
  	\`customers_id\` integer,
  	\`procedures_id\` integer,
  	\`audit_log_id\` integer,
  	\`customer_sessions_id\` integer,
  	\`customer_signatures_id\` integer,
  	\`mail_messages_id\` integer,
  	\`consent_records_id\` integer,
  	\`deletion_requests_id\` integer,
  	\`customer_documents_id\` integer,
  	\`customer_threads_id\` integer,
  	\`customer_messages_id\` integer,
  	\`detail_corrections_id\` integer,
  	\`customer_passkeys_id\` integer,
  	\`passkey_challenges_id\` integer,
  	\`forms_id\` integer,
  	\`form_submissions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`translations_id\`) REFERENCES \`translations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`leaders_id\`) REFERENCES \`leaders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`history_milestones_id\`) REFERENCES \`history_milestones\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subsidiaries_id\`) REFERENCES \`subsidiaries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_id\`) REFERENCES \`faq\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`documents_id\`) REFERENCES \`documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_documents_id\`) REFERENCES \`consent_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`document_files_id\`) REFERENCES \`document_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`staff_two_factor_id\`) REFERENCES \`staff_two_factor\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customers_id\`) REFERENCES \`customers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`procedures_id\`) REFERENCES \`procedures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`audit_log_id\`) REFERENCES \`audit_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customer_sessions_id\`) REFERENCES \`customer_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customer_signatures_id\`) REFERENCES \`customer_signatures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_messages_id\`) REFERENCES \`mail_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_records_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`deletion_requests_id\`) REFERENCES \`deletion_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customer_documents_id\`) REFERENCES \`customer_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customer_threads_id\`) REFERENCES \`customer_threads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customer_messages_id\`) REFERENCES \`customer_messages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`detail_corrections_id\`) REFERENCES \`detail_corrections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`customer_passkeys_id\`) REFERENCES \`customer_passkeys\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`passkey_challenges_id\`) REFERENCES \`passkey_challenges\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_translations_id_idx\` ON \`payload_locked_documents_rels\` (\`translations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_leaders_id_idx\` ON \`payload_locked_documents_rels\` (\`leaders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_history_milestones_id_idx\` ON \`payload_locked_documents_rels\` (\`history_milestones_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subsidiaries_id_idx\` ON \`payload_locked_documents_rels\` (\`subsidiaries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_document_files_id_idx\` ON \`payload_locked_documents_rels\` (\`document_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_staff_two_factor_id_idx\` ON \`payload_locked_documents_rels\` (\`staff_two_factor_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customers_id_idx\` ON \`payload_locked_documents_rels\` (\`customers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_procedures_id_idx\` ON \`payload_locked_documents_rels\` (\`procedures_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_audit_log_id_idx\` ON \`payload_locked_documents_rels\` (\`audit_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customer_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`customer_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customer_signatures_id_idx\` ON \`payload_locked_documents_rels\` (\`customer_signatures_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_deletion_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`deletion_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customer_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`customer_documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customer_threads_id_idx\` ON \`payload_locked_documents_rels\` (\`customer_threads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customer_messages_id_idx\` ON \`payload_locked_documents_rels\` (\`customer_messages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_detail_corrections_id_idx\` ON \`payload_locked_documents_rels\` (\`detail_corrections_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_customer_passkeys_id_idx\` ON \`payload_locked_documents_rels\` (\`customer_passkeys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_passkey_challenges_id_idx\` ON \`payload_locked_documents_rels\` (\`passkey_challenges_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_social\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`network\` text NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_social_order_idx\` ON \`site_settings_social\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_social_parent_id_idx\` ON \`site_settings_social\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`logo_id\` integer,
  	\`phone\` text,
  	\`email\` text,
  	\`location_lat\` numeric,
  	\`location_lng\` numeric,
  	\`location_zoom\` numeric DEFAULT 15,
  	\`phone_region\` text DEFAULT 'RU',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_logo_idx\` ON \`site_settings\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_locales\` (
  	\`brand\` text NOT NULL,
  	\`short_name\` text,
  	\`legal_address\` text,
  	\`location_city\` text,
  	\`location_address\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`site_settings_locales_locale_parent_id_unique\` ON \`site_settings_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_items_columns_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`href\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_items_columns_links_order_idx\` ON \`navigation_items_columns_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_items_columns_links_parent_id_idx\` ON \`navigation_items_columns_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_items_columns_links_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items_columns_links\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_items_columns_links_locales_locale_parent_id_uniq\` ON \`navigation_items_columns_links_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_items_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_items_columns_order_idx\` ON \`navigation_items_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_items_columns_parent_id_idx\` ON \`navigation_items_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_items_columns_locales\` (
  	\`heading\` text,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_items_columns_locales_locale_parent_id_unique\` ON \`navigation_items_columns_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`href\` text NOT NULL,
  	\`in_footer\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_items_order_idx\` ON \`navigation_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_items_parent_id_idx\` ON \`navigation_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_items_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_items_locales_locale_parent_id_unique\` ON \`navigation_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_legal\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`href\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_legal_order_idx\` ON \`navigation_legal\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_legal_parent_id_idx\` ON \`navigation_legal\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_legal_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_legal\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`navigation_legal_locales_locale_parent_id_unique\` ON \`navigation_legal_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation\` (
  	\`id\` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_leaders_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_leaders_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_governance_tabs_facts\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_governance_tabs_facts_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_governance_tabs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_governance_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_history_timeline\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_history_timeline_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_banner_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_banner_carousel_slides_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_banner_carousel\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_banner_carousel_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_carousel_slides_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_carousel_layout_breakpoints\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_carousel\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_image_carousel_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cards_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_news_column\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_news_column_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_ecosystem_lines\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_ecosystem_lines_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_ecosystem_boxes\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_ecosystem_boxes_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_ecosystem\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_ecosystem_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_subsidiaries\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_subsidiaries_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_location\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_location_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_poster\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_poster_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_counter_slider_images\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_counter_slider\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_counter_slider_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_figures_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_figures_items_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_figures\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_tiles_tiles\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_tiles_tiles_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_tiles\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_video_tiles_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_news_list_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_promo_card\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_promo_card_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_social_links_networks\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_social_links\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_social_links_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_media_contact\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_media_contact_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sustainability_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_sustainability_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text_image\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_text_image_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_comparison_table_columns\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_comparison_table_columns_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_comparison_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_comparison_table_rows\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_comparison_table_rows_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_comparison_table\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_comparison_table_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_side_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_side_tabs_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_side_tabs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_side_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq_list_categories\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq_list\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq_list_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_latest_results\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_latest_results_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_document_library\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_document_library_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_event_calendar\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_event_calendar_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_news_archive\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_news_archive_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_ir_contact\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_ir_contact_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_form_locales\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_rich_text_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_leaders_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_leaders_grid_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_governance_tabs_facts\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_governance_tabs_facts_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_governance_tabs\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_governance_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_history_timeline\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_history_timeline_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_banner_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_banner_carousel_slides_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_banner_carousel\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_banner_carousel_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_carousel_slides\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_carousel_slides_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_carousel_layout_breakpoints\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_carousel\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_image_carousel_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cards_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cards_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_news_column\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_news_column_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_ecosystem_lines\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_ecosystem_lines_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_ecosystem_boxes\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_ecosystem_boxes_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_ecosystem\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_ecosystem_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_subsidiaries\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_subsidiaries_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_location\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_location_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_poster\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_poster_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_counter_slider_images\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_counter_slider\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_counter_slider_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_figures_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_figures_items_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_figures\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_figures_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_tiles_tiles\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_tiles_tiles_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_tiles\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_video_tiles_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_news_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_news_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_promo_card\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_promo_card_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_social_links_networks\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_social_links\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_social_links_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_media_contact\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_media_contact_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_sustainability_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_sustainability_hero_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_text_image\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_text_image_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_comparison_table_columns\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_comparison_table_columns_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_comparison_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_comparison_table_rows\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_comparison_table_rows_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_comparison_table\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_comparison_table_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_side_tabs_tabs\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_side_tabs_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_side_tabs\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_side_tabs_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq_list_categories\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq_list\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq_list_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_latest_results\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_latest_results_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_document_library\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_document_library_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_event_calendar\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_event_calendar_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_news_archive\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_news_archive_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_ir_contact\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_ir_contact_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_form_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`media_locales\`;`)
  await db.run(sql`DROP TABLE \`translations\`;`)
  await db.run(sql`DROP TABLE \`translations_locales\`;`)
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`DROP TABLE \`news_locales\`;`)
  await db.run(sql`DROP TABLE \`news_rels\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`_news_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_news_v_rels\`;`)
  await db.run(sql`DROP TABLE \`leaders_appointments\`;`)
  await db.run(sql`DROP TABLE \`leaders_appointments_locales\`;`)
  await db.run(sql`DROP TABLE \`leaders_groups\`;`)
  await db.run(sql`DROP TABLE \`leaders\`;`)
  await db.run(sql`DROP TABLE \`leaders_locales\`;`)
  await db.run(sql`DROP TABLE \`history_milestones\`;`)
  await db.run(sql`DROP TABLE \`history_milestones_locales\`;`)
  await db.run(sql`DROP TABLE \`subsidiaries\`;`)
  await db.run(sql`DROP TABLE \`subsidiaries_locales\`;`)
  await db.run(sql`DROP TABLE \`faq\`;`)
  await db.run(sql`DROP TABLE \`faq_locales\`;`)
  await db.run(sql`DROP TABLE \`documents\`;`)
  await db.run(sql`DROP TABLE \`documents_locales\`;`)
  await db.run(sql`DROP TABLE \`_documents_v\`;`)
  await db.run(sql`DROP TABLE \`_documents_v_locales\`;`)
  await db.run(sql`DROP TABLE \`events\`;`)
  await db.run(sql`DROP TABLE \`events_locales\`;`)
  await db.run(sql`DROP TABLE \`events_rels\`;`)
  await db.run(sql`DROP TABLE \`_events_v\`;`)
  await db.run(sql`DROP TABLE \`_events_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_events_v_rels\`;`)
  await db.run(sql`DROP TABLE \`consent_documents\`;`)
  await db.run(sql`DROP TABLE \`consent_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`document_files\`;`)
  await db.run(sql`DROP TABLE \`redirects\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`staff_two_factor\`;`)
  await db.run(sql`DROP TABLE \`subscribers_topics\`;`)
  await db.run(sql`DROP TABLE \`subscribers\`;`)
  await db.run(sql`DROP TABLE \`customers\`;`)
  await db.run(sql`DROP TABLE \`procedures\`;`)
  await db.run(sql`DROP TABLE \`audit_log\`;`)
  await db.run(sql`DROP TABLE \`customer_sessions\`;`)
  await db.run(sql`DROP TABLE \`customer_signatures\`;`)
  await db.run(sql`DROP TABLE \`shared_counters\`;`)
  await db.run(sql`DROP TABLE \`mail_messages\`;`)
  await db.run(sql`DROP TABLE \`consent_records\`;`)
  await db.run(sql`DROP TABLE \`deletion_requests\`;`)
  await db.run(sql`DROP TABLE \`customer_documents\`;`)
  await db.run(sql`DROP TABLE \`customer_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`customer_threads\`;`)
  await db.run(sql`DROP TABLE \`customer_messages\`;`)
  await db.run(sql`DROP TABLE \`detail_corrections_fields\`;`)
  await db.run(sql`DROP TABLE \`detail_corrections\`;`)
  await db.run(sql`DROP TABLE \`customer_passkeys\`;`)
  await db.run(sql`DROP TABLE \`passkey_challenges\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_checkbox\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_checkbox_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_email\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_email_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_message\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_message_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_select_options\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_select_options_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_select\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_select_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_text\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_text_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_textarea\`;`)
  await db.run(sql`DROP TABLE \`forms_blocks_textarea_locales\`;`)
  await db.run(sql`DROP TABLE \`forms_recipients\`;`)
  await db.run(sql`DROP TABLE \`forms\`;`)
  await db.run(sql`DROP TABLE \`forms_locales\`;`)
  await db.run(sql`DROP TABLE \`form_submissions_submission_data\`;`)
  await db.run(sql`DROP TABLE \`form_submissions\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`site_settings_social\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_items_columns_links\`;`)
  await db.run(sql`DROP TABLE \`navigation_items_columns_links_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_items_columns\`;`)
  await db.run(sql`DROP TABLE \`navigation_items_columns_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_items\`;`)
  await db.run(sql`DROP TABLE \`navigation_items_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation_legal\`;`)
  await db.run(sql`DROP TABLE \`navigation_legal_locales\`;`)
  await db.run(sql`DROP TABLE \`navigation\`;`)
}
