import { setImmediate as nextTurn } from 'node:timers/promises'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, TaskConfig } from 'payload'
import { serverURL } from '../../common/env.server'
import { LANGUAGES, type Language } from '../../common/languages'
import { newsArticlePath } from '../../common/news'
import { isNewsTopic } from '../../common/newsTopics'
import type { News, Subscriber } from '../../common/payload-types'
import { increment, readCounter, removeCounters } from '../../platform/sharedCounters'
import { languageUrl } from '../../ui/page/seo'
import { MAIL_QUEUE, queueMail } from '../mail/index.server'
import { subscriberLinks } from './links'

// News alerts: the first time an article is published (at once, or by a scheduled publish),
// one job is queued; it queues one message per confirmed subscriber of the article's topic, in
// the subscriber's language. Each message has the key news:<article>@<its creation>:<subscriber>,
// so a job that runs again after a crash queues only the ones it had not reached, and nobody gets
// two. The messages then go out through the mail queue, within MAIL_RATE.
// Nothing here carries over to another article that gets a deleted one's id (a database that
// hands ids out again): the counter goes with the article, and the messages, which stay as the
// record of what was sent, are keyed by the article's creation time too.

export const NEWS_ALERT_TASK = 'newsAlert'
/** Subscribers read per step. */
const PAGE = 200

/** The counter that says whether an article's alert was queued. */
export const alertCounterKey = (id: string | number) => `news-alert:${id}`

/** Queues the article's alert the first time it is published; never again, whatever is edited,
 * unpublished or published again (a counter in the database says whether it was). */
export const alertOnFirstPublish: CollectionAfterChangeHook = async ({ doc, req, context }) => {
  if ((doc as News)._status !== 'published') return doc
  // Demo articles count as alerted already, so that publishing an edit of one sends nothing.
  if ((await increment(req.payload, alertCounterKey(doc.id), null)) !== 1 || context?.seeding) return doc
  await req.payload.jobs.queue({ task: NEWS_ALERT_TASK, input: { news: String(doc.id) }, queue: MAIL_QUEUE, req } as never)
  return doc
}

/** Whether the article was published before the save now running: its alert's counter is
 * counted on every publication from the first, by `alertOnFirstPublish`, so a hook reading this
 * must run before that one. */
export async function publishedBefore(payload: Payload, id: string | number): Promise<boolean> {
  return (await readCounter(payload, alertCounterKey(id))) !== null
}

/** The article's counter goes with it. */
export const forgetAlertOnDelete: CollectionAfterDeleteHook = async ({ id, req }) => {
  await removeCounters(req.payload, alertCounterKey(id))
}

async function article(payload: Payload, id: string, language: Language): Promise<News | null> {
  // Payload's locale fallback gives the English text where the Russian is missing.
  return (await payload.findByID({
    collection: 'news',
    id,
    locale: language,
    fallbackLocale: 'en',
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as News | null
}

/** Queues the alert of one article to every confirmed subscriber of its topic. */
export async function sendNewsAlert(payload: Payload, newsId: string): Promise<number> {
  const versions = Object.fromEntries(await Promise.all(LANGUAGES.map(async (language) => [language, await article(payload, newsId, language)] as const)))
  const english = versions.en
  if (!english || english._status !== 'published') return 0
  const topic = isNewsTopic(english.topic) ? english.topic : 'press'
  let queued = 0
  for (let page = 1; ; page++) {
    const batch = await payload.find({
      collection: 'subscribers',
      where: { and: [{ status: { equals: 'confirmed' } }, { topics: { in: [topic] } }] },
      sort: 'id',
      limit: PAGE,
      page,
      depth: 0,
      overrideAccess: true,
      showHiddenFields: true,
    })
    for (const subscriber of batch.docs as (Subscriber & { manageKey?: string | null })[]) {
      const language = (subscriber.language ?? 'en') as Language
      const news = versions[language] ?? english
      const links = subscriberLinks(subscriber.id, subscriber.manageKey ?? '')
      const result = await queueMail(payload, {
        to: subscriber.email,
        language,
        template: 'newsAlert',
        data: {
          headline: news.headline,
          summary: news.summary,
          label: news.label ?? undefined,
          articleUrl: languageUrl(serverURL(), newsArticlePath(news.slug), language),
          ...links.data,
        },
        headers: links.headers,
        dedupeKey: `news:${newsId}@${english.createdAt}:${subscriber.id}`,
      })
      if (result.queued) queued += 1
      // SQLite answers a statement without giving the event loop a turn, so thousands of writes
      // in a row would hold back every request, and the memory their statements free, until the
      // last one: a turn per message.
      await nextTurn()
    }
    if (!batch.hasNextPage) return queued
  }
}

export const newsAlertTask: TaskConfig = {
  slug: NEWS_ALERT_TASK,
  label: 'Alert subscribers to a news article',
  inputSchema: [{ name: 'news', type: 'text', required: true }],
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 }, shouldRestore: false },
  handler: async ({ input, req }) => {
    await sendNewsAlert(req.payload, (input as { news: string }).news)
    return { output: {} }
  },
}
