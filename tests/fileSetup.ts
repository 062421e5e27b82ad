import { vi } from 'vitest'

// The test files share their workers' processes (`isolate: false`): Node's imports of packages
// (Payload, drizzle, sharp) are made once per worker instead of once per file. What a file could
// leave behind for the next is reset here, before each file: the project's own modules are
// evaluated afresh (their module-level state and the environment they read when imported), the
// environment is the worker's original one, and Payload's cache of instances is empty.
type WorkerGlobals = { __workerEnv?: NodeJS.ProcessEnv; _payload?: Map<string, unknown> }
const worker = globalThis as WorkerGlobals
worker.__workerEnv ??= { ...process.env }
for (const name of Object.keys(process.env)) if (!(name in worker.__workerEnv)) delete process.env[name]
Object.assign(process.env, worker.__workerEnv)
worker._payload?.clear()
vi.resetModules()
