/**
 * The customer app's build-time configuration: the only file that reads Vite's `import.meta.env`, so
 * every setting the build can change is listed here.
 */

/** Environment variables as Vite hands them over (strings, or booleans for its own flags). */
export type BuildEnv = Readonly<Record<string, string | boolean | undefined>>

const env: BuildEnv = import.meta.env

export const config = {
  /** A development build (vite dev): route errors are also logged to the console. */
  isDevelopment: import.meta.env.DEV,
  /** The WeChat JS-SDK script (spec 7), reachable in mainland China. */
  wechatSdkUrl: import.meta.env.VITE_WECHAT_JSSDK_URL || 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js',
  /** Where the app is served from ('/web/'): the translation catalogues sit below it. */
  baseUrl: import.meta.env.BASE_URL,
  /** The catalogues' version (a hash of their content, set by catalogues.plugin.ts; 'dev' in tests). */
  cataloguesVersion: (import.meta.env.VITE_CATALOGUES_VERSION as string | undefined) ?? 'dev',
  /** The map tile settings: VITE_MAP_CN_* and VITE_MAP_GLOBAL_* (see shared/map/mapConfig.ts). */
  mapEnv: env,
} as const
