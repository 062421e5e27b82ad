// The accessibility check every page's test relies on can fail: it reports what axe finds, and
// `exclude` and `include` limit the scan as they say.
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './helpers'

const IMAGE = '<img src="data:image/png;base64,iVBORw0KGgo=">'
const page = (body: string) => `<!doctype html><html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>${body}</main></body></html>`

test('the accessibility check reports an image without text and text without contrast', async ({ page: tab }) => {
  await tab.setContent(page(`${IMAGE}<p style="color:#aaa;background:#fff">Pale text</p>`))
  await expect(expectNoAxeViolations(tab)).rejects.toThrow(/image-alt[\s\S]*color-contrast|color-contrast[\s\S]*image-alt/)
})

test('the accessibility check leaves out what is excluded and looks only at what is included', async ({ page: tab }) => {
  await tab.setContent(page(`<div class="theirs">${IMAGE}</div>`))
  await expectNoAxeViolations(tab, { exclude: ['.theirs'] })
  await expect(expectNoAxeViolations(tab, { include: '.theirs' })).rejects.toThrow(/image-alt/)
})
