/** The invite poster: the QR code with a title and a note, drawn on a canvas and saved as a PNG. */
export async function savePoster(
  poster: { url: string; qrSvg: string },
  text: { title: string; note: string },
) {
  const width = 720
  const height = 1080
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')
  if (!context) return
  context.fillStyle = '#fff7ef'
  context.fillRect(0, 0, width, height)
  context.fillStyle = '#222'
  context.textAlign = 'center'
  context.font = 'bold 44px sans-serif'
  context.fillText(text.title, width / 2, 160, width - 80)
  context.font = '28px sans-serif'
  context.fillText(text.note, width / 2, 220, width - 80)
  const qr = new Image()
  qr.src = `data:image/svg+xml;utf8,${encodeURIComponent(poster.qrSvg)}`
  await qr.decode()
  context.drawImage(qr, (width - 480) / 2, 320, 480, 480)
  context.font = '20px sans-serif'
  context.fillText(poster.url, width / 2, 880, width - 60)
  const link = document.createElement('a')
  link.href = canvas.toDataURL('image/png')
  link.download = 'siam-invite.png'
  link.click()
}
