import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'
import { addMissingColumns, dropColumns } from './0005_confirmed_addresses'

// A session remembers the browser it began in, for the customer's list of devices. Sessions from before have none and
// are listed as an unnamed browser; on a database the baseline made the column is there: nothing to do.

export const SESSION_DEVICE_COLUMNS = [{ table: 'customer_sessions', column: 'user_agent', definition: 'text' }] as const

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await addMissingColumns(db, SESSION_DEVICE_COLUMNS)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await dropColumns(db, SESSION_DEVICE_COLUMNS)
}
