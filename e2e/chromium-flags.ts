import { readdirSync, readFileSync } from 'node:fs'

// Debian's Chromium is the full browser: every new context opens a window, and each window preloads
// its WebUI omnibox popups in a renderer of their own (`--top-chrome-webui`), which cost more CPU
// than the portal page the journey loads there. A journey never opens the address bar.

/** Browser UI a journey never shows; each was seen as a top-chrome target in `Target.getTargets`. */
const WINDOW_UI_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
  'PreloadTopChromeWebUI',
]

/**
 * The features playwright-core turns off (`chromiumSwitches`): Google's hosts stay unasked and HTTP
 * stays HTTP. Chromium keeps only the last `--disable-features`, and ours comes after Playwright's,
 * so it repeats them; `assertPlaywrightFeaturesKept` checks at start-up that none was dropped.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

const DISABLE_FEATURES = '--disable-features='

/** Our `--disable-features`: Playwright's list and the window UI above. */
export const DISABLED_FEATURES_ARG =
  DISABLE_FEATURES + [...new Set([...PLAYWRIGHT_DISABLED_FEATURES, ...WINDOW_UI_FEATURES])].join(',')

/**
 * Throws unless the browser's last `--disable-features` (the one Chromium applies) holds every
 * feature of each earlier one, so a Playwright upgrade that disables a new feature fails the run
 * at its first test instead of quietly turning that feature back on. The command line is read where
 * the kernel keeps it: Chromium answers `Browser.getBrowserCommandLine` only under
 * `--enable-automation`, which Playwright does not pass.
 */
export function assertPlaywrightFeaturesKept(): void {
  const browsers = browserCommandLines()
  if (browsers.length === 0) throw new Error('No Chromium started by this process was found in /proc.')
  for (const argv of browsers) {
    const lists = argv
      .filter((arg) => arg.startsWith(DISABLE_FEATURES))
      .map((arg) => arg.slice(DISABLE_FEATURES.length).split(','))
    const applied = new Set(lists.at(-1))
    const dropped = lists.flat().filter((feature) => feature !== '' && !applied.has(feature))
    if (dropped.length > 0)
      throw new Error(
        `Chromium would drop these disabled features of Playwright: ${dropped.join(', ')}. ` +
          'Add them to PLAYWRIGHT_DISABLED_FEATURES in e2e/chromium-flags.ts.',
      )
  }
}

/** The arguments of each browser process this process launched (Playwright drives it over a pipe). */
function browserCommandLines(): string[][] {
  const found: string[][] = []
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      // The parent pid is the second field after the command name, which ends at the last ')'.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== process.pid) continue
      const argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
      if (argv.includes('--remote-debugging-pipe')) found.push(argv)
    } catch {
      // the process ended while being read
    }
  }
  return found
}
