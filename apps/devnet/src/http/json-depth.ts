/**
 * Deepest nesting of arrays and objects nodeos parses in a request body. Its JSON parser (fc's
 * `json::from_string`) stops at `DEFAULT_MAX_RECURSION_DEPTH` (200) steps with "Too many nested items
 * in JSON input!", and an array or object costs two steps (the value, then its members), so 100 levels
 * parse and 101 do not; `parse_params` answers that as "Unable to parse valid input from POST body".
 */
export const MAX_JSON_NESTING = 100

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPEN_ARRAY = 0x5b
const CLOSE_ARRAY = 0x5d
const OPEN_OBJECT = 0x7b
const CLOSE_OBJECT = 0x7d

/**
 * True when the UTF-8 text `bytes`, read as JSON, opens more than `limit` arrays or objects inside
 * each other; brackets inside strings do not count. It reads the bytes once, without making a string
 * or a value of them, so a hostile body (hundreds of thousands of `[`) is refused before anything
 * parses it. (The ASCII bytes it looks for never occur inside a multi-byte UTF-8 character.)
 */
export function nestedDeeperThan(bytes: Uint8Array, limit = MAX_JSON_NESTING): boolean {
  // Deeper than `limit` takes at least `limit + 1` opening brackets.
  if (bytes.length <= limit) return false
  let depth = 0
  let inString = false
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!
    if (inString) {
      if (byte === BACKSLASH) i++
      else if (byte === QUOTE) inString = false
    } else if (byte === QUOTE) inString = true
    else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      if (++depth > limit) return true
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) depth--
  }
  return false
}
