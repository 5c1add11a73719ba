import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AppConfig } from '@app/contracts/config'
import { readStored, writeStored } from '../../lib/storage.ts'
import { fetchConfig, fetchConfigVersion } from './api/config.ts'
import { onAppShow, syncConfig } from './sync.ts'

vi.mock('./api/config.ts', () => ({ fetchConfig: vi.fn(), fetchConfigVersion: vi.fn() }))

const buildConfig = (version: number, site_name = 'Harvest'): AppConfig => ({
  version,
  site_name,
  currency: '$',
  language_packages: [{ key: 'es', json: '/api/config/lang/es.json' }],
  chat_url: '',
  app_version: '1.0.1',
  app_version_code: 100,
})

beforeEach(() => {
  vi.mocked(fetchConfig).mockReset()
  vi.mocked(fetchConfigVersion).mockReset()
})

describe('config refresh', () => {
  it('fetches and stores the config and its version when none is stored', async () => {
    vi.mocked(fetchConfigVersion).mockResolvedValue({ version: 4 })
    vi.mocked(fetchConfig).mockResolvedValue(buildConfig(4))
    await expect(syncConfig()).resolves.toEqual({ config: buildConfig(4), changed: true })
    expect(readStored('configVersion')).toBe(4)
    expect(readStored('config')?.site_name).toBe('Harvest')
  })

  it('stores the version the config carries, so a save between the two answers is fetched again', async () => {
    vi.mocked(fetchConfigVersion).mockResolvedValue({ version: 6 })
    vi.mocked(fetchConfig).mockResolvedValue(buildConfig(5, 'Harvest'))
    await syncConfig()
    expect(readStored('configVersion')).toBe(5)
    vi.mocked(fetchConfig).mockResolvedValue(buildConfig(6, 'Harvest Plus'))
    await expect(syncConfig()).resolves.toMatchObject({ changed: true })
    expect(readStored('config')?.site_name).toBe('Harvest Plus')
  })

  it('does not fetch the config again while the version is unchanged', async () => {
    writeStored('config', buildConfig(4))
    writeStored('configVersion', 4)
    vi.mocked(fetchConfigVersion).mockResolvedValue({ version: 4 })
    await expect(syncConfig()).resolves.toEqual({ config: buildConfig(4), changed: false })
    expect(fetchConfig).not.toHaveBeenCalled()
  })

  it('fetches it again when the version differs from the stored one', async () => {
    writeStored('config', buildConfig(4))
    writeStored('configVersion', 4)
    vi.mocked(fetchConfigVersion).mockResolvedValue({ version: 5 })
    vi.mocked(fetchConfig).mockResolvedValue(buildConfig(5, 'Harvest Plus'))
    await expect(syncConfig()).resolves.toMatchObject({ changed: true })
    expect(fetchConfig).toHaveBeenCalledOnce()
    expect(readStored('configVersion')).toBe(5)
    expect(readStored('config')?.site_name).toBe('Harvest Plus')
  })

  it('checks on every app show, not when the app is hidden', () => {
    const onShow = vi.fn()
    const stop = onAppShow(onShow)
    const setVisibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
      document.dispatchEvent(new Event('visibilitychange'))
    }
    setVisibility('hidden')
    expect(onShow).not.toHaveBeenCalled()
    setVisibility('visible')
    setVisibility('hidden')
    setVisibility('visible')
    expect(onShow).toHaveBeenCalledTimes(2)
    stop()
    setVisibility('visible')
    expect(onShow).toHaveBeenCalledTimes(2)
  })
})
