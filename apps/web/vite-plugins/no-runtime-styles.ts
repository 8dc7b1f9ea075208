import { forbidModules, type ForbiddenModule } from './forbidden-modules.ts'

/**
 * Packages that generate and insert CSS while the page runs. The portal's styles are compiled at build
 * time (CSS Modules and `styles/theme.css`); on a phone a runtime engine cost 150–850 ms per render at
 * 4× CPU (serializing style objects, hashing, inserting rules), so the build refuses to ship one.
 */
const RUNTIME_STYLE_ENGINES: ForbiddenModule[] = [
  { name: 'emotion', path: /[\\/]node_modules[\\/]@emotion[\\/]/ },
  { name: 'stylis', path: /[\\/]node_modules[\\/]stylis[\\/]/ },
  { name: "MUI's styled engine", path: /[\\/]node_modules[\\/]@mui[\\/](styled-engine|system)[\\/]/ },
  { name: 'styled-components', path: /[\\/]node_modules[\\/]styled-components[\\/]/ },
  { name: 'goober', path: /[\\/]node_modules[\\/]goober[\\/]/ },
  { name: 'JSS', path: /[\\/]node_modules[\\/](jss|react-jss)[\\/]/ },
  { name: 'Stitches', path: /[\\/]node_modules[\\/]@stitches[\\/]/ },
]

/** Fails `vite build` when any chunk, and so any route, would evaluate a runtime style engine. */
export const noRuntimeStyles = () =>
  forbidModules(
    'portal:no-runtime-styles',
    RUNTIME_STYLE_ENGINES,
    'A runtime CSS-in-JS engine is bundled; style with CSS Modules instead',
  )
