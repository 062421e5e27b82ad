// Preloaded into the server (`node --import`) by `npm run bench -- --profile`: SIGUSR2 starts a
// CPU profile, the next SIGUSR2 writes it to $CPU_PROFILE_FILE. Unlike --cpu-prof, the profile
// then holds only the measured load, not the boot.
import fs from 'node:fs'
import inspector from 'node:inspector'

const session = new inspector.Session()
session.connect()
let running = false

const post = (method, params) => new Promise((resolve, reject) => session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))))

process.on('SIGUSR2', async () => {
  if (!running) {
    running = true
    await post('Profiler.enable')
    await post('Profiler.setSamplingInterval', { interval: 200 })
    await post('Profiler.start')
    return
  }
  running = false
  const { profile } = await post('Profiler.stop')
  fs.writeFileSync(process.env.CPU_PROFILE_FILE || 'server.cpuprofile', JSON.stringify(profile))
})
