// The portal's mark (public/icons/logo.svg: a shield with a safety helmet and a tick), one file for
// the toolbar, the login card and the generated PWA icons.
export function Logo({ size = 32 }: { size?: number }) {
  return <img src="/icons/logo.svg" width={size} height={size} alt="" aria-hidden="true" className="app-logo" />;
}
