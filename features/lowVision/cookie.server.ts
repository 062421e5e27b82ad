import { httpsOrigin } from '../../common/env.server'
import { LOW_VISION_COOKIE } from './settings'

const ONE_YEAR = 60 * 60 * 24 * 365

/** The Set-Cookie that keeps a reader's settings for a year, or forgets them (the ordinary version, ""). */
export function lowVisionCookie(key: string): string {
  const secure = httpsOrigin() ? '; Secure' : ''
  const lifetime = key === '' ? 'Max-Age=0' : `Max-Age=${ONE_YEAR}`
  return `${LOW_VISION_COOKIE}=${key}; Path=/; ${lifetime}; HttpOnly; SameSite=Lax${secure}`
}
