// Primary #1867C0, secondary #5CBBF6, compact density, Roboto (400, 500, 700: the weights antd draws), the breakpoints
// sm 600 / md 960 / lg 1280 / xl 1920 / xxl 2560 (mobile is below lg: the sider becomes a drawer).
// No stylesheet imports here: the build's antd style extraction loads this file in Node
// (scripts/antd-static-css.ts); the fonts' stylesheets are imported by App.tsx.
import { theme, type ThemeConfig } from 'antd';

export const PRIMARY = '#1867C0';
export const SECONDARY = '#5CBBF6';
/** the operators' (eiadmin) header accent */
export const EIADMIN_ACCENT = '#7B3FA0';

export const BREAKPOINTS = { sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;

export const appTheme: ThemeConfig = {
  algorithm: [theme.defaultAlgorithm, theme.compactAlgorithm],
  token: {
    colorPrimary: PRIMARY,
    colorInfo: PRIMARY,
    colorLink: PRIMARY,
    // antd's default secondary text (45% black) is below 4.5:1 on white; descriptions and help
    // text must be readable (the axe checks of the key pages hold us to it)
    colorTextSecondary: '#595959',
    colorTextDescription: '#595959',
    // error text (a failed delivery, a refused field) in a red that reads at 4.5:1 on white
    colorErrorText: '#cf1322',
    // a refused form field's message is drawn in colorError, and a hovered button in the hover
    // shades (antd derives lighter ones, 3.3:1 and 4:1 on white): darker ones keep 4.5:1, so a
    // dialog checked by axe right after a click (the grade weights') passes
    colorError: '#cf1322',
    colorErrorHover: '#a8071a',
    colorPrimaryHover: '#14569f',
    colorLinkHover: '#14569f',
    fontFamily: "Roboto, -apple-system, 'Segoe UI', 'Helvetica Neue', Arial, sans-serif",
    screenXS: 480,
    screenXSMin: 480,
    screenXSMax: BREAKPOINTS.sm - 1,
    screenSM: BREAKPOINTS.sm,
    screenSMMin: BREAKPOINTS.sm,
    screenSMMax: BREAKPOINTS.md - 1,
    screenMD: BREAKPOINTS.md,
    screenMDMin: BREAKPOINTS.md,
    screenMDMax: BREAKPOINTS.lg - 1,
    screenLG: BREAKPOINTS.lg,
    screenLGMin: BREAKPOINTS.lg,
    screenLGMax: BREAKPOINTS.xl - 1,
    screenXL: BREAKPOINTS.xl,
    screenXLMin: BREAKPOINTS.xl,
    screenXLMax: BREAKPOINTS.xxl - 1,
    screenXXL: BREAKPOINTS.xxl,
    screenXXLMin: BREAKPOINTS.xxl,
  },
  components: {
    // the same for the labels of a record's details (antd draws them in 45% black too)
    Descriptions: { labelColor: '#595959' },
    // tags draw their text in the palette's 7th shade (green, gold, cyan ... read at 2 to 3.4:1 on
    // their light ground) and status tags in the status colour itself (success 2.2:1, warning 1.8:1):
    // darker shades of the same hues reach 4.5:1 on every page that shows a status
    Tag: {
      volcano7: '#ad2102',
      orange7: '#ad4e00',
      gold7: '#874d00',
      yellow7: '#876800',
      lime7: '#3f6600',
      green7: '#237804',
      cyan7: '#006d75',
      colorSuccess: '#237804',
      colorWarning: '#ad4e00',
    },
    // an empty table's message is drawn in the disabled grey (25% black, 1.6:1): it is information
    Table: { colorTextDisabled: '#595959' },
    // and an empty list's (the classroom's assignment page shows an assignment's files as a list)
    List: { colorTextDisabled: '#595959' },
    // a link inside running text must not be told apart by colour alone (axe link-in-text-block)
    Typography: { linkDecoration: 'underline' },
  },
};

/** The theme for a person who asked for less motion or not (src/layout/use-reduced-motion.ts); the
 * build's antd stylesheets are made from the same two (scripts/antd-static-css.ts). */
export const themeFor = (reducedMotion: boolean): ThemeConfig =>
  reducedMotion ? { ...appTheme, token: { ...appTheme.token, motion: false } } : appTheme;

/** The palette as CSS variables, for styles outside antd's tokens (header accents, charts). */
export function applyThemeVariables(root: HTMLElement = document.documentElement) {
  root.style.setProperty('--lms-color-primary', PRIMARY);
  root.style.setProperty('--lms-color-secondary', SECONDARY);
  root.style.setProperty('--lms-color-eiadmin', EIADMIN_ACCENT);
}
