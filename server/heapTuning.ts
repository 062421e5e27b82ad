// V8 moves objects that an allocation site's history says will live long ("pretenuring") straight
// into the old generation, which only full collections free. On a server under load that guess
// goes wrong: the scavenges that gather the history run while dozens of requests are in flight,
// so per-request objects look long-lived, and a process serving cached pages at full speed let
// that garbage pile up to 400 MB between full collections (resident 500–600 MB, against 300 MB
// with the guessing off and the same throughput; docs/performance.md). Set before the
// application is loaded, so no code of it runs with the guess on.
import v8 from 'node:v8'

v8.setFlagsFromString('--no-allocation-site-pretenuring')
