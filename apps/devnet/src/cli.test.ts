import { describe, expect, it } from 'vitest'
import { parseDevnetArgs, publicOrigin } from './cli.ts'

describe('parseDevnetArgs', () => {
  it('uses the documented defaults', () => {
    expect(parseDevnetArgs([], {})).toEqual({
      host: '127.0.0.1',
      port: 8080,
      data: '.devnet',
      fresh: false,
      seed: 'none',
      web: undefined,
      corsOrigin: '*',
      hostNames: [],
      storageQuotaMb: 1000,
    })
  })

  it('R-HTTP-25: reads the names it answers besides loopback from --host-name or DEVNET_HOST_NAME', () => {
    expect(
      parseDevnetArgs(['--host-name', 'devnet.lan,box.local', '--host-name', '[fd00::1]'], {}).hostNames,
    ).toEqual(['devnet.lan', 'box.local', '[fd00::1]'])
    expect(parseDevnetArgs([], { DEVNET_HOST_NAME: 'devnet.lan' }).hostNames).toEqual(['devnet.lan'])
    expect(() => parseDevnetArgs(['--host-name', 'evil.example/x'], {})).toThrow(/hostNames/)
  })

  it('reads the CORS origin from --cors-origin or DEVNET_CORS_ORIGIN and refuses anything else', () => {
    expect(parseDevnetArgs(['--cors-origin', 'none'], {}).corsOrigin).toBe('none')
    expect(parseDevnetArgs([], { DEVNET_CORS_ORIGIN: 'http://localhost:3000' }).corsOrigin).toBe(
      'http://localhost:3000',
    )
    expect(() => parseDevnetArgs(['--cors-origin', 'javascript:alert(1)'], {})).toThrow(/corsOrigin/)
  })

  it('reads --port, --data, --fresh and --seed', () => {
    const options = parseDevnetArgs(
      ['--port', '8888', '--data', '.devnet-test', '--fresh', '--seed', 'demo'],
      {},
    )
    expect(options).toMatchObject({ port: 8888, data: '.devnet-test', fresh: true, seed: 'demo' })
  })

  it('takes PORT from the environment when --port is absent', () => {
    expect(parseDevnetArgs([], { PORT: '9090' }).port).toBe(9090)
  })

  it('rejects an unknown seed with a readable message', () => {
    expect(() => parseDevnetArgs(['--seed', 'everything'], {})).toThrow(/--seed/)
  })

  it('rejects a port that is not a number', () => {
    expect(() => parseDevnetArgs(['--port', 'abc'], {})).toThrow(/--port/)
  })

  it('rejects unknown flags', () => {
    expect(() => parseDevnetArgs(['--colour'], {})).toThrow()
  })
})

describe('publicOrigin', () => {
  it('is the address a page on this machine reaches the devnet at, unknown for a random port', () => {
    expect(publicOrigin('127.0.0.1', 8080)).toBe('http://127.0.0.1:8080')
    expect(publicOrigin('0.0.0.0', 9000)).toBe('http://127.0.0.1:9000')
    expect(publicOrigin('::', 9000)).toBe('http://[::1]:9000')
    expect(publicOrigin('::1', 9000)).toBe('http://[::1]:9000')
    expect(publicOrigin('127.0.0.1', 0)).toBeUndefined()
  })
})
