import type { Payload } from 'payload'

/** What server/app.ts hands every loader and action. */
declare module '@remix-run/node' {
  interface AppLoadContext {
    /** The in-process Payload (Local API). */
    payload: Payload
    /** This response's CSP nonce, in dev only (Vite's inline preamble); the production site's
     * policy has none, so its pages can be cached whole (server/securityHeaders.ts). */
    nonce?: string
  }
}
