import { defineConfig, devices } from '@playwright/test'
import { playwrightLaunchOptions } from './scripts/lib/chromium.mjs'

const port = Number(process.env.E2E_PORT || 3300)
const external = process.env.E2E_BASE_URL
// The e2e server's mail goes to one loopback SMTP server on this port, started for the whole run
// (tests/e2e/mailbox.ts); it follows the server's port, so runs side by side never meet. Workers
// read it from the environment. A server of one's own (E2E_BASE_URL) must be given
// SMTP_URL=smtp://127.0.0.1:<this port> for the specs that read mail.
process.env.E2E_SMTP_PORT ??= String(port + 1000)

export default defineConfig({
  // A feature's browser tests sit in its folder; tests/e2e holds the ones about the whole site.
  testDir: '.',
  testMatch: ['tests/e2e/**/*.spec.ts', 'features/**/*.spec.ts'],
  globalSetup: './tests/e2e/mailbox.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Tests make their own data and share no state within a file, so any test may run beside any
  // other: files are not run whole one after another (one file alone took five minutes).
  fullyParallel: true,
  // Two browsers beside the one server keep both cores busy; a third made every test about half
  // as slow again and some flaky, for no shorter run.
  workers: process.env.CI ? 2 : 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: external || `http://localhost:${port}`,
    // Recording a trace costs every test its snapshots and screencast; in CI a failing test is
    // run again with one, so only failures pay for it.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Debian's Chromium (installed by .ci/run); Playwright cannot download its own browsers here.
    // One renderer process for all of a worker's pages: each test's fresh context otherwise
    // starts renderer processes of its own, and on these machines, where memory a process touches
    // for the first time is slow to get (about 12 µs a page), that cost about 0.6 s of CPU a test.
    launchOptions: playwrightLaunchOptions(['--renderer-process-limit=1']),
  },
  // Everything runs at desktop width; at phone width only what depends on the width: tests tagged
  // `@mobile` (layout, overflow and axe, menus that differ) run at both, `@phone` ones (the
  // phone's own menu) at phone width only.
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, grepInvert: /@phone/ },
    {
      name: 'mobile',
      grep: /@mobile|@phone/,
      // A phone's CSS width, touch and user agent; pixels at 1:1, since layout, axe and behaviour
      // are the same at any density and painting four times the pixels made these tests the slowest.
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1, userAgent: devices['Pixel 7'].userAgent },
    },
  ],
  webServer: external
    ? undefined
    : {
        command: 'node scripts/e2e-server.mjs',
        url: `http://localhost:${port}/api/displayData`,
        env: { PORT: String(port), SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}` },
        timeout: 15 * 60_000,
        reuseExistingServer: !process.env.CI,
        stdout: 'pipe',
      },
})
