import * as migration_20261121_143835_initial from './20261121_143835_initial';

export const migrations = [
  {
    up: migration_20261121_143835_initial.up,
    down: migration_20261121_143835_initial.down,
    name: '20261121_143835_initial'
  },
];
