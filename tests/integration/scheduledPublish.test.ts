// Scheduled publications and Payload's jobs (payload-jobs), as staff reach them: over REST, and
// through the admin's schedule drawer, whose server function deletes a job through the Local API,
// past the collection's access. No staff role reads, writes, queues or runs jobs; a scheduled
// publication is cancelled only by staff who may publish its page, so the back office (content
// read-only) never cancels an editor's.
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jobsConfig } from '../../platform/scheduledJobs'
import { bootTestPayload, staffUser, type TestCms } from './payload'
import { restClient, type Send } from './rest'

type Role = 'admin' | 'editor' | 'backoffice'
type DrawerArgs = { req: unknown; deleteID?: number | string; type?: 'publish'; date?: Date; doc?: { relationTo: string; value: number | string } }

let cms: TestCms
let payload: Payload
let rest: Send
/** The server function behind the admin's schedule drawer, as the admin's server runs it. */
let drawer: (args: DrawerArgs) => Promise<{ error?: string; message?: string }>

beforeAll(async () => {
  cms = await bootTestPayload()
  payload = cms.payload
  rest = await restClient()
  const ui = '../../cms/node_modules/@payloadcms/ui/dist/utilities/schedulePublishHandler.js'
  drawer = (await import(/* @vite-ignore */ ui)).schedulePublishHandler
})
afterAll(() => cms?.close())

async function signedIn(role: Role) {
  const user = await staffUser(payload, role)
  const reply = await rest('POST', '/api/users/login', { body: { email: user.email, password: 'staff-password-1' } })
  expect(reply.status, reply.text).toBe(200)
  return { user, headers: { authorization: `JWT ${reply.json.token}` }, req: () => createLocalReq({ user }, payload) }
}

async function draftPage() {
  const path = `scheduled-${Math.random().toString(36).slice(2, 8)}`
  const page = await payload.create({ collection: 'pages', data: { title: 'Published', path, _status: 'published' }, overrideAccess: true })
  await payload.update({ collection: 'pages', id: page.id, data: { title: 'Scheduled' }, draft: true, overrideAccess: true })
  return page
}

const jobExists = async (id: number | string) =>
  Boolean(await payload.findByID({ collection: 'payload-jobs', id, overrideAccess: true, disableErrors: true, depth: 0 }))

/** Schedules the page's publication an hour ahead as the admin's drawer does; the job's id. */
async function schedule(as: Awaited<ReturnType<typeof signedIn>>, pageId: number | string) {
  const answer = await drawer({ type: 'publish', date: new Date(Date.now() + 3_600_000), doc: { relationTo: 'pages', value: pageId }, req: await as.req() })
  expect(answer.error).toBeUndefined()
  const jobs = await payload.find({ collection: 'payload-jobs', overrideAccess: true, sort: '-createdAt', limit: 1, depth: 0 })
  return jobs.docs[0]!.id
}

describe('a scheduled publication', () => {
  it('is not cancelled by the back office through the schedule drawer; its editor cancels it', async () => {
    const editor = await signedIn('editor')
    const backoffice = await signedIn('backoffice')
    const page = await draftPage()
    const job = await schedule(editor, page.id)

    await drawer({ deleteID: job, req: await backoffice.req() })
    expect(await jobExists(job)).toBe(true)

    await drawer({ deleteID: job, req: await editor.req() })
    expect(await jobExists(job)).toBe(false)
  })
})

describe('the jobs collection', () => {
  it('is closed over REST to every staff role, admins included: no read, edit or delete of a queued job', async () => {
    const editor = await signedIn('editor')
    const job = await schedule(editor, (await draftPage()).id)
    for (const role of ['admin', 'editor', 'backoffice'] as const) {
      const { headers } = await signedIn(role)
      for (const [method, body] of [
        ['GET', undefined],
        ['PATCH', { waitUntil: new Date().toISOString() }],
        ['DELETE', undefined],
      ] as const) {
        const reply = await rest(method, `/api/payload-jobs/${job}`, { headers, body })
        expect([401, 403, 404], `${role} ${method}: ${reply.text.slice(0, 200)}`).toContain(reply.status)
      }
      const cancel = await rest('POST', `/api/payload-jobs/cancel?where[id][equals]=${job}`, { headers })
      expect([401, 403, 404], `${role} cancels: ${cancel.text.slice(0, 200)}`).toContain(cancel.status)
    }
    expect(await jobExists(job)).toBe(true)
  })

  it('is closed by our own configuration, whatever the Payload version opens by default', async () => {
    const open = () => true
    const collection = jobsConfig.jobsCollectionOverrides!({
      defaultJobsCollection: { slug: 'payload-jobs', fields: [], access: { create: open, read: open, update: open, delete: open, readVersions: open } },
    })
    const admin = await signedIn('admin')
    const args = { req: await admin.req() } as never
    for (const operation of ['create', 'read', 'update', 'delete', 'readVersions'] as const) expect(await collection.access![operation]!(args)).toBe(false)
    for (const operation of ['run', 'queue', 'cancel'] as const) expect(await jobsConfig.access![operation]!(args)).toBe(false)
  })
})
