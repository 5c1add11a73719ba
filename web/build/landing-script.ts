import type { Plugin } from 'vite'

/**
 * Builds `module` as an entry of its own and puts it first in the page as an async module script,
 * so it runs as soon as it arrives rather than after the app's files: it starts loading the chunk
 * of the page the address opens (the server cannot see the address's hash to preload it).
 */
export function landingScript(module: string): Plugin {
  return {
    name: 'landing-script',
    apply: 'build',
    config: (config) => {
      const root = config.root ?? process.cwd()
      return {
        build: {
          rolldownOptions: {
            input: { index: `${root}/index.html`, landing: `${root}${module}` },
          },
        },
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.facadeModuleId?.endsWith(module),
        )
        if (!chunk) throw new Error(`landing-script: no chunk was built for ${module}`)
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${chunk.fileName}` },
            injectTo: 'head-prepend',
          },
        ]
      },
    },
  }
}
