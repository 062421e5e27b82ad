import fs from 'node:fs'
import path from 'node:path'
import { DrizzleQueryError } from '@payloadcms/db-sqlite/drizzle'
import type { AfterErrorHook, CollectionBeforeOperationHook, FlattenedField, GlobalBeforeOperationHook, SanitizedConfig } from 'payload'
import { APIError, getRequestLanguage, NotFound } from 'payload'
import { parseCookies } from 'payload/shared'
import { adminMessage, adminTranslations, type AdminMessage } from './adminTranslations'
import { isObject } from './json'

// Payload's REST API answers some malformed requests with 500 (found by scripts/faults/fuzz.mjs).
// What a request's address, headers or body show is refused before Payload reads it (guardRest,
// the beforeOperation check); what shows only as Payload fails is told by the error's class or
// code. Anything else stays a 500, so a real fault is never hidden.

const fail = (status: number, message: string) => ({ status, response: { errors: [{ message }] } })

/** The error and everything it wraps (drizzle wraps the driver's error, which may wrap SQLite's). */
function chain(error: unknown): Error[] {
  const out: Error[] = []
  for (let e = error; e instanceof Error && out.length < 8; e = e.cause) out.push(e)
  return out
}

const codeOf = (e: Error) => (e as { code?: unknown }).code

export const answerClientErrors: AfterErrorHook = ({ error, req }) => {
  // JSON.parse of `where` or of a multipart body's `_payload`.
  if (error instanceof SyntaxError) return fail(400, 'Malformed query or body')
  // Payload's answer to a JSON body it cannot parse, which it words in English only.
  if (error instanceof APIError && error.status === 400 && error.message === 'Invalid JSON') return fail(400, adminMessage(req, 'bodyMalformed'))
  const errors = chain(error)
  // A value the driver would not bind (a filter date that is no date, an object for a select
  // field): a query failing with an error that carries no SQLite code never reached SQLite.
  const query = errors.find((e) => e instanceof DrizzleQueryError)
  if (query && query.cause instanceof Error && codeOf(query.cause) === undefined) return fail(400, 'Malformed query or value')
  const codes = errors.map(codeOf)
  // Deleting what others still link to (where no hook refused it first); a link to nothing.
  if (req.method === 'DELETE' && codes.some((c) => c === 'SQLITE_CONSTRAINT_FOREIGNKEY' || c === 'SQLITE_CONSTRAINT_NOTNULL'))
    return fail(409, 'This document is still used by others')
  if (codes.includes('SQLITE_CONSTRAINT_FOREIGNKEY')) return fail(400, 'A link points to a document that does not exist')
}

/** Deeper than any document of ours (rich text included); thousands deep overflow the stack of
 * Payload's deep copy, so the depth is checked first. */
const MAX_DEPTH = 64

/** A Lexical node: an object whose `children`, if any, are nodes. */
const isLexicalNode = (node: unknown): boolean =>
  isObject(node) && (!('children' in node) || (Array.isArray(node.children) && node.children.every(isLexicalNode)))

/**
 * The body of a write is a JSON object whose values have the shape their fields store: e-mail a
 * string, a list a list (never null), rich text a Lexical document, nothing nested beyond
 * MAX_DEPTH. Anything else would reach Payload's hooks or the database adapter and fail there.
 */
function checkValues(data: Record<string, unknown>, fields: FlattenedField[]) {
  for (const field of fields) {
    const value = data[field.name]
    if (value === null && (field.type === 'array' || field.type === 'blocks')) throw new APIError(`${field.name}: lists are sent as [], never null.`, 400)
    if (value == null) continue
    if (field.type === 'email' && typeof value !== 'string') throw new APIError(`${field.name} must be a string.`, 400)
    if (field.type === 'richText' && !(isObject(value) && isLexicalNode(value.root))) throw new APIError(`${field.name} is not rich text.`, 400)
    const rows = field.type === 'array' && Array.isArray(value) ? value : field.type === 'group' || field.type === 'tab' ? [value] : []
    if ('flattenedFields' in field) for (const row of rows.filter(isObject)) checkValues(row, field.flattenedFields)
  }
}

const nestedTooDeep = (value: unknown, depth = 0): boolean =>
  depth > MAX_DEPTH || (value !== null && typeof value === 'object' && Object.values(value).some((child) => nestedTooDeep(child, depth + 1)))

const wellFormedArgs: CollectionBeforeOperationHook & GlobalBeforeOperationHook = ({ args, operation, ...hook }) => {
  // Payload reads a numeric id with parseFloat: "abc" is NaN, which names no document.
  const id = (args as { id?: unknown } | undefined)?.id
  if (typeof id === 'number' && !Number.isFinite(id)) throw new NotFound()
  const data = (args as { data?: unknown } | undefined)?.data
  if (data === undefined && operation !== 'create' && operation !== 'update') return args
  if (!isObject(data)) throw new APIError('The body must be a JSON object.', 400)
  if (nestedTooDeep(data)) throw new APIError('Body nested too deeply.', 400)
  checkValues(data, ('collection' in hook ? hook.collection : hook.global).flattenedFields)
  return args
}

/** The check on every collection and global, Payload's own (preferences, document locks)
 * included: those exist only once the config is built, so it is added to the built config. */
export function withDataChecks(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) collection.hooks.beforeOperation = [wellFormedArgs, ...(collection.hooks.beforeOperation ?? [])]
  for (const global of config.globals) global.hooks.beforeOperation = [wellFormedArgs, ...(global.hooks.beforeOperation ?? [])]
  return config
}

type RouteHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

const refuse = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

/** One of our admin messages in the language the request asks for (the admin's cookie, else
 * Accept-Language), as Payload picks it, for answers given before Payload has read the request. */
function messageFor(config: SanitizedConfig, request: Request, key: AdminMessage): string {
  const language = getRequestLanguage({ config, cookies: parseCookies(request.headers), headers: request.headers })
  return (adminTranslations[language as keyof typeof adminTranslations] ?? adminTranslations.en).custom[key]
}
const notFound = () => refuse(404, 'Not Found')

/** Payload's query numbers: given once, a whole number (a page from 1). A list, a negative or a
 * word reaches SQLite as a limit or offset it cannot run. */
function wellFormedPaging(query: URLSearchParams): boolean {
  for (const name of ['limit', 'page', 'depth']) {
    const given = [...query.keys()].filter((key) => key === name || key.startsWith(`${name}[`))
    if (given.length === 0) continue
    const value = query.get(name)
    if (given.length > 1 || value === null || !/^\d{1,9}$/.test(value) || (name === 'page' && Number(value) < 1)) return false
  }
  return true
}

/** Routes Payload answers for every collection and global although this config has no table
 * behind them: the versions of one that keeps none, e-mail verification where there is none. */
function routeExists(config: SanitizedConfig, pathname: string): boolean {
  const [, api, first, second, third] = pathname.split('/')
  if (`/${api}` !== config.routes.api) return true
  if (first === 'globals') {
    const global = config.globals.find((g) => g.slug === second)
    return !global || third !== 'versions' || Boolean(global.versions)
  }
  const collection = config.collections.find((c) => c.slug === first)
  if (!collection) return true
  if (second === 'versions') return Boolean(collection.versions)
  if (second === 'verify') return Boolean(collection.auth?.verify)
  return true
}

/** The boundary of a multipart/form-data body, or null for any other multipart type or none. */
function boundaryOf(contentType: string): string | null {
  const match = /^multipart\/form-data\s*;(?:.*;)?\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType)
  return match ? (match[1] ?? match[2]) : null
}

/** The body as it arrives, failing with a 400 if it ends before the closing `--boundary--`
 * (a form cut short), which the multipart parser would answer with a 500. */
function untilCloseDelimiter(body: ReadableStream<Uint8Array>, boundary: string, message: string): ReadableStream<Uint8Array> {
  const close = Buffer.from(`--${boundary}--`)
  let tail = Buffer.alloc(0)
  let closed = false
  return body.pipeThrough(
    new TransformStream({
      transform(chunk, controller) {
        const seen = closed ? tail : Buffer.concat([tail, chunk])
        closed ||= seen.includes(close)
        tail = seen.subarray(Math.max(0, seen.length - close.length + 1))
        controller.enqueue(chunk)
      },
      flush(controller) {
        if (!closed) controller.error(new APIError(message, 400))
      },
    }),
  )
}

/** Refuses what Payload would fail on before it reads the request, and covers what happens
 * outside its error handling: a method-override GET's JSON body parsed before its try/catch, a
 * collection without a REST API (payload-migrations: 501), a file not on disk (500) or not the
 * caller's to see (403). */
export function guardRest(config: Promise<SanitizedConfig>, handler: RouteHandler): RouteHandler {
  return async (incoming, context) => {
    const url = new URL(incoming.url)
    if (!wellFormedPaging(url.searchParams)) return refuse(400, 'Malformed query or value')
    if (!routeExists(await config, url.pathname)) return notFound()
    let request = incoming
    const contentType = incoming.headers.get('content-type') ?? ''
    if (incoming.body && contentType.toLowerCase().includes('multipart/')) {
      const boundary = boundaryOf(contentType)
      const malformed = messageFor(await config, incoming, 'multipartMalformed')
      if (!boundary) return refuse(400, malformed)
      request = new Request(incoming, { body: untilCloseDelimiter(incoming.body, boundary, malformed), duplex: 'half' } as RequestInit)
    }
    let response: Response
    try {
      response = await handler(request, context)
    } catch (error) {
      if (error instanceof SyntaxError) return refuse(400, 'Malformed JSON body')
      throw error
    }
    if (response.status === 501) return notFound()
    if (response.status === 500 && (await isMissingFile(config, url.pathname))) return notFound()
    // A file the caller may not have, or whose record is gone, is not there for them: Payload's 403
    // would say that it exists.
    if (response.status === 403 && FILE_ROUTE.test(url.pathname)) return notFound()
    return response
  }
}

const FILE_ROUTE = /^\/api\/([^/]+)\/file\/([^/]+)$/

async function isMissingFile(config: Promise<SanitizedConfig>, pathname: string): Promise<boolean> {
  const [, slug, name] = FILE_ROUTE.exec(pathname) ?? []
  const staticDir = slug && (await config).collections.find((c) => c.slug === slug)?.upload?.staticDir
  try {
    return Boolean(staticDir) && !fs.existsSync(path.resolve(staticDir as string, decodeURIComponent(name)))
  } catch {
    return false // a name that does not decode is no file's
  }
}
