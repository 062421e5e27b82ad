// The browser builds' entries (vite.islands.config.ts), which the server finds in their manifests
// (ui/islands/assets.server.ts): the islands runtime every page with islands loads, and the live
// preview page's own script.
export const ISLAND_ENTRIES = { islands: 'app/islands/client.ts', livePreview: 'app/livePreviewClient.ts' }
