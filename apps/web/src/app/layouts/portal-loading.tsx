/** What shows while the first page's code arrives: a quiet status for assistive technology. */
export function PortalLoading() {
  return (
    <p role="status" style={{ position: 'absolute', left: -9999 }}>
      Loading the portal…
    </p>
  )
}
