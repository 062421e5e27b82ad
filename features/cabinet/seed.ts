import type { Payload } from 'payload'
import sharp from 'sharp'
import { demoCustomersWanted } from '../../common/env.server'
import { hashPassword } from './passwords'
import { signatureDigest, signatureFile } from './signature'

// Demo cabinet customers for trying the dashboard locally: one with procedures and the balance
// shown, one locked, one brand new. Development only (demoCustomersWanted in common/env.server.ts),
// because their password is known: it is printed in the log, never a default of a real deployment.
export const DEMO_CUSTOMER_PASSWORD = 'demo-cabinet-password'

const DEMO = [
  {
    email: 'anna.demo@veltrana.example',
    firstName: 'Anna',
    lastName: 'Petrova',
    address: 'Tverskaya st. 7, apt. 12, Moscow, 125009',
    phone: '79161234567',
    balance: 125075,
    showTotal: true,
    locked: false,
    procedures: [
      {
        name: 'Annual health check-up',
        description: 'Full examination with blood tests and a cardiologist consultation.',
        price: 45000,
        paymentDate: '2026-02-14',
        status: 'paid',
      },
      { name: 'Dental cleaning', description: 'Professional hygiene, two sessions.', price: 12050, paymentDate: '2026-04-03', status: 'completed' },
      { name: 'Physiotherapy course', description: 'Ten sessions after a knee injury.', price: 68000, paymentDate: '2026-06-20', status: 'awaiting_payment' },
    ],
  },
  {
    email: 'locked.demo@veltrana.example',
    firstName: 'Oleg',
    lastName: 'Ivanov',
    address: 'Nevsky pr. 28, St Petersburg',
    phone: '79217654321',
    balance: 0,
    showTotal: false,
    locked: true,
    procedures: [],
  },
  {
    email: 'new.demo@veltrana.example',
    firstName: 'Maria',
    lastName: 'Sokolova',
    address: 'Lenina st. 3, Kazan',
    phone: '79031112233',
    balance: 5000,
    showTotal: false,
    locked: false,
    procedures: [],
  },
] as const

/** A handwritten-looking stroke, drawn like the pad draws it: black on transparent, 200 px × 2. */
async function signaturePng(seed: number): Promise<Buffer> {
  const wobble = (n: number) => 60 + ((seed * 37 + n * 53) % 50)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 200 200">
    <path d="M20 ${wobble(1)} C 45 20, 60 170, 85 ${wobble(2)} S 120 40, 135 ${wobble(3)} S 170 150, 182 ${wobble(4)}"
      fill="none" stroke="#000" stroke-width="2.4" stroke-linecap="round"/>
    <path d="M40 150 L 165 142" stroke="#000" stroke-width="1.6" stroke-linecap="round"/>
  </svg>`
  return sharp(Buffer.from(svg)).png().toBuffer()
}

export async function seedDemoCustomers(payload: Payload): Promise<void> {
  if (!demoCustomersWanted()) return
  const passwordHash = await hashPassword(DEMO_CUSTOMER_PASSWORD)
  for (const [index, demo] of DEMO.entries()) {
    const exists = await payload.count({ collection: 'customers', where: { email: { equals: demo.email } }, overrideAccess: true })
    if (exists.totalDocs) continue
    const png = await signaturePng(index + 1)
    const { sha256, hash } = signatureDigest(png)
    const file = await payload.create({
      collection: 'customer-signatures',
      data: { sha256 },
      file: signatureFile(png),
      overrideAccess: true,
    })
    const { procedures, ...profile } = demo
    const customer = await payload.create({
      collection: 'customers',
      data: { ...profile, passwordHash, signature: file.id, signatureHash: hash, regTime: new Date().toISOString(), loginFailures: 0 },
      overrideAccess: true,
    })
    for (const procedure of procedures) {
      await payload.create({
        collection: 'procedures',
        data: { ...procedure, customer: customer.id, paymentDate: `${procedure.paymentDate}T00:00:00.000Z` },
        overrideAccess: true,
      })
    }
  }
  payload.logger.info(`Demo cabinet customers: ${DEMO.map((d) => d.email).join(', ')} (password: ${DEMO_CUSTOMER_PASSWORD})`)
}
