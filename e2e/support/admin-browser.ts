// The console journeys launch Chromium exactly as the app's do: one launcher, one set of flags,
// one discovery and skip/REQUIRE_BROWSER rule.
export {
  chromiumPath,
  launchBrowser as launchAdminBrowser,
  type AppBrowser as AdminBrowser,
} from './browser.ts'
