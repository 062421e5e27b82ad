import * as baseline from './0001_baseline'

export const migrations = [{ up: baseline.up, down: baseline.down, name: '0001_baseline' }]
