// Writes the app's icons (public/icons/) from one drawing: a bowl of noodles with chopsticks on the
// brand blue. PNGs for the web app manifest (192, 512, maskable 512 with the drawing inside the
// safe circle) and the iOS home screen (apple-touch-icon 180), plus the SVG favicon.
// Run after changing the drawing:  npm --workspace @siam/web run icons   (the PNGs are committed).
import { mkdirSync, writeFileSync } from 'node:fs'
import sharp from 'sharp'

const OUT = new URL('./public/icons/', import.meta.url)
const BLUE = '#004ca0'

/** The drawing on a 512 square; `scale` shrinks it about the centre (maskable icons keep to 80%). */
function drawing(scale, rounded) {
  const t = (1 - scale) * 256
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
<defs>
  <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1565c0"/><stop offset="1" stop-color="${BLUE}"/></linearGradient>
  <linearGradient id="bowl" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#dfe8f5"/></linearGradient>
  <radialGradient id="soup" cx=".5" cy=".4" r=".6"><stop offset="0" stop-color="#ffd27a"/><stop offset="1" stop-color="#f0a532"/></radialGradient>
</defs>
<rect width="512" height="512" rx="${rounded ? 112 : 0}" fill="url(#bg)"/>
<g transform="translate(${t} ${t}) scale(${scale})">
  <path d="M300 70l-120 170M340 84l-120 160" stroke="#f3d3a0" stroke-width="16" stroke-linecap="round"/>
  <path d="M86 250h340q-14 150-170 150T86 250z" fill="url(#bowl)"/>
  <ellipse cx="256" cy="250" rx="170" ry="38" fill="#c9d6ea"/>
  <ellipse cx="256" cy="252" rx="152" ry="28" fill="url(#soup)"/>
  <path d="M150 250q26-22 52 0t52 0 52 0 52 0" stroke="#fff4d8" stroke-width="10" fill="none" stroke-linecap="round"/>
  <circle cx="196" cy="244" r="18" fill="#fff"/><circle cx="196" cy="244" r="9" fill="#f6b62a"/>
  <circle cx="318" cy="246" r="8" fill="#3f8a3a"/><circle cx="338" cy="256" r="8" fill="#3f8a3a"/>
  <rect x="200" y="398" width="112" height="18" rx="9" fill="#dfe8f5"/>
</g>
</svg>`
}

mkdirSync(OUT, { recursive: true })
writeFileSync(new URL('icon.svg', OUT), drawing(1, true))
const png = (svg, size, name) =>
  sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toFile(new URL(name, OUT).pathname)
await png(drawing(1, true), 192, 'icon-192.png')
await png(drawing(1, true), 512, 'icon-512.png')
await png(drawing(0.72, false), 512, 'maskable-512.png')
await png(drawing(0.9, false), 180, 'apple-touch-icon.png')
console.log('icons written to', OUT.pathname)
