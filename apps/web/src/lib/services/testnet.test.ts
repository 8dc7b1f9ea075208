// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NETWORK_NAMES, networkConfig } from '@portal/chain/networks'
import { isNameAvailable } from './testnet.ts'

// Two real HTTP hosts, the account backend and the developer host, each answering GET
// /v1/accounts/{name} as the original's developer host does (200 free, 409 taken) and logging what it
// was asked: the name check must go to the developer host only.

type Host = { url: string; asked: string[]; server: Server }

async function startHost(taken: readonly string[]): Promise<Host> {
  const asked: string[] = []
  const server = createServer((request, response) => {
    asked.push(request.url ?? '')
    const name = /^\/v1\/accounts\/([^/]+)$/.exec(request.url ?? '')?.[1]
    response.writeHead(name === undefined ? 404 : taken.includes(name) ? 409 : 200, {
      'content-type': 'application/json',
    })
    response.end(JSON.stringify(name && taken.includes(name) ? { message: 'Account exists' } : {}))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked, server }
}

let backend: Host
let developer: Host

beforeAll(async () => {
  // The backend would call every name taken; only the developer host's answer may count.
  backend = await startHost(['freename1234', 'takenname123'])
  developer = await startHost(['takenname123'])
})

afterAll(async () => {
  for (const host of [backend, developer]) await new Promise((resolve) => host.server.close(resolve))
})

describe('the create-account name check', () => {
  it('R-HTTP-11: GET /v1/accounts/{name} goes to the configured developer host, not the account backend', async () => {
    const network = {
      ...networkConfig('local', { origin: backend.url }),
      developerBackendUrl: developer.url,
    }
    expect(network.backendUrl).toBe(backend.url)

    expect(await isNameAvailable('freename1234', undefined, network)).toBe(true)
    expect(await isNameAvailable('takenname123', undefined, network)).toBe(false)
    expect(developer.asked).toEqual(['/v1/accounts/freename1234', '/v1/accounts/takenname123'])
    expect(backend.asked).toEqual([])
  })

  it('R-HTTP-11: every network preset names a developer host', () => {
    for (const name of NETWORK_NAMES) {
      const network = networkConfig(name, { origin: 'http://127.0.0.1:8080' })
      expect(network.developerBackendUrl).toMatch(/^https?:\/\//)
    }
  })
})
