import type { Payload } from 'payload'

/** What server.ts hands every loader and action. */
export type AppLoadContext = {
  /** The in-process Payload (Local API). */
  payload: Payload
  /** This response's CSP nonce, for the few inline scripts Remix writes. */
  nonce: string
}

declare module '@remix-run/node' {
  interface AppLoadContext {
    payload: Payload
    nonce: string
  }
}
