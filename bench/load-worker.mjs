/**
 * An HTTP load generator in its own thread, so the server's event loop does not also pay for the
 * client. It keeps `concurrency` requests in flight over keep-alive sockets for `seconds`, and
 * reports how many completed, by status, with latency percentiles.
 */
import http from 'node:http'
import { randomUUID } from 'node:crypto'
import { parentPort, workerData } from 'node:worker_threads'

/** @param {import('./load.ts').LoadJob} job @returns {Promise<import('./load.ts').LoadResult>} */
async function run(job) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.concurrency })
  const statuses = {}
  const latencies = []
  const deadline = performance.now() + job.seconds * 1000
  let next = 0
  const one = () =>
    new Promise((resolve) => {
      const spec = job.requests[next++ % job.requests.length]
      const payload = spec.body === undefined ? undefined : JSON.stringify(spec.body)
      const started = performance.now()
      const req = http.request(
        {
          host: '127.0.0.1',
          port: job.port,
          method: spec.method,
          path: spec.path,
          agent,
          headers: {
            ...(payload
              ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
              : {}),
            ...(spec.token ? { authorization: `Bearer ${spec.token}` } : {}),
            ...(spec.idempotent ? { 'idempotency-key': randomUUID() } : {}),
          },
        },
        (res) => {
          res.resume()
          res.on('end', () => {
            statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1
            latencies.push(performance.now() - started)
            resolve()
          })
        },
      )
      req.on('error', () => {
        statuses[0] = (statuses[0] ?? 0) + 1
        resolve()
      })
      req.end(payload)
    })
  const started = performance.now()
  await Promise.all(
    Array.from({ length: job.concurrency }, async () => {
      while (performance.now() < deadline) await one()
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const pick = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0
  return { completed: latencies.length, statuses, p50: pick(0.5), p99: pick(0.99), seconds: elapsed }
}

if (parentPort) {
  const port = parentPort
  void run(workerData).then((result) => port.postMessage(result))
}
