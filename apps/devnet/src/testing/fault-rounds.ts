// Kill-and-restart rounds for the fault tests (`http/faults.test.ts`) and `bench/faults.ts`. Each round
// takes a running child devnet, starts some work on it, kills it with SIGKILL in the middle, starts it
// again on the same data directory, and compares what the devnet acknowledged before the kill with what
// it holds after: nothing acknowledged may be lost, nothing may be left half-done, and the interrupted
// work must be possible to do again. Everything goes over HTTP, as a client sees it, except the storage
// index's invariants, which are read from its SQLite file.
import { randomBytes, randomInt } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { APIClient, PrivateKey } from '@wharfkit/antelope'
import Database from 'better-sqlite3'
import { DEV_PRIVATE_KEY } from '../chain/chain.ts'
import { computeCidV0 } from '../services/storage/cid.ts'
import { uploadThroughDstor, type FileToUpload } from '../services/storage/dstor-client.ts'
import type { UploadStatus } from '../services/storage/upload-status.ts'
import { signActions } from './sign-actions.ts'
import { launchDevnet, type LaunchedDevnet } from './start-devnet.ts'

/** A tiny signed transfer from eosio, made unique by `memo` and a random suffix: the writes a round counts. */
const probeTransfer = (memo: string) => ({
  account: 'eosio.token',
  name: 'transfer',
  actor: 'eosio',
  data: { from: 'eosio', to: 'eosio.rex', quantity: '0.0001 TLOS', memo: `${memo} ${randomInt(1e9)}` },
})

export type FaultKind = 'storage' | 'accounts' | 'blocks'

/** What one kill-and-restart round found. */
export type FaultRound = {
  kind: FaultKind
  /** Writes the devnet acknowledged before the kill (uploads, accounts, transfers, blocks). */
  acknowledged: number
  /** Acknowledged writes missing or changed after the restart. */
  lost: number
  /** Half-done states found after the restart, each in words. */
  partial: string[]
  /** Milliseconds from starting the killed devnet's data directory again to its answering. */
  restartMs: number
  /** Further counts of the round (what was in flight, what a retry did). */
  notes: Record<string, number>
}

type Round = { round: FaultRound; devnet: LaunchedDevnet }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Kills the devnet with SIGKILL and waits until the process is gone; its data directory stays. */
export async function killDevnet(devnet: LaunchedDevnet): Promise<void> {
  if (devnet.pid !== undefined) process.kill(devnet.pid, 'SIGKILL')
  await devnet.stop({ keepData: true })
}

/** Starts a child devnet on `dataDir` (continuing its chain) and measures how long that took. */
export async function restartDevnet(dataDir: string): Promise<{ devnet: LaunchedDevnet; ms: number }> {
  const started = performance.now()
  const devnet = await launchDevnet({ mode: 'child', dataDir })
  return { devnet, ms: performance.now() - started }
}

async function postJson(
  url: string,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

// ---- storage -------------------------------------------------------------------------------------

/** Where a storage round kills the devnet. */
export type StorageKillPoint =
  /** While the big upload's request is still being received: it is never acknowledged. */
  | 'receiving'
  /** Right after both uploads' requests were acknowledged: the big one is being processed, the small one waits. */
  | 'processing'

type DstorUpload = { files: (FileToUpload & { cid: string })[]; token: string; acknowledged: boolean }

function dstor(url: string) {
  const base = `${url}/dstor`
  const headers = (access: string, token: string) => ({
    authorization: `Bearer ${access}`,
    'x-dstor-upload-token': token,
  })
  return {
    async accessToken(): Promise<string> {
      const response = await fetch(`${base}/v1/dev/temp-token`, { headers: { 'api-key': 'faults' } })
      return ((await response.json()) as { access_token: string }).access_token
    },
    async uploadToken(access: string, folderPath: string): Promise<string> {
      const response = await fetch(`${base}/v1/upload/get-token/`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
        body: JSON.stringify({ chunks_number: 1, folder_path: folderPath }),
      })
      return ((await response.json()) as { token: string }).token
    },
    /** Sends the files as one upload request; true when the devnet acknowledged it. */
    async send(access: string, token: string, files: FileToUpload[]): Promise<boolean> {
      const form = new FormData()
      for (const file of files) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name)
      try {
        const response = await fetch(`${base}/v1/upload/`, {
          method: 'POST',
          headers: headers(access, token),
          body: form,
        })
        await response.arrayBuffer()
        return response.ok
      } catch {
        return false
      }
    },
    async status(access: string, token: string): Promise<{ code: number; body: UploadStatus }> {
      const response = await fetch(`${base}/v1/upload/get-status/`, { headers: headers(access, token) })
      return { code: response.status, body: (await response.json()) as UploadStatus }
    },
  }
}

async function filesWithCids(prefix: string, count: number, bytes: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const file = { name: `${prefix}-${i}.bin`, bytes: new Uint8Array(randomBytes(bytes)) }
      return { ...file, cid: (await computeCidV0(file.bytes)).cid }
    }),
  )
}

/** The gateway serves `file` whole (true), or not at all (false); anything else is a half-stored file. */
async function gatewayHolds(url: string, file: FileToUpload & { cid: string }, partial: string[]) {
  const response = await fetch(`${url}/ipfs/${file.cid}`)
  const body = new Uint8Array(await response.arrayBuffer())
  if (response.status === 404) return false
  if (response.status === 200 && Buffer.from(body).equals(Buffer.from(file.bytes))) return true
  partial.push(
    `the gateway serves ${file.name} (${file.cid}) as ${response.status} with ${body.length} bytes`,
  )
  return false
}

/**
 * The storage index's own invariants: every finished or failed upload has no parts and no folder of
 * incoming chunks left, and no upload sits with all its chunks in but no processing.
 */
function checkStorageIndex(dataDir: string, partial: string[]): void {
  const db = new Database(join(dataDir, 'storage.sqlite'), { readonly: true })
  try {
    const uploads = db
      .prepare<
        [],
        { id: number; stage: string; chunks_received: number; chunks_number: number; parts: number }
      >(
        `SELECT id, stage, chunks_received, chunks_number,
           (SELECT COUNT(*) FROM upload_parts WHERE upload_id = uploads.id) AS parts FROM uploads`,
      )
      .all()
    for (const upload of uploads) {
      const finished = upload.stage === 'DONE' || upload.stage === 'ERROR'
      const incoming = join(dataDir, 'ipfs', '.incoming', String(upload.id))
      if (finished && (upload.parts > 0 || existsSync(incoming)))
        partial.push(`upload ${upload.id} is ${upload.stage} but its incoming chunks are still kept`)
      if (!finished && upload.chunks_received >= upload.chunks_number)
        partial.push(`upload ${upload.id} has all its chunks but is stuck in ${upload.stage}`)
    }
    const indexed = new Set(
      db
        .prepare<[], { cid: string }>('SELECT DISTINCT cid FROM files')
        .all()
        .map((row) => row.cid),
    )
    const served = readdirSync(join(dataDir, 'ipfs')).filter((name) => name !== '.incoming')
    for (const cid of indexed)
      if (!served.includes(cid)) partial.push(`${cid} is indexed but its bytes are not on disk`)
  } finally {
    db.close()
  }
}

/** Polls an upload until it is DONE or ERROR, or still UPLOADING with chunks missing (the client's turn). */
async function settledStatus(
  client: ReturnType<typeof dstor>,
  access: string,
  token: string,
): Promise<{ code: number; body: UploadStatus }> {
  const deadline = performance.now() + 10_000
  for (;;) {
    const answer = await client.status(access, token)
    const { body } = answer
    const waiting = body.status === 'UPLOADING' && body.chunksReceived < body.chunksNumber
    if (answer.code !== 200 || body.status === 'DONE' || body.status === 'ERROR' || waiting) return answer
    if (performance.now() > deadline) return answer
    await sleep(50)
  }
}

/**
 * Storage: one upload finished before the kill, a big one (`fileCount` files of `fileBytes`) and a small
 * one in flight when it comes. After the restart: the finished upload is still DONE and served; each
 * upload in flight ends DONE with the right CIDs, ERROR (upload again), or still waits for its chunk;
 * the gateway serves each file whole or not at all; and the same files uploaded again from scratch get
 * the right CIDs.
 */
export async function storageRound(
  devnet: LaunchedDevnet,
  options: { killAt: StorageKillPoint; fileCount?: number; fileBytes?: number },
): Promise<Round> {
  const partial: string[] = []
  const notes: Record<string, number> = {}
  let client = dstor(devnet.url)
  const finished = await filesWithCids('finished', 1, 40_000)
  const finishedEntries = await uploadThroughDstor(finished, {
    baseUrl: `${devnet.url}/dstor`,
    folderPath: 'faults/finished',
  })
  const big = await filesWithCids('big', options.fileCount ?? 4, options.fileBytes ?? 4_000_000)
  const small = await filesWithCids('small', 1, 20_000)

  const access = await client.accessToken()
  const inFlight: DstorUpload[] = [
    { files: big, token: await client.uploadToken(access, 'faults/big'), acknowledged: false },
    { files: small, token: await client.uploadToken(access, 'faults/small'), acknowledged: false },
  ]
  const [bigUpload, smallUpload] = inFlight as [DstorUpload, DstorUpload]
  if (options.killAt === 'receiving') {
    const sending = client.send(access, bigUpload.token, big)
    await sleep(randomInt(5, 60))
    await killDevnet(devnet)
    bigUpload.acknowledged = await sending
  } else {
    bigUpload.acknowledged = await client.send(access, bigUpload.token, big)
    smallUpload.acknowledged = await client.send(access, smallUpload.token, small)
    const { body } = await client.status(access, bigUpload.token)
    notes.killedWhileProcessing = body.status === 'DONE' ? 0 : 1
    await killDevnet(devnet)
  }

  const restarted = await restartDevnet(devnet.dataDir)
  client = dstor(restarted.devnet.url)
  const url = restarted.devnet.url
  const acknowledged = 1 + inFlight.filter((upload) => upload.acknowledged).length
  let lost = 0

  const before = await client.status(access, '') // the access token itself must have survived
  if (before.code === 401) lost += 1
  for (const file of finished) if (!(await gatewayHolds(url, file, partial))) lost += 1
  notes.doneAfterRestart = 0
  notes.errorAfterRestart = 0
  for (const upload of inFlight) {
    const { code, body } = await settledStatus(client, access, upload.token)
    if (code !== 200) {
      if (upload.acknowledged) lost += 1
      partial.push(`get-status of an upload in flight answered ${code}: ${JSON.stringify(body)}`)
      continue
    }
    if (body.status === 'DONE') {
      notes.doneAfterRestart += 1
      const hashes = body.data.map((entry) => entry.Hash)
      if (JSON.stringify(hashes) !== JSON.stringify(upload.files.map((file) => file.cid)))
        partial.push(`an upload finished after the restart with CIDs ${hashes.join(', ')}`)
      for (const file of upload.files)
        if (!(await gatewayHolds(url, file, partial)))
          partial.push(`${file.name} of a DONE upload is not served`)
    } else if (body.status === 'ERROR') {
      notes.errorAfterRestart += 1
    } else if (body.status === 'UPLOADING' && body.chunksReceived >= body.chunksNumber) {
      partial.push('an upload with all its chunks in is stuck in UPLOADING')
    } else if (body.status === 'UPLOADING' && upload.acknowledged) {
      lost += 1
      partial.push('an acknowledged upload request is no longer counted')
    } else if (body.status !== 'UPLOADING') {
      partial.push(`an upload in flight is stuck in ${body.status}`)
    }
  }
  for (const file of [...big, ...small]) await gatewayHolds(url, file, partial)
  checkStorageIndex(devnet.dataDir, partial)

  // The same files uploaded again from scratch, as the portal does after an ERROR.
  for (const files of [big, small]) {
    try {
      const entries = await uploadThroughDstor(files, { baseUrl: `${url}/dstor`, folderPath: 'faults/retry' })
      const hashes = entries.map((entry) => entry.Hash)
      if (JSON.stringify(hashes) !== JSON.stringify(files.map((file) => file.cid)))
        partial.push(`the retried upload got CIDs ${hashes.join(', ')}`)
      for (const file of files)
        if (!(await gatewayHolds(url, file, partial)))
          partial.push(`${file.name} is not served after the retry`)
    } catch (error) {
      partial.push(`the retried upload failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  if (finishedEntries[0]?.Hash !== finished[0]?.cid) partial.push('the finished upload had the wrong CID')
  return {
    round: { kind: 'storage', acknowledged, lost, partial, restartMs: restarted.ms, notes },
    devnet: restarted.devnet,
  }
}

// ---- accounts ------------------------------------------------------------------------------------

type Creation = {
  via: 'sms' | 'testnet' | 'recaptcha'
  name: string
  ownerKey: string
  activeKey: string
  number: string
  code: string
  sent: boolean
  acknowledged: boolean
}

const NAME_CHARACTERS = 'abcdefghijklmnopqrstuvwxyz12345'
const newName = () =>
  'f' + Array.from({ length: 11 }, () => NAME_CHARACTERS[randomInt(NAME_CHARACTERS.length)]).join('')

function creationRequest(url: string, creation: Creation): [string, Record<string, string>] {
  const keys = { ownerKey: creation.ownerKey, activeKey: creation.activeKey }
  switch (creation.via) {
    case 'sms':
      return [
        `${url}/v1/accounts`,
        { smsOtp: creation.code, smsNumber: creation.number, telosAccount: creation.name, ...keys },
      ]
    case 'testnet':
      return [`${url}/v1/testnet/account`, { accountName: creation.name, ...keys }]
    case 'recaptcha':
      return [
        `${url}/v1/recaptchaCreate`,
        { recaptchaResponse: 'devnet-test-captcha', accountName: creation.name, ...keys },
      ]
  }
}

/** Whether the account exists, and if so whether it is whole: its keys, 10 TLOS and staked bandwidth. */
async function accountState(url: string, creation: Creation): Promise<'missing' | 'whole' | string> {
  const response = await fetch(`${url}/v1/chain/get_account`, {
    method: 'POST',
    body: JSON.stringify({ account_name: creation.name }),
  })
  if (response.status !== 200) return 'missing'
  const account = (await response.json()) as {
    permissions: { perm_name: string; required_auth: { keys: { key: string }[] } }[]
    core_liquid_balance?: string
    total_resources: { net_weight: string; cpu_weight: string } | null
  }
  const key = (name: string) =>
    account.permissions.find((permission) => permission.perm_name === name)?.required_auth.keys[0]?.key
  const problems = [
    key('owner') === creation.ownerKey ? '' : `owner key ${key('owner')}`,
    key('active') === creation.activeKey ? '' : `active key ${key('active')}`,
    account.core_liquid_balance === '10.0000 TLOS' ? '' : `balance ${account.core_liquid_balance}`,
    account.total_resources?.cpu_weight === '1.0000 TLOS' &&
    account.total_resources.net_weight === '1.0000 TLOS'
      ? ''
      : `resources ${JSON.stringify(account.total_resources)}`,
  ].filter(Boolean)
  return problems.length === 0 ? 'whole' : `${creation.name} exists without ${problems.join(', ')}`
}

/**
 * Accounts: `count` creations, six at a time, through the SMS registration, the testnet endpoint and
 * the reCAPTCHA endpoint, beside signed transfers; the devnet is killed once a third of the creations
 * and ten transfers were acknowledged. After the restart: every acknowledged account and transfer is
 * there, no account exists without its keys and grant, each creation cut off by the kill, sent again,
 * succeeds or is refused with "This account already exists." because it did happen, and the phone
 * numbers of created accounts are spent.
 */
export async function accountsRound(
  devnet: LaunchedDevnet,
  options: { count?: number } = {},
): Promise<Round> {
  const partial: string[] = []
  const count = options.count ?? 45
  const vias = ['sms', 'testnet', 'recaptcha'] as const
  const creations: Creation[] = Array.from({ length: count }, (_, i) => ({
    via: vias[i % vias.length] ?? 'testnet',
    name: newName(),
    ownerKey: PrivateKey.generate('K1').toPublic().toLegacyString(),
    activeKey: PrivateKey.generate('K1').toPublic().toLegacyString(),
    number: `+1555${String(randomInt(10_000_000)).padStart(7, '0')}`,
    code: '',
    sent: false,
    acknowledged: false,
  }))
  for (const creation of creations.filter((c) => c.via === 'sms')) {
    const { status, body } = await postJson(`${devnet.url}/v1/registrations`, {
      smsNumber: creation.number,
      telosAccount: creation.name,
    })
    if (status !== 200) throw new Error(`registration refused: ${JSON.stringify(body)}`)
  }
  const outbox = (await (await fetch(`${devnet.url}/devnet/sms`)).json()) as { to: string; code: string }[]
  for (const creation of creations) {
    creation.code = outbox.find((message) => message.to === creation.number)?.code ?? ''
  }

  const client = new APIClient({ url: devnet.url })
  const info = await client.v1.chain.get_info()
  const transfers = await Promise.all(
    Array.from({ length: 120 }, (_, i) =>
      signActions(client, [probeTransfer(`fault ${i}`)], { keys: [DEV_PRIVATE_KEY], info }),
    ),
  )
  const acknowledgedTransfers: string[] = []
  let killing: Promise<void> | undefined
  // Killed once a third of the accounts and some transfers were acknowledged, with more of both in flight.
  const killWhenEnough = () => {
    const accounts = creations.filter((c) => c.acknowledged).length
    if (!killing && accounts >= Math.ceil(count / 3) && acknowledgedTransfers.length >= 10)
      killing = killDevnet(devnet)
  }
  const transferQueue = [...transfers]
  const transferWriter = async () => {
    for (let next = transferQueue.pop(); next && !killing; next = transferQueue.pop()) {
      try {
        const response = await fetch(`${devnet.url}/v1/chain/send_transaction`, {
          method: 'POST',
          body: JSON.stringify(next.body),
        })
        await response.arrayBuffer()
        if (response.status === 202) acknowledgedTransfers.push(next.id)
      } catch {
        return
      }
      killWhenEnough()
    }
  }
  // Six portal users creating accounts at a time, each sending the next creation when one is answered.
  const creationQueue = [...creations]
  const creator = async () => {
    for (let creation = creationQueue.shift(); creation && !killing; creation = creationQueue.shift()) {
      const [endpoint, body] = creationRequest(devnet.url, creation)
      creation.sent = true
      try {
        const answer = await postJson(endpoint, body)
        if (answer.status === 200 && answer.body.success === true) creation.acknowledged = true
        else if (answer.status !== 200)
          partial.push(`${creation.via} creation refused before the kill: ${JSON.stringify(answer.body)}`)
      } catch {
        return // cut off by the kill: never acknowledged
      }
      killWhenEnough()
    }
  }
  await Promise.all([...Array.from({ length: 4 }, transferWriter), ...Array.from({ length: 6 }, creator)])
  await (killing ?? killDevnet(devnet))

  const restarted = await restartDevnet(devnet.dataDir)
  const url = restarted.devnet.url
  let lost = 0
  const notes = { cutOff: 0, createdUnacknowledged: 0, retrySucceeded: 0, retryAlreadyExists: 0 }
  for (const creation of creations) {
    const state = await accountState(url, creation)
    if (state !== 'whole' && state !== 'missing') partial.push(state)
    if (creation.acknowledged) {
      if (state === 'missing') lost += 1
    } else if (!creation.sent) {
      if (state !== 'missing') partial.push(`${creation.name} exists but was never asked for`)
    } else {
      // Sent, and cut off by the kill: the client does not know whether it happened, so it asks again.
      notes.cutOff += 1
      if (state === 'whole') notes.createdUnacknowledged += 1
      const [endpoint, body] = creationRequest(url, creation)
      const retry = await postJson(endpoint, body)
      if (retry.status === 200 && retry.body.success === true && state === 'missing') {
        notes.retrySucceeded += 1
        const after = await accountState(url, creation)
        if (after !== 'whole') partial.push(`the retried creation of ${creation.name} left it ${after}`)
      } else if (
        retry.status === 409 &&
        retry.body.message === 'This account already exists.' &&
        state === 'whole'
      ) {
        notes.retryAlreadyExists += 1
      } else {
        partial.push(
          `retrying ${creation.via} creation of ${creation.name} (${state}) answered ${retry.status}: ${JSON.stringify(retry.body)}`,
        )
      }
    }
    // A created account's number is spent; asking for another account with it is refused.
    if (creation.via === 'sms' && (await accountState(url, creation)) === 'whole') {
      const again = await postJson(`${url}/v1/registrations`, {
        smsNumber: creation.number,
        telosAccount: newName(),
      })
      if (again.body.code !== 'NUMBER_USED')
        partial.push(
          `the number of ${creation.name} is still free after its account was created: ${JSON.stringify(again.body)}`,
        )
    }
  }
  for (const id of acknowledgedTransfers) {
    const trx = (await (await fetch(`${url}/v2/history/get_transaction?id=${id}`)).json()) as {
      executed: boolean
    }
    if (!trx.executed) lost += 1
  }
  return {
    round: {
      kind: 'accounts',
      acknowledged: creations.filter((c) => c.acknowledged).length + acknowledgedTransfers.length,
      lost,
      partial,
      restartMs: restarted.ms,
      notes: {
        ...notes,
        accounts: creations.filter((c) => c.acknowledged).length,
        transfers: acknowledgedTransfers.length,
      },
    },
    devnet: restarted.devnet,
  }
}

// ---- blocks --------------------------------------------------------------------------------------

type Block = {
  id: string
  block_num: number
  previous: string
  timestamp: string
  transactions: { trx: { id: string } }[]
}

async function getBlock(url: string, num: number): Promise<Block | undefined> {
  const response = await fetch(`${url}/v1/chain/get_block`, {
    method: 'POST',
    body: JSON.stringify({ block_num_or_id: num }),
  })
  return response.status === 200 ? ((await response.json()) as Block) : undefined
}

async function headOf(url: string): Promise<{ num: number; id: string }> {
  const info = (await (await fetch(`${url}/v1/chain/get_info`)).json()) as {
    head_block_num: number
    head_block_id: string
  }
  return { num: info.head_block_num, id: info.head_block_id }
}

/**
 * Blocks: the devnet produces blocks for a while (with `withTransaction`, a transfer is acknowledged
 * just before the kill, so it sits in a block not yet sealed), is killed at a random moment and started
 * again. After the restart the chain goes on from its stored head: every block it reported keeps its
 * id, the heights around the restart have no gap, each block's `previous` is the id of the one before,
 * times rise, and an acknowledged transfer is in the block its trace named, under that block's id.
 */
export async function blocksRound(
  devnet: LaunchedDevnet,
  options: { withTransaction?: boolean } = {},
): Promise<Round> {
  const partial: string[] = []
  await sleep(1_000 + randomInt(500))
  const seen = await headOf(devnet.url)
  let trace: { id: string; blockNum: number; blockId: string } | undefined
  if (options.withTransaction) {
    const client = new APIClient({ url: devnet.url })
    const signed = await signActions(client, [probeTransfer('open block')], { keys: [DEV_PRIVATE_KEY] })
    const response = await fetch(`${devnet.url}/v1/chain/send_transaction`, {
      method: 'POST',
      body: JSON.stringify(signed.body),
    })
    const body = (await response.json()) as { processed: { block_num: number } }
    // nodeos's trace gives the block number only; history names the block's id too.
    const history = (await (
      await fetch(`${devnet.url}/v2/history/get_transaction?id=${signed.id}`)
    ).json()) as { actions?: { block_id: string }[] }
    trace = {
      id: signed.id,
      blockNum: body.processed.block_num,
      blockId: history.actions?.[0]?.block_id ?? '',
    }
  } else {
    await sleep(randomInt(500))
  }
  await killDevnet(devnet)

  const restarted = await restartDevnet(devnet.dataDir)
  const url = restarted.devnet.url
  let lost = 0
  const head = await headOf(url)
  if (head.num < seen.num) partial.push(`the head went back from ${seen.num} to ${head.num}`)
  while ((await headOf(url)).num < Math.max(seen.num, head.num) + 3) await sleep(200)
  const last = (await headOf(url)).num
  let previous = await getBlock(url, Math.max(1, seen.num - 3))
  for (let num = Math.max(2, seen.num - 2); num <= last; num++) {
    const block = await getBlock(url, num)
    if (!block) {
      partial.push(`block ${num} is missing`)
      continue
    }
    if (previous && block.previous !== previous.id)
      partial.push(`block ${num}'s previous is not block ${num - 1}`)
    if (previous && Date.parse(block.timestamp) <= Date.parse(previous.timestamp))
      partial.push(`block ${num} is not later than block ${num - 1}`)
    previous = block
  }
  if ((await getBlock(url, seen.num))?.id !== seen.id) lost += 1
  if (trace) {
    const block = await getBlock(url, trace.blockNum)
    if (block?.id !== trace.blockId)
      partial.push(
        `the transfer's trace names block ${trace.blockNum} ${trace.blockId}, the chain has ${block?.id}`,
      )
    if (!block?.transactions.some((entry) => entry.trx.id === trace.id)) lost += 1
    const history = (await (await fetch(`${url}/v2/history/get_transaction?id=${trace.id}`)).json()) as {
      actions?: { block_id: string }[]
    }
    if (history.actions?.[0]?.block_id !== block?.id)
      partial.push('history names another block than get_block')
  }
  return {
    round: {
      kind: 'blocks',
      acknowledged: 1 + (trace ? 1 : 0),
      lost,
      partial,
      restartMs: restarted.ms,
      notes: {
        headBefore: seen.num,
        blocksChecked: last - Math.max(2, seen.num - 2) + 1,
        withTransaction: trace ? 1 : 0,
      },
    },
    devnet: restarted.devnet,
  }
}
