// Stand-ins for code that never renders on the server (see vite.ssr.config.ts).
export default function ServerStub() {
  return null
}
