// V8 moves objects that an allocation site's history says will live long ("pretenuring") straight
// into the old generation, which only full collections free. On a server under load that guess
// goes wrong: the scavenges that gather the history run while dozens of requests are in flight,
// so per-request objects look long-lived, and a process serving cached pages at full speed let
// that garbage pile up to 400 MB between full collections (resident 500–600 MB, against 300 MB
// with the guessing off and the same throughput; docs/performance.md). Set before the
// application is loaded, so no code of it runs with the guess on.
//
// The old generation may also grow by half its live size between full collections, where V8's
// own choice goes up to four times it while the process is busy: after a minute of uncached
// renders at 50 connections that held 650 MB of heap (resident 940 MB) into the quiet that
// followed; bounded, it stays under 170 MB and resident under 370 MB, at the same render rate.
import v8 from 'node:v8'

v8.setFlagsFromString('--no-allocation-site-pretenuring')
v8.setFlagsFromString('--heap-growing-percent=50')
