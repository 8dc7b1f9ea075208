import { importByteStream, type ByteStream, type WritableStorage } from 'ipfs-unixfs-importer'
import { fixedSize } from 'ipfs-unixfs-importer/chunker'
import { balanced } from 'ipfs-unixfs-importer/layout'
import { base58btc } from 'multiformats/bases/base58'
import { CID } from 'multiformats/cid'

/** A file's root CIDv0 and the cumulative size of its DAG, which is what `ipfs add` reports as `Size`. */
export type FileCid = { cid: string; dagSize: number }

/** Block size `ipfs add` splits files into by default (256 KiB). */
export const CHUNK_BYTES = 262_144
/** Most links a balanced-layout node may have under the default (pre-2025) profile. */
export const MAX_LINKS_PER_NODE = 174

const DAG_PB_CODE = 0x70
const SHA2_256_CODE = 0x12

// The gateway serves the original bytes from disk, so the DAG's blocks are only needed long enough to be
// hashed; keeping them would double the memory an import needs for nothing.
const discardBlocks: WritableStorage = { put: (cid) => cid }

/**
 * The CIDv0 `ipfs add` gives these bytes with its default settings: UnixFS in dag-pb, 256 KiB fixed-size
 * chunks, balanced DAG with at most 174 links per node, no raw leaves, sha2-256.
 */
export async function computeCidV0(content: Uint8Array | ByteStream): Promise<FileCid> {
  const stream: ByteStream = content instanceof Uint8Array ? [content] : content
  const result = await importByteStream(stream, discardBlocks, {
    profile: 'unixfs-v0-2015',
    cidVersion: 0,
    rawLeaves: false,
    leafType: 'file',
    reduceSingleLeafToSelf: true,
    chunker: fixedSize({ chunkSize: CHUNK_BYTES }),
    layout: balanced({ maxChildrenPerNode: MAX_LINKS_PER_NODE }),
  })
  return { cid: result.cid.toString(), dagSize: Number(result.size) }
}

/** How a CID given to the gateway relates to what the storage can hold. */
export type ParsedCid =
  | { kind: 'stored-form'; cidV0: string }
  | { kind: 'foreign'; cid: string }
  | { kind: 'malformed'; reason: string }

/**
 * Reads a CID as the gateway receives it. Files are stored under their CIDv0, so a CIDv1 of a dag-pb
 * sha2-256 node (the 49-character `zdj7…` base58btc form, or `bafy…` base32) names the same file; other
 * valid CIDs (raw leaves, other hashes) can never match a stored file.
 */
export function parseCid(text: string): ParsedCid {
  let cid: CID
  try {
    cid = CID.parse(text)
  } catch (error) {
    return { kind: 'malformed', reason: error instanceof Error ? error.message : String(error) }
  }
  if (
    cid.code === DAG_PB_CODE &&
    cid.multihash.code === SHA2_256_CODE &&
    cid.multihash.digest.length === 32
  ) {
    return { kind: 'stored-form', cidV0: cid.toV0().toString() }
  }
  return { kind: 'foreign', cid: cid.toString() }
}

/** The 49-character CIDv1 base58btc (`z…`) form of a CIDv0, which the contracts accept as an IPFS hash. */
export function toCidV1Base58(cidV0: string): string {
  return CID.parse(cidV0).toV1().toString(base58btc)
}
