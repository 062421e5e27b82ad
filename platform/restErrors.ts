import fs from 'node:fs'
import path from 'node:path'
import type { AfterErrorHook, CollectionBeforeOperationHook, FlattenedField, GlobalBeforeOperationHook, PayloadRequest, SanitizedConfig } from 'payload'
import { APIError } from 'payload'

// Payload's REST API answers some malformed requests with 500 (found by scripts/faults/fuzz.mjs).
// Each case below is recognised narrowly, by where the error comes from, and answered with its 4xx;
// anything else stays a 500, so a real fault is never hidden and a Payload upgrade shows in the fuzz run.

type Case = { status: 400 | 404 | 409; message: string; test: (error: Error, req: PayloadRequest) => boolean }

/** The error and everything it wraps (drizzle wraps libsql's error, which wraps SQLite's). */
function chain(error: unknown): Error[] {
  const out: Error[] = []
  for (let e = error; e instanceof Error && out.length < 8; e = (e as { cause?: unknown }).cause) out.push(e)
  return out
}

const fromStack = (error: Error, pattern: RegExp) => pattern.test(error.stack ?? '')
const JOIN_ALIAS = /no such column: [0-9a-f]{8}_[0-9a-f]{4}_[0-9a-f]{4}_[0-9a-f]{4}_[0-9a-f]{12}\./

const NOT_FOUND = { status: 404, message: 'Not Found' } as const

const CASES: Case[] = [
  {
    // Payload reads an id with parseFloat; "abc" becomes NaN, which SQLite refuses: no such document.
    ...NOT_FOUND,
    test: (error) => chain(error).some((e) => e.name === 'RangeError' && /finite numbers/.test(e.message)),
  },
  {
    // A value of the wrong shape that reached SQLite: a filter date that is no date, an object for a
    // select field, a list where one value goes (`limit=10&limit=20`), `limit=-1&page=-1`.
    status: 400,
    message: 'Malformed query or value',
    test: (error) =>
      chain(error).some((e) =>
        /cannot be passed as argument to the database|can only bind numbers, strings, bigints, buffers, and null|row value misused|near "(offset|limit)": syntax error/i.test(
          e.message,
        ),
      ),
  },
  {
    // `where` (or `_payload`) that is not JSON.
    status: 400,
    message: 'Malformed query or body',
    test: (error) => error.name === 'SyntaxError' && fromStack(error, /parseParams|addDataAndFileToRequest/),
  },
  {
    // A multipart body busboy cannot read (cut short, broken part headers), or a multipart
    // content type without a boundary, which Payload itself answers with a 500.
    status: 400,
    message: 'Malformed multipart body',
    test: (error) => fromStack(error, /[/\\]busboy[/\\]/) || error.message === 'Request is not eligible for file upload',
  },
  {
    // `null` for a list, which Payload's validation lets through and the SQLite adapter cannot store.
    status: 400,
    message: 'Malformed value: lists are sent as [], never null',
    test: (error) => error.name === 'TypeError' && fromStack(error, /[/\\]drizzle[/\\](dist|src)[/\\]transform[/\\]write[/\\]/),
  },
  {
    // Nesting deep enough (`[[[[…` thousands deep) to overflow the stack of Payload's deep copy.
    status: 400,
    message: 'Body nested too deeply',
    test: (error) => error.name === 'RangeError' && /Maximum call stack/.test(error.message) && fromStack(error, /deepCopyObject/),
  },
  {
    // Rich text that is not a Lexical document (`"children": "text"`): the editor's hooks fail on it.
    status: 400,
    message: 'Malformed rich text',
    test: (error) => error.name === 'TypeError' && fromStack(error, /[/\\]richtext-lexical[/\\]/),
  },
  {
    // Deleting an image a leader or milestone still shows: the database keeps their required link.
    status: 409,
    message: 'This document is still used by others',
    test: (error, req) => req.method === 'DELETE' && chain(error).some((e) => /(NOT NULL|FOREIGN KEY) constraint failed/.test(e.message)),
  },
  {
    // A link to a document that does not exist (an upload id of -1e308 gets past Payload's check).
    status: 400,
    message: 'A link points to a document that does not exist',
    test: (error, req) => req.method !== 'DELETE' && chain(error).some((e) => /FOREIGN KEY constraint failed/.test(e.message)),
  },
  {
    // Deleting something that is not there (a preference by key): the SQLite adapter's second lookup
    // reuses the first one's filter without its joins, failing with "no such column: <join alias>".
    ...NOT_FOUND,
    test: (error, req) => req.method === 'DELETE' && chain(error).some((e) => JOIN_ALIAS.test(e.message)),
  },
  {
    // POST /api/users/verify/:token exists although staff accounts have no e-mail verification.
    ...NOT_FOUND,
    test: (error) => /_verificationToken/.test(error.message),
  },
  {
    // …/versions of a collection or global that keeps none: there is no table to read.
    ...NOT_FOUND,
    test: (_error, req) => /\/versions(\/|$)/.test(new URL(req.url ?? 'http://x/').pathname) && !keepsVersions(req),
  },
]

function keepsVersions(req: PayloadRequest): boolean {
  const { collection, global } = req.routeParams ?? {}
  if (typeof collection === 'string')
    return Boolean((req.payload.collections as Record<string, { config: { versions?: unknown } } | undefined>)[collection]?.config.versions)
  if (typeof global === 'string') return Boolean(req.payload.globals.config.find((g) => g.slug === global)?.versions)
  return true
}

export const answerClientErrors: AfterErrorHook = ({ error, req }) => {
  const known = CASES.find((c) => c.test(error, req))
  if (!known) return
  return { status: known.status, response: { errors: [{ message: known.message }] } }
}

/**
 * The body of a write is a JSON object, and its e-mail fields are strings: anything else (`true`,
 * `null`, a form Payload does not parse, `{"email": 1.5}`) would reach Payload's field hooks and
 * fail there with a TypeError. Refused up front instead, for every collection and global.
 */
function checkData(args: unknown, operation: string, fields: FlattenedField[]) {
  const data = (args as { data?: unknown } | undefined)?.data
  if (data === undefined && operation !== 'create' && operation !== 'update') return
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new APIError('The body must be a JSON object.', 400)
  for (const field of fields) {
    const value = (data as Record<string, unknown>)[field.name]
    if (field.type === 'email' && value != null && typeof value !== 'string') throw new APIError(`${field.name} must be a string.`, 400)
  }
}

const wellFormedData: CollectionBeforeOperationHook & GlobalBeforeOperationHook = ({ args, operation, ...hook }) => {
  checkData(args, operation, ('collection' in hook ? hook.collection : hook.global).flattenedFields)
  return args
}

/** The check on every collection and global, Payload's own (preferences, document locks)
 * included: those exist only once the config is built, so it is added to the built config. */
export function withDataChecks(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) collection.hooks.beforeOperation = [wellFormedData, ...(collection.hooks.beforeOperation ?? [])]
  for (const global of config.globals) global.hooks.beforeOperation = [wellFormedData, ...(global.hooks.beforeOperation ?? [])]
  return config
}

type RouteHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

const FILE_ROUTE = /^\/api\/([^/]+)\/file\/([^/]+)$/

/**
 * For what happens outside Payload's error handling: a POST that asks to be read as a GET
 * (X-Payload-HTTP-Method-Override) has its JSON body parsed before Payload's try/catch; a
 * collection without a REST API (payload-migrations) answers 501 "Not Implemented"; and a file
 * that is not on disk (GET /api/media/file/<any name>) is answered 500 by Payload itself.
 */
export function guardRest(config: Promise<SanitizedConfig>, handler: RouteHandler): RouteHandler {
  return async (request, context) => {
    let response: Response
    try {
      response = await handler(request, context)
    } catch (error) {
      if (error instanceof Error && error.name === 'SyntaxError') return Response.json({ errors: [{ message: 'Malformed JSON body' }] }, { status: 400 })
      throw error
    }
    if (response.status === 501) return notFound()
    if (response.status === 500 && (await isMissingFile(config, request))) return notFound()
    return response
  }
}

const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

async function isMissingFile(config: Promise<SanitizedConfig>, request: Request): Promise<boolean> {
  const match = FILE_ROUTE.exec(new URL(request.url).pathname)
  if (!match) return false
  const staticDir = (await config).collections.find((c) => c.slug === match[1])?.upload?.staticDir
  if (!staticDir) return false
  let name: string
  try {
    name = decodeURIComponent(match[2])
  } catch {
    return false
  }
  return !fs.existsSync(path.resolve(staticDir, name))
}
