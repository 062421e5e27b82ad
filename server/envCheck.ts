// Imported first by server.ts, so that it runs before any other module of the server reads the
// environment (the Payload config does, as it is imported). A malformed variable stops the
// start with its message alone: a stack trace would only bury it.
import { env } from '../common/env.server'

try {
  env()
} catch (error) {
  console.error(`\n  ${(error as Error).message.replaceAll('\n', '\n  ')}\n`)
  process.exit(1)
}
