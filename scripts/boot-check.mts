import { getPayload } from 'payload'
import config from '../cms/payload.config'
const p = await getPayload({ config })
console.log('ok', Object.keys(p.collections))
process.exit(0)
