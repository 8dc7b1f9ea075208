import { useEffect, useState } from 'react'

/**
 * Whether an element has come into the viewport (grown by `margin`), once; it stays true afterwards. Heavy
 * content below the fold (a chart) is built when the reader scrolls towards it, not while the page's
 * first screen is still loading on a slow phone. Returns the ref to put on the element (a callback, so
 * an element that mounts after loading is still observed). Without IntersectionObserver it is true.
 */
export function useNearViewport(margin = '0px'): [(element: Element | null) => void, boolean] {
  const [element, setElement] = useState<Element | null>(null)
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    if (near || !element) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: margin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, margin, near])
  return [setElement, near]
}
