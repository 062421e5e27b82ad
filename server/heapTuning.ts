// Set before the application loads (docs/performance.md, "Memory under load"). Under load V8's
// pretenuring takes per-request objects in flight for long-lived ones and piles them up in the old
// generation (400 MB of garbage between full collections); and V8 lets a busy old generation grow
// to four times its live size, which a minute of uncached renders kept at 650 MB into the quiet after.
import v8 from 'node:v8'

v8.setFlagsFromString('--no-allocation-site-pretenuring')
v8.setFlagsFromString('--heap-growing-percent=50')
