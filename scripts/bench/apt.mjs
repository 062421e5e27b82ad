// Debian packages the benchmark runs (wrk, Chromium), installed with apt-get when missing, as
// .ci/run installs Chromium for the tests: as root, or through sudo when it needs no password.
import { spawnSync } from 'node:child_process'

/** Installs `pkg`; returns null, or why it could not (one line). */
export function aptInstall(pkg) {
  console.log(`Installing ${pkg} (apt-get)…`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const asRoot = process.getuid?.() === 0
  for (const args of [
    ['apt-get', 'update', '-qq'],
    ['apt-get', 'install', '-y', '-qq', pkg],
  ]) {
    const [cmd, ...rest] = asRoot ? args : ['sudo', '-n', ...args]
    const result = spawnSync(cmd, rest, { stdio: 'inherit', env })
    if (result.error && !asRoot) return 'not root, and sudo could not be run'
    if (result.status !== 0) return `${args.slice(0, 2).join(' ')} failed${result.error ? ` (${result.error.message})` : ''}`
  }
  return null
}
