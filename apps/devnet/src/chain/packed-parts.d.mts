import type { Serializer } from '@wharfkit/antelope'

export const MAX_INFLATED_BYTES: number
export const INFLATED_TOO_LARGE: string
export class DecompressionError extends Error {}
export function hexBytes(hex: unknown): Buffer | undefined
export function inflatePart(compressed: Uint8Array): Uint8Array
export function contextFreeDigest(packedCfd: Uint8Array, serializer: typeof Serializer): Uint8Array
