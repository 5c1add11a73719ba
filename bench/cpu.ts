/**
 * Where a load's CPU went, by process, read from Linux's /proc: this process (the server, run in
 * process by the money bench), the database server's processes (PostgreSQL runs one per
 * connection, and its background writers), and the load generator (`wrk`, a child this process
 * waits for, so its time lands in this process's children's time once it has exited). On a system
 * without /proc the split is left out.
 *
 * On a machine where all three share the cores, their CPU per request says how many requests a
 * second the cores could carry at most, whatever the code waits on.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'

/** CPU seconds spent by each part. */
export interface CpuSplit {
  server: number
  database: number
  loadGenerator: number
}

const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
})()

/** The fields of /proc/<pid>/stat after the command's name (which may hold spaces). */
function statFields(pid: string): { comm: string; fields: string[] } | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    const close = text.lastIndexOf(')')
    return { comm: text.slice(text.indexOf('(') + 1, close), fields: text.slice(close + 2).split(' ') }
  } catch {
    return undefined // gone between the listing and the read, or no /proc
  }
}

/** utime + stime, or the same of the children the process has waited for, in seconds. */
function seconds(fields: string[], of: 'itself' | 'children'): number {
  const at = (i: number) => Number(fields[i] ?? 0)
  return (of === 'itself' ? at(11) + at(12) : at(13) + at(14)) / ticksPerSecond
}

/** The CPU spent so far by this process, its exited children and the database's processes. */
export function cpuNow(): CpuSplit | undefined {
  const self = statFields('self')
  if (!self) return undefined
  let database = 0
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue
    const stat = statFields(pid)
    // A connection's process that has exited (pgbench's, when it disconnects) counts in its
    // parent's children's time: the postmaster's.
    if (stat?.comm.startsWith('postgres'))
      database += seconds(stat.fields, 'itself') + seconds(stat.fields, 'children')
  }
  return { server: seconds(self.fields, 'itself'), database, loadGenerator: seconds(self.fields, 'children') }
}

export function cpuBetween(before: CpuSplit | undefined, after: CpuSplit | undefined): CpuSplit | undefined {
  if (!before || !after) return undefined
  return {
    server: after.server - before.server,
    database: after.database - before.database,
    loadGenerator: after.loadGenerator - before.loadGenerator,
  }
}

export function addCpu(a: CpuSplit | undefined, b: CpuSplit | undefined): CpuSplit | undefined {
  if (!a || !b) return undefined
  return {
    server: a.server + b.server,
    database: a.database + b.database,
    loadGenerator: a.loadGenerator + b.loadGenerator,
  }
}

/**
 * "server 0.90 ms, postgres 1.20 ms, wrk 0.25 ms a request: 2.35 ms, so 2 cores carry at most 851
 * a second". `names.database` names the database's processes, or is left out where they are not
 * separate (SQLite runs inside the server); `names.server` is left out where no server ran (a
 * native client talking to the database).
 */
export function describeCpu(
  cpu: CpuSplit,
  requests: number,
  names: { server?: string; database?: string; loadGenerator: string },
): string {
  const ms = (s: number) => (s * 1000) / requests
  const counted = {
    server: names.server ? cpu.server : 0,
    database: names.database ? cpu.database : 0,
    loadGenerator: cpu.loadGenerator,
  }
  const parts = [
    ...(names.server ? [`${names.server} ${ms(counted.server).toFixed(2)} ms`] : []),
    ...(names.database ? [`${names.database} ${ms(counted.database).toFixed(2)} ms`] : []),
    `${names.loadGenerator} ${ms(counted.loadGenerator).toFixed(2)} ms`,
  ]
  const total = ms(counted.server + counted.database + counted.loadGenerator)
  const cores = os.availableParallelism()
  return `${parts.join(', ')} a request: ${total.toFixed(2)} ms, so ${cores} cores carry at most ${((cores * 1000) / total).toFixed(0)} a second`
}
