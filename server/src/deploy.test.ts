import { execFile } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { CHAT_SOCKET_PATH } from '@app/contracts'
import { describe, expect, it } from 'vitest'
import { ADMIN_DIST, WEB_DIST } from './app.ts'
import { readEnv } from './env.ts'
import { PING_MS } from './realtime/socket-runtime.ts'
import { createTestContext } from './testing/context.ts'
import {
  asList,
  asMap,
  commands,
  copies,
  instructions,
  isDockerIgnored,
  only,
  readDockerfile,
  readEnvFile,
  readNginx,
  readYaml,
  seconds,
  substitute,
  type Directive,
  type Instruction,
} from './testing/deploy-files.ts'

// No container engine runs these files here, so this checks what they would run: the commands, the
// files they copy, the settings they give the server and the way the load balancer reaches it.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8')
const existsInRepo = (file: string) => fs.existsSync(path.join(root, file))

const packageJson = JSON.parse(read('package.json')) as {
  workspaces: string[]
  scripts: Record<string, string>
}
const [build = [], runtime = [], ...laterStages] = readDockerfile(read('Dockerfile'))
const compose = asMap(readYaml(read('compose.yaml')))
const services = asMap(compose.services)
const nginxHttp = only(readNginx(read('deploy/nginx.conf')), 'http').block ?? []
const envExample = readEnvFile(read('.env.example'))
/** The secrets an operator fills into their copy of `.env.example`: values of their own. */
const ownSecrets = {
  POSTGRES_PASSWORD: 'r8Kd-2Vx9-Qm4w',
  APP_DATABASE_PASSWORD: 'Tz3q-8Hn2-Wc5y',
  ADMIN_PASSWORD: 'quiet otter 41 ledger',
  METRICS_TOKEN: 'Vb7kQ2rX9mLp4tZs',
}
const filledEnv = { ...envExample, ...ownSecrets }
const dockerignore = read('.dockerignore')

describe('the Dockerfile', () => {
  it('builds in one stage and runs in another, on the same Node base', () => {
    expect(laterStages).toEqual([])
    const [buildBase, , buildName] = instructions(build, 'FROM')[0]?.args.split(/\s+/) ?? []
    expect(buildBase).toBe('node:24-bookworm-slim')
    expect(instructions(runtime, 'FROM')[0]?.args.split(/\s+/)[0]).toBe(buildBase)
    const runs = commands(build).join('\n')
    expect(runs).toMatch(/\bnpm ci\b/)
    expect(runs).toMatch(/npm run build[\s\S]*npm prune --omit=dev/)
    for (const copy of copies(runtime)) expect(copy.from).toBe(buildName)
  })

  it('builds without a compiler: no package the lock installs builds code of its own', () => {
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { hasInstallScript?: boolean }>
    }
    // esbuild's script only checks the platform binary it ships; unrs-resolver's is not allowed to
    // run (package.json's allowScripts). A package that compiles (node-gyp) would show up here.
    const withScripts = Object.entries(lock.packages).filter(([, entry]) => entry.hasInstallScript)
    expect(withScripts.map(([name]) => name).sort()).toEqual([
      'node_modules/esbuild',
      'node_modules/unrs-resolver',
    ])
    expect(commands(build).join('\n')).not.toMatch(/apt-get install|\b(g\+\+|make|python3)\b/)
  })

  it('has every workspace manifest in place when npm ci runs', () => {
    const npmCi = build.findIndex((i) => i.keyword === 'RUN' && /\bnpm ci\b/.test(i.args))
    const copiedFirst = copies(build.slice(0, npmCi)).flatMap((copy) => copy.sources)
    const manifests = [
      'package.json',
      'package-lock.json',
      ...packageJson.workspaces.map((w) => `${w}/package.json`),
    ]
    expect(copiedFirst.sort()).toEqual(manifests.sort())
  })

  it('copies into the build only files that exist and that .dockerignore lets through', () => {
    const sources = copies(build).flatMap((copy) => copy.sources)
    for (const source of sources.filter((s) => s !== '.')) {
      expect(existsInRepo(source), source).toBe(true)
      expect(isDockerIgnored(dockerignore, source), source).toBe(false)
    }
    for (const local of [
      'node_modules/x',
      'web/dist/index.html',
      'admin/dist/x',
      'data/app.db',
      '.git/HEAD',
      '.env',
    ]) {
      expect(isDockerIgnored(dockerignore, local), local).toBe(true)
    }
  })

  it('copies into the runtime only what exists in the repo or what the build stage makes', () => {
    expect(instructions(build, 'WORKDIR')[0]?.args).toBe('/app')
    const made = ['node_modules', path.relative(root, WEB_DIST), path.relative(root, ADMIN_DIST)]
    expect(packageJson.scripts.build).toContain('web/vite.config.ts')
    expect(packageJson.scripts.build).toContain('admin/vite.config.ts')
    const sources = copies(runtime).flatMap((copy) => copy.sources.map((s) => s.replace(/^\/app\//, '')))
    for (const source of sources) expect(existsInRepo(source) || made.includes(source), source).toBe(true)
    expect(sources).toEqual(expect.arrayContaining(made))
  })

  it('carries the compiled server and its packages, and no TypeScript runner', () => {
    const server = JSON.parse(read('server/package.json')) as { dependencies: Record<string, string> }
    expect(Object.keys(server.dependencies)).not.toContain('tsx')
    const copied = copies(runtime).flatMap((copy) => copy.sources.map((s) => s.replace(/^\/app\//, '')))
    expect(copied).toEqual(expect.arrayContaining(['node_modules', 'server/package.json', 'server/dist']))
    expect(copied).not.toContain('server')
    expect(packageJson.scripts.build).toContain('node scripts/build-server.mjs')
  })

  it("runs npm start's own command as a non-root user, behind an init that passes SIGTERM on", () => {
    const start = packageJson.scripts.start?.split('&&').at(-1)?.trim()
    const cmd = instructions(runtime, 'CMD')
    expect(cmd).toHaveLength(1)
    expect(cmd[0]?.json?.join(' ')).toBe(start)
    const user = runtime.findIndex((i) => i.keyword === 'USER')
    expect(user).toBeGreaterThan(-1)
    expect(user).toBeLessThan(runtime.indexOf(cmd[0] as Instruction))
    expect(['root', '0']).not.toContain(runtime[user]?.args.split(':')[0])
    expect(instructions(runtime, 'ENTRYPOINT')[0]?.json).toEqual(['/usr/bin/tini', '--'])
    expect(commands(runtime).join('\n')).toMatch(/install .*\btini\b/)
    expect(instructions(runtime, 'STOPSIGNAL')[0]?.args).toBe('SIGTERM')
    expect(dockerfileEnv()).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0', PORT: '8080' })
    expect(instructions(runtime, 'EXPOSE')[0]?.args).toBe(dockerfileEnv().PORT)
  })

  it('health check: passes while the server is ready, fails once it is gone, needs no curl', async () => {
    const check = healthCheckCommand()
    expect(check.join(' ')).toContain('/health/ready')
    expect(check[0]).toBe('node')
    // SQLite is enough: what is checked is the command, not the database behind the readiness.
    const ctx = await createTestContext('sqlite')
    let port = ''
    try {
      port = new URL(await ctx.app.listen({ host: '127.0.0.1', port: 0 })).port
      expect(await exitCode(check, port)).toBe(0)
    } finally {
      await ctx.close()
    }
    expect(await exitCode(check, port)).toBe(1)
  })
})

describe('compose.yaml', () => {
  const apps = ['app1', 'app2'].map((name) => ({ name, service: asMap(services[name]) }))

  it('runs PostgreSQL, a migration step, two server processes built from the Dockerfile and a load balancer', () => {
    expect(Object.keys(services).sort()).toEqual(['app1', 'app2', 'db', 'lb', 'migrate'])
    const db = asMap(services.db)
    expect(db.image).toMatch(/^postgres:16\b/)
    expect(asList(asMap(db.healthcheck).test).join(' ')).toContain('pg_isready')
    expect(asList(db.volumes)[0]).toMatch(/^[a-z-]+:\/var\/lib\/postgresql\/data$/)
    for (const { service } of apps) expect(service.build).toBe('.')
  })

  it('starts each server process once PostgreSQL is healthy and migrated, and lets it drain before a kill', () => {
    for (const { name, service } of apps) {
      expect(asMap(asMap(service.depends_on).db).condition, name).toBe('service_healthy')
      expect(asMap(asMap(service.depends_on).migrate).condition, name).toBe('service_completed_successfully')
      const deadline = Number(asMap(service.environment).SHUTDOWN_TIMEOUT_SECONDS)
      expect(seconds(String(service.stop_grace_period)), name).toBeGreaterThan(deadline)
    }
  })

  it('gives both processes the same settings, all ones the server knows', () => {
    const [first, second] = apps.map(({ service }) => asMap(service.environment))
    expect(second).toEqual(first)
    const known = serverSettingsSource()
    for (const name of Object.keys(first ?? {})) expect(known, name).toMatch(new RegExp(`\\b${name}\\b`))
  })

  it('gives settings the server accepts in production: PostgreSQL, one trusted proxy hop, no SQLite', () => {
    for (const { name, service } of apps) {
      const given = substitute(asMap(service.environment), filledEnv)
      expect(given, name).not.toHaveProperty('ALLOW_SQLITE')
      const env = readEnv({ ...dockerfileEnv(), ...given })
      expect(env.production).toBe(true)
      expect(new URL(env.databaseUrl ?? '').protocol).toBe('postgres:')
      expect(new URL(env.databaseUrl ?? '').hostname).toBe('db')
      expect(env.trustProxy).toBe(1)
      expect([env.host, env.port]).toEqual(['0.0.0.0', 8080])
      // The balancer is then the one hop: a client cannot reach a process without it.
      expect(service.ports, name).toBeUndefined()
    }
  })

  it("takes the secrets from the operator's .env and refuses to start without them", () => {
    const text = read('compose.yaml')
    for (const secret of [
      'POSTGRES_PASSWORD',
      'APP_DATABASE_PASSWORD',
      'ADMIN_USERNAME',
      'ADMIN_PASSWORD',
      'SMS_WEBHOOK_URL',
      'METRICS_TOKEN',
    ]) {
      expect(text, secret).toMatch(new RegExp(`\\$\\{${secret}:\\?[^}]+\\}`))
    }
    const referenced = new Set([...text.matchAll(/\$\{([A-Z0-9_]+)/g)].map(([, name]) => name))
    expect([...referenced].sort()).toEqual(Object.keys(envExample).sort())
    expect(() => substitute({ ADMIN_PASSWORD: '${ADMIN_PASSWORD:?set it}' }, {})).toThrow('set it')
  })

  it('counts a TLS proxy in front of the balancer as a second trusted hop when .env says so', () => {
    for (const { name, service } of apps) {
      const given = substitute(asMap(service.environment), { ...filledEnv, TRUST_PROXY: '2' })
      expect(readEnv({ ...dockerfileEnv(), ...given }).trustProxy, name).toBe(2)
    }
  })

  it('.env.example ships every secret empty, so compose refuses to start until each is filled in', () => {
    for (const secret of [
      'POSTGRES_PASSWORD',
      'APP_DATABASE_PASSWORD',
      'ADMIN_PASSWORD',
      'METRICS_TOKEN',
      'SMS_WEBHOOK_TOKEN',
    ])
      expect(envExample[secret], secret).toBe('')
    for (const { name, service } of apps)
      expect(() => substitute(asMap(service.environment), envExample), name).toThrow(/set [A-Z_]+ in \.env/)
  })

  it('puts the load balancer in front of both processes, with its configuration mounted', () => {
    const lb = asMap(services.lb)
    expect(lb.image).toMatch(/^nginx:/)
    expect(asList(lb.volumes)).toContain('./deploy/nginx.conf:/etc/nginx/nginx.conf:ro')
    expect(asList(lb.ports)).toContain('80:80')
    expect(Object.keys(asMap(lb.depends_on)).sort()).toEqual(['app1', 'app2'])
  })
})

describe('deploy/nginx.conf', () => {
  const server = only(nginxHttp, 'server').block ?? []
  const locations = server.filter((d) => d.name === 'location')
  const upstream = only(nginxHttp, 'upstream')

  it('balances over both server processes on the port the image listens on', () => {
    const servers = (upstream.block ?? []).filter((d) => d.name === 'server').map((d) => d.args[0])
    const port = dockerfileEnv().PORT
    expect(servers.sort()).toEqual(['app1', 'app2'].map((name) => `${name}:${port}`))
    for (const location of locations.filter((l) => l.args.join(' ') !== '= /metrics')) {
      expect(only(location.block ?? [], 'proxy_pass').args, location.args.join(' ')).toEqual([
        `http://${upstream.args[0]}`,
      ])
    }
  })

  it('passes WebSocket upgrades on the chat socket, kept open longer than the server pings', () => {
    const socket = locations.find((l) => l.args.join(' ') === `= ${CHAT_SOCKET_PATH}`)
    expect(socket, CHAT_SOCKET_PATH).toBeDefined()
    const headers = effectiveHeaders(socket as Directive)
    expect(headers.get('Upgrade')).toBe('$http_upgrade')
    expect(headers.get('Connection')).toBe('$connection_upgrade')
    const upgradeMap = only(nginxHttp, 'map')
    expect(upgradeMap.args).toEqual(['$http_upgrade', '$connection_upgrade'])
    expect(upgradeMap.block?.find((d) => d.name === 'default')?.args).toEqual(['upgrade'])
    expect(only(server, 'proxy_http_version').args).toEqual(['1.1'])
    const timeout = only(socket?.block ?? [], 'proxy_read_timeout').args[0] ?? ''
    expect(seconds(timeout) * 1000).toBeGreaterThan(PING_MS)
  })

  it("adds the client's address as one hop, sends a request id, and refuses bodies the server would", () => {
    for (const location of locations) {
      const headers = effectiveHeaders(location)
      expect(headers.get('X-Forwarded-For')).toBe('$proxy_add_x_forwarded_for')
      expect(headers.get('X-Request-Id')).toBe('$request_id')
    }
    expect(only(server, 'client_max_body_size').args).toEqual(['64k'])
  })

  it("does not serve one process's metrics through the balancer", () => {
    const metrics = locations.find((l) => l.args.join(' ') === '= /metrics')
    expect(only(metrics?.block ?? [], 'return').args).toEqual(['404'])
  })

  /** nginx inherits a level's proxy_set_header only into a level that sets none of its own. */
  function effectiveHeaders(location: Directive): Map<string, string> {
    const own = (location.block ?? []).filter((d) => d.name === 'proxy_set_header')
    const set = own.length > 0 ? own : server.filter((d) => d.name === 'proxy_set_header')
    return new Map(set.map((d) => [d.args[0] ?? '', d.args.slice(1).join(' ')]))
  }
})

function dockerfileEnv(): Record<string, string> {
  const pairs = instructions(runtime, 'ENV').flatMap((i) => i.args.split(/\s+/))
  return Object.fromEntries(pairs.map((pair) => pair.split('=') as [string, string]))
}

function healthCheckCommand(): string[] {
  const [check] = instructions(runtime, 'HEALTHCHECK')
  const command = check?.args.replace(/^.*?\bCMD\s+/, '') ?? ''
  return JSON.parse(command) as string[]
}

/** Runs the health check as the engine would, inside a container whose PORT is `port`. */
function exitCode([, ...args]: string[], port: string): Promise<number> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      args,
      { env: { PATH: process.env.PATH, PORT: port }, timeout: 10_000 },
      (error) => resolve(error ? Number(error.code ?? 1) : 0),
    )
  })
}

/** The source of the server's settings: every variable it reads is named there. */
function serverSettingsSource(): string {
  const folder = path.join(root, 'server/src')
  const files = fs.readdirSync(folder).filter((f) => /^env[\w-]*\.ts$/.test(f) && !f.includes('.test.'))
  return files.map((f) => fs.readFileSync(path.join(folder, f), 'utf8')).join('\n')
}
