const pad = (n: number) => String(n).padStart(2, '0')

/** Formats Unix seconds as `YYYY-MM-DD HH:mm:ss` in the viewer's local time (spec §9). */
export function formatUnixSeconds(seconds: number): string {
  const d = new Date(seconds * 1000)
  return (
    `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ` +
    `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`
  )
}
