import { Button } from '@/components/ui/button.tsx'
import { calendarFile, type CalendarEvent } from '@portal/chain/calendar'

/** Downloads `event` as an .ics file (UTC times), made in the browser when clicked. */
export function CalendarButton({
  event,
  fileName,
  label = 'Add to calendar',
}: {
  event: CalendarEvent
  fileName: string
  label?: string
}) {
  const download = () => {
    const text = calendarFile(event, Date.now())
    if (text === undefined) return
    const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar' }))
    const link = document.createElement('a')
    link.href = url
    link.download = fileName
    link.click()
    setTimeout(() => URL.revokeObjectURL(url), 1_000)
  }
  return (
    <Button size="small" variant="text" onClick={download}>
      {label}
    </Button>
  )
}
