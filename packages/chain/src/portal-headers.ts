import type { Network } from './networks.ts'

/**
 * The response headers the portal is served with, derived from the network it talks to. The devnet's
 * static server sends them on every portal response, and the web build writes them to `dist/_headers`
 * for static hosts, so the two can never disagree about which origins the page may reach.
 */

/** Anchor's callback service (Wharf's default buoy): the Anchor wallet polls it while a request is open. */
export const ANCHOR_CALLBACK_ORIGINS = ['https://cb.anchor.link', 'wss://cb.anchor.link'] as const

/** Powerful browser features the portal never uses, denied to the page and every frame. */
export const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
] as const

/**
 * The CSP source of index.html's inline boot `<style>` as the build emits it (minified). The web build
 * fails, naming the right value, when the emitted style no longer hashes to this.
 */
export const BOOT_STYLE_HASH = "'sha256-6lTwiv4zSGE58PuNpQRkKEbmrT4ZmsrioZEMnsk6gkQ='"

export type CspDirectives = Record<string, readonly string[]>

type NetworkEndpoints = Pick<
  Network,
  | 'chainUrl'
  | 'historyUrl'
  | 'storageUrl'
  | 'ipfsGatewayUrl'
  | 'backendUrl'
  | 'developerBackendUrl'
  | 'profileServiceUrl'
  | 'producerValidationBucketUrl'
  | 'accountCreation'
  | 'recaptchaScriptUrl'
>

/** A URL's origin as a CSP source: `'self'` when it is the page's own origin. */
function sourceOf(url: string, pageOrigin: string | undefined): string {
  // Preset URLs are validated absolute http(s) URLs; their origin is scheme://host[:port].
  const origin = (/^https?:\/\/[^/?#]+/i.exec(url)?.[0] ?? url).toLowerCase()
  return origin === pageOrigin ? "'self'" : origin
}

/** The sources of every endpoint the portal calls on `network`. */
function endpointSources(network: NetworkEndpoints, pageOrigin: string | undefined): string[] {
  const urls = [
    network.chainUrl,
    network.historyUrl,
    network.storageUrl,
    network.ipfsGatewayUrl,
    network.backendUrl,
    network.developerBackendUrl,
    ...(network.profileServiceUrl === null ? [] : [network.profileServiceUrl]),
    ...(network.producerValidationBucketUrl === null ? [] : [network.producerValidationBucketUrl]),
  ]
  return urls.map((url) => sourceOf(url, pageOrigin))
}

/**
 * Google's reCAPTCHA script (api.js on www.google.com) loads its code from gstatic and draws the
 * checkbox in a frame from its own origin; the stand-in the devnet serves draws in the page.
 */
const GOOGLE_RECAPTCHA_ORIGIN = 'https://www.google.com'
const GOOGLE_RECAPTCHA_CODE_ORIGIN = 'https://www.gstatic.com'

/** Script and frame sources the reCAPTCHA check needs; none unless the network creates accounts with it. */
function recaptchaSources(network: NetworkEndpoints, pageOrigin: string | undefined) {
  if (network.accountCreation !== 'recaptcha' || network.recaptchaScriptUrl === null)
    return { scripts: [], frames: [] }
  const origin = sourceOf(network.recaptchaScriptUrl, pageOrigin)
  const frames = origin === "'self'" ? [] : [origin]
  const scripts = origin === GOOGLE_RECAPTCHA_ORIGIN ? [origin, GOOGLE_RECAPTCHA_CODE_ORIGIN] : [origin]
  return { scripts, frames }
}

/**
 * The Content Security Policy of the portal talking to `network` from `pageOrigin` (undefined when the
 * page's origin is not known in advance, as for a static build).
 *
 * Scripts come from the build only. Styles come from the build's one stylesheet, plus one inline
 * `<style>` element: index.html's, which states the cascade layers' order before any stylesheet loads and
 * paints the header before any script runs. It is allowed by its hash (`BOOT_STYLE_HASH`, checked
 * against the emitted page by the web build), so no other inline style element runs. Style attributes
 * are allowed on their own (`style-src-attr`): React's style props go through the CSSOM, which CSP does
 * not restrict, but the validators chart's library applies some as attributes (the journey on
 * /validators without producer validation saw them refused). Images may
 * come from any https host (ballot and profile images are links on chain) and from data:/blob: URLs
 * (avatars drawn locally, upload previews). Where the network creates accounts with reCAPTCHA, its script's origin may also
 * serve scripts and frames.
 */
export function portalCspDirectives(network: NetworkEndpoints, pageOrigin?: string): CspDirectives {
  const recaptcha = recaptchaSources(network, pageOrigin)
  return {
    'default-src': ["'self'"],
    'script-src': unique(["'self'", ...recaptcha.scripts]),
    'style-src': ["'self'", BOOT_STYLE_HASH],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': unique(["'self'", 'https:', 'data:', 'blob:', sourceOf(network.ipfsGatewayUrl, pageOrigin)]),
    'font-src': ["'self'", 'data:'],
    'connect-src': unique(["'self'", ...endpointSources(network, pageOrigin), ...ANCHOR_CALLBACK_ORIGINS]),
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-src': recaptcha.frames.length > 0 ? recaptcha.frames : ["'none'"],
    'frame-ancestors': ["'none'"],
  }
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)]
}

/** A policy as a header value: `name source source; name source`. */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ')
}

/** `Permissions-Policy` denying every feature in `DENIED_FEATURES`. */
export function permissionsPolicy(): string {
  return DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ')
}

/** Every header of a portal response, as a static host would set them for the whole site. */
export function portalResponseHeaders(
  network: NetworkEndpoints,
  pageOrigin?: string,
): Record<string, string> {
  return {
    'Content-Security-Policy': serializeCsp(portalCspDirectives(network, pageOrigin)),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy(),
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

/**
 * HSTS for static HTTPS hosts: a year, subdomains included. Only the web build's `_headers` carries it;
 * the devnet is plain http, where the header would be ignored at best.
 */
export const STATIC_HOST_HSTS = 'max-age=31536000; includeSubDomains'

/** The `_headers` file (Netlify, Cloudflare Pages) of a build for `network`: every portal header plus HSTS. */
export function staticHostHeadersFile(network: NetworkEndpoints, pageOrigin?: string): string {
  const headers = {
    ...portalResponseHeaders(network, pageOrigin),
    'Strict-Transport-Security': STATIC_HOST_HSTS,
  }
  const lines = Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)
  return ['/*', ...lines, ''].join('\n')
}
