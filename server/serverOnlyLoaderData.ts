import type { ServerBuild } from '@remix-run/node'

// Pages hydrate islands, never the Remix app, so loader data is for the server's render only, yet
// Remix encodes it for the browser on every document request and answers `/path.data` with it.
// With its properties not enumerable the render reads them as before and the encoder sees nothing.

type LoaderResult = { type?: unknown; data?: unknown } | null | undefined

/** The same properties, readable by name and invisible to Object.keys. */
function hidden<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Array.isArray(value) || value instanceof Response) return value
  const descriptors = Object.getOwnPropertyDescriptors(value)
  for (const descriptor of Object.values(descriptors)) descriptor.enumerable = false
  return Object.defineProperties({}, descriptors) as T
}

function serverOnly(result: LoaderResult) {
  // `data(value, init)` wraps the value with headers or a status; hide the value, keep the wrapper.
  if (result && typeof result === 'object' && result.type === 'DataWithResponseInit') {
    result.data = hidden(result.data)
    return result
  }
  return hidden(result)
}

/** The build, its loaders' results kept on the server. */
export function withServerOnlyLoaderData(build: ServerBuild): ServerBuild {
  const routes: ServerBuild['routes'] = {}
  for (const [id, route] of Object.entries(build.routes)) {
    const loader = route.module.loader
    routes[id] = loader ? { ...route, module: { ...route.module, loader: async (args) => serverOnly(await loader(args)) } } : route
  }
  return { ...build, routes }
}
