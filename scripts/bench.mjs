// `npm run bench`: measures the production build on loopback against the budgets in
// scripts/bench/config.mjs (scripts/bench/run.mjs; docs/performance.md says how to read it).
// `npm run bench -- --faults`: the crash, fuzz and access runs (scripts/faults/index.mjs).
// `npm run bench -- --profile`: where the uncached home page render spends its CPU.
const args = process.argv.slice(2)

let code
if (args.includes('--faults')) {
  // The fault runner either runs on import (setting process.exitCode) or exports run(args).
  const faults = await import('./faults/index.mjs').catch((error) => {
    if (error.code === 'ERR_MODULE_NOT_FOUND' && String(error.message).includes('faults/index.mjs')) {
      console.error('The fault runs (scripts/faults/index.mjs) are not in this checkout.')
      process.exit(2)
    }
    throw error
  })
  const run = typeof faults.run === 'function' ? faults.run : typeof faults.default === 'function' ? faults.default : null
  const result = run ? await run(args.filter((a) => a !== '--faults')) : undefined
  code = typeof result === 'number' ? result : (process.exitCode ?? 0)
} else if (args.includes('--profile')) {
  const { runProfile } = await import('./bench/profile.mjs')
  code = await runProfile()
} else {
  const { runBench } = await import('./bench/run.mjs')
  code = await runBench()
}
process.exit(code)
