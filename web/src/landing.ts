/**
 * A second, tiny entry of the page: it runs as soon as it arrives and starts loading the chunk of
 * the page the address opens, so that chunk comes with the app's own files instead of after them.
 */
import { preloadLandingPage } from './app/landing.ts'

preloadLandingPage(window.location.hash)
