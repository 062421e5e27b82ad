/**
 * The one origin rule: a browser's Origin, when sent, names the host the request was sent to.
 * Requests without one (API clients, same-origin GETs) are no browser cross-site posts; `null`
 * (a sandboxed or privacy-hiding page) and anything unreadable are foreign. Remix and Next apply
 * it to actions; server/requestGuards.ts answers it first, and the cabinet's endpoints apply it.
 */
export function sameOrigin(origin: string | null | undefined, host: string | null | undefined): boolean {
  if (origin == null) return true
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}
