import { createHash } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'
import { encode } from '@ipld/dag-pb'
import { UnixFS } from 'ipfs-unixfs'
import { CID } from 'multiformats/cid'
import * as Digest from 'multiformats/hashes/digest'

/** A file of the demo world: uploaded to the local storage once the devnet listens. */
export type DemoDocument = { name: string; folder: string; type: string; bytes: Uint8Array }

const SHA2_256 = 0x12
/** One chunk of `ipfs add`'s default chunker: small demo files are a single leaf, which is the root. */
const SINGLE_CHUNK_BYTES = 262_144

/**
 * The CIDv0 `ipfs add` gives a file of at most one chunk, computed synchronously (the seed runs inside
 * one SQLite transaction per action and cannot await): UnixFS file leaf in dag-pb, sha2-256.
 */
export function singleChunkCid(bytes: Uint8Array): string {
  if (bytes.length > SINGLE_CHUNK_BYTES) throw new Error('demo documents must fit in one 256 KiB chunk')
  const leaf = new UnixFS({ type: 'file', data: bytes.length > 0 ? bytes : undefined }).marshal()
  const block = encode({ Data: leaf, Links: [] })
  const digest = Digest.create(SHA2_256, createHash('sha256').update(block).digest())
  return CID.createV0(digest).toString()
}

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'ascii')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/** A small PNG: a diagonal blend of two colours, so each ballot shows a distinct real image. */
export function gradientPng(
  from: [number, number, number],
  to: [number, number, number],
  width = 160,
  height = 90,
) {
  const rows: Buffer[] = []
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3)
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2
      for (let c = 0; c < 3; c++) row[1 + x * 3 + c] = Math.round(from[c]! * (1 - t) + to[c]! * t)
    }
    rows.push(row)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8-bit RGB, no interlace
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]),
  )
}

/** Collects the demo's files and hands out their CIDs as the seed writes them on chain. */
export class DemoDocuments {
  readonly files: DemoDocument[] = []

  /**
   * A file's gateway path, `/ipfs/{cid}`: most links in Telos data name a gateway rather than
   * `ipfs://`, so the demo world mixes both. The path names no origin, so the links work wherever
   * the devnet listens and wherever the reading app is served: the portal reads them from its
   * configured gateway (offline, the devnet itself).
   */
  gatewayUrl(cid: string): string {
    return `/ipfs/${cid}`
  }

  // Keyed by folder and name: every arbitrator has a `credentials.txt` of their own.
  private readonly byPath = new Map<string, string>()

  private add(document: DemoDocument): string {
    const path = `${document.folder}/${document.name}`
    const known = this.byPath.get(path)
    if (known) return known
    const cid = singleChunkCid(document.bytes)
    this.byPath.set(path, cid)
    this.files.push(document)
    return cid
  }

  /** A plain-text document (claims, responses, rulings, credentials), as `{folder}/{name}.txt`. */
  text(folder: string, name: string, title: string, paragraphs: readonly string[]): string {
    const body = `${title}\n${'='.repeat(title.length)}\n\n${paragraphs.join('\n\n')}\n`
    return this.add({
      name: `${name}.txt`,
      folder,
      type: 'text/plain',
      bytes: new TextEncoder().encode(body),
    })
  }

  /** A PNG image (ballot and option pictures, avatars, token logos), 160×90 unless sized. */
  image(
    folder: string,
    name: string,
    from: [number, number, number],
    to: [number, number, number],
    size: [number, number] = [160, 90],
  ): string {
    return this.add({
      name: `${name}.png`,
      folder,
      type: 'image/png',
      bytes: gradientPng(from, to, size[0], size[1]),
    })
  }
}
