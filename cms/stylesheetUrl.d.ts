// The site's components import their stylesheets' addresses (Vite's `?url`, typed for the site by
// vite/client); the admin's type check reaches some of them through the modules it shares.
declare module '*.css?url' {
  const href: string
  export default href
}
