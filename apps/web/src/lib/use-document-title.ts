import { useEffect } from 'react'

/** Sets the tab title to "{title} · Telos Portal" while the page is shown. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Telos Portal`
  }, [title])
}
