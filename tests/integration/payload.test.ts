// The MongoDB a test file boots on (MONGODB_TEST_URI, `npm run test:mongo`): the given server and
// options, a database of the file's own.
import { describe, expect, it } from 'vitest'
import { withDatabaseName } from './payload'

describe('the database name of a MongoDB test run', () => {
  it('replaces or adds the database, keeping hosts and options', () => {
    expect(withDatabaseName('mongodb://localhost:27017/?replicaSet=rs0&directConnection=true', 't1')).toBe(
      'mongodb://localhost:27017/t1?replicaSet=rs0&directConnection=true',
    )
    expect(withDatabaseName('mongodb://localhost:27017', 't1')).toBe('mongodb://localhost:27017/t1')
    expect(withDatabaseName('mongodb://u:p@a:1,b:2/veltrana?replicaSet=rs0', 't1')).toBe('mongodb://u:p@a:1,b:2/t1?replicaSet=rs0')
    expect(withDatabaseName('mongodb+srv://cluster0.example.net/app?retryWrites=true', 't1')).toBe('mongodb+srv://cluster0.example.net/t1?retryWrites=true')
    expect(() => withDatabaseName('postgres://x', 't1')).toThrow('MONGODB_TEST_URI')
  })
})
