import { createHash } from 'node:crypto'
import type { Plugin } from 'vite'

/** The CSP hash source (`'sha256-…'`) of one inline `<style>` element's text, as a browser computes it. */
export function styleHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** The text of every inline `<style>` element in `html`. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? '')
}

/**
 * Fails `vite build` unless every inline `<style>` of the page it emits has its hash in `allowed` (the
 * CSP's style sources). The build minifies index.html's boot style, so only the emitted page says what
 * the browser will hash; a changed style without its new hash in the policy stops the build here,
 * naming the hash to put there, instead of shipping a page whose header the policy refuses. An
 * unminified build (`--minify false`, read by bench/profile-page.ts for its function names) keeps the
 * style as written, which no policy lists: it is not checked, and its boot header paints unstyled.
 */
export function bootStyleHash(allowed: readonly string[]): Plugin {
  let minified = true
  return {
    name: 'portal:boot-style-hash',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      minified = config.build.minify !== false
    },
    generateBundle(_options, bundle) {
      if (!minified) return
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset' || !file.fileName.endsWith('.html')) continue
        const html = typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source)
        for (const text of inlineStyles(html)) {
          const source = styleHashSource(text)
          if (!allowed.includes(source))
            this.error(
              `${file.fileName}: its inline <style> hashes to ${source}, which the CSP does not allow. ` +
                'Set BOOT_STYLE_HASH in packages/chain/src/portal-headers.ts to it.',
            )
        }
      }
    },
  }
}
