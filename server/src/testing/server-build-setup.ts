import fs from 'node:fs'
import type { TestProject } from 'vitest/node'
import { buildFolderFor, buildServer } from './server-build.ts'

/**
 * Global set-up of the `unit` and `slow` projects: builds the compiled server once for the run
 * (about a second) and hands its folder to every worker; built again before each rerun in watch
 * mode, so a change to the server is what the next rerun starts; the folder goes when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const outdir = buildFolderFor(`${process.pid}-${project.name}`)
  await buildServer(outdir)
  project.provide('serverBuild', outdir)
  project.onTestsRerun(() => buildServer(outdir))
  return () => fs.rmSync(outdir, { recursive: true, force: true })
}
