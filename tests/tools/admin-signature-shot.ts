// Screenshots of a customer's page in the admin (signature thumbnail and its check), for a
// person to look at: `npx tsx tests/tools/admin-signature-shot.ts http://localhost:3300 out/`.
// Registers a customer through the API and signs in as the e2e admin.
import { drawnSignature } from '../fixtures/png'
import { launchChromium, signInAsAdmin } from './admin'

const [origin = 'http://localhost:3300', out = '.'] = process.argv.slice(2)
const email = `shot-${Date.now()}@example.org`
const registered = await fetch(`${origin}/api/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin },
  body: JSON.stringify({
    email,
    password: 'Shot-password-1',
    data: {
      phone: '+7 912 345-67-89',
      firstName: 'Anna',
      lastName: 'Petrova',
      address: 'Tverskaya st. 7, Moscow',
      signature: drawnSignature(),
      personalDataConsent: true,
    },
  }),
})
const { uid } = (await registered.json()) as { uid: string }
const browser = await launchChromium()
for (const locale of ['en-GB', 'ru-RU']) {
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale })
    const page = await context.newPage()
    await signInAsAdmin(page, origin)
    await page.goto(`${origin}/admin/collections/customers/${uid}`)
    await page.waitForLoadState('networkidle')
    await page.screenshot({ path: `${out}/admin-customer-${locale}-${width}.png`, fullPage: true })
    await context.close()
  }
}
await browser.close()
console.log(`customer ${uid}: screenshots in ${out}`)
