import type { UploadConfig } from 'payload'

// An upload collection's folder, read when the config is built rather than when the collection's module loads: a test
// loads collections (through a feature's face) before it sets its data folder. Payload writes the value back while it
// sanitizes the config; that is kept.
export function inFolder(upload: Omit<UploadConfig, 'staticDir'>, folder: () => string): UploadConfig {
  let assigned: string | undefined
  return Object.defineProperty(upload, 'staticDir', {
    get: () => assigned ?? folder(),
    set: (value: string) => {
      assigned = value
    },
    enumerable: true,
    configurable: true,
  }) as UploadConfig
}
