import type { LoaderFunctionArgs } from '@remix-run/node'
import { PRIVATE_HEADERS, requestToken } from '../../features/cabinet/index.server'
import { exportCustomerData } from '../../features/dataRights/index.server'

/** The signed-in customer's data as one JSON file to keep; 401 for anyone else, 429 past the budget. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const outcome = await exportCustomerData(context.payload, requestToken(request))
  if (outcome.status !== 'ok') {
    const status = outcome.status === 'limited' ? 429 : 401
    return Response.json(
      { error: outcome.status === 'limited' ? 'Too many downloads; try again in an hour' : 'Not signed in' },
      { status, headers: PRIVATE_HEADERS },
    )
  }
  const day = outcome.data.generatedAt.slice(0, 10)
  return new Response(JSON.stringify(outcome.data, null, 2), {
    headers: {
      ...PRIVATE_HEADERS,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="veltrana-my-data-${day}.json"`,
    },
  })
}
