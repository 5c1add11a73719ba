import type { ThemeConfig } from 'antd'

// antd's defaults (#1677ff primary, #ff4d4f error, 45 % grey secondary text) fall short of WCAG AA
// contrast on white; these darker tones keep every text at 4.5:1 or more.
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    // Hover and press states darken instead of lighten, so a hovered button keeps its contrast.
    colorPrimaryHover: '#003eb3',
    colorPrimaryActive: '#002c8c',
    colorLinkHover: '#003eb3',
    colorLinkActive: '#002c8c',
    colorErrorHover: '#a8071a',
    colorErrorActive: '#820014',
    colorError: '#cf1322',
    colorSuccess: '#237804',
    colorWarning: '#ad4e00',
    colorInfo: '#0958d9',
    // Pale backgrounds stay antd's; derived from the darker tones above they would turn grey.
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorErrorBg: '#fff2f0',
    colorErrorBorder: '#ffccc7',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorInfoBg: '#e6f4ff',
    colorInfoBorder: '#91caff',
    colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
    colorTextDescription: 'rgba(0, 0, 0, 0.62)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
  },
  components: {
    // An empty table says so ("No pending recharges.") in the disabled grey (25 %), which no one
    // can read; it is a message, so it gets the description grey.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.62)' },
  },
}
