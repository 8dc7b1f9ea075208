// Google's reCAPTCHA v2 (or the devnet's stand-in), loaded only when the captcha step shows.

/** The part of Google's `grecaptcha` the portal uses. */
export type Grecaptcha = {
  ready(callback: () => void): void
  render(
    container: HTMLElement,
    params: { sitekey: string; callback: (response: string) => void; 'expired-callback': () => void },
  ): number
  reset(widgetId?: number): void
}

export const RECAPTCHA_LOAD_FAILED = 'The reCAPTCHA check could not be loaded. Try again in a moment.'

let loading: Promise<Grecaptcha> | undefined

/** Adds the reCAPTCHA script from `scriptUrl` once per page (explicit rendering) and resolves when it is ready. */
export function loadRecaptcha(scriptUrl: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const url = new URL(scriptUrl)
    url.searchParams.set('render', 'explicit')
    const script = document.createElement('script')
    script.src = url.href
    script.async = true
    script.addEventListener('load', () => {
      const grecaptcha = (window as { grecaptcha?: Grecaptcha }).grecaptcha
      if (grecaptcha === undefined) reject(new Error(RECAPTCHA_LOAD_FAILED))
      // api.js defines `ready` at once and the rest of the API when its code has arrived.
      else grecaptcha.ready(() => resolve(grecaptcha))
    })
    script.addEventListener('error', () => {
      script.remove()
      reject(new Error(RECAPTCHA_LOAD_FAILED))
    })
    document.head.append(script)
  }).catch((error: unknown) => {
    loading = undefined // a later visit to the step tries again
    throw error
  })
  return loading
}
